// The sale screen (issue 6 part B) in Chromium: a keyboard-first sale to a customer with a promo code and a
// split tender (cash, gift card, then cash with rounding), delivered to the server; the same kind of sale
// with the network cut off, kept in the queue across a reload, and delivered exactly once on reconnect.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { apiOf, openSaleScreen, saleShop } from './sale-setup.ts'
import { scannerBurst } from './scanner.ts'

/** The register's data calls, cut for a reload "offline" (the app itself still loads: no service worker yet). */
const UNREACHABLE = [
  '**/api/proxy/**',
  '**/api/register/**',
  '**/api/pagerights/cache',
  '**/api/custom-scripts',
]

type SaleRow = { receipt_number: string; total: number; customer_name: string | null }

/** Types a barcode as a scanner does (a fast burst ended by Enter) outside any field; ms until the line shows. */
async function scan(page: Page, barcode: string, name: string): Promise<number> {
  await page.getByRole('heading', { name: 'Sale', exact: true }).click()
  const lines = await page.locator('tr[data-line]').count()
  const start = Date.now()
  await scannerBurst(page, barcode)
  await page.locator('tr[data-line]').nth(lines).filter({ hasText: name }).waitFor()
  return Date.now() - start
}

async function queueShows(page: Page, count: number): Promise<void> {
  await page.locator(`[data-queued="${count}"]`).first().waitFor({ timeout: 30_000 })
}

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'the sale screen (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness

  beforeAll(async () => {
    harness = await startHarness()
  })

  afterAll(async () => {
    await harness?.close()
  })

  it('sells to a customer with a promo code and a split tender, keyboard first, and posts it', async () => {
    const shop = await saleShop(harness)
    const reasons = apiOf(harness, shop.cookie)
    await reasons('POST', '/api/proxy/reasons.json', { kind: 'return', name: 'Changed mind' })
    const faulty = await reasons<{ reason: { id: number } }>('POST', '/api/proxy/reasons.json', {
      kind: 'return',
      name: 'Faulty',
    })
    const { page } = await harness.newPage()
    await openSaleScreen(harness, page, shop)

    const scanMs = await scan(page, shop.tee.barcode, shop.tee.name)
    process.stdout.write(`[e2e] scan to line painted: ${scanMs} ms\n`)
    await page.getByLabel('Scan or search').fill(shop.bag.sku)
    await page.keyboard.press('Enter')
    await page.locator('tr[data-line]').filter({ hasText: shop.bag.name }).waitFor()

    await page.keyboard.press('F4')
    await page.getByLabel('Name, email or phone').fill('Mia')
    await page.getByRole('listitem').filter({ hasText: 'Mia Chen' }).waitFor()
    await page.keyboard.press('Enter')
    await page.getByTestId('sale-customer').filter({ hasText: 'Mia Chen' }).waitFor()

    await page.getByLabel('Promo code').fill('SUMMER20')
    await page.keyboard.press('Enter')
    // 29.99 less 20% (6.00) + 10.02 = 34.01.
    await page.getByRole('group', { name: 'Total', exact: true }).filter({ hasText: '$34.01' }).waitFor()
    await page.getByText('Promotion: Summer code SUMMER20').waitFor()

    await page.keyboard.press('F9')
    const amount = page.getByLabel('Amount')
    await amount.fill('10')
    await page.keyboard.press('Enter')
    // Cash is chosen again: it asks for the rounded amount, and a gift card for the exact one.
    await page.getByRole('heading', { name: 'To pay $24.00' }).waitFor()
    await page.getByRole('radio', { name: 'Gift Card' }).click()
    await page.getByRole('heading', { name: 'To pay $24.01' }).waitFor()
    await page.getByLabel('Gift card number').fill(shop.giftCard)
    await page.getByLabel('Amount').fill('24.01')
    await page.getByRole('button', { name: 'Take payment' }).click()
    await page.getByRole('heading', { name: 'To pay $4.00' }).waitFor()
    await page.getByTestId('pay-rounding').filter({ hasText: 'Total $4.01 · cash rounding -$0.01' }).waitFor()
    // Cash settles $4.01 as $4.00 and a 1c rounding payment.
    await page.getByLabel('Amount').fill('5')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
    expect(await page.getByTestId('sale-change').textContent()).toBe('$1.00')
    const receipt = (await page.getByTestId('sale-receipt').textContent())?.replace('Receipt ', '')
    await queueShows(page, 0)

    const api = apiOf(harness, shop.cookie)
    const { sales } = await api<{ sales: (SaleRow & { id: number })[] }>('GET', '/api/proxy/sales.json')
    expect(sales).toHaveLength(1)
    expect(sales[0]).toMatchObject({ receipt_number: receipt, total: 3401, customer_name: 'Mia Chen' })
    const posted = await api<{ sale: { payments: { processor: string; amount: number }[] } }>(
      'GET',
      `/api/proxy/sale/${sales[0]!.id}.json`,
    )
    expect(posted.sale.payments.map((p) => [p.processor, p.amount])).toEqual([
      ['cash', 1000],
      ['gift_card', 2000],
      ['cash', 500],
      ['rounding', 1],
    ])
    await page.keyboard.press('Enter')
    await page.getByLabel('Scan or search').waitFor()

    // A return linked to that sale: the bag comes back, refunded in cash.
    await page.getByRole('button', { name: 'Return' }).click()
    await page.getByLabel('Receipt number').fill(receipt ?? '')
    await page.keyboard.press('Enter')
    await page.getByLabel(`Quantity of ${shop.bag.name} to return`).fill('1')
    // Each returned line has its own reason.
    await page.getByLabel(`Return reason for ${shop.bag.name}`).click()
    await page.getByRole('option', { name: 'Faulty' }).click()
    await page.getByLabel(`Return reason for ${shop.bag.name}`).filter({ hasText: 'Faulty' }).waitFor()
    await page.getByRole('button', { name: 'Add to the sale' }).click()
    await page.getByRole('group', { name: 'Total', exact: true }).filter({ hasText: '-$10.02' }).waitFor()
    await page.keyboard.press('F9')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
    await queueShows(page, 0)
    const returnable = await api<{ lines: { item: { sku: string }; returned: number }[] }>(
      'GET',
      `/api/proxy/sale/${sales[0]!.id}/returnable.json`,
    )
    expect(returnable.lines.find((line) => line.item.sku === shop.bag.sku)?.returned).toBe(1)
    const refund = (
      await api<{ sales: { id: number; total: number }[] }>('GET', '/api/proxy/sales.json')
    ).sales.find((sale) => sale.total < 0)
    const returned = await api<{
      sale: { lines: { quantity: number; return_reason_id: string | number | null }[] }
    }>('GET', `/api/proxy/sale/${refund?.id}.json`)
    expect(returned.sale.lines.map((line) => [line.quantity, String(line.return_reason_id)])).toEqual([
      [-1, String(faulty.reason.id)],
    ])

    // The sale and its return reach the BAS of this quarter: G1 is what was sold less what came back, GST
    // included, and 1A the GST of their lines.
    const taxOf = async (id: number | undefined) =>
      (
        await api<{ sale: { lines: { total_tax: number }[] } }>('GET', `/api/proxy/sale/${id}.json`)
      ).sale.lines.reduce((sum, line) => sum + line.total_tax, 0)
    const gst = (await taxOf(sales[0]!.id)) + (await taxOf(refund?.id))
    const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`
    await page.goto('/accounts/reports/bas-report')
    const basRow = (label: string) =>
      page.locator('tr').filter({ has: page.getByRole('link', { name: label, exact: true }) })
    await basRow('G1')
      .filter({ hasText: dollars(3401 + (refund?.total ?? 0)) })
      .waitFor()
    await basRow('1A')
      .filter({ hasText: dollars(gst) })
      .waitFor()
    expect(gst).toBeGreaterThan(0)
  }, 180_000)

  it("refunds a linked return back onto the original sale's tender, the gift card it was paid with", async () => {
    const shop = await saleShop(harness)
    const api = apiOf(harness, shop.cookie)
    const balance = async () =>
      (
        await api<{ giftcards: { serial: string; current_amount: number }[] }>(
          'GET',
          '/api/proxy/giftcards.json',
        )
      ).giftcards.find((card) => card.serial === shop.giftCard)?.current_amount
    const { page } = await harness.newPage()
    await openSaleScreen(harness, page, shop)

    // The mug ($18.50) paid by gift card: $20.00 → $1.50.
    await scan(page, shop.mug.barcode, shop.mug.name)
    await page.keyboard.press('F9')
    await page.getByRole('radio', { name: 'Gift Card' }).click()
    await page.getByLabel('Gift card number').fill(shop.giftCard)
    await page.getByLabel('Amount').fill('18.50')
    await page.getByRole('button', { name: 'Take payment' }).click()
    await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
    const receipt = (await page.getByTestId('sale-receipt').textContent())?.replace('Receipt ', '') ?? ''
    await queueShows(page, 0)
    expect(await balance()).toBe(150)
    await page.keyboard.press('Enter')
    await page.getByLabel('Scan or search').waitFor()

    // It comes back: the refund is offered on that gift card, its number filled in, for the whole $18.50.
    await page.getByRole('button', { name: 'Return' }).click()
    await page.getByLabel('Receipt number').fill(receipt)
    await page.keyboard.press('Enter')
    await page.getByLabel(`Quantity of ${shop.mug.name} to return`).fill('1')
    await page.getByRole('button', { name: 'Add to the sale' }).click()
    await page.getByRole('group', { name: 'Total', exact: true }).filter({ hasText: '-$18.50' }).waitFor()
    await page.keyboard.press('F9')
    expect(await page.getByRole('radio', { name: 'Gift Card' }).getAttribute('aria-checked')).toBe('true')
    expect(await page.getByLabel('Gift card number').inputValue()).toBe(shop.giftCard)
    expect(await page.getByLabel('Amount').inputValue()).toBe('-18.50')
    await page.getByRole('button', { name: 'Take payment' }).click()
    await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
    await queueShows(page, 0)
    await expect.poll(balance, { timeout: 15_000 }).toBe(2000)
  })

  it('sells offline, keeps the queue across a reload, and delivers each sale once on reconnect', async () => {
    const shop = await saleShop(harness)
    const { context, page } = await harness.newPage()
    await openSaleScreen(harness, page, shop)

    await context.setOffline(true)
    await scan(page, shop.mug.barcode, shop.mug.name)
    await page.getByLabel('Scan or search').fill(shop.bag.sku)
    await page.keyboard.press('Enter')
    await page.locator('tr[data-line]').filter({ hasText: shop.bag.name }).waitFor()
    await page.screenshot({ path: '/tmp/sale-screen-lines.png' })
    await page.keyboard.press('F9')
    await page.getByLabel('Amount').fill('50')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
    // 18.50 + 10.02 = 28.52, paid as 28.50 in cash: change 21.50.
    expect(await page.getByTestId('sale-change').textContent()).toBe('$21.50')
    await queueShows(page, 1)
    await page.screenshot({ path: '/tmp/sale-screen-done.png' })

    // A reload with the server unreachable (cut before the browser is back online, so nothing is sent):
    // the queue is still there.
    for (const pattern of UNREACHABLE)
      await context.route(pattern, (route) => route.abort('internetdisconnected'))
    await context.setOffline(false)
    await page.reload()
    await page.getByText('Served by Grace H.').waitFor()
    await queueShows(page, 1)
    const api = apiOf(harness, shop.cookie)
    expect((await api<{ sales: SaleRow[] }>('GET', '/api/proxy/sales.json')).sales).toHaveLength(0)

    // The connection returns: the queue is sent, once.
    for (const pattern of UNREACHABLE) await context.unroute(pattern)
    await context.setOffline(true)
    await context.setOffline(false)
    await queueShows(page, 0)
    const { sales } = await api<{ sales: SaleRow[] }>('GET', '/api/proxy/sales.json')
    expect(sales).toHaveLength(1)
    expect(sales[0]).toMatchObject({ total: 2852 })
    // It moved the store's stock exactly once when it arrived: one mug out, not two.
    const stock = await api<{ stock: { sku: string; quantity: number }[] }>(
      'GET',
      '/api/proxy/stock-on-hand.json?search=MUG-3',
    )
    expect(stock.stock.map((row) => [row.sku, row.quantity])).toEqual([['MUG-3', -1]])
  })

  it('suspends a sale in one tab and retrieves it in another', async () => {
    const shop = await saleShop(harness)
    const { context, page } = await harness.newPage()
    await openSaleScreen(harness, page, shop)
    await scan(page, shop.mug.barcode, shop.mug.name)
    await page.getByRole('button', { name: 'Suspend' }).click()
    await page.getByText('Scan an item to start the sale.').waitFor()

    const other = await context.newPage()
    await other.goto('/register/sale')
    await other.getByText('Served by Grace H.').waitFor()
    await other.getByRole('button', { name: 'Retrieve' }).click()
    await other.getByRole('listitem').filter({ hasText: '1 item · $18.50' }).click()
    await other.locator('tr[data-line]').filter({ hasText: shop.mug.name }).waitFor()
    // Gone from the list for the first tab.
    await page.getByRole('button', { name: 'Retrieve' }).click()
    await page.getByText('No suspended sales in this store.').waitFor()
  })
})
