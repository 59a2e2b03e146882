// Banking and fixed assets in Chromium: a bank statement imported from a CSV (bad rows listed, the same file
// again adding nothing), reconciled (a suggested match, a one-to-many match after a refused wrong sum, a new
// transaction for a bank fee) and shown Reconciled on the statement; a fixed asset type and asset made on their
// screens, depreciation refused with no date, run (twice: the second posts nothing), and found in the general
// ledger; the status change refused with no status. Screenshots at 1280 and 768 px go to BANKING_SHOTS.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, openMenuItem, registerCompany, toast } from './pages.ts'

const SHOTS = process.env.BANKING_SHOTS

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const CSV = `Date,Description,Amount
01/07/2025,Owner funds,5000.00
02/07/2025,Rent July,-1100.00
03/07/2025,Bank fee,-10.00
31/02/2025,Bad date row,1.00
`

async function accountIds(page: Page) {
  const answer = (await (await page.request.get('/api/proxy/books/choices.json')).json()) as {
    accounts: { id: number; code: string }[]
  }
  return (code: string) => answer.accounts.find((a) => a.code === code)!.id
}

async function journal(page: Page, date: string, narration: string, lines: object[]) {
  const response = await page.request.post('/api/proxy/journals.json', { data: { date, narration, lines } })
  expect(response.status()).toBe(200)
}

async function upload(page: Page) {
  await page.getByLabel('Statement file').setInputFiles({
    name: 'july.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  })
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'banking and fixed assets (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('imports a statement once, reconciles it and shows every line Reconciled', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 900 })
    await registerCompany(harness, page)
    const id = await accountIds(page)
    await journal(page, '2025-07-01', 'Owner funds part 1', [
      { account_id: id('090'), debit: 300_000 },
      { account_id: id('881'), credit: 300_000 },
    ])
    await journal(page, '2025-07-01', 'Owner funds part 2', [
      { account_id: id('090'), debit: 200_000 },
      { account_id: id('881'), credit: 200_000 },
    ])
    await journal(page, '2025-07-02', 'Rent for July', [
      { account_id: id('469'), debit: 110_000 },
      { account_id: id('090'), credit: 110_000 },
    ])

    await openMenuItem(page, 'Bank Reconciliation', 'Accounts')
    const row = page.getByRole('row').filter({ hasText: 'Business Bank Account' })
    await row.getByRole('link', { name: 'Import' }).click()
    await page.waitForURL((url) => url.pathname === `/accounts/bank-account/${id('090')}/import`)
    await upload(page)
    await page.getByText("Row 5: '31/02/2025' is not a date as DD/MM/YYYY").waitFor()
    await page.getByText('New lines: 3 · already imported: 0 · rows with problems: 1').waitFor()
    await page.getByRole('combobox', { name: 'Date column' }).waitFor()
    await shoot(page, 'import')
    await page.getByRole('button', { name: 'Import 3 lines' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/accounts/bank-statement/'))
    const statementPath = new URL(page.url()).pathname
    await expect
      .poll(() => page.getByText('Unreconciled', { exact: true }).count(), { timeout: 20_000 })
      .toBe(3)
    // Back to the accounts, where statements are listed.
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/accounts/bank-accounts')

    // The same file again: every line already imported, nothing to add.
    await page.goto(`/accounts/bank-account/${id('090')}/import`)
    await upload(page)
    await page.getByText('New lines: 0 · already imported: 3 · rows with problems: 1').waitFor()
    expect(await page.getByRole('button', { name: 'Import 0 lines' }).isDisabled()).toBe(true)

    await page.goto(statementPath)
    await page.getByRole('link', { name: 'Reconcile' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/reconcile'))
    await page.getByText(/Suggested: .*Rent for July/).waitFor()
    await shoot(page, 'reconcile')
    const rent = page.getByTestId('statement-line').filter({ hasText: 'Rent July' })
    await rent.getByRole('button', { name: 'Match', exact: true }).click()
    await toast(page, 'success', 'Reconciled').first().waitFor()
    await expect.poll(() => page.getByTestId('statement-line').count(), { timeout: 20_000 }).toBe(2)

    // Owner funds: 5,000 against one 3,000 deposit is refused; against both it reconciles.
    await page.getByLabel('Select statement line Owner funds').click()
    await page.getByLabel('Select transaction Owner funds part 1').click()
    await page.getByRole('button', { name: 'Match selected' }).click()
    await page.getByRole('alert').filter({ hasText: 'The amounts do not match' }).waitFor()
    await page.getByLabel('Select transaction Owner funds part 2').click()
    const matched = page.waitForResponse((r) => r.url().endsWith('/match.json'))
    await page.getByRole('button', { name: 'Match selected' }).click()
    const answer = await matched
    expect(answer.status(), await answer.text()).toBe(200)
    await expect.poll(() => page.getByTestId('statement-line').count(), { timeout: 20_000 }).toBe(1)

    // The bank fee: no transaction in the books, so one is made from the line.
    await page.getByLabel('Select statement line Bank fee').click()
    await chooseOption(page, 'Account', '404 Bank Fees')
    await page.getByRole('button', { name: 'Create and reconcile' }).click()
    await page.getByText('Everything is reconciled.').waitFor()
    await shoot(page, 'reconciled')

    await page.goto(statementPath)
    await expect
      .poll(() => page.getByText('Reconciled', { exact: true }).count(), { timeout: 20_000 })
      .toBe(3)
    expect(await page.getByText('Unreconciled', { exact: true }).count()).toBe(0)
    await shoot(page, 'statement')
    await page.goto('/accounts/bank-accounts')
    await page
      .getByRole('row')
      .filter({ hasText: 'Business Bank Account' })
      .getByText('$3,890.00')
      .first()
      .waitFor()
    await shoot(page, 'bank-accounts')
  }, 240_000)

  it('depreciates a fixed asset once per period and shows it in the general ledger', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 900 })
    await registerCompany(harness, page)
    await openMenuItem(page, 'Fixed Assets', 'Accounts')
    await page.getByRole('link', { name: 'Asset types' }).click()
    await page.getByRole('link', { name: 'New Fixed Asset Type' }).click()
    await page.getByLabel('Name', { exact: true }).fill('Computers')
    await page.getByLabel('Effective life (years)').fill('4')
    await chooseOption(page, 'Method', 'Straight line')
    await chooseOption(page, 'Period', 'Monthly')
    await chooseOption(page, 'Asset account', 'Computer Equipment')
    await chooseOption(page, 'Depreciation account', 'Less Accumulated Depreciation on Computer Equipment')
    await chooseOption(page, 'Expense account', 'Depreciation')
    await shoot(page, 'asset-type')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => /\/accounts\/fixed-assets\/type\/\d+$/.test(url.pathname))

    await page.goto('/accounts/fixed-assets/new')
    await page.getByLabel('Name', { exact: true }).fill('Back office server')
    await page.getByLabel('Asset number').fill('FA-1')
    await chooseOption(page, 'Type', 'Computers')
    await page.getByLabel('Purchase date').fill('2025-07-01')
    await page.getByLabel('Cost (ex GST)').fill('4800')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => /\/accounts\/fixed-assets\/\d+$/.test(url.pathname))

    await page.getByRole('button', { name: 'Run depreciation' }).click()
    await page.locator('#depreciate-to-error', { hasText: 'Please select a depreciation date.' }).waitFor()
    await page.getByLabel('Depreciate to').fill('2025-09-15')
    await page.getByRole('button', { name: 'Run depreciation' }).click()
    await toast(page, 'success', 'Posted 2 periods ($203.84)').waitFor()
    await page.getByTestId('asset-accumulated').filter({ hasText: '$203.84' }).waitFor()
    await page.getByRole('button', { name: 'Run depreciation' }).click()
    await toast(page, 'success', 'Nothing new to post up to that day').waitFor()
    await page.getByTestId('asset-accumulated').filter({ hasText: '$203.84' }).waitFor()

    await page.getByRole('button', { name: 'Change status' }).click()
    await page.locator('#asset-status-error', { hasText: 'Please select a status' }).waitFor()
    await shoot(page, 'asset')

    await page.getByRole('link', { name: 'Open the expense account in the general ledger' }).click()
    await page.waitForURL((url) => url.pathname === '/accounts/general-ledger')
    await page.getByLabel('From').fill('2025-07-01')
    await page.getByLabel('To', { exact: true }).fill('2025-12-31')
    await page.getByRole('button', { name: 'Update' }).click()
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: /Depreciation of FA-1/ })
          .count(),
      )
      .toBe(2)
    // Each line opens what made it, named in words.
    await page.getByRole('link', { name: 'Depreciation' }).first().waitFor()
    await shoot(page, 'ledger')
  }, 240_000)
})
