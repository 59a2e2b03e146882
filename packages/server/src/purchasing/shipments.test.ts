import { SHIPMENT_MESSAGES, SHIPPING_COST_MESSAGES } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { accountBalance } from '../books/test-fixtures.ts'
import { insertItems, insertWarehouse } from '../inventory/inventory-test-fixtures.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let other: SignedUp
let warehouse: number
let supplier: number

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Importer')
  other = await signUp(t, 'Other')
  warehouse = await insertWarehouse(t, owner.companyId, 'Main')
  await insertItems(t, owner.companyId, 'SHP', 2)
  const made = await post('/api/proxy/suppliers.json', { name: 'Shenzhen Goods', currency: 'USD' })
  expect(made.status).toBe(200)
  supplier = (made.body as { supplier: { id: number } }).supplier.id
})

const post = (path: string, body: unknown, cookie = owner.cookie) => t.request('POST', path, { cookie, body })
const put = (path: string, body: unknown, cookie = owner.cookie) => t.request('PUT', path, { cookie, body })

type Line = {
  id: number
  purchase_order_line_id: number
  sku: string
  ordered_quantity: number
  shipped_quantity: number | null
  actual_quantity: number | null
  shipping_cost: number
  shipping_unit_cost: number
}
type Shipment = {
  id: number
  number: string
  status: string
  purchase_order_number: string
  supplier_id: number
  supplier_name: string
  warehouse_id: number
  currency: string
  exchange_rate: number
  actual_arrival: string | null
  shipping_cost: number
  lines: Line[]
}

async function newOrder() {
  const made = await post('/api/proxy/purchaseorders.json', {
    supplier_id: supplier,
    warehouse_id: warehouse,
    lines: [
      { sku: 'shp-0', quantity: 10, unit_cost: 1000 },
      { sku: 'shp-1', quantity: 30, unit_cost: 1000 },
    ],
  })
  expect(made.status).toBe(200)
  return (made.body as { purchaseorder: { id: number; number: string } }).purchaseorder
}

async function newShipment(body: Record<string, unknown> = {}) {
  const order = await newOrder()
  const made = await post('/api/proxy/shipments.json', {
    purchase_order_id: order.id,
    mode: 'sea',
    exchange_rate: 1.55,
    ...body,
  })
  expect(made.status).toBe(200)
  return { order, shipment: (made.body as { shipment: Shipment }).shipment }
}

const act = (id: number, action: string) => post(`/api/proxy/shipment/${id}/${action}.json`, {})
const lines = (shipment: Shipment, key: 'shipped_quantity' | 'actual_quantity', units: number[]) =>
  shipment.lines.map((line, index) => ({
    purchase_order_line_id: line.purchase_order_line_id,
    shipped_quantity: line.shipped_quantity,
    actual_quantity: line.actual_quantity,
    [key]: units[index] ?? null,
  }))
const update = (shipment: Shipment, body: Record<string, unknown>) =>
  put(`/api/proxy/shipment/${shipment.id}.json`, {
    mode: 'sea',
    currency: shipment.currency,
    exchange_rate: shipment.exchange_rate,
    ...body,
  })

const balance = (code: string) => accountBalance(t, owner.companyId, code)

describe('PO shipments', () => {
  it('[SH3] should make a shipment from a purchase order: its supplier, warehouse, currency and lines', async () => {
    const { order, shipment } = await newShipment()
    expect(shipment).toMatchObject({
      number: expect.stringMatching(/^SH-\d+$/),
      status: 'open',
      purchase_order_number: order.number,
      supplier_id: supplier,
      supplier_name: 'Shenzhen Goods',
      warehouse_id: warehouse,
      currency: 'USD',
      exchange_rate: 1.55,
    })
    expect(shipment.lines.map((l) => [l.sku, l.ordered_quantity, l.shipped_quantity])).toEqual([
      ['SHP-0', 10, null],
      ['SHP-1', 30, null],
    ])
    const listed = await t.request('GET', `/api/proxy/shipments.json?purchase_order_id=${order.id}`, {
      cookie: owner.cookie,
    })
    expect((listed.body as { shipments: Shipment[] }).shipments.map((s) => s.id)).toEqual([shipment.id])
    const bySupplier = await t.request(
      'GET',
      `/api/proxy/shipments.json?supplier_id=${supplier}&status=open`,
      {
        cookie: owner.cookie,
      },
    )
    expect((bySupplier.body as { total: number }).total).toBeGreaterThanOrEqual(1)
  })

  it('[SH1] should walk open → shipped → arrived, refusing each illegal step with its message', async () => {
    const { shipment } = await newShipment()
    const nothing = await act(shipment.id, 'ship')
    expect(nothing).toMatchObject({ status: 400, body: { error: SHIPMENT_MESSAGES.nothingShipped } })
    const early = await act(shipment.id, 'arrive')
    expect(early).toMatchObject({ status: 400, body: { error: SHIPMENT_MESSAGES.notShipped } })
    const over = await update(shipment, { lines: lines(shipment, 'shipped_quantity', [11, 30]) })
    expect(over).toMatchObject({
      status: 400,
      body: { error: SHIPMENT_MESSAGES.overShipped, field: 'lines' },
    })
    const actualEarly = await update(shipment, { lines: lines(shipment, 'actual_quantity', [1, 1]) })
    expect(actualEarly.body).toMatchObject({ error: SHIPMENT_MESSAGES.actualEarly })
    const saved = await update(shipment, { lines: lines(shipment, 'shipped_quantity', [10, 20]) })
    expect(saved.status).toBe(200)
    const shipped = await act(shipment.id, 'ship')
    expect(shipped).toMatchObject({ status: 200, body: { shipment: { status: 'shipped' } } })
    const current = (shipped.body as { shipment: Shipment }).shipment
    const fixed = await update(current, { lines: lines(current, 'shipped_quantity', [9, 20]) })
    expect(fixed.body).toMatchObject({ error: SHIPMENT_MESSAGES.shippedFixed })
    const missing = await act(shipment.id, 'arrive')
    expect(missing).toMatchObject({ status: 400, body: { error: SHIPMENT_MESSAGES.actualMissing } })
    const counted = await update(current, { lines: lines(current, 'actual_quantity', [10, 19]) })
    expect(counted.status).toBe(200)
    const arrived = await act(shipment.id, 'arrive')
    expect(arrived).toMatchObject({ status: 200, body: { shipment: { status: 'arrived' } } })
    expect((arrived.body as { shipment: Shipment }).shipment.actual_arrival).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const cancel = await act(shipment.id, 'cancel')
    expect(cancel).toMatchObject({ status: 400, body: { error: SHIPMENT_MESSAGES.arrivedCancel } })
    const changed = await update(current, { reference: 'late' })
    expect(changed.body).toMatchObject({ error: SHIPMENT_MESSAGES.fixed })
    const removed = await t.request('DELETE', `/api/proxy/shipment/${shipment.id}.json`, {
      cookie: owner.cookie,
    })
    expect(removed.body).toMatchObject({ error: SHIPMENT_MESSAGES.removeNotOpen })
  })

  it('[SH1] should cancel an open shipment once, and then take no costs', async () => {
    const { shipment } = await newShipment()
    expect((await act(shipment.id, 'cancel')).status).toBe(200)
    expect((await act(shipment.id, 'cancel')).body).toMatchObject({
      error: SHIPMENT_MESSAGES.canceledAlready,
    })
    const cost = await post('/api/proxy/shippingcosts.json', { shipment_id: shipment.id, amount: 100 })
    expect(cost.body).toMatchObject({ error: SHIPPING_COST_MESSAGES.canceled, field: 'shipment_id' })
  })

  it('should refuse a bad purchase order, a bad body or a home-currency rate without changing anything', async () => {
    const before = await t.database.db.selectFrom('shipments').select('id').execute()
    const none = await post('/api/proxy/shipments.json', { mode: 'air' })
    expect(none).toMatchObject({ status: 400, body: { error: SHIPMENT_MESSAGES.order } })
    const missing = await post('/api/proxy/shipments.json', { purchase_order_id: 999_999 })
    expect(missing).toMatchObject({ status: 400, body: { field: 'purchase_order_id' } })
    const mode = await post('/api/proxy/shipments.json', { purchase_order_id: 1, mode: 'rail' })
    expect(mode.status).toBe(400)
    const rate = await post('/api/proxy/shipments.json', { purchase_order_id: 1, exchange_rate: -2 })
    expect(rate.status).toBe(400)
    const order = await newOrder()
    const home = await post('/api/proxy/shipments.json', {
      purchase_order_id: order.id,
      currency: 'AUD',
      exchange_rate: 1.2,
    })
    expect(home).toMatchObject({ status: 400, body: { field: 'exchange_rate' } })
    const canceled = await newOrder()
    await post(`/api/proxy/purchaseorder/${canceled.id}/cancel.json`, {})
    const refused = await post('/api/proxy/shipments.json', { purchase_order_id: canceled.id })
    expect(refused.body).toMatchObject({ error: SHIPMENT_MESSAGES.orderCanceled })
    const after = await t.database.db.selectFrom('shipments').select('id').execute()
    expect(after).toEqual(before)
  })

  it('should keep shipments to their company', async () => {
    const { order, shipment } = await newShipment()
    const read = await t.request('GET', `/api/proxy/shipment/${shipment.id}.json`, { cookie: other.cookie })
    expect(read.status).toBe(404)
    const cancel = await post(`/api/proxy/shipment/${shipment.id}/cancel.json`, {}, other.cookie)
    expect(cancel.status).toBe(404)
    const changed = await put(
      `/api/proxy/shipment/${shipment.id}.json`,
      { reference: 'theirs' },
      other.cookie,
    )
    expect(changed.status).toBe(404)
    const fromTheirs = await post('/api/proxy/shipments.json', { purchase_order_id: order.id }, other.cookie)
    expect(fromTheirs).toMatchObject({ status: 400, body: { field: 'purchase_order_id' } })
    const costOnTheirs = await post(
      '/api/proxy/shippingcosts.json',
      { shipment_id: shipment.id, amount: 100 },
      other.cookie,
    )
    expect(costOnTheirs).toMatchObject({ status: 400, body: { field: 'shipment_id' } })
    const list = await t.request('GET', '/api/proxy/shipments.json', { cookie: other.cookie })
    expect((list.body as { total: number }).total).toBe(0)
  })
})

describe('PO shipping costs', () => {
  it('[SC1-SC4] should allocate a cost over the lines, post it once and reverse it once', async () => {
    const { shipment } = await newShipment()
    await update(shipment, { lines: lines(shipment, 'shipped_quantity', [10, 20]) })
    const inventory = await balance('630')
    const payables = await balance('800')
    // USD 100.00 at 1.55: AUD 155.00, by value 10 × $10 : 20 × $10 = 1 : 2.
    const made = await post('/api/proxy/shippingcosts.json', {
      shipment_id: shipment.id,
      kind: 'freight',
      reference: 'FWD-77',
      amount: 10_000,
    })
    expect(made.status).toBe(200)
    const cost = (made.body as { shippingcost: Record<string, unknown> }).shippingcost
    expect(cost).toMatchObject({
      currency: 'USD',
      exchange_rate: 1.55,
      local_amount: 15_500,
      shipment_number: shipment.number,
      journal_id: expect.any(Number),
    })
    expect((cost.allocations as { amount: number }[]).map((a) => a.amount)).toEqual([5167, 10_333])
    expect(await balance('630')).toBe(inventory + 15_500)
    expect(await balance('800')).toBe(payables - 15_500)
    const duty = await post('/api/proxy/shippingcosts.json', {
      shipment_id: shipment.id,
      kind: 'duty',
      amount: 3000,
      currency: 'AUD',
      method: 'quantity',
    })
    expect(duty).toMatchObject({
      status: 200,
      body: { shippingcost: { exchange_rate: 1, local_amount: 3000 } },
    })
    const read = await t.request('GET', `/api/proxy/shipment/${shipment.id}.json`, { cookie: owner.cookie })
    const withCosts = (read.body as { shipment: Shipment }).shipment
    expect(withCosts.shipping_cost).toBe(18_500)
    expect(withCosts.lines.map((l) => [l.shipping_cost, l.shipping_unit_cost])).toEqual([
      [5167 + 1000, 617],
      [10_333 + 2000, 617],
    ])
    const id = Number(cost.id)
    const changed = await put(`/api/proxy/shippingcost/${id}.json`, {
      shipment_id: shipment.id,
      amount: 20_000,
    })
    expect(changed.body).toMatchObject({ error: SHIPPING_COST_MESSAGES.posted })
    const renamed = await put(`/api/proxy/shippingcost/${id}.json`, {
      shipment_id: shipment.id,
      amount: 10_000,
      reference: 'FWD-78',
      method: 'quantity',
    })
    expect(renamed).toMatchObject({
      status: 200,
      body: { shippingcost: { reference: 'FWD-78', local_amount: 15_500 } },
    })
    expect(await balance('630')).toBe(inventory + 18_500)
    const removed = await t.request('DELETE', `/api/proxy/shippingcost/${id}.json`, { cookie: owner.cookie })
    expect(removed.status).toBe(200)
    expect(await balance('630')).toBe(inventory + 3000)
    expect(await balance('800')).toBe(payables - 3000)
    const journals = await t.database.db
      .selectFrom('journals')
      .select(['source_kind'])
      .where('company_id', '=', owner.companyId)
      .where('source_id', '=', id)
      .where('source_kind', 'like', 'shipping_cost%')
      .execute()
    expect(journals.map((j) => j.source_kind).sort()).toEqual(['shipping_cost', 'shipping_cost_reversal'])
  })

  it('should refuse a foreign cost with no rate, a cost of nothing and an account of another company', async () => {
    const { shipment } = await newShipment()
    const eur = await post('/api/proxy/shippingcosts.json', {
      shipment_id: shipment.id,
      amount: 100,
      currency: 'EUR',
    })
    expect(eur).toMatchObject({ status: 400, body: { field: 'exchange_rate' } })
    const zero = await post('/api/proxy/shippingcosts.json', { shipment_id: shipment.id, amount: 0 })
    expect(zero).toMatchObject({ status: 400, body: { field: 'amount' } })
    const theirs = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('company_id', '=', other.companyId)
      .executeTakeFirstOrThrow()
    const account = await post('/api/proxy/shippingcosts.json', {
      shipment_id: shipment.id,
      amount: 100,
      credit_account_id: theirs.id,
    })
    expect(account).toMatchObject({ status: 400, body: { field: 'credit_account_id' } })
    const none = await t.database.db
      .selectFrom('shipping_costs')
      .select('id')
      .where('shipment_id', '=', shipment.id)
      .execute()
    expect(none).toEqual([])
  })
})
