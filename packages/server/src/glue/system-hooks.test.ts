import type { SystemEvent } from '@pos/core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { insertItems, insertWarehouse } from '../inventory/inventory-test-fixtures.ts'
import { type SalePlace, saleBody, signUpWithRegister } from '../register/test-fixtures.ts'
import { type RecordingPartner, startRecordingPartner } from '../test/recording-partner.ts'
import { createTestApp, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { processQueue } from './queue.ts'

/**
 * Glue system hooks: the change that is a job's system event queues one run of the job in the change's own
 * transaction; the worker runs it once, with the event as its posted data.
 */

/** The partner a hooked job posts to: records what it was sent; `/fail` answers 500. */
let partner: RecordingPartner
let partnerUrl: string

let t: TestApp
let owner: SignedUp
let other: SignedUp
let place: SalePlace
let items: number[]
let warehouse: number
const SETTINGS = { allowPrivate: ['127.0.0.1'], scriptDeadlineMs: 300 }

beforeAll(async () => {
  partner = await startRecordingPartner()
  partnerUrl = partner.url
  t = await createTestApp({ glue: SETTINGS })
  ;({ owner, place } = await signUpWithRegister(t, 'Hooked'))
  other = await signUp(t, 'Unhooked')
  items = await insertItems(t, owner.companyId, 'HOOK', 2)
  warehouse = await insertWarehouse(t, owner.companyId, 'Hook warehouse')
})
afterAll(async () => {
  await t.dispose()
  await partner.close()
})

beforeEach(async () => {
  // Each test hooks its own events: the jobs and runs of the one before are gone.
  await t.database.db.deleteFrom('glue_queue').execute()
  await t.database.db.deleteFrom('glue_errors').execute()
  await t.database.db.deleteFrom('glue_jobs').execute()
  partner.received.length = 0
})

async function ok(method: string, path: string, body?: unknown, cookie = owner.cookie) {
  const response = await t.request(method, path, { cookie, ...(body === undefined ? {} : { body }) })
  if (response.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(response.body)}`)
  return response.body as Record<string, unknown>
}

/** A system-hook job of the owner's that posts the event's data (`{{data}}`) to the partner at `path`. */
async function hook(event: SystemEvent, path = `/hook/${event}`, cookie = owner.cookie) {
  await ok(
    'POST',
    '/api/proxy/gluejobs.json',
    {
      name: `On ${event} ${path}`,
      type: 'system_hook',
      system_event: event,
      steps: [
        { type: 'rest', name: 'Tell partner', method: 'POST', url: `${partnerUrl}${path}`, body: '{{data}}' },
      ],
    },
    cookie,
  )
}

async function queued() {
  return t.database.db.selectFrom('glue_queue').select(['company_id', 'data', 'headers']).execute()
}

/** Runs the queue until nothing is due; what the partner was sent on `path`, parsed. */
async function drained(path: string) {
  while ((await processQueue(t.deps, SETTINGS)) > 0) {
    // The queue is run until empty: a run never queues another here.
  }
  return partner.received.filter((entry) => entry.url === path).map((entry) => JSON.parse(entry.body))
}

describe('Glue system hooks', () => {
  it('runs a job hooked to "sale.created" once when a sale is stored, and not again for its repeat', async () => {
    await hook('sale.created')
    await hook('sale.created', '/hook/other-company', other.cookie)
    const body = saleBody(place, [{ quantity: 2, price: 1500, itemId: items[0]! }])
    const stored = await ok('POST', '/api/proxy/sale.json', body)
    const saleId = stored.id as number
    // Queued by the sale's own statement: there when the sale's answer is.
    const runs = await queued()
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ company_id: owner.companyId, headers: { 'x-pos-event': 'sale.created' } })
    // The register sends it again (its queue did not hear the answer): stored once, hooked once.
    await ok('POST', '/api/proxy/sale.json', body)
    expect(await queued()).toHaveLength(1)

    const sent = await drained('/hook/sale.created')
    expect(sent).toEqual([
      {
        event: 'sale.created',
        sale: expect.objectContaining({
          id: saleId,
          client_id: body.id,
          receipt_number: body.receipt_number,
          store_id: place.store,
          total: 3000,
        }),
      },
    ])
    expect(await drained('/hook/other-company')).toEqual([])
    expect(await processQueue(t.deps, SETTINGS)).toBe(0)
  })

  it('hooks a sale written in a transaction too (a customer earning points)', async () => {
    await hook('sale.created')
    const made = await ok('POST', '/api/proxy/customers.json', { first_name: 'Pat', last_name: 'Points' })
    const customerId = (made.customer as { id: number }).id
    const body = saleBody(place, [{ quantity: 1, price: 1200, itemId: items[0]! }], {
      customer_id: String(customerId),
      total_loyalty_points: 12,
    })
    const stored = await ok('POST', '/api/proxy/sale.json', body)
    expect(await drained('/hook/sale.created')).toMatchObject([
      { event: 'sale.created', sale: { id: stored.id, customer_id: customerId, total: 1200 } },
    ])
  })

  it('runs a job hooked to "stock.changed" when a sale moves stock, with what is on hand after it', async () => {
    await hook('stock.changed')
    await ok(
      'POST',
      '/api/proxy/sale.json',
      saleBody(place, [{ quantity: 3, price: 900, itemId: items[1]! }]),
    )
    const [sent, ...more] = await drained('/hook/stock.changed')
    expect(more).toEqual([])
    expect(sent).toMatchObject({
      event: 'stock.changed',
      reason: 'sale',
      changes: [{ item_id: items[1], quantity: -3, on_hand: -3 }],
    })
  })

  it('runs a job hooked to "stock.changed" for an adjustment, and "purchase_order.received" for a receipt', async () => {
    await hook('stock.changed')
    await hook('purchase_order.received')
    await ok('POST', '/api/proxy/stock-adjustments.json', {
      warehouse_id: warehouse,
      lines: [{ item_id: items[0], quantity: 5, unit_cost: 100 }],
    })
    const supplier = await ok('POST', '/api/proxy/suppliers.json', { name: 'Hook supplies' })
    const order = await ok('POST', '/api/proxy/purchaseorders.json', {
      supplier_id: (supplier.supplier as { id: number }).id,
      warehouse_id: warehouse,
      lines: [{ sku: 'hook-0', quantity: 4, unit_cost: 300 }],
    })
    const orderId = (order.purchaseorder as { id: number }).id
    await ok('POST', `/api/proxy/purchaseorder/${orderId}/receive.json`, { key: 'hook-delivery' })
    // The same delivery again receives nothing: no second hooked run.
    const again = await t.request('POST', `/api/proxy/purchaseorder/${orderId}/receive.json`, {
      cookie: owner.cookie,
      body: { key: 'hook-delivery' },
    })
    expect(again.status).toBeLessThan(500)

    const stock = await drained('/hook/stock.changed')
    expect(stock).toMatchObject([
      {
        event: 'stock.changed',
        changes: [{ item_id: items[0], quantity: 5, on_hand: 5, reason: 'adjustment' }],
      },
      {
        event: 'stock.changed',
        changes: [{ item_id: items[0], quantity: 4, on_hand: 9, reason: 'receipt' }],
      },
    ])
    const receipts = await drained('/hook/purchase_order.received')
    expect(receipts).toMatchObject([
      {
        event: 'purchase_order.received',
        purchase_order: { id: orderId, warehouse_id: warehouse },
        lines: [{ item_id: items[0], quantity: 4, unit_cost: 300 }],
      },
    ])
  })

  it('runs a job hooked to "customer.created" for a new customer only, "product.updated" for a change only', async () => {
    await hook('customer.created')
    await hook('product.updated')
    const made = await ok('POST', '/api/proxy/customers.json', { first_name: 'Ada', last_name: 'Hook' })
    const customerId = (made.customer as { id: number }).id
    await ok('PUT', `/api/proxy/customer/${customerId}.json`, { first_name: 'Ada', last_name: 'Hooked' })
    const product = { name: 'Hook tee', retail_price: 2500, cost_price: 1000 }
    const created = await ok('POST', '/api/proxy/products.json', product)
    const productId = (created.product as { id: number }).id
    await ok('PUT', `/api/proxy/product/${productId}.json`, { ...product, name: 'Hook tee v2' })

    expect(await drained('/hook/customer.created')).toMatchObject([
      { event: 'customer.created', customer: { id: customerId, first_name: 'Ada', last_name: 'Hook' } },
    ])
    expect(await drained('/hook/product.updated')).toMatchObject([
      { event: 'product.updated', product: { id: productId, name: 'Hook tee v2', retail_price: 2500 } },
    ])
  })

  it('stores the sale when its hooked job fails: the failure waits in the error queue', async () => {
    await hook('sale.created', '/fail/sale')
    const body = saleBody(place, [{ quantity: 1, price: 700, itemId: items[0]! }])
    const stored = await t.request('POST', '/api/proxy/sale.json', { cookie: owner.cookie, body })
    expect(stored.status).toBe(200)
    expect(await drained('/fail/sale')).toHaveLength(1)
    const errors = await ok('GET', '/api/proxy/glueerrors.json')
    expect(errors.glueerrors).toMatchObject([{ job_name: 'On sale.created /fail/sale' }])
  })

  it('queues nothing for a sale when no job is hooked', async () => {
    await ok(
      'POST',
      '/api/proxy/sale.json',
      saleBody(place, [{ quantity: 1, price: 700, itemId: items[0]! }]),
    )
    expect(await queued()).toEqual([])
  })
})
