// Type-ahead on the sale screen (issue 8): typing part of a product's name shows the local database's matches
// as the cashier types, keyboard first (arrows, Enter, Escape); a scanner burst into the same field still adds
// exactly one line and never shows the list.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { signIn } from './pages.ts'
import { apiOf, type SaleShop, saleShop } from './sale-setup.ts'
import { scannerBurst } from './scanner.ts'

/** A person's typing: a key every 120 ms, well apart from a scanner's bursts. */
const HUMAN_KEY_DELAY_MS = 120

async function openSaleScreen(harness: Harness, page: Page, shop: SaleShop): Promise<void> {
  await page.goto('/sessions/sign-in')
  await signIn(harness, page, shop.email)
  await page.waitForURL('**/dashboard')
  await page.evaluate((id) => window.localStorage.setItem('pos.register_id', String(id)), shop.registerId)
  await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 60_000 })
  await page.goto('/register/sale')
  await page.getByLabel('POS code').fill('4242')
  await page.keyboard.press('Enter')
  await page.getByText('Served by Grace H.').waitFor()
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'type-ahead on the sale screen' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('shows the matches of part of a name as it is typed and adds the one chosen with the keyboard', async () => {
    const shop = await saleShop(harness)
    await apiOf(harness, shop.cookie)('POST', '/api/proxy/products.json', {
      name: 'Stoneware bowl',
      style: 'BOWL-4',
      retail_price: 2400,
      items: [{ sku: 'BOWL-4', barcode: '9300000000042' }],
    })
    const { page } = await harness.newPage()
    await openSaleScreen(harness, page, shop)

    // The page and its workers are cross-origin isolated: the page reads scans asked ahead off memory it shares
    // with the sync worker, which counts its lookups in memory the catalog worker's indexing watches.
    expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true)
    const isolated = await Promise.all(
      page
        .workers()
        .map(async (worker) => [
          /(sync|catalog)\.worker/.exec(worker.url())?.[1],
          await worker.evaluate(() => globalThis.crossOriginIsolated),
        ]),
    )
    expect(Object.fromEntries(isolated)).toMatchObject({ sync: true, catalog: true })
    const field = page.getByRole('combobox', { name: 'Scan or search' })
    await field.click()
    await page.keyboard.type('stonew', { delay: HUMAN_KEY_DELAY_MS })
    // The list answers the whole text typed (earlier answers may show on the way).
    await page.locator('[data-query="stonew"]').waitFor()
    const listbox = page.getByRole('listbox', { name: 'Items matching stonew' })
    const options = listbox.getByRole('option')
    expect(await options.allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Stoneware mug'),
        expect.stringContaining('Stoneware bowl'),
      ]),
    )
    expect(await options.count()).toBe(2)
    expect(await field.getAttribute('aria-expanded')).toBe('true')

    // Escape closes the list and keeps the text; an arrow opens it again on the first match.
    await page.keyboard.press('Escape')
    await listbox.waitFor({ state: 'hidden' })
    expect(await field.inputValue()).toBe('stonew')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const second = options.nth(1)
    expect(await second.getAttribute('aria-selected')).toBe('true')
    expect(await field.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'))
    const chosen = (await second.textContent())?.includes('Stoneware bowl')
      ? 'Stoneware bowl'
      : 'Stoneware mug'

    await page.keyboard.press('Enter')
    await page.locator('tr[data-line]').filter({ hasText: chosen }).waitFor()
    await listbox.waitFor({ state: 'hidden' })
    await expect.poll(() => field.inputValue()).toBe('')
    expect(await page.locator('tr[data-line]').count()).toBe(1)

    // Enter on a name with one match adds it directly, as a barcode or SKU does.
    await page.keyboard.type('canvas', { delay: HUMAN_KEY_DELAY_MS })
    await page.keyboard.press('Enter')
    await page.locator('tr[data-line]').filter({ hasText: shop.bag.name }).waitFor()
    expect(await page.locator('tr[data-line]').count()).toBe(2)
  })

  it('adds one line for a scanner burst into the field, with no list shown, then still searches', async () => {
    const shop = await saleShop(harness)
    const { page } = await harness.newPage()
    await openSaleScreen(harness, page, shop)
    const field = page.getByRole('combobox', { name: 'Scan or search' })
    await field.focus()
    // Every query a list of matches is shown for, from here on.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as { __listsShown?: string[] }).__listsShown = seen
      new MutationObserver(() => {
        for (const list of Array.from(document.querySelectorAll('[data-query]'))) {
          const query = list.getAttribute('data-query') ?? ''
          if (seen.at(-1) !== query) seen.push(query)
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })

    await scannerBurst(page, shop.tee.barcode)
    await page.locator('tr[data-line]').filter({ hasText: shop.tee.name }).waitFor()
    await expect.poll(() => field.inputValue()).toBe('')

    // Typing afterwards (slower than a settled search would have taken) shows only what is typed.
    await page.keyboard.type('mug', { delay: HUMAN_KEY_DELAY_MS })
    await page.locator('[data-query="mug"]').waitFor()
    const shown = await page.evaluate(() => (window as { __listsShown?: string[] }).__listsShown ?? [])
    expect(shown.length).toBeGreaterThan(0)
    for (const query of shown) expect(['mu', 'mug']).toContain(query)
    expect(await page.locator('tr[data-line]').count()).toBe(1)
  })
})
