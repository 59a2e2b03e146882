// Issue 5 in the browser against the real server: a customer's four tabs (details, store credit with an
// adjustment, loyalty opt in/out behind confirmations, sales) and the gift card value check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCall, seedCustomerData } from './customers-pages.ts'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, openMenuItem, registerCompany, toast } from './pages.ts'

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'customers and gift cards (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('creates a customer, finds them, and works through the general, store credit, loyalty and sales tabs', async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page)
    const seeded = await seedCustomerData(page, harness)

    // New customer: a first or last name is required, then it saves and opens on the general tab.
    await openMenuItem(page, 'Customers')
    await page.getByRole('link', { name: 'New customer' }).click()
    await page.getByLabel('Email', { exact: true }).fill('katherine@harbour.test')
    await page.getByRole('button', { name: 'Save' }).click()
    // The server's refusal shows under the field it names.
    await page.getByRole('alert').filter({ hasText: 'Please enter a first or last name' }).waitFor()
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('First name').fill('Katherine')
    await page.getByLabel('Last name').fill('Johnson')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/customers\/customers\/\d+$/)
    await page.getByRole('tab', { name: 'General' }).waitFor()

    // A second customer with the same email is refused with a clear message.
    await page.goto('/customers/customers/new')
    await page.getByLabel('First name').fill('Kate')
    await page.getByLabel('Email', { exact: true }).fill('KATHERINE@harbour.test')
    await page.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'error', 'A customer with this email already exists').waitFor()

    // Search by phone finds Grace only.
    await page.goto('/customers/customers')
    await page.getByRole('textbox', { name: 'Search' }).fill('0412 345')
    await page.waitForURL((url) => url.searchParams.get('search') === '0412 345')
    // The list answers the search: Katherine (no such phone) leaves it, Grace stays.
    await page.getByRole('link', { name: 'Katherine Johnson' }).waitFor({ state: 'detached' })
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor()
    expect(await page.getByRole('link', { name: 'Alan Turing' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Grace Hopper' }).click()

    // General: details and the figures worked out from her three sales.
    await page.getByTestId('lifetime-sales').waitFor()
    expect(await page.getByTestId('lifetime-sales').textContent()).toBe('$635.40')
    expect(await page.getByTestId('average-order').textContent()).toBe('$211.80')
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('grace@harbour.test')
    await page.getByLabel('Phone', { exact: true }).fill('0412 345 999')
    const saved = page.waitForResponse(
      (r) => /\/customer\/\d+\.json$/.test(r.url()) && r.request().method() === 'PUT',
    )
    await page.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)

    // Store credit: the statement, then a debit with a reason; the running balance follows.
    await page.getByRole('tab', { name: 'Store credit' }).click()
    await page.getByTestId('credit-balance').getByText('$50.00').waitFor()
    await page.getByRole('cell', { name: /Late delivery/ }).waitFor()
    await page.getByRole('button', { name: 'Adjust store credit' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: 'Take credit' }).click()
    await dialog.getByLabel('Amount').fill('12.50')
    await dialog.getByRole('button', { name: 'Save adjustment' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Choose a reason' }).waitFor()
    await chooseOption(page, 'Reason', 'Goodwill')
    await dialog.getByLabel('Reference').fill('CASE-18')
    await dialog.getByRole('button', { name: 'Save adjustment' }).click()
    await toast(page, 'success', 'Store credit adjusted').waitFor()
    await page.getByTestId('credit-balance').getByText('$37.50').waitFor()
    const firstRow = page.getByRole('tabpanel').getByRole('row').nth(1)
    await firstRow.getByText('CASE-18').waitFor()
    expect(await firstRow.getByRole('cell').nth(2).textContent()).toBe('$12.50')
    expect(await firstRow.getByRole('cell').nth(5).textContent()).toBe('$37.50')

    // Loyalty: points, their value, the tier from her spend; opt out and back in, each confirmed.
    await page.getByRole('tab', { name: 'Loyalty' }).click()
    expect(await page.getByTestId('loyalty-points').textContent()).toBe('1250')
    expect(await page.getByTestId('points-value').textContent()).toBe('$6.25')
    expect(await page.getByTestId('loyalty-tier').textContent()).toBe('Silver')
    expect(await page.getByTestId('tier-expiration').textContent()).not.toBe('Never')
    await page.getByRole('button', { name: 'Opt out of loyalty' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    expect(await page.getByTestId('loyalty-status').textContent()).toBe('Opted in')
    await page.getByRole('button', { name: 'Opt out of loyalty' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Opt out' }).click()
    await toast(page, 'success', 'Opted out of loyalty').waitFor()
    expect(await page.getByTestId('loyalty-status').textContent()).toBe('Not opted in')
    await page.getByRole('button', { name: 'Opt in to loyalty' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Opt in' }).click()
    await page.getByTestId('loyalty-status').getByText('Opted in').waitFor()

    // Sales: her three sales, newest first.
    await page.getByRole('tab', { name: 'Sales' }).click()
    const sales = page.getByRole('tabpanel')
    await sales.getByRole('row').nth(3).waitFor()
    expect(await sales.getByRole('row').nth(1).getByRole('cell').last().textContent()).toBe('$89.90')
    expect(await sales.getByRole('row').count()).toBe(4)

    // The open tab survives a reload (kept in history state).
    await page.reload()
    await page.getByRole('tab', { name: 'Sales', selected: true }).waitFor()

    const customer = await apiCall<{ customer: { credit_balance: number; loyalty: boolean; phone: string } }>(
      page,
      'GET',
      `/api/proxy/customer/${seeded.customerId}.json`,
    )
    expect(customer.customer).toMatchObject({ credit_balance: 3750, loyalty: true, phone: '0412 345 999' })
  })

  it("shows a gift card's value, or 'No Gift Card Found'", async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page, { companyName: 'Card Shop' })
    const seeded = await seedCustomerData(page, harness)
    await openMenuItem(page, 'Gift Card Value Check', 'Register')
    await page.waitForURL('**/register/gift-card-check')
    const serial = page.getByRole('textbox', { name: 'Serial' })
    await serial.fill('NOT-A-CARD')
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByRole('alert').getByText('No Gift Card Found').waitFor()
    await serial.fill(seeded.serial.toLowerCase())
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByTestId('gift-card-value').waitFor()
    expect(await page.getByTestId('gift-card-value').textContent()).toBe('$100.00')
    expect(await page.getByTestId('gift-card-result').textContent()).toContain(seeded.serial)
    expect(await page.getByText('No Gift Card Found').count()).toBe(0)

    // Issue a card on the back office, take from it, and the check shows what is left.
    await page.goto('/product/gift-cards/new')
    await page.getByLabel('Serial').fill('e2e-card-1')
    await page.getByLabel('Value').fill('75')
    await chooseOption(page, 'Reason', 'Promotion')
    await page.getByRole('textbox', { name: 'Find a customer' }).fill('hopper')
    await page.waitForTimeout(600)
    await chooseOption(page, 'Customer', 'Grace Hopper (grace@harbour.test)')
    await page.getByRole('button', { name: 'Issue gift card' }).click()
    await page.waitForURL('**/product/gift-cards/E2E-CARD-1')
    await page.getByTestId('card-remaining').getByText('$75.00').waitFor()
    await page.getByRole('button', { name: 'Adjust balance' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Amount').fill('20')
    await chooseOption(page, 'Reason', 'Sold at counter')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByTestId('card-remaining').getByText('$55.00').waitFor()
    await page.getByRole('cell', { name: 'Issued: Promotion' }).waitFor()
    await page.goto('/register/gift-card-check')
    await page.getByRole('textbox', { name: 'Serial' }).fill('E2E-CARD-1')
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByTestId('gift-card-value').getByText('$55.00').waitFor()
  })
})
