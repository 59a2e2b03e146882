// Chaos, measured (issue 17): the register's tab closed between Pay and the screen saying the sale is done, at a
// random moment, `closes` times, in Chromium against the real server. Each round opens the sale screen in a new
// tab of the same browser (its IndexedDB kept): a sale the closed tab left unfinished is back on the screen and
// is paid now; otherwise one tee is scanned and paid in cash, and the tab is closed 0-250 ms after the Enter that
// takes the payment. At the end a last tab sends what is queued. Every tee scanned must be in exactly one stored
// sale (units stored = units scanned) and no receipt number may be stored twice.
import type { Page } from 'playwright-core'
import { startHarness } from '../e2e/harness.ts'
import { apiOf, openSaleScreen, saleShop } from '../e2e/sale-setup.ts'
import { scannerBurst } from '../e2e/scanner.ts'
import { randomFrom } from './chaos-kit.ts'

export type TabCloseResult = {
  closes: number
  scanned: number
  stored_units: number
  sales: number
  duplicate_receipts: number
  resumed: number
  seconds: number
}

async function openRegister(page: Page) {
  await page.goto('/register/sale')
  // A new tab of the same browser may still know who is selling; otherwise it asks for the POS code.
  const code = page.getByLabel('POS code')
  const servedBy = page.getByText('Served by Grace H.')
  await code.or(servedBy).first().waitFor()
  if (await code.isVisible()) {
    await code.fill('4242')
    await page.keyboard.press('Enter')
  }
  await servedBy.waitFor()
}

/** Pays what the sale screen holds in cash: Enter on the amount asked for takes it and completes the sale. */
async function payInCash(page: Page) {
  await page.keyboard.press('F9')
  const heading = page.getByRole('heading', { name: /^To pay \$/ })
  await heading.waitFor()
  const asked = (await heading.textContent())?.replace('To pay $', '') ?? '0'
  await page.getByLabel('Amount').fill(asked)
  await page.keyboard.press('Enter')
}

export async function tabCloseChaos(options: { closes: number; seed: number }): Promise<TabCloseResult> {
  const started = performance.now()
  const random = randomFrom(options.seed)
  const harness = await startHarness()
  try {
    const shop = await saleShop(harness)
    const first = await harness.newPage()
    await openSaleScreen(harness, first.page, shop)
    const context = first.page.context()
    await first.page.close()
    let scanned = 0
    let resumed = 0
    for (let round = 0; round < options.closes; round += 1) {
      const page = await context.newPage()
      await openRegister(page)
      if ((await page.locator('tr[data-line]').count()) > 0) resumed += 1
      else {
        await page.getByRole('heading', { name: 'Sale', exact: true }).click()
        await scannerBurst(page, shop.tee.barcode)
        await page.locator('tr[data-line]').filter({ hasText: shop.tee.name }).waitFor()
        scanned += 1
      }
      await payInCash(page)
      await new Promise((resolve) => setTimeout(resolve, random() * 250))
      await page.close()
    }
    // The last tab: finishes a sale left on the screen and waits until the queue is empty.
    const page = await context.newPage()
    await openRegister(page)
    if ((await page.locator('tr[data-line]').count()) > 0) {
      resumed += 1
      await payInCash(page)
      await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
    }
    await page.locator('[data-queued="0"]').first().waitFor({ timeout: 60_000 })
    const api = apiOf(harness, shop.cookie)
    const stored = await api<{ sales: { id: number; receipt_number: string }[] }>(
      'GET',
      '/api/proxy/sales.json?limit=250',
    )
    let units = 0
    for (const sale of stored.sales) {
      const detail = await api<{ sale: { lines: { quantity: number; item: { name?: string } }[] } }>(
        'GET',
        `/api/proxy/sale/${sale.id}.json`,
      )
      for (const line of detail.sale.lines) units += line.quantity
    }
    const receipts = new Set(stored.sales.map((sale) => sale.receipt_number))
    return {
      closes: options.closes,
      scanned,
      stored_units: units,
      sales: stored.sales.length,
      duplicate_receipts: stored.sales.length - receipts.size,
      resumed,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    }
  } finally {
    await harness.close()
  }
}
