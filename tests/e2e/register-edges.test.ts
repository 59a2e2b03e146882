// The register's rough edges (issue 18) in Chromium: the pay dialog and every tender's message fit at 1280, 1100
// and a 768 px tablet with no sideways scroll; cash shows its rounded amount before it is taken; suspending
// says so and the retrieve list counts '1 item'; the offline badge says offline within 2 s of the drop.
// POS_SHOTS_DIR=<folder> keeps a screenshot of the pay dialog at each width there.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { toast } from './pages.ts'
import { apiOf, openSaleScreen, saleShop } from './sale-setup.ts'

const SIZES = [
  { name: '1280', width: 1280, height: 800 },
  { name: '1100', width: 1100, height: 800 },
  { name: '768', width: 768, height: 1024 },
]

type Box = { x: number; y: number; width: number; height: number }

function inside(inner: Box | null, outer: Box): boolean {
  if (!inner) return false
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  )
}

/** The dialog fits the viewport, nothing in it scrolls sideways, and `parts` sit inside it. */
async function expectFits(page: Page, dialog: Locator, parts: Locator[]): Promise<void> {
  const viewport = page.viewportSize()!
  const box = (await dialog.boundingBox())!
  expect(inside(box, { x: 0, y: 0, ...viewport })).toBe(true)
  const sideways = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(sideways).toBe(0)
  for (const part of parts) expect(inside(await part.boundingBox(), box)).toBe(true)
}

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.POS_SHOTS_DIR
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: join(folder, `${name}.png`) })
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? "the register's rough edges (browser)" : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('fits the pay dialog at three widths, shows the cash rounding first, and says what suspend did', async () => {
    const shop = await saleShop(harness)
    await apiOf(harness, shop.cookie)('POST', '/api/proxy/products.json', {
      name: 'Journey Tee',
      style: 'JRN-1',
      tags: [],
      retail_price: 2006,
      items: [{ sku: 'JRN-1', barcode: '9300000000042' }],
    })
    const { page } = await harness.newPage({ width: 1280, height: 800 })
    await openSaleScreen(harness, page, shop)
    await page.getByLabel('Scan or search').fill('JRN-1')
    await page.keyboard.press('Enter')
    await page.locator('tr[data-line]').filter({ hasText: 'Journey Tee' }).waitFor()

    const dialog = page.getByRole('dialog')
    const tenders = dialog.getByRole('radiogroup', { name: 'Tender' })
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.keyboard.press('F9')
      // Cash first: the customer pays $20.05 and sees the 1c rounding before anything is taken.
      await dialog.getByRole('heading', { name: 'To pay $20.05' }).waitFor()
      await dialog.getByText('Total $20.06 · cash rounding -$0.01').waitFor()
      expect(await dialog.getByLabel('Amount').inputValue()).toBe('20.05')
      await shot(page, `pay-dialog-${size.name}-cash`)

      const radios = await tenders.getByRole('radio').all()
      expect(radios.length).toBeGreaterThanOrEqual(4)
      await expectFits(page, dialog, [dialog.getByRole('heading'), ...radios])

      // Every tender can be chosen from the keyboard: arrows move along the group from the focused one.
      await radios[0]!.focus()
      await page.keyboard.press('ArrowRight')
      // The arrow moves the focus along the group; Space chooses the focused tender.
      await radios[1]!.and(page.locator(':focus')).waitFor({ timeout: 5_000 })
      await page.keyboard.press('Space')
      await radios[1]!.and(page.locator('[aria-checked="true"]')).waitFor({ timeout: 5_000 })

      // A gift card's refusal is read whole: no sideways scroll cuts the title or the message.
      const gift = tenders.getByRole('radio', { name: 'Gift Card' })
      await gift.click()
      await dialog.getByRole('heading', { name: 'To pay $20.06' }).waitFor()
      expect(await dialog.getByLabel('Amount').inputValue()).toBe('20.06')
      await dialog.getByLabel('Gift card number').fill('NO-SUCH-CARD')
      await dialog.getByRole('button', { name: 'Take payment' }).click()
      const refusal = dialog.getByRole('alert')
      await refusal.waitFor()
      expect((await refusal.textContent())?.length).toBeGreaterThan(5)
      await expectFits(page, dialog, [dialog.getByRole('heading'), refusal, ...radios])
      await shot(page, `pay-dialog-${size.name}-gift-card`)
      // Each tender in turn, with its own message where it refuses.
      for (const radio of radios) {
        await radio.click()
        await expectFits(page, dialog, [dialog.getByRole('heading'), ...radios])
      }
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }

    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('button', { name: 'Suspend' }).click()
    await toast(page, 'success', 'Sale suspended: 1 item · $20.06').waitFor()
    await page.locator('tr[data-line]').first().waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Retrieve' }).click()
    await page
      .getByRole('list', { name: 'Suspended sales' })
      .getByRole('listitem')
      .filter({ hasText: '1 item · $20.06' })
      .click()
    await page.locator('tr[data-line]').filter({ hasText: 'Journey Tee' }).waitFor()
  }, 180_000)

  it('says the register is offline within 2 s of the drop, with the sales waiting to send', async () => {
    const shop = await saleShop(harness)
    const { context, page } = await harness.newPage({ width: 1280, height: 800 })
    await openSaleScreen(harness, page, shop)
    const badge = page.locator('[data-sync-phase]')
    // The first sync may still be running when the sale screen opens: wait for it, then drop the connection.
    await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 60_000 })
    expect(await badge.getAttribute('aria-label')).toBe('Offline data: Offline data ready')

    const dropped = Date.now()
    await context.setOffline(true)
    await page
      .getByRole('button', { name: 'Offline data: Offline: using saved data', exact: true })
      .waitFor({ timeout: 2000 })
    const shownMs = Date.now() - dropped
    process.stdout.write(`[e2e] offline badge shown ${shownMs} ms after the drop\n`)
    expect(shownMs).toBeLessThan(2000)

    await page.getByLabel('Scan or search').fill(shop.bag.sku)
    await page.keyboard.press('Enter')
    await page.locator('tr[data-line]').filter({ hasText: shop.bag.name }).waitFor()
    await page.keyboard.press('F9')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
    await page
      .getByRole('button', { name: 'Offline data: Offline: using saved data · 1 sale waiting to send' })
      .waitFor()

    await context.setOffline(false)
    await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 30_000 })
  }, 120_000)
})
