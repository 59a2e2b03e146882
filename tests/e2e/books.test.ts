// The books in Chromium: a manual journal on /accounts/journal/new, refused while an amount cannot be read, then
// posted and shown; a payment method made in the back office and offered to the register; an invoice written,
// approved, paid in part and in full, and found under each filter; a journal CSV with one bad row refused with that
// row's error and nothing posted, then posted once fixed, and the profit and loss, balance sheet and BAS in cents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, registerCompany, toast } from './pages.ts'

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'the books (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('posts a balanced manual journal, refusing an amount it cannot read', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 800 })
    await registerCompany(harness, page)
    await page.goto(`${harness.baseUrl}/accounts/journal/new`)
    await page.getByLabel('Narration').fill('Float')
    await page.getByLabel('Account 1').click()
    await page.getByRole('option', { name: /^090 / }).click()
    await page.getByLabel('Account 2').click()
    await page.getByRole('option', { name: /^881 / }).click()
    await page.getByLabel('Debit 1').fill('abc')
    await page.getByLabel('Credit 2').fill('10')
    await page.getByRole('button', { name: 'Post journal' }).click()
    await toast(page, 'error', 'Please enter debits and credits as amounts, like 12.50').waitFor()

    await page.getByLabel('Debit 1').fill('10')
    await page.getByLabel('Tax Rate 1').click()
    await page.getByRole('option', { name: 'BAS Excluded' }).click()
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/proxy/journals.json') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Post journal' }).click()
    const body = (await (await posted).json()) as { journal: { id: number } }
    await page.waitForURL((url) => url.pathname === `/accounts/journal/${body.journal.id}`)
    await page.getByText('Float').first().waitFor()
    // Its own source: named in words, not a link to the page it is on.
    await page.getByText('Source: Manual journal').waitFor()
    expect(await page.getByRole('link', { name: 'Manual journal' }).count()).toBe(0)
    expect(body.journal.id).toBeGreaterThan(0)
    // Reversed after the app's own question (not the browser's), then the new journal is shown.
    await page.getByRole('button', { name: 'Reverse' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Post a journal that reverses this one?').waitFor()
    await dialog.getByRole('button', { name: 'Reverse' }).click()
    await page.waitForURL((url) => url.pathname !== `/accounts/journal/${body.journal.id}`)
    const reversal = new URL(page.url()).pathname.split('/').at(-1)
    await page.getByRole('heading', { name: `Journal ${reversal}` }).waitFor()
    // A reversal is not reversed again.
    expect(await page.getByRole('button', { name: 'Reverse' }).count()).toBe(0)
    // Back to where journals are listed.
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/accounts/general-ledger')
  })

  it('makes a payment method in the back office that the register then offers', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 800 })
    await registerCompany(harness, page)
    await page.goto(`${harness.baseUrl}/accounts/payment-methods`)
    await page.getByRole('link', { name: 'Cash', exact: true }).waitFor()
    await page.getByRole('link', { name: 'New Payment Method' }).click()
    await page.getByLabel('Name').fill('Cheque')
    await page.getByLabel('Rounding (cents)').fill('101')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.locator('#field_rounding-error', { hasText: 'A rounding is at most 100 cents' }).waitFor()
    await page.getByLabel('Rounding (cents)').fill('0')
    await chooseOption(page, 'Processor', 'None')
    await chooseOption(page, 'Clearing Account', 'Undeposited Funds')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => /\/accounts\/payment-methods\/\d+$/.test(url.pathname))
    const register = (await page.evaluate(async () => {
      const response = await fetch('/api/proxy/paymentmethods.json')
      return response.json()
    })) as { paymentmethods: { name: string; metadata: { pos: { payment_processor: { value: string } } } }[] }
    const cheque = register.paymentmethods.find((m) => m.name === 'Cheque')
    expect(cheque?.metadata.pos.payment_processor.value).toBe('')
  })

  it('writes an invoice, approves it, takes two payments and files it under Paid', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 800 })
    await registerCompany(harness, page)
    await page.goto(`${harness.baseUrl}/accounts/invoices`)
    await page.getByRole('link', { name: 'New Invoice' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('An invoice needs a customer or contact name').waitFor()
    await page.getByLabel('Customer').fill('Acme Pty Ltd')
    await page.getByLabel('Description 1').fill('Shop fit-out')
    await chooseOption(page, 'Account 1', '260 Other Revenue')
    await chooseOption(page, 'Tax Rate 1', 'GST on Income')
    await page.getByLabel('Quantity 1').fill('2')
    await page.getByLabel('Unit Price 1').fill('55')
    const totals = page.getByTestId('invoice-totals')
    await totals.getByText('$100.00').waitFor()
    await totals.getByText('$10.00').waitFor()
    await totals.getByText('$110.00').waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'success', 'Invoice saved as a draft').waitFor()
    await page.waitForURL((url) => /\/accounts\/invoices\/\d+$/.test(url.pathname))
    await page.getByRole('heading', { name: /^INV-\d{4}$/ }).waitFor()

    await page.getByRole('button', { name: 'Approve' }).click()
    await toast(page, 'success', 'Invoice approved').waitFor()
    await page.getByText('Awaiting Payment', { exact: true }).waitFor()
    expect(await page.getByLabel('Customer').isDisabled()).toBe(true)

    await page.getByRole('button', { name: 'Record Payment' }).click()
    const dialog = page.getByRole('dialog', { name: 'Record Payment' })
    await dialog.getByLabel('Amount').fill('200')
    await dialog.getByRole('button', { name: 'Record Payment' }).click()
    await dialog.getByText('The payment is more than is owed (110.00)').waitFor()
    await dialog.getByLabel('Amount').fill('60')
    await dialog.getByRole('button', { name: 'Record Payment' }).click()
    await toast(page, 'success', 'Payment recorded').waitFor()
    await page.getByText('Paid $60.00 of $110.00').waitFor()
    await page.getByRole('button', { name: 'Record Payment' }).click()
    expect(await page.getByRole('dialog').getByLabel('Amount').inputValue()).toBe('50.00')
    await page.getByRole('dialog').getByRole('button', { name: 'Record Payment' }).click()
    await page.getByText('Paid $110.00 of $110.00').waitFor()
    await page.getByText('Paid', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Record Payment' }).count()).toBe(0)

    await page.goto(`${harness.baseUrl}/accounts/invoices?status=paid`)
    await page.getByRole('cell', { name: 'Acme Pty Ltd' }).waitFor()
    await page.goto(`${harness.baseUrl}/accounts/invoices?status=draft`)
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('cell', { name: 'Acme Pty Ltd' }).count()).toBe(0)
  })

  it('refuses a journal CSV with a bad row, posts it fixed, and the reports show its cents', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 800 })
    await registerCompany(harness, page)
    // The general ledger's summary of every account: unchanged while nothing is posted.
    const ledger = () => page.evaluate(async () => (await fetch('/api/proxy/general-ledger.json')).text())
    const before = await ledger()
    const header = 'Description,Account Number,Cost Centre,Amount,Tax Rate'
    const good = [
      'Owner funds,090,,1000.00,BAS Excluded',
      'Owner funds,881,,-1000.00,BAS Excluded',
      'Shop ads,400,,110.00,GST on Expenses',
    ]
    const csv = (rows: string[]) => ({
      name: 'journal.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${[header, ...rows].join('\n')}\n`),
    })
    await page.goto(`${harness.baseUrl}/accounts/journal/new`)
    const file = page.getByLabel('Import CSV')
    await file.setInputFiles(csv([...good, 'Shop ads,9999,,-110.00,BAS Excluded']))
    await page.getByRole('button', { name: 'Update' }).last().click()
    await page.getByText(/does not trigger any inventory, product or ledger movements/).waitFor()
    await page.locator('tr', { hasText: 'No account numbered 9999' }).filter({ hasText: '5' }).waitFor()
    expect(await page.getByRole('button', { name: 'Import journal' }).isDisabled()).toBe(true)
    expect(await ledger()).toBe(before)

    await file.setInputFiles(csv([...good, 'Shop ads,090,,-110.00,BAS Excluded']))
    await page.getByRole('button', { name: 'Update' }).last().click()
    await expect.poll(() => page.getByRole('button', { name: 'Import journal' }).isEnabled()).toBe(true)
    await page.getByRole('button', { name: 'Import journal' }).click()
    await page.waitForURL((url) => /\/accounts\/journal\/\d+$/.test(url.pathname))
    expect(await ledger()).not.toBe(before)

    // $110.00 of advertising, GST included: $100.00 of expense and $10.00 of GST to claim; the bank has $890.00
    // of the owner's $1,000.00 left, so the company is worth $900.00.
    const row = (label: string | RegExp) => page.locator('tr').filter({ hasText: label })
    await page.goto(`${harness.baseUrl}/accounts/reports/profit-and-loss`)
    await row('400 Advertising').filter({ hasText: '$100.00' }).waitFor()
    await row('Net Profit').filter({ hasText: '-$100.00' }).waitFor()
    await page.goto(`${harness.baseUrl}/accounts/reports/balance-sheet`)
    await row('090 Business Bank Account').filter({ hasText: '$890.00' }).waitFor()
    await row('Net Assets').filter({ hasText: '$900.00' }).waitFor()
    // Its column is the day it is for, written as every date in the back office is (27/11/2026).
    expect(await page.getByRole('columnheader').nth(1).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    await page.goto(`${harness.baseUrl}/accounts/reports/bas-report`)
    const basRow = (label: string) =>
      page.locator('tr').filter({ has: page.getByRole('link', { name: label, exact: true }) })
    await basRow('G11').filter({ hasText: '$110.00' }).waitFor()
    await basRow('1B').filter({ hasText: '$10.00' }).waitFor()
  })
})
