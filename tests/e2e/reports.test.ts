// Reports, sales budget and media player end to end: a sale posted as the register posts it, a report grouped by
// product that shows its row (saved and opened again), a budget typed into the grid and compared with that sale,
// and a media player screen paired by its code and then playing the playlist assigned to it.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { chooseOption, signIn, toast } from './pages.ts'
import { apiOf, saleShop } from './sale-setup.ts'

const outDir = join(process.cwd(), '.test-output/screenshots/reports')

/** The screen at 1280 and 768 px wide, full page, to look at. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({
      path: join(outDir, `${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/**
 * The report as paper sees it (print media), on a wide and a narrow window: the report's title, chart and table
 * only; no side menu, top bar, form or buttons, and the report starts at the page's left edge.
 */
async function printedAlone(page: Page) {
  await page.emulateMedia({ media: 'print' })
  try {
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 })
      const title = page.getByRole('heading', { name: 'Tees this month' })
      await expect.poll(async () => (await title.boundingBox())?.x ?? -1).toBeLessThan(40)
      expect(await page.locator('#side-menu').isVisible()).toBe(false)
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false)
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false)
      expect(await page.getByRole('link', { name: 'Back' }).isVisible()).toBe(false)
      expect(await page.getByRole('button', { name: 'Save report' }).isVisible()).toBe(false)
      expect(await page.getByLabel('Name', { exact: true }).isVisible()).toBe(false)
      expect(await page.getByTestId('report-chart').isVisible()).toBe(true)
      expect(await page.getByTestId('report-table').isVisible()).toBe(true)
      await page.screenshot({ path: join(outDir, `report-print-${width}.png`), fullPage: true })
    }
  } finally {
    await page.emulateMedia({ media: null })
    await page.setViewportSize({ width: 1280, height: 900 })
  }
}

/** Today where the browser is (the harness puts it in Sydney), as YYYY-MM-DD. */
function browserToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date())
}

function firstOfMonth(): string {
  return `${browserToday().slice(0, 7)}-01`
}

function lastOfMonth(): string {
  const [year, month] = browserToday().split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
}

describe.skipIf(!e2eEnabled)(
  e2eEnabled ? 'reports, budget and media player (browser)' : E2E_SKIP_MESSAGE,
  () => {
    let harness: Harness
    let page: Page

    // One shop for the three walks: a store, an open register, products and one sale of two tees, signed in.
    beforeAll(async () => {
      harness = await startHarness()
      mkdirSync(outDir, { recursive: true })
      const shop = await saleShop(harness)
      const api = apiOf(harness, shop.cookie)
      const products = await api<{
        products: { id: number; name: string; items: { id: number | string }[] }[]
      }>('GET', '/api/proxy/products.json?search=TEE-1')
      const tee = products.products.find((p) => p.name === 'Summer tee')!
      const stores = await api<{ stores: { id: number; name: string }[] }>('GET', '/api/proxy/stores.json')
      const storeId = stores.stores[0]!.id
      const methods = await api<{ paymentmethods: { id: number; name: string }[] }>(
        'GET',
        '/api/proxy/paymentmethods.json',
      )
      const cash = methods.paymentmethods.find((m) => m.name === 'Cash')!
      const now = new Date().toISOString()
      // Two summer tees at $29.99, paid in cash, posted as the register posts a sale.
      await api('POST', '/api/proxy/sale.json', {
        id: `e2e-report-${Date.now()}`,
        receipt_number: 'R9-000001',
        created: now,
        currency: 'AUD',
        register_id: shop.registerId,
        store_id: storeId,
        lines: [
          {
            id: 'l1',
            item: { sku: 'TEE-1', name: 'Summer tee' },
            product: { name: 'Summer tee' },
            item_id: String(tee.items[0]!.id),
            product_id: String(tee.id),
            quantity: 2,
            item_price: 2999,
            tax_percent: 10,
            item_discount: 0,
            item_loyalty: 0,
            total_tax: 545,
          },
        ],
        payments: [
          {
            payment_method: String(cash.id),
            amount: 5998,
            processor: 'cash',
            name: 'Cash',
            processed: true,
            date: now,
          },
        ],
      })

      page = (await harness.newPage({ width: 1280, height: 900 })).page
      await page.goto('/sessions/sign-in')
      await signIn(harness, page, shop.email)
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
    }, 300_000)

    afterAll(async () => {
      await harness?.close()
    })

    it('reports the sale by product, saved and opened again', async () => {
      // A report of this month's sales lines grouped by product: the tee's row and the total.
      await page.goto('/reports')
      await page.getByRole('link', { name: /New/ }).click()
      await page.getByRole('heading', { name: 'New Report' }).waitFor()
      const table = page.getByTestId('report-table')
      const teeRow = table.getByRole('row').filter({ hasText: 'Summer tee' })
      await teeRow.waitFor()
      await expect.poll(() => teeRow.textContent()).toContain('$59.98')
      await page.getByTestId('report-totals').getByText('2', { exact: true }).waitFor()
      await page.getByLabel('Name', { exact: true }).fill('Tees this month')
      await page.getByRole('button', { name: 'Save report' }).click()
      await toast(page, 'success', 'Report saved').waitFor()
      await page.waitForURL(/\/reports\/\d+$/)
      await page.getByTestId('report-table').getByRole('row').filter({ hasText: 'Summer tee' }).waitFor()
      await page.getByTestId('report-chart').waitFor()
      await shots(page, 'report')
      await printedAlone(page)
      // Back to the saved reports, where it is listed.
      await page.getByRole('link', { name: 'Back' }).click()
      await page.waitForURL((url) => url.pathname === '/reports' || url.pathname === '/reports/')
      await page.getByRole('row').filter({ hasText: 'Tees this month' }).waitFor()
      await shots(page, 'reports-list')
    }, 300_000)

    it('compares a budget typed into the grid with the sale', async () => {
      // The budget: it opens on this month and the two after; without dates the spec's message; then $100 for
      // this month against the $59.98 sold.
      await page.goto('/sales/sales-budget')
      const from = page.getByLabel('From', { exact: true })
      await expect.poll(() => from.inputValue()).toBe(firstOfMonth())
      await from.fill('')
      await page.getByRole('button', { name: 'Show' }).click()
      await page.getByTestId('budget-problem').getByText('Please select a from and to date').waitFor()
      await from.fill(firstOfMonth())
      await page.getByLabel('To', { exact: true }).fill(lastOfMonth())
      await page.getByRole('button', { name: 'Show' }).click()
      const cell = page.getByRole('textbox', { name: /^Budget Harbour St/ })
      // The grid of the three months it opened on is replaced by this month's once the answer comes.
      await expect.poll(() => cell.count()).toBe(1)
      await cell.fill('100')
      await page.getByRole('button', { name: 'Save budget' }).click()
      await toast(page, 'success', 'Budget saved').waitFor()
      const compared = page
        .getByTestId('budget-comparison')
        .getByRole('row')
        .filter({ hasText: 'Harbour St' })
      await expect.poll(() => compared.textContent()).toContain('-$40.02')
      expect(await compared.textContent()).toContain('$100.00')
      expect(await compared.textContent()).toContain('60.0%')
      await shots(page, 'sales-budget')
    }, 300_000)

    it('pairs a screen by its code, which then plays the playlist assigned to it', async () => {
      // A playlist of two items, in order.
      await page.goto('/media-player/playlists/new')
      await page.getByLabel('Name', { exact: true }).fill('Window loop')
      for (const [name, seconds] of [
        ['Summer sale', '20'],
        ['New arrivals', '15'],
      ]) {
        await page.getByRole('button', { name: 'Add item' }).click()
        const index = await page.getByRole('textbox', { name: /^Name \d+$/ }).count()
        await page.getByLabel(`Name ${index}`, { exact: true }).fill(name!)
        await page.getByLabel(`Seconds ${index}`, { exact: true }).fill(seconds!)
      }
      await chooseOption(page, 'Type 1', 'Image')
      await page.getByRole('button', { name: 'Move down 1' }).click()
      await expect.poll(() => page.getByLabel('Name 1', { exact: true }).inputValue()).toBe('New arrivals')
      await page.getByTestId('playlist-length').getByText('One pass plays for 35 s.').waitFor()
      await page.getByRole('button', { name: 'Save playlist' }).click()
      await toast(page, 'success', 'Playlist saved').waitFor()
      await page.waitForURL(/\/media-player\/playlists\/\d+$/)
      // The way back to the playlists, beside Delete.
      expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
        '/media-player/playlists',
      )
      await shots(page, 'playlist')

      // The screen in the shop shows a code; the back office claims it with a name, a store and the playlist.
      const screen = await harness.newPage({ width: 1280, height: 800 })
      // The screen's clock is the test's: it has shown its code a while before anyone claims it.
      await screen.page.clock.install()
      await screen.page.goto('/media-player/screen')
      const codeText = screen.page.getByTestId('pair-code')
      await codeText.waitFor()
      const code = (await codeText.textContent())!.trim()
      expect(code).toMatch(/^[A-Z2-9]{6}$/)
      await screen.page.screenshot({ path: join(outDir, 'player-screen-code.png') })
      await screen.page.clock.pauseAt(Date.now() + 2_000)
      await screen.page.clock.fastForward('00:15')

      await page.goto('/media-player/players')
      await page.getByRole('link', { name: 'Pair a player' }).click()
      await page.getByLabel('Pair code').fill('WRONG1')
      await page.getByLabel('Name', { exact: true }).fill('Front window')
      await page.getByRole('button', { name: 'Pair player' }).click()
      await page.getByText('No screen is showing that code: check the code on the screen').waitFor()
      await page.getByLabel('Pair code').fill(code.toLowerCase())
      await chooseOption(page, 'Store', 'Harbour St')
      await chooseOption(page, 'Video playlist', 'Window loop')
      await shots(page, 'pair')
      await page.getByRole('button', { name: 'Pair player' }).click()
      await toast(page, 'success', 'Player paired').waitFor()
      await page.waitForURL(/\/media-player\/players\/\d+$/)
      await expect.poll(() => page.getByLabel('Pair Code').inputValue()).toBe(code)
      await shots(page, 'player')
      await page.goto('/media-player/players')
      await page
        .getByRole('row')
        .filter({ hasText: 'Front window' })
        .filter({ hasText: 'Window loop' })
        .waitFor()
      await shots(page, 'players')

      // The screen learns it was paired (it asks every 3 s) and plays the first item: the loop starts when the
      // playlist arrives, not when the screen was switched on (15 s ago, which is the second item's turn).
      const nowPlaying = screen.page.getByTestId('now-playing')
      await expect
        .poll(async () => {
          await screen.page.clock.runFor(3_000)
          return nowPlaying.count()
        })
        .toBe(1)
      expect(await nowPlaying.textContent()).toBe('Front window · New arrivals')
      await screen.page.screenshot({ path: join(outDir, 'player-screen-playing.png') })
    }, 180_000)
  },
)
