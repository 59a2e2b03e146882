// Fulfillments that move stock exactly once, and replenishments proposed from levels and sales velocity and turned
// into transfers (issue 14), on PGlite (and PostgreSQL with TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest'
import { insertItems, insertWarehouse } from '../inventory/inventory-test-fixtures.ts'
import { itemOnHand } from '../inventory/stock-on-hand.ts'
import { companyRowIds } from '../test/company-rows.ts'
import { expectOnHandMatchesLedger } from '../test/on-hand-checks.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { jsonCalls, withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let other: SignedUp
let north: number
let south: number
let items: number[]

type Json = Record<string, unknown>

const { call, ok } = jsonCalls(
  () => t,
  () => owner.cookie,
)

async function onHand(warehouseId: number, itemId: number) {
  return (await itemOnHand(t.database.db, owner.companyId, warehouseId, itemId)).quantity
}

async function fulfillmentMovements(id: number) {
  const rows = await t.database.db
    .selectFrom('stock_ledger')
    .select(['warehouse_id', 'item_id', 'quantity'])
    .where('company_id', '=', owner.companyId)
    .where('reason', '=', 'fulfillment')
    .where('source_id', '=', id)
    .orderBy('id')
    .execute()
  // bigint: a number on PGlite, text on PostgreSQL.
  return rows.map((row) => ({ ...row, item_id: Number(row.item_id) }))
}

async function newFulfillment(body: Json) {
  const made = await ok('POST', '/api/proxy/fulfillments.json', body)
  return (made.fulfillment as { id: number; status: string }).id
}

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Fulfil')
  other = await signUp(t, 'Elsewhere')
  north = await insertWarehouse(t, owner.companyId, 'North')
  south = await insertWarehouse(t, owner.companyId, 'South')
  items = await insertItems(t, owner.companyId, 'FUL', 4)
  await ok('POST', '/api/proxy/stock-adjustments.json', {
    warehouse_id: north,
    lines: items.map((item) => ({ item_id: item, quantity: 50, unit_cost: 500 })),
  })
})

describe('fulfillments move stock exactly once', () => {
  it('should take what was picked out of the source on completion, once, even when completed concurrently', async () => {
    const id = await newFulfillment({
      type: 'Warehouse To Customer',
      source_warehouse_id: north,
      reference: 'WEB-1',
      destination_address: { line1: '1 Harbour St', city: 'Sydney' },
      tags: ['web'],
      lines: [
        { item_id: items[0], name: 'Tee', requested: 3 },
        { item_id: items[1], name: 'Cap', requested: 2 },
      ],
    })
    await ok('POST', `/api/proxy/fulfillment/${id}/mark_in_progress.json`, {})
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/api/proxy/fulfillment/${id}/mark_complete.json`, {
          lines: [{ item_id: items[1], actual: 1 }],
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400)
      expect(refused.body.error).toBe('Failed to change status')
    }
    expect(await fulfillmentMovements(id)).toEqual([
      { warehouse_id: north, item_id: Number(items[0]), quantity: -3 },
      { warehouse_id: north, item_id: Number(items[1]), quantity: -1 },
    ])
    expect(await onHand(north, items[0]!)).toBe(47)
    expect(await onHand(north, items[1]!)).toBe(49)
    const view = await ok('GET', `/api/proxy/fulfillment/${id}.json`)
    const fulfillment = view.fulfillment as { status: string; items: { requested: number; actual: number }[] }
    expect(fulfillment.status).toBe('closed')
    expect(fulfillment.items.map((i) => [i.requested, i.actual])).toEqual([
      [3, 3],
      [2, 1],
    ])
    // Closed: no action moves anything again.
    expect((await call('POST', `/api/proxy/fulfillment/${id}/close.json`, {})).status).toBe(400)
    expect(await fulfillmentMovements(id)).toHaveLength(2)
    await expectOnHandMatchesLedger(t, owner.companyId)
  })

  it('should move a store pickup when completed, not again when picked up, and nothing when closed unfulfilled', async () => {
    const pickup = await newFulfillment({
      type: 'Store Pickup',
      source_warehouse_id: north,
      lines: [{ item_id: items[2], name: 'Bag', requested: 4 }],
    })
    const done = await ok('POST', `/api/proxy/fulfillment/${pickup}/mark_complete.json`, {})
    expect((done.fulfillment as { status: string }).status).toBe('awaiting_pickup')
    expect((done.fulfillment as { actions: string[] }).actions).toEqual(['mark_picked_up', 'close'])
    await ok('POST', `/api/proxy/fulfillment/${pickup}/mark_picked_up.json`, {})
    expect(await fulfillmentMovements(pickup)).toEqual([
      { warehouse_id: north, item_id: Number(items[2]), quantity: -4 },
    ])
    const abandoned = await newFulfillment({
      type: 'Warehouse To Customer',
      source_warehouse_id: north,
      lines: [{ item_id: items[2], name: 'Bag', requested: 1 }],
    })
    await ok('POST', `/api/proxy/fulfillment/${abandoned}/close.json`, {})
    expect(await fulfillmentMovements(abandoned)).toEqual([])
    expect(await onHand(north, items[2]!)).toBe(46)
  })

  it('should move warehouse to warehouse stock into the destination, keeping the chain total', async () => {
    const before = (await onHand(north, items[3]!)) + (await onHand(south, items[3]!))
    const id = await newFulfillment({
      type: 'Warehouse To Warehouse',
      source_warehouse_id: north,
      destination_warehouse_id: south,
      lines: [{ item_id: items[3], name: 'Sock', requested: 5 }],
    })
    await ok('POST', `/api/proxy/fulfillment/${id}/mark_complete.json`, {})
    expect(await onHand(south, items[3]!)).toBe(5)
    expect((await onHand(north, items[3]!)) + (await onHand(south, items[3]!))).toBe(before)
    await expectOnHandMatchesLedger(t, owner.companyId)
  })

  it('should refuse picking more than was requested and change nothing', async () => {
    const id = await newFulfillment({
      type: 'Warehouse To Customer',
      source_warehouse_id: north,
      lines: [{ item_id: items[0], name: 'Tee', requested: 2 }],
    })
    const ledger = await t.database.db.selectFrom('stock_ledger').select('id').execute()
    const refused = await call('POST', `/api/proxy/fulfillment/${id}/mark_complete.json`, {
      lines: [{ item_id: items[0], actual: 3 }],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('You cannot fulfil more than was requested')
    expect((await ok('GET', `/api/proxy/fulfillment/${id}.json`)).fulfillment).toMatchObject({
      status: 'open',
    })
    expect(await t.database.db.selectFrom('stock_ledger').select('id').execute()).toHaveLength(ledger.length)
    const missing = await call('POST', '/api/proxy/fulfillments.json', {
      type: 'Store Pickup',
      lines: [{ item_id: items[0], requested: 1 }],
    })
    expect(missing).toMatchObject({ status: 400, body: { error: 'Missing Warehouse' } })
  })

  it('should list by state and type, count open ones, and answer the register sync', async () => {
    const open = await ok('GET', '/api/proxy/fulfillments.json?status=open')
    const rows = open.fulfillments as { status: string; type: string }[]
    expect(rows.every((r) => r.status === 'open')).toBe(true)
    expect(open.open_count).toBe(rows.length)
    const pickups = await ok('GET', '/api/proxy/fulfillments.json?type=Store%20Pickup')
    expect((pickups.fulfillments as { type: string }[]).every((r) => r.type === 'Store Pickup')).toBe(true)
    const sync = await ok(
      'GET',
      `/api/proxy/fulfillments.json?status=open&limit=250&source_warehouse_ids=${south}`,
    )
    expect(sync.fulfillments).toEqual([])
    // A page at a time: every one once across the pages, and the last says nothing more follows.
    const all = (await ok('GET', '/api/proxy/fulfillments.json?limit=250')).fulfillments as { id: number }[]
    expect(all.length).toBeGreaterThan(1)
    const seen: number[] = []
    for (let page = 1, more = true; more; page++) {
      const answer = await ok('GET', `/api/proxy/fulfillments.json?limit=1&page=${page}`)
      seen.push(...(answer.fulfillments as { id: number }[]).map((row) => row.id))
      more = answer.more as boolean
    }
    expect(seen).toEqual(all.map((row) => row.id))
    expect((await call('GET', '/api/proxy/fulfillments.json?type=Teleport')).status).toBe(400)
    const foreign = await call('GET', '/api/proxy/fulfillments.json?status=open', undefined, other.cookie)
    expect(foreign.body.fulfillments).toEqual([])
  })
})

describe('replenishments', () => {
  it('should propose from min/max and sales velocity, capped by the source, and become a transfer once', async () => {
    const [slow, fast, full] = await insertItems(t, owner.companyId, 'REP', 3)
    await ok('POST', '/api/proxy/stock-adjustments.json', {
      warehouse_id: north,
      lines: [
        { item_id: slow, quantity: 100 },
        { item_id: fast, quantity: 6 },
        { item_id: full, quantity: 100 },
      ],
    })
    await ok('POST', '/api/proxy/stock-adjustments.json', {
      warehouse_id: south,
      lines: [{ item_id: full, quantity: 20 }],
    })
    await ok('PUT', '/api/proxy/stock-levels.json', {
      warehouse_id: south,
      levels: [
        { item_id: slow, minimum: 2, maximum: 10 },
        { item_id: fast, minimum: 1, maximum: 4 },
        { item_id: full, minimum: 5, maximum: 10 },
      ],
    })
    // 56 sold of `fast` at the destination over the velocity window: 2 a day, 28 for 14 days' cover.
    await t.database.db
      .insertInto('stock_ledger')
      .values({
        company_id: owner.companyId,
        warehouse_id: south,
        item_id: fast!,
        quantity: -56,
        location_id: null,
        unit_cost: 0,
        reason: 'sale',
        source_id: null,
        reason_id: null,
        user_id: null,
      })
      .execute()
    await t.database.db
      .insertInto('stock_on_hand')
      .values({
        company_id: owner.companyId,
        warehouse_id: south,
        item_id: fast!,
        quantity: -56,
        average_cost: 0,
      })
      .execute()
    const proposal = await ok(
      'GET',
      `/api/proxy/replenishments/propose.json?destination_warehouse_id=${south}&source_warehouse_id=${north}`,
    )
    const lines = proposal.lines as { item_id: number; quantity: number; sold: number }[]
    const by = new Map(lines.map((l) => [l.item_id, l]))
    expect(by.get(slow!)?.quantity).toBe(10)
    expect(by.get(fast!)?.sold).toBe(56)
    // It would fill to 28 from -56 (84), but the source holds 6.
    expect(by.get(fast!)?.quantity).toBe(6)
    expect(by.get(full!)?.quantity).toBe(0)

    const made = await ok('POST', '/api/proxy/replenishments.json', {
      reference: 'REP-1',
      source_warehouse_id: north,
      destination_warehouse_id: south,
      lines: lines.filter((l) => l.quantity > 0).map((l) => ({ item_id: l.item_id, quantity: l.quantity })),
    })
    const replenishment = made.replenishment as { id: number; source_name: string; destination_name: string }
    expect(replenishment).toMatchObject({ source_name: 'North', destination_name: 'South' })
    const transferred = await Promise.all([
      call('POST', `/api/proxy/replenishment/${replenishment.id}/transfer.json`),
      call('POST', `/api/proxy/replenishment/${replenishment.id}/transfer.json`),
    ])
    expect(transferred.map((a) => a.status).sort()).toEqual([200, 400])
    const done = transferred.find((a) => a.status === 200)!.body.replenishment as { transfer_id: number }
    const transfer = await ok('GET', `/api/proxy/transfer/${done.transfer_id}.json`)
    expect(transfer.transfer).toMatchObject({ reference: 'REP-1', status: 'draft' })
    expect(
      (transfer.transfer as { lines: { item_id: number; quantity: number }[] }).lines.map((l) => [
        l.item_id,
        l.quantity,
      ]),
    ).toEqual([
      [slow, 10],
      [fast, 6],
    ])
    const transfers = await companyRowIds(t, 'transfers', owner.companyId, 'reference', 'REP-1')
    expect(transfers).toHaveLength(1)
  })

  it('should refuse bad input with a clear message and change nothing', async () => {
    const before = await t.database.db.selectFrom('replenishments').select('id').execute()
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/proxy/replenishments.json', { reference: 'X' }, 'Missing Warehouse'],
      [
        'POST',
        '/api/proxy/replenishments.json',
        { source_warehouse_id: north, destination_warehouse_id: north },
        'The from and to warehouses must be different',
      ],
      [
        'POST',
        '/api/proxy/replenishments.json',
        { destination_warehouse_id: south, lines: [{ item_id: items[0], quantity: 0 }] },
        'Please enter a whole quantity',
      ],
      ['GET', '/api/proxy/replenishments/propose.json', undefined, 'Missing Warehouse'],
      [
        'PUT',
        '/api/proxy/stock-levels.json',
        { warehouse_id: south, levels: [{ item_id: items[0], minimum: 5, maximum: 2 }] },
        'The maximum cannot be under the minimum',
      ],
    ]
    for (const [method, path, body, message] of cases) {
      const answer = await call(method, path, body)
      expect(answer.status, path).toBe(400)
      expect(answer.body.error).toBe(message)
    }
    const foreign = await call(
      'POST',
      '/api/proxy/replenishments.json',
      { destination_warehouse_id: south },
      other.cookie,
    )
    expect(foreign).toMatchObject({ status: 400, body: { error: 'Missing Warehouse' } })
    const noSource = await ok('POST', '/api/proxy/replenishments.json', {
      destination_warehouse_id: south,
      lines: [{ item_id: items[0], quantity: 1 }],
    })
    const id = (noSource.replenishment as { id: number }).id
    const refused = await call('POST', `/api/proxy/replenishment/${id}/transfer.json`)
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Please choose a source warehouse to transfer from' },
    })
    expect(await t.database.db.selectFrom('replenishments').select('id').execute()).toHaveLength(
      before.length + 1,
    )
  })
})
