// The stores screen as an EntityList: rows with their register counts, search over name and city, the
// status filter, and the register templates under it.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { openMenuItem, registerCompany } from './pages.ts'

/** STORES_SCREENSHOTS=<dir> also saves a screenshot of the list. */
const shotsDir = process.env.STORES_SCREENSHOTS

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'stores list (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('lists stores with their registers, searches by city and filters by status', async () => {
    const { page } = await harness.newPage({ width: 1400, height: 900 })
    await registerCompany(harness, page)
    const post = async (path: string, data: unknown) => {
      const response = await page.request.post(path, { data })
      expect(response.status()).toBe(200)
      return (await response.json()) as Record<string, { id: number }>
    }
    const quay = (await post('/api/proxy/stores.json', { name: 'Quay', address: { city: 'Sydney' } })).store!
      .id
    await post('/api/proxy/stores.json', { name: 'Harbour', address: { city: 'Hobart' } })
    const template = (await post('/api/proxy/registertemplates.json', { name: 'Plain' })).registertemplate!.id
    await post(`/api/proxy/store/${quay}/registers.json`, { name: 'Till', register_template_id: template })

    await openMenuItem(page, 'Stores')
    await page.getByText(/Your licence allows 3 stores \(2 used\)/).waitFor()
    const quayRow = page.getByRole('row', { name: /Quay/ })
    await quayRow.getByRole('cell', { name: '1', exact: true }).waitFor()
    await page.getByRole('link', { name: 'Harbour' }).waitFor()
    await page.getByRole('link', { name: 'Plain' }).waitFor()
    if (shotsDir)
      await page.screenshot({
        path: join(shotsDir, 'stores-list.png'),
        fullPage: true,
        animations: 'disabled',
      })

    await page.getByRole('textbox').first().fill('hob')
    await page.waitForURL((url) => url.searchParams.get('search') === 'hob')
    await page.getByRole('link', { name: 'Quay' }).waitFor({ state: 'detached' })
    await page.getByRole('link', { name: 'Harbour' }).waitFor()
    await page.goto('/register/stores?status=closed')
    await page.getByText('No stores yet.').waitFor()
  })
})
