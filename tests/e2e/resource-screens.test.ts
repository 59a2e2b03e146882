// The generic screens of a declared resource against the real server, on reason codes: the list with its
// sortable header, the edit screen's fields, a refusal shown under its field, and delete.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { registerCompany, toast } from './pages.ts'

const SHOTS = process.env.POS_E2E_SHOTS

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'generic resource screens (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('creates, refuses under the field, renames, sorts and deletes a discount reason', async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page)
    await page.goto(`${harness.baseUrl}/admin/reason-codes/discount/new`)
    await page.getByLabel('Name').fill('Staff')
    await page.getByLabel('Maximum discount').fill('150')
    await page.getByRole('button', { name: 'Save' }).click()
    const error = page.getByRole('alert').filter({ hasText: 'A percentage cannot be over 100' })
    await error.waitFor()
    expect(await page.getByLabel('Maximum discount').getAttribute('aria-invalid')).toBe('true')
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: join(SHOTS, 'reason-edit-refused.png'), fullPage: true })
    }

    await page.getByLabel('Maximum discount').fill('20')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => /\/admin\/reason-codes\/discount\/\d+$/.test(url.pathname))
    await toast(page, 'success', 'Reason created').waitFor()
    // The record's screen loads it again from the server.
    await page.waitForFunction(
      () =>
        (document.getElementById('field_max_discount_percent') as HTMLInputElement | null)?.value === '20',
    )

    await page.goto(`${harness.baseUrl}/admin/reason-codes/discount/new`)
    await page.getByLabel('Name').fill('staff')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'A reason with this name already exists' }).waitFor()
    await page.getByLabel('Name').fill('Manager')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => /\/admin\/reason-codes\/discount\/\d+$/.test(url.pathname))
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'reason-edit.png'), fullPage: true })

    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/reason-codes/discount')
    await page.getByRole('link', { name: 'Staff', exact: true }).waitFor()
    expect(await page.getByRole('link', { name: 'Manager', exact: true }).count()).toBe(0)
  })

  it('adds a bank account to the chart of accounts, refusing a taken number under its field', async () => {
    const { page } = await harness.newPage()
    await registerCompany(harness, page)
    await page.goto(`${harness.baseUrl}/accounts/chart-of-accounts`)
    await page.getByRole('link', { name: 'New bank account' }).click()
    await page.waitForURL((url) => url.pathname === '/accounts/chart-of-accounts/new/bank')
    // 090 is the default chart's business bank account.
    await page.getByLabel('Code').fill('090')
    await page.getByLabel('Name', { exact: true }).fill('Payroll account')
    await page.getByLabel('BSB').fill('062-000')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'An account with this number already exists' }).waitFor()
    await page.getByLabel('Code').fill('092')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL((url) => /\/accounts\/chart-of-accounts\/\d+$/.test(url.pathname))
    await page.goto(`${harness.baseUrl}/accounts/chart-of-accounts?type=Bank`)
    await page.getByRole('link', { name: '092' }).waitFor()
    const row = page.getByRole('row').filter({ hasText: 'Payroll account' })
    expect(await row.textContent()).toContain('Bank')
  })
})
