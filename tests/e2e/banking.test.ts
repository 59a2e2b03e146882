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
const step = (text: string) => process.env.BANKING_STEPS && process.stderr.write(`[banking] ${text}\n`)

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
    step('1 await registerCompany(harness, page)')
    await registerCompany(harness, page)
    const id = await accountIds(page)
    step('2 await journal(page, "2025-07-01", "Owner funds part 1", [')
    await journal(page, '2025-07-01', 'Owner funds part 1', [
      { account_id: id('090'), debit: 300_000 },
      { account_id: id('881'), credit: 300_000 },
    ])
    step('3 await journal(page, "2025-07-01", "Owner funds part 2", [')
    await journal(page, '2025-07-01', 'Owner funds part 2', [
      { account_id: id('090'), debit: 200_000 },
      { account_id: id('881'), credit: 200_000 },
    ])
    step('4 await journal(page, "2025-07-02", "Rent for July", [')
    await journal(page, '2025-07-02', 'Rent for July', [
      { account_id: id('469'), debit: 110_000 },
      { account_id: id('090'), credit: 110_000 },
    ])

    step('5 await openMenuItem(page, "Bank Reconciliation", "Accounts")')
    await openMenuItem(page, 'Bank Reconciliation', 'Accounts')
    const row = page.getByRole('row').filter({ hasText: 'Business Bank Account' })
    step('6 await row.getByRole("link", { name: "Import" }).click()')
    await row.getByRole('link', { name: 'Import' }).click()
    step('7 await page.waitForURL((url) => url.pathname === `/accounts/bank-accoun')
    await page.waitForURL((url) => url.pathname === `/accounts/bank-account/${id('090')}/import`)
    step('8 await upload(page)')
    await upload(page)
    step('9 await page.getByText("Row 5: "31/02/2025" is not a date as DD/MM/YYYY"')
    await page.getByText("Row 5: '31/02/2025' is not a date as DD/MM/YYYY").waitFor()
    step('10 await page.getByText("3 new lines, 0 already imported, 1 rows with pro')
    await page.getByText('3 new lines, 0 already imported, 1 rows with problems').waitFor()
    step('11 await page.getByRole("combobox", { name: "Date column" }).waitFor()')
    await page.getByRole('combobox', { name: 'Date column' }).waitFor()
    step('12 await shoot(page, "import")')
    await shoot(page, 'import')
    step('13 await page.getByRole("button", { name: "Import 3 lines" }).click()')
    await page.getByRole('button', { name: 'Import 3 lines' }).click()
    step('14 await page.waitForURL((url) => url.pathname.startsWith("/accounts/bank')
    await page.waitForURL((url) => url.pathname.startsWith('/accounts/bank-statement/'))
    const statementPath = new URL(page.url()).pathname
    step('15 await expect.poll(() => page.getByText("Unreconciled", { exact: true }')
    await expect.poll(() => page.getByText('Unreconciled', { exact: true }).count(), { timeout: 20_000 }).toBe(3)

    // The same file again: every line already imported, nothing to add.
    step('16 await page.goto(`/accounts/bank-account/${id("090")}/import`)')
    await page.goto(`/accounts/bank-account/${id('090')}/import`)
    step('17 await upload(page)')
    await upload(page)
    step('18 await page.getByText("0 new lines, 3 already imported, 1 rows with pro')
    await page.getByText('0 new lines, 3 already imported, 1 rows with problems').waitFor()
    expect(await page.getByRole('button', { name: 'Import 0 lines' }).isDisabled()).toBe(true)

    step('19 await page.goto(statementPath)')
    await page.goto(statementPath)
    step('20 await page.getByRole("link", { name: "Reconcile" }).click()')
    await page.getByRole('link', { name: 'Reconcile' }).click()
    step('21 await page.waitForURL((url) => url.pathname.endsWith("/reconcile"))')
    await page.waitForURL((url) => url.pathname.endsWith('/reconcile'))
    step('22 await page.getByText(/Suggested: .*Rent for July/).waitFor()')
    await page.getByText(/Suggested: .*Rent for July/).waitFor()
    step('23 await shoot(page, "reconcile")')
    await shoot(page, 'reconcile')
    const rent = page.getByTestId('statement-line').filter({ hasText: 'Rent July' })
    step('24 await rent.getByRole("button", { name: "Match", exact: true }).click()')
    await rent.getByRole('button', { name: 'Match', exact: true }).click()
    step('25 await toast(page, "success", "Reconciled").first().waitFor()')
    await toast(page, 'success', 'Reconciled').first().waitFor()
    step('26 await expect.poll(() => page.getByTestId("statement-line").count()).to')
    await expect.poll(() => page.getByTestId('statement-line').count(), { timeout: 20_000 }).toBe(2)

    // Owner funds: 5,000 against one 3,000 deposit is refused; against both it reconciles.
    step('27 await page.getByLabel("Select statement line Owner funds").click()')
    await page.getByLabel('Select statement line Owner funds').click()
    step('28 await page.getByLabel("Select transaction Owner funds part 1").click()')
    await page.getByLabel('Select transaction Owner funds part 1').click()
    step('29 await page.getByRole("button", { name: "Match selected" }).click()')
    await page.getByRole('button', { name: 'Match selected' }).click()
    step('30 await page.getByRole("alert").filter({ hasText: "The amounts do not ma')
    await page.getByRole('alert').filter({ hasText: 'The amounts do not match' }).waitFor()
    step('31 await page.getByLabel("Select transaction Owner funds part 2").click()')
    await page.getByLabel('Select transaction Owner funds part 2').click()
    step('32 await page.getByRole("button", { name: "Match selected" }).click()')
    const matched = page.waitForResponse((r) => r.url().endsWith('/match.json'))
    await page.getByRole('button', { name: 'Match selected' }).click()
    const answer = await matched
    expect(answer.status(), await answer.text()).toBe(200)
    step('33 await expect.poll(() => page.getByTestId("statement-line").count()).to')
    await expect.poll(() => page.getByTestId('statement-line').count(), { timeout: 20_000 }).toBe(1)

    // The bank fee: no transaction in the books, so one is made from the line.
    step('34 await page.getByLabel("Select statement line Bank fee").click()')
    await page.getByLabel('Select statement line Bank fee').click()
    step('35 await chooseOption(page, "Account", "404 Bank Fees")')
    await chooseOption(page, 'Account', '404 Bank Fees')
    step('36 await page.getByRole("button", { name: "Create and reconcile" }).click')
    await page.getByRole('button', { name: 'Create and reconcile' }).click()
    step('37 await page.getByText("Everything is reconciled.").waitFor()')
    await page.getByText('Everything is reconciled.').waitFor()
    step('38 await shoot(page, "reconciled")')
    await shoot(page, 'reconciled')

    step('39 await page.goto(statementPath)')
    await page.goto(statementPath)
    step('40 await expect.poll(() => page.getByText("Reconciled", { exact: true }).')
    await expect.poll(() => page.getByText('Reconciled', { exact: true }).count(), { timeout: 20_000 }).toBe(3)
    expect(await page.getByText('Unreconciled', { exact: true }).count()).toBe(0)
    step('41 await shoot(page, "statement")')
    await shoot(page, 'statement')
    step('42 await page.goto("/accounts/bank-accounts")')
    await page.goto('/accounts/bank-accounts')
    step('43 await page')
    await page
      .getByRole('row')
      .filter({ hasText: 'Business Bank Account' })
      .getByText('$3,890.00')
      .first()
      .waitFor()
    step('44 await shoot(page, "bank-accounts")')
    await shoot(page, 'bank-accounts')
  }, 240_000)

  it('depreciates a fixed asset once per period and shows it in the general ledger', async () => {
    const { page } = await harness.newPage({ width: 1280, height: 900 })
    step('45 await registerCompany(harness, page)')
    await registerCompany(harness, page)
    step('46 await openMenuItem(page, "Fixed Assets", "Accounts")')
    await openMenuItem(page, 'Fixed Assets', 'Accounts')
    step('47 await page.getByRole("link", { name: "Asset types" }).click()')
    await page.getByRole('link', { name: 'Asset types' }).click()
    step('48 await page.getByRole("link", { name: "New Fixed Asset Type" }).click()')
    await page.getByRole('link', { name: 'New Fixed Asset Type' }).click()
    step('49 await page.getByLabel("Name", { exact: true }).fill("Computers")')
    await page.getByLabel('Name', { exact: true }).fill('Computers')
    step('50 await page.getByLabel("Effective life (years)").fill("4")')
    await page.getByLabel('Effective life (years)').fill('4')
    step('51 await chooseOption(page, "Method", "Straight line")')
    await chooseOption(page, 'Method', 'Straight line')
    step('52 await chooseOption(page, "Period", "Monthly")')
    await chooseOption(page, 'Period', 'Monthly')
    step('53 await chooseOption(page, "Asset account", "Computer Equipment")')
    await chooseOption(page, 'Asset account', 'Computer Equipment')
    step('54 await chooseOption(page, "Depreciation account", "Less Accumulated Dep')
    await chooseOption(page, 'Depreciation account', 'Less Accumulated Depreciation on Computer Equipment')
    step('55 await chooseOption(page, "Expense account", "Depreciation")')
    await chooseOption(page, 'Expense account', 'Depreciation')
    step('56 await shoot(page, "asset-type")')
    await shoot(page, 'asset-type')
    step('57 await page.getByRole("button", { name: "Save" }).click()')
    await page.getByRole('button', { name: 'Save' }).click()
    step('58 await page.waitForURL((url) => //accounts/fixed-assets/type/d+$/.')
    await page.waitForURL((url) => /\/accounts\/fixed-assets\/type\/\d+$/.test(url.pathname))

    step('59 await page.goto("/accounts/fixed-assets/new")')
    await page.goto('/accounts/fixed-assets/new')
    step('60 await page.getByLabel("Name", { exact: true }).fill("Back office serve')
    await page.getByLabel('Name', { exact: true }).fill('Back office server')
    step('61 await page.getByLabel("Asset number").fill("FA-1")')
    await page.getByLabel('Asset number').fill('FA-1')
    step('62 await chooseOption(page, "Type", "Computers")')
    await chooseOption(page, 'Type', 'Computers')
    step('63 await page.getByLabel("Purchase date").fill("2025-07-01")')
    await page.getByLabel('Purchase date').fill('2025-07-01')
    step('64 await page.getByLabel("Cost (ex GST)").fill("4800")')
    await page.getByLabel('Cost (ex GST)').fill('4800')
    step('65 await page.getByRole("button", { name: "Save" }).click()')
    await page.getByRole('button', { name: 'Save' }).click()
    step('66 await page.waitForURL((url) => //accounts/fixed-assets/d+$/.test(u')
    await page.waitForURL((url) => /\/accounts\/fixed-assets\/\d+$/.test(url.pathname))

    step('67 await page.getByRole("button", { name: "Run depreciation" }).click()')
    await page.getByRole('button', { name: 'Run depreciation' }).click()
    step('68 await page.locator("#depreciate-to-error", { hasText: "Please select a')
    await page.locator('#depreciate-to-error', { hasText: 'Please select a depreciation date.' }).waitFor()
    step('69 await page.getByLabel("Depreciate to").fill("2025-09-15")')
    await page.getByLabel('Depreciate to').fill('2025-09-15')
    step('70 await page.getByRole("button", { name: "Run depreciation" }).click()')
    await page.getByRole('button', { name: 'Run depreciation' }).click()
    step('71 await toast(page, "success", "Posted 2 periods ($203.84)").waitFor()')
    await toast(page, 'success', 'Posted 2 periods ($203.84)').waitFor()
    step('72 await page.getByTestId("asset-accumulated").filter({ hasText: "$203.84')
    await page.getByTestId('asset-accumulated').filter({ hasText: '$203.84' }).waitFor()
    step('73 await page.getByRole("button", { name: "Run depreciation" }).click()')
    await page.getByRole('button', { name: 'Run depreciation' }).click()
    step('74 await toast(page, "success", "Nothing new to post up to that day").wai')
    await toast(page, 'success', 'Nothing new to post up to that day').waitFor()
    step('75 await page.getByTestId("asset-accumulated").filter({ hasText: "$203.84')
    await page.getByTestId('asset-accumulated').filter({ hasText: '$203.84' }).waitFor()

    step('76 await page.getByRole("button", { name: "Change status" }).click()')
    await page.getByRole('button', { name: 'Change status' }).click()
    step('77 await page.locator("#asset-status-error", { hasText: "Please select a ')
    await page.locator('#asset-status-error', { hasText: 'Please select a status' }).waitFor()
    step('78 await shoot(page, "asset")')
    await shoot(page, 'asset')

    step('79 await page.getByRole("link", { name: "Open the expense account in the ')
    await page.getByRole('link', { name: 'Open the expense account in the general ledger' }).click()
    step('80 await page.waitForURL((url) => url.pathname === "/accounts/general-led')
    await page.waitForURL((url) => url.pathname === '/accounts/general-ledger')
    step('81 await page.getByRole("button", { name: "Run" }).click()')
    await page.getByRole('button', { name: 'Run' }).click()
    step('82 await expect')
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: /Depreciation of FA-1/ })
          .count(),
      )
      .toBe(2)
    step('83 await shoot(page, "ledger")')
    await shoot(page, 'ledger')
  }, 240_000)
})
