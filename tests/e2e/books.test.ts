// The books in Chromium: a manual journal on /accounts/journal/new, refused while an amount cannot be read, then
// posted and shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { registerCompany, toast } from './pages.ts'

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
    expect(body.journal.id).toBeGreaterThan(0)
  })
})
