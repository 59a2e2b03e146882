// The register's local database in the browser (issue 4, items 4 and 5): after sign-in the sync worker
// fills IndexedDB with the company's catalog, the shell shows its progress until done, and after a reload
// with the server's data unreachable a barcode lookup still answers from the local database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { signIn, uniqueEmail } from './pages.ts'

/** Over one sync page (250), so the worker pages. */
const PRODUCTS = 260

async function post(harness: Harness, cookie: string, path: string, body: unknown) {
  const response = await fetch(`${harness.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return response
}

/** A 13-digit barcode per product and item position. */
function barcodeOf(index: number, position: number): string {
  return `77${String(index).padStart(6, '0')}${position}0000`
}

/** A company made through the API, with a catalog of PRODUCTS products of 2 items each. */
async function seededCompany(harness: Harness): Promise<{ email: string; barcode: string; name: string }> {
  const email = uniqueEmail('sync')
  await post(harness, '', '/api/sessions/register', {
    company_name: 'Sync Goods',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    currency: 'AUD',
  })
  const code = await harness.nextCode(email)
  const verified = await post(harness, '', '/api/sessions/register/verify', { email, code })
  const cookie = /pos_session=[^;]+/.exec(verified.headers.get('set-cookie') ?? '')?.[0] ?? ''
  for (let index = 1; index <= PRODUCTS; index++) {
    const style = `E2E-${String(index).padStart(4, '0')}`
    await post(harness, cookie, '/api/proxy/products.json', {
      name: `Harbour tee ${index}`,
      style,
      retail_price: 1000 + index,
      option_names: ['Size'],
      items: ['S', 'M'].map((size, position) => ({
        option1: size,
        sku: `${style}-${size}`,
        barcode: barcodeOf(index, position),
      })),
    })
  }
  return { email, barcode: barcodeOf(200, 0), name: 'Harbour tee 200' }
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'register local database (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('syncs after sign-in with progress, then answers a barcode offline after a reload', async () => {
    const company = await seededCompany(harness)
    const { context, page } = await harness.newPage()
    // Every text the indicator shows, so the test can tell progress was on screen however fast it went.
    await context.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { syncLabels: seen })
      new MutationObserver(() => {
        const label = document.querySelector('[data-sync-phase]')?.getAttribute('aria-label')
        if (label && seen.at(-1) !== label) seen.push(label)
      }).observe(document, { subtree: true, childList: true, attributes: true })
    })
    await page.goto('/sessions/sign-in')
    await signIn(harness, page, company.email)
    await page.waitForURL('**/dashboard')

    // The indicator's name is 'Offline data: <state>' (substring match: a RegExp made in the test's realm
    // is not one to Playwright under vitest).
    const indicator = page.getByRole('button', { name: 'Offline data:' })
    await indicator.waitFor()
    await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 60_000 })
    const labels = await page.evaluate(() => (window as unknown as { syncLabels: string[] }).syncLabels)
    expect(labels.some((label) => /^Offline data: Syncing Products \d/.test(label))).toBe(true)
    expect(labels.at(-1)).toBe('Offline data: Offline data ready')
    await indicator.click()
    const kinds = page.getByRole('list', { name: 'Offline data' })
    await kinds.getByRole('listitem', { name: `Products ${PRODUCTS}` }).waitFor()
    await kinds.getByRole('listitem', { name: 'Prices 260' }).waitFor()
    expect(await kinds.getByText('Up to date').count()).toBe(7)
    await page.getByText('Products and prices are in: the register can sell.').waitFor()

    // The data is in IndexedDB, one database per kind, and the sale queue in its own durable database.
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))
    expect(databases.some((name) => name?.endsWith('-product'))).toBe(true)
    expect(databases.some((name) => name?.endsWith('-sale-queue'))).toBe(true)

    await page.getByLabel('Find by barcode').fill(company.barcode)
    await page.getByRole('button', { name: 'Find', exact: true }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `${company.name} · E2E-0200-S · $12.00` })
      .waitFor()

    // Reload with the server's data unreachable: the register's calls fail as they would offline.
    for (const pattern of ['**/api/proxy/**', '**/api/pagerights/cache', '**/api/custom-scripts']) {
      await context.route(pattern, (route) => route.abort('internetdisconnected'))
    }
    await page.reload()
    await page
      .getByRole('button', { name: 'Offline data: Offline: using saved data' })
      .click({ timeout: 30_000 })
    await page.getByLabel('Find by barcode').fill(barcodeOf(100, 0))
    await page.getByRole('button', { name: 'Find', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Harbour tee 100 · E2E-0100-S · $11.00' }).waitFor()
    await page.getByLabel('Find by barcode').fill('000')
    await page.getByRole('button', { name: 'Find', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'No item has barcode 000' }).waitFor()
    // The seed of 200 products through the API alone took 33 s at load average 22.
  }, 120_000)
})
