// Inventory at the register (issue 14, items 6 and 8): a user who chose "alert on new fulfillment" sees an alert
// when a fulfillment of their warehouse opens (the realtime kinds reach the sync worker, which syncs
// fulfillments.json?status=open), and a fulfillment's pick slip and a transfer print on the register's Epson printer.
import { type RunningSims, startSims } from '@pos/sim'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_SKIP_MESSAGE, e2eEnabled, type Harness, startHarness } from './harness.ts'
import { signIn } from './pages.ts'
import { apiOf, openSaleScreen, saleShop } from './sale-setup.ts'
import { scannerBurst } from './scanner.ts'

describe.skipIf(!e2eEnabled)(e2eEnabled ? 'fulfillments at the register (browser)' : E2E_SKIP_MESSAGE, () => {
  let harness: Harness
  let sims: RunningSims

  beforeAll(async () => {
    harness = await startHarness()
    sims = await startSims({ stepMs: 50 })
  })

  afterAll(async () => {
    await sims?.close()
    await harness?.close()
  })

  it('alerts a new fulfillment of the user’s warehouse, and prints it and a transfer on the Epson printer', async () => {
    const shop = await saleShop(harness)
    const api = apiOf(harness, shop.cookie)
    const { db } = harness.server.database
    const back = await api<{ warehouse: { id: number } }>('POST', '/api/proxy/warehouses.json', {
      name: 'Back room',
    })
    const other = await api<{ warehouse: { id: number } }>('POST', '/api/proxy/warehouses.json', {
      name: 'Depot',
    })
    const items = await db
      .selectFrom('items')
      .innerJoin('users', 'users.company_id', 'items.company_id')
      .select(['items.id', 'items.sku'])
      .where('users.email', '=', shop.email)
      .execute()
    const bag = items.find((item) => item.sku === 'BAG-2')!
    await db
      .updateTable('users')
      .set({
        settings: JSON.stringify({
          pos_store_id: null,
          dashboard_store_ids: [],
          allow_returns_from_store_ids: [],
          receive_transfers_from_store_ids: [],
          send_transfers_to_store_ids: [],
          process_fulfillments_for_warehouse_ids: [back.warehouse.id],
          alert_on_new_fulfillment: true,
          active: true,
        }),
      })
      .where('email', '=', shop.email)
      .execute()
    await db
      .updateTable('registers')
      .set({ printer_type: 'epson', printer_ip: sims.epson.url.replace('http://', '') } as never)
      .where('id', '=', shop.registerId)
      .execute()

    const { page } = await harness.newPage({ width: 1280, height: 800 })
    // The worker's first look (nothing of the user's warehouse open yet) comes before the fulfillments below.
    const firstLook = page.waitForResponse((r) => r.url().includes('/api/proxy/fulfillments.json'), {
      timeout: 90_000,
    })
    await page.goto('/sessions/sign-in')
    await signIn(harness, page, shop.email)
    await page.waitForURL('**/dashboard')
    await page.evaluate((id) => window.localStorage.setItem('pos.register_id', String(id)), shop.registerId)
    await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 60_000 })
    await firstLook

    const line = { item_id: Number(bag.id), name: 'Canvas bag', requested: 2 }
    // A fulfillment of a warehouse the user does not process says nothing.
    await api('POST', '/api/proxy/fulfillments.json', {
      type: 'Store Pickup',
      source_warehouse_id: other.warehouse.id,
      reference: 'DEPOT-1',
      lines: [line],
    })
    const made = await api<{ fulfillment: { id: number } }>('POST', '/api/proxy/fulfillments.json', {
      type: 'Store Pickup',
      source_warehouse_id: back.warehouse.id,
      reference: 'PICK-77',
      lines: [line],
    })
    const alert = page.getByRole('alert', { name: 'New fulfillment' })
    await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toContain('PICK-77')
    expect(await alert.textContent()).not.toContain('DEPOT-1')
    await page.screenshot({ path: '.test-output/fulfillment-alert.png' })
    await alert.getByRole('link', { name: 'View' }).click()
    await page.waitForURL(`**/inventory/fulfillments/${made.fulfillment.id}`)
    expect(await alert.count()).toBe(0)

    await page.getByRole('button', { name: 'Print' }).click()
    const slip = await sims.epson.waitForJob((job) => job.printjobid === 'PICK-77', 30_000)
    expect(slip.text.join('\n')).toContain('Canvas bag')

    const transfer = await api<{ transfer: { id: number } }>('POST', '/api/proxy/transfers.json', {
      from_warehouse_id: back.warehouse.id,
      to_warehouse_id: other.warehouse.id,
      reference: 'TR-9',
      lines: [{ item_id: Number(bag.id), quantity: 3 }],
    })
    await page.goto(`/inventory/transfers/${transfer.transfer.id}`)
    await page.getByRole('button', { name: 'Print' }).click()
    const printed = await sims.epson.waitForJob((job) => job.printjobid === 'TR-9', 30_000)
    const text = printed.text.join('\n')
    expect(text).toContain('Back room')
    expect(text).toContain('Depot')
    expect(text).toContain('Canvas bag')
  })

  it('a sale the customer picks up later makes a Store Pickup fulfillment that alerts the store', async () => {
    const shop = await saleShop(harness)
    await harness.server.database.db
      .updateTable('users')
      .set({
        settings: JSON.stringify({
          pos_store_id: null,
          dashboard_store_ids: [],
          allow_returns_from_store_ids: [],
          receive_transfers_from_store_ids: [],
          send_transfers_to_store_ids: [],
          process_fulfillments_for_warehouse_ids: [],
          alert_on_new_fulfillment: true,
          active: true,
        }),
      })
      .where('email', '=', shop.email)
      .execute()
    const { page } = await harness.newPage({ width: 1280, height: 800 })
    const firstLook = page.waitForResponse((r) => r.url().includes('/api/proxy/fulfillments.json'), {
      timeout: 90_000,
    })
    await openSaleScreen(harness, page, shop)
    await firstLook
    await page.getByRole('heading', { name: 'Sale', exact: true }).click()
    await scannerBurst(page, shop.mug.barcode)
    await page.locator('tr[data-line]').filter({ hasText: shop.mug.name }).waitFor()
    await page.getByRole('checkbox', { name: 'Customer picks up later' }).click()
    await page.keyboard.press('F9')
    await page.getByLabel('Amount').fill('20')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Sale complete' }).waitFor()
    const receipt = (await page.getByTestId('sale-receipt').textContent())?.replace('Receipt ', '') ?? ''
    expect(receipt).not.toBe('')
    const alert = page.getByRole('alert', { name: 'New fulfillment' })
    await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toContain(receipt)
    expect(await alert.textContent()).toContain('Store Pickup')
    const api = apiOf(harness, shop.cookie)
    const open = await api<{ fulfillments: { type: string; reference: string; sale_id: string | null }[] }>(
      'GET',
      '/api/proxy/fulfillments.json?status=open',
    )
    expect(open.fulfillments).toEqual([
      expect.objectContaining({ type: 'Store Pickup', reference: receipt, sale_id: expect.any(String) }),
    ])
  })
})
