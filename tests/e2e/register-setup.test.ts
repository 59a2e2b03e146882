// Issue 6 part A in the browser against the real server: a store, a template and a register; the
// no-store message; open with a float, petty cash, a sale posted through the API, close with a variance
// (confirmation) and the close summary; the sale in sales history with its receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCall } from './customers-pages.ts'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, openMenuItem, registerCompany, toast } from './pages.ts'

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'register set-up (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('sets up a store and register, runs a register day with petty cash and a variance, and finds the sale', async () => {
    const { page } = await harness.newPage({ width: 1400, height: 1000 })
    await registerCompany(harness, page)

    // A store.
    await openMenuItem(page, 'Stores')
    await page.getByText(/Your licence allows 3 stores \(0 used\)/).waitFor()
    await page.getByRole('link', { name: 'New store' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    // The server's refusal shows under the field it names (and as its toast).
    await page.getByRole('alert').filter({ hasText: 'Please enter a store name' }).waitFor()
    expect(await page.getByLabel('Store name').getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('Store name').fill('Harbour St')
    await page.getByLabel('City / suburb').fill('Sydney')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/register\/stores\/\d+$/)
    const storeId = Number(/stores\/(\d+)$/.exec(page.url())?.[1])

    // A template, with the preview following the fields.
    await page.goto('/register/register-template/new')
    await page.getByLabel('Template name').fill('Standard receipt')
    await page.getByLabel('Header').fill('Harbour Goods')
    await page.getByTestId('template-preview').getByText('Harbour Goods').waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'success', 'Template created').waitFor()

    // A register on that template.
    await page.goto(`/register/stores/${storeId}`)
    await page.getByRole('link', { name: 'New register' }).click()
    await page.getByLabel('Register name').fill('Front counter')
    await chooseOption(page, 'Register template', 'Standard receipt')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(new RegExp(`/register/stores/${storeId}$`))
    await page.getByRole('link', { name: 'Front counter' }).waitFor()

    // Without an assigned store the register cannot be set up.
    await openMenuItem(page, 'Open/Close', 'Register')
    await page.getByText("Looks like this user doesn't have a store assigned").waitFor()
    const me = await apiCall<{ user: { id: number } }>(page, 'GET', '/api/sessions/me')
    await apiCall(page, 'PUT', `/api/proxy/user/${me.user.id}.json`, { store_id: storeId })
    const reason = await apiCall<{ reason: { id: number } }>(page, 'POST', '/api/proxy/reasons.json', {
      kind: 'petty_cash',
      name: 'Staff milk',
    })
    expect(reason.reason.id).toBeGreaterThan(0)

    // Open with a $200 float.
    await page.reload()
    await chooseOption(page, 'Register', 'Front counter')
    await page.getByLabel('Float').fill('200.00')
    await page.getByRole('button', { name: 'Open register' }).click()
    await toast(page, 'success', 'Register opened').waitFor()
    await page.getByTestId('expected-cash').getByText('$200.00').waitFor()

    // Petty cash: $4.50 out (the register stays chosen in this browser).
    await openMenuItem(page, 'Petty Cash', 'Register')
    await page.getByLabel('Amount').fill('4.50')
    await chooseOption(page, 'Petty cash reason', 'Staff milk')
    await page.getByLabel('Note').fill('Milk')
    await page.getByRole('button', { name: 'Record petty cash' }).click()
    await toast(page, 'success', 'Petty cash recorded').waitFor()
    await page.getByText('-$4.50').waitFor()

    // A cash sale of $25.50, paid with $30, posted as the register would.
    const registerId = Number(await page.evaluate(() => window.localStorage.getItem('pos.register_id')))
    const methods = await apiCall<{ paymentmethods: { id: number; name: string }[] }>(
      page,
      'GET',
      '/api/proxy/paymentmethods.json',
    )
    const cash = methods.paymentmethods.find((m) => m.name === 'Cash')!
    const now = new Date().toISOString()
    const posted = await apiCall<{ id: number; sale: { receipt_number: string } }>(
      page,
      'POST',
      '/api/proxy/sale.json',
      {
        id: `e2e-sale-${Date.now()}`,
        receipt_number: 'R1-000001',
        created: now,
        currency: 'AUD',
        register_id: registerId,
        store_id: storeId,
        lines: [
          {
            id: 'l1',
            item: { sku: 'MUG-01', name: 'Enamel mug' },
            product: { name: 'Enamel mug' },
            item_id: '1',
            quantity: 1,
            item_price: 2550,
            tax_percent: 10,
            item_discount: 0,
            item_loyalty: 0,
            total_tax: 232,
          },
        ],
        payments: [
          {
            payment_method: String(cash.id),
            amount: 3000,
            processor: 'cash',
            name: 'Cash',
            processed: true,
            date: now,
          },
        ],
      },
    )

    // Close: $221.00 expected, $220.00 counted: the variance needs a confirmation.
    await openMenuItem(page, 'Open/Close', 'Register')
    await page.getByTestId('expected-cash').getByText('$221.00').waitFor()
    await page.getByLabel('Count of $100.00', { exact: true }).fill('2')
    await page.getByLabel('Count of $10.00', { exact: true }).fill('2')
    await page.getByTestId('counted-cash').getByText('$220.00').waitFor()
    await page.getByRole('button', { name: 'Close register' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Close with a variance?' })
    await dialog.getByText('$1.00 short').waitFor()
    await dialog.getByRole('button', { name: 'Close with variance' }).click()
    const summary = page.getByTestId('close-summary')
    await summary.getByRole('heading', { name: 'Close summary' }).waitFor()
    await summary.getByRole('rowheader', { name: 'Cash' }).waitFor()
    await summary.getByText('-$1.00').waitFor()
    await page.getByRole('button', { name: 'Open register' }).waitFor()

    // The sale in sales history, its view and receipt.
    await openMenuItem(page, 'Sales History', 'Sales')
    await page.getByRole('textbox', { name: 'Search' }).fill('R1-000001')
    await page.waitForURL((url) => url.searchParams.get('search') === 'R1-000001')
    await page.getByRole('link', { name: 'R1-000001' }).click()
    await page.waitForURL(new RegExp(`/sales/sales-history/${posted.id}$`))
    await page.getByRole('heading', { name: 'Sale R1-000001' }).waitFor()
    const receipt = page.getByTestId('receipt')
    await receipt.getByText('Receipt R1-000001').waitFor()
    await receipt.getByText('Harbour Goods').waitFor()
    await receipt.getByRole('img', { name: 'Barcode R1-000001' }).waitFor()
    // Printed through the system dialog: only the receipt, 80 mm wide (302 px at 96 dpi).
    await page.evaluate(() => document.body.classList.add('printing-receipt'))
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('heading', { name: 'Sale R1-000001' }).isVisible()).toBe(false)
    expect(await receipt.isVisible()).toBe(true)
    expect(Math.round(await receipt.evaluate((element) => element.getBoundingClientRect().width))).toBe(302)
    await page.emulateMedia({ media: 'screen' })
    expect(await page.getByRole('link', { name: 'Start a return' }).getAttribute('href')).toBe(
      `/register/sale?return=${posted.id}`,
    )
  })
})
