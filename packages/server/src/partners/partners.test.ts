import {
  type KlaviyoSim,
  type PrintNodeSim,
  type ShippitSim,
  type ShopifySim,
  startKlaviyoSim,
  startPrintNodeSim,
  startShippitSim,
  startShopifySim,
} from '@pos/sim'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertItems, insertWarehouse } from '../inventory/inventory-test-fixtures.ts'
import { type JobView, startJobWorker } from '../jobs/queue.ts'
import { companyRowId } from '../test/company-rows.ts'
import { createTestApp, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { PARTNER_JOB_HANDLERS } from './partner-jobs.ts'

/** The partner integrations against their simulators, over the app's own routes (partner-apis.md). */
let t: TestApp
let owner: SignedUp
let other: SignedUp
let shopify: ShopifySim
let shippit: ShippitSim
let klaviyo: KlaviyoSim
let printnode: PrintNodeSim
let worker: { stop(): Promise<void> }
const base = '/api/proxy/integrations'

beforeAll(async () => {
  t = await createTestApp()
  owner = await signUp(t, 'Partners')
  other = await signUp(t, 'Other partners')
  shopify = await startShopifySim({ bucket: 40, leakPerSecond: 40 })
  shippit = await startShippitSim({ allocateMs: 30, ratePerMinute: 1000 })
  klaviyo = await startKlaviyoSim()
  printnode = await startPrintNodeSim({ doneMs: 10, perSecond: 1000 })
  // The syncs run as jobs: this test's own worker takes them, as a server process's does.
  worker = startJobWorker(t.deps, PARTNER_JOB_HANDLERS, { pollMs: 20 })
}, 60_000)

afterAll(async () => {
  await worker.stop()
  await Promise.all([shopify.close(), shippit.close(), klaviyo.close(), printnode.close()])
  await t.dispose()
})

const call = (method: string, path: string, body?: unknown, who: SignedUp = owner) =>
  t.request(method, `${base}${path}`, { cookie: who.cookie, ...(body !== undefined ? { body } : {}) })

/** Points a partner at its simulator (`url`) with these settings, on or off: the settings route's answer. */
const connect = (partner: string, url: string, settings: Record<string, unknown> = {}, enabled = true) =>
  call('PUT', `/${partner}.json`, { enabled, environment: 'custom', base_url: url, ...settings })

/**
 * A sync: enqueued (202 with its job), then its state polled until the worker finished it (no sleeping: each poll
 * asks again). Answers the finished job, whose result is the sync's outcome.
 */
async function synced(path: string, body?: unknown, who: SignedUp = owner): Promise<JobView> {
  const queued = await call('POST', path, body, who)
  expect(queued.status, JSON.stringify(queued.body)).toBe(202)
  const id = (queued.body as { job: JobView }).job.id
  let job = (queued.body as { job: JobView }).job
  await expect
    .poll(
      async () => {
        job = ((await call('GET', `/partnerjob/${id}.json`, undefined, who)).body as { job: JobView }).job
        return job.state
      },
      { timeout: 20_000, interval: 20 },
    )
    .toBe('done')
  return job
}

describe('partner settings', () => {
  it('should store settings per company and never answer a secret back', async () => {
    const saved = await connect('shopify', shopify.url, {
      location_id: '655441491',
      access_token: 'shpat_sim_token',
    })
    expect(saved.status).toBe(200)
    expect(JSON.stringify(saved.body)).not.toContain('shpat_sim_token')
    expect(saved.body).toMatchObject({ settings: { enabled: true, secrets_set: { access_token: true } } })
    // Saved again without the token: the stored one is kept.
    await connect('shopify', shopify.url, { location_id: '655441491' })
    const read = await call('GET', '/shopify.json')
    expect(read.body).toMatchObject({ settings: { secrets_set: { access_token: true } } })
    const theirs = await call('GET', '/shopify.json', undefined, other)
    expect(theirs.body).toMatchObject({ settings: { enabled: false, secrets_set: { access_token: false } } })
  })

  it('should refuse a custom environment without its base URL, under its field', async () => {
    const refused = await call('PUT', '/klaviyo.json', { environment: 'custom', base_url: '' })
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'A custom environment needs its base URL', field: 'base_url' },
    })
  })

  it('should test the connection of each partner against its simulator', async () => {
    await connect('shippit', shippit.url, { api_key: 'shippit-sim-key' })
    await connect('klaviyo', klaviyo.url, { api_key: 'pk_sim_klaviyo', list_id: 'Y6nRLr' })
    await connect('cloud-print', printnode.url, { api_key: 'printnode-sim-key' })
    for (const partner of ['shopify', 'shippit', 'klaviyo', 'cloud-print']) {
      const tested = await call('POST', `/${partner}/test.json`)
      expect(tested.status, `${partner}: ${JSON.stringify(tested.body)}`).toBe(200)
      expect(tested.body).toMatchObject({ ok: true })
    }
    const other_ = await call('POST', '/shopify/test.json', undefined, other)
    expect(other_).toMatchObject({ status: 400, body: { error: 'Please enter the shop name' } })
  })

  it('should say a wrong key is refused, in a sentence', async () => {
    await connect('klaviyo', klaviyo.url, { api_key: 'pk_wrong' })
    const tested = await call('POST', '/klaviyo/test.json')
    expect(tested.status).toBe(400)
    expect((tested.body as { error: string }).error).toMatch(/did not accept the credentials/)
    await connect('klaviyo', klaviyo.url, { api_key: 'pk_sim_klaviyo', list_id: 'Y6nRLr' })
    const activity = await call('GET', '/klaviyo/activity.json')
    expect((activity.body as { activity: { ok: boolean }[] }).activity.map((a) => a.ok).slice(0, 2)).toEqual([
      false,
      true,
    ])
  })
})

describe('Shopify', () => {
  it('should push products with their items once, however often it runs, riding out a 429', async () => {
    await insertItems(t, owner.companyId, 'TEE', 3)
    await fetch(`${shopify.url}/_sim/fault`, {
      method: 'POST',
      body: JSON.stringify({ status: 429, count: 1, retry_after: '0.05' }),
    })
    const first = await synced('/shopify/sync.json', { what: 'products' })
    expect(first.result).toMatchObject({ ok: true, count: 3 })
    const second = await synced('/shopify/sync.json', { what: 'products' })
    expect(second.result).toMatchObject({ ok: true, count: 3 })
    expect(shopify.products.size).toBe(3)
    const variants = [...shopify.products.values()].flatMap((p) => p.variants)
    expect(variants.map((v) => v.sku).sort()).toEqual(['TEE-0', 'TEE-1', 'TEE-2'])
    expect(variants.every((v) => v.inventory_item_id > 2 ** 31)).toBe(true)
  })

  it('should adopt a product Shopify already has under its handle instead of making it twice', async () => {
    await t.database.db.deleteFrom('partner_links').where('company_id', '=', owner.companyId).execute()
    const again = await synced('/shopify/sync.json', { what: 'products' })
    expect(again.result).toMatchObject({ ok: true, count: 3 })
    expect(shopify.products.size).toBe(3)
  })

  it('should set stock levels at the location', async () => {
    const pushed = await synced('/shopify/sync.json', { what: 'stock' })
    expect(pushed.result).toMatchObject({ ok: true, count: 3 })
    expect([...shopify.levels.values()].every((level) => level.location_id === 655441491)).toBe(true)
  })

  it('should pull orders page by page, each kept once', async () => {
    for (let i = 0; i < 3; i++)
      shopify.addOrder({
        email: `o${i}@example.com`,
        line_items: [{ sku: 'TEE-0', quantity: 1, price: '29.95' }],
      })
    for (let run = 0; run < 2; run++) {
      const pulled = await synced('/shopify/sync.json', { what: 'orders' })
      expect(pulled.result).toMatchObject({ ok: true, count: 3 })
    }
    const orders = await call('GET', '/shopify/orders.json')
    const list = (orders.body as { orders: { remote_id: string; data: { total: number } }[] }).orders
    expect(list.map((o) => o.remote_id).sort()).toEqual(['#1001', '#1002', '#1003'])
    expect(list[0]?.data.total).toBe(2995)
    expect(
      (await call('GET', '/shopify/orders.json', undefined, other).then((r) => r.body)) as unknown,
    ).toEqual({ orders: [] })
  })

  it("should say 'Order ID is required' and 'Product ID is required' on the manual sync", async () => {
    expect(await call('POST', '/shopify/sync-order.json', {})).toMatchObject({
      status: 400,
      body: { error: 'Order ID is required' },
    })
    expect(await call('POST', '/shopify/sync-product.json', { product_id: '' })).toMatchObject({
      status: 400,
      body: { error: 'Product ID is required' },
    })
    const order = [...shopify.orders.values()][0]
    expect(await synced('/shopify/sync-order.json', { order_id: String(order?.id) })).toMatchObject({
      state: 'done',
      result: { ok: true },
    })
  })
})

describe('Shippit and cloud print', () => {
  let fulfillmentId = 0
  beforeAll(async () => {
    const warehouse = await insertWarehouse(t, owner.companyId, 'Dispatch')
    const row = await t.database.db
      .insertInto('fulfillments')
      .values({
        company_id: owner.companyId,
        type: 'Warehouse To Customer',
        source_warehouse_id: warehouse,
        reference: 'WEB-1001',
        destination_address: JSON.stringify({
          name: 'Ann Lee',
          line1: '1 Union Street',
          city: 'Pyrmont',
          state: 'NSW',
          postcode: '2009',
          country: 'AU',
        }),
        customer: JSON.stringify({ email: 'ann@example.com', phone: '0412345678' }),
        destination_warehouse_id: null,
        sale_id: null,
        carrier_id: null,
        tags: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    fulfillmentId = row.id
  })

  it('should quote, book once and fetch the label after allocation', async () => {
    const quoted = await call('POST', '/shippit/quote.json', { fulfillment_id: fulfillmentId })
    expect(quoted.status).toBe(200)
    expect((quoted.body as { quotes: { price: number }[] }).quotes.length).toBeGreaterThan(0)
    const booked = await synced('/shippit/book.json', { fulfillment_id: fulfillmentId })
    const tracking = (booked.result as { shipment: { tracking_number: string } }).shipment.tracking_number
    expect(tracking).toMatch(/^PP[A-Za-z0-9]{11,13}$/)
    const again = await synced('/shippit/book.json', { fulfillment_id: fulfillmentId })
    expect((again.result as { shipment: { tracking_number: string } }).shipment.tracking_number).toBe(
      tracking,
    )
    expect(shippit.orders.size).toBe(1)
    let label = await call('POST', '/shippit/label.json', { fulfillment_id: fulfillmentId })
    for (let i = 0; i < 50 && label.status !== 200; i++) {
      expect((label.body as { error: string }).error).toMatch(/allocating a carrier/)
      await new Promise((resolve) => setTimeout(resolve, 20))
      label = await call('POST', '/shippit/label.json', { fulfillment_id: fulfillmentId })
    }
    expect((label.body as { shipment: { label_url: string } }).shipment.label_url).toContain(
      `/labels/${tracking}.pdf`,
    )
  })

  it("should say 'Looks like Cloud Print isn't enabled...' when printing a label with cloud print off", async () => {
    await connect('cloud-print', printnode.url, {}, false)
    const printed = await call('POST', '/shippit/label.json', { fulfillment_id: fulfillmentId, print: true })
    expect(printed).toMatchObject({ status: 400, body: { error: "Looks like Cloud Print isn't enabled..." } })
    // A sync of a partner that is off is refused at once, nothing queued: every attempt would fail.
    const queued = await call('POST', '/cloud-print/printers.json')
    expect(queued).toMatchObject({
      status: 400,
      body: {
        ok: false,
        error: "Looks like Cloud Print isn't enabled...",
        message: "Looks like Cloud Print isn't enabled...",
        code: 'partner',
      },
    })
    expect(queued.body).not.toHaveProperty('job')
  })

  it('should register printers and send a receipt and a label to them', async () => {
    await connect('cloud-print', printnode.url)
    const registered = await synced('/cloud-print/printers.json')
    expect(registered.result).toMatchObject({ ok: true, printers: [{ id: 71001 }, { id: 71002 }] })
    const settings = await call('GET', '/cloud-print.json')
    expect(settings.body).toMatchObject({ settings: { receipt_printer_id: 71001, label_printer_id: 71002 } })
    const receipt = await synced('/cloud-print/print.json', { sale_id: null })
    expect(receipt.result).toMatchObject({ ok: true })
    const label = await call('POST', '/shippit/label.json', { fulfillment_id: fulfillmentId, print: true })
    expect(label.body).toMatchObject({ ok: true })
    expect(printnode.jobs.map((job) => [job.printerId, job.contentType])).toEqual([
      [71001, 'raw_base64'],
      [71002, 'pdf_uri'],
    ])
    expect(Buffer.from(printnode.jobs[0]?.content ?? '', 'base64').toString()).toContain('Test receipt')
  })
})

describe('Klaviyo', () => {
  it('should sync customers as profiles with consent per channel, once', async () => {
    for (const body of [
      {
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '0412 345 678',
        email_subscriber: true,
        sms_subscriber: false,
      },
      {
        first_name: 'Bob',
        last_name: 'Ray',
        email: 'bob@example.com',
        email_subscriber: false,
        sms_subscriber: false,
      },
    ]) {
      const made = await t.request('POST', '/api/proxy/customers.json', { cookie: owner.cookie, body })
      expect(made.status).toBe(200)
    }
    for (let run = 0; run < 2; run++) {
      const profiles = await synced('/klaviyo/sync.json')
      expect(profiles.result).toMatchObject({ ok: true, count: 2 })
    }
    expect(klaviyo.profiles).toHaveLength(2)
    const ann = klaviyo.profiles.find((p) => p.email === 'ann@example.com')
    expect(ann).toMatchObject({ phone_number: '+61412345678', consent: { email: 'SUBSCRIBED' } })
    expect(ann?.consent.sms).toBeUndefined()
    expect(klaviyo.profiles.find((p) => p.email === 'bob@example.com')?.consent).toEqual({})
  })

  it('should send a Placed Order event for a sale, recorded once however often it is sent', async () => {
    const customer = await companyRowId(t, 'customers', owner.companyId, 'email', 'ann@example.com')
    const sale = await t.database.db
      .insertInto('sales')
      .values({
        company_id: owner.companyId,
        receipt_number: 'R-1001',
        created: new Date('2026-11-24T09:30:00Z'),
        total: 2995,
        total_tax: 0,
        data: '{}',
        customer_id: customer,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (let run = 0; run < 2; run++) {
      const sent = await synced('/klaviyo/event.json', { sale_id: Number(sale.id) })
      expect(sent.result).toMatchObject({ ok: true })
    }
    expect(klaviyo.events).toHaveLength(1)
    expect(klaviyo.events[0]).toMatchObject({ metric: 'Placed Order', unique_id: 'R-1001', value: 29.95 })
    const theirs = await call('POST', '/klaviyo/event.json', { sale_id: Number(sale.id) }, other)
    expect(theirs.status).toBe(400)
  })
})
