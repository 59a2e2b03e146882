import { describe, expect, it } from 'vitest'
import {
  insertItems,
  insertLocation,
  insertWarehouse,
  storeWarehouseOf,
} from '../inventory/inventory-test-fixtures.ts'
import { itemOnHand } from '../inventory/stock-on-hand.ts'
import { type SalePlace, saleBody, signUpWithRegister } from '../register/test-fixtures.ts'
import { countCompanyRows } from '../test/company-rows.ts'
import { expectOnHandMatchesLedger } from '../test/on-hand-checks.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { jsonCalls, withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let other: SignedUp
let place: SalePlace
let storeWarehouse: number
let north: number
let south: number
let shelf: number
let bin: number
let items: number[]

type Json = Record<string, unknown>

const { call, ok } = jsonCalls(
  () => t,
  () => owner.cookie,
)

const onHand = (warehouseId: number, itemId: number) =>
  itemOnHand(t.database.db, owner.companyId, warehouseId, itemId)

const ledgerCount = () => countCompanyRows(t, 'stock_ledger', owner.companyId)

withTestApp(async (app) => {
  t = app
  ;({ owner, place } = await signUpWithRegister(t, 'Stock'))
  other = await signUp(t, 'Elsewhere')
  storeWarehouse = await storeWarehouseOf(t, place.store)
  north = await insertWarehouse(t, owner.companyId, 'North')
  south = await insertWarehouse(t, owner.companyId, 'South')
  shelf = await insertLocation(t, owner.companyId, north, 'Shelf A')
  bin = await insertLocation(t, owner.companyId, north, 'Bin 1')
  items = await insertItems(t, owner.companyId, 'INV', 6)
})

describe('the stock ledger', () => {
  it('should give every new store a warehouse of its own', () => {
    expect(storeWarehouse).toBeGreaterThan(0)
  })

  it('should receive stock by an adjustment at a moving-average cost, with a running balance', async () => {
    const [a] = items as [number]
    await ok('POST', '/api/proxy/stock-adjustments.json', {
      warehouse_id: north,
      location_id: shelf,
      lines: [{ item_id: a, quantity: 10, unit_cost: 100 }],
    })
    await ok('POST', '/api/proxy/stock-adjustments.json', {
      warehouse_id: north,
      lines: [{ item_id: a, quantity: 30, unit_cost: 200 }],
    })
    expect(await onHand(north, a)).toEqual({ quantity: 40, average_cost: 175 })
    const ledger = await ok('GET', `/api/proxy/stock-movements/${north}/${a}.json`)
    expect(ledger.on_hand).toBe(40)
    expect((ledger.movements as Json[]).map((m) => [m.quantity, m.unit_cost, m.balance, m.reason])).toEqual([
      [30, 200, 40, 'adjustment'],
      [10, 100, 10, 'adjustment'],
    ])
    const page = await ok('GET', `/api/proxy/stock-on-hand.json?warehouse_id=${north}&search=INV-0`)
    expect(page.stock).toMatchObject([{ sku: 'INV-0', quantity: 40, average_cost: 175, value: 7000 }])
    const location = await ok('GET', `/api/proxy/location/${north}/${shelf}.json`)
    expect(location.stock).toMatchObject([{ sku: 'INV-0', quantity: 10 }])
    await expectOnHandMatchesLedger(t, owner.companyId)
  })

  it('should move stock between locations without changing the warehouse total', async () => {
    const [a] = items as [number]
    await ok('POST', '/api/proxy/stock-move.json', {
      warehouse_id: north,
      from_location_id: shelf,
      to_location_id: bin,
      lines: [{ item_id: a, quantity: 4 }],
    })
    expect((await onHand(north, a)).quantity).toBe(40)
    const atBin = await ok('GET', `/api/proxy/location/${north}/${bin}.json`)
    expect(atBin.stock).toMatchObject([{ quantity: 4 }])
  })

  it('should refuse bad input with a clear message and change nothing', async () => {
    const before = await ledgerCount()
    const [a] = items as [number]
    expect(
      await call('POST', '/api/proxy/stock-move.json', { lines: [{ item_id: a, quantity: 1 }] }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Missing Warehouse' },
    })
    expect(
      (
        await call('POST', '/api/proxy/stock-adjustments.json', {
          warehouse_id: north,
          lines: [{ item_id: a, quantity: 0 }],
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call('POST', '/api/proxy/stock-adjustments.json', {
          warehouse_id: north,
          lines: [{ item_id: 999999, quantity: 1 }],
        })
      ).body,
    ).toMatchObject({ error: 'Please choose items of this company' })
    const foreign = await call(
      'POST',
      '/api/proxy/stock-adjustments.json',
      { warehouse_id: north, lines: [{ item_id: a, quantity: 5 }] },
      other.cookie,
    )
    expect(foreign).toMatchObject({ status: 400, body: { error: 'Missing Warehouse' } })
    expect(
      (await call('GET', `/api/proxy/stock-movements/${north}/${a}.json`, undefined, other.cookie)).status,
    ).toBe(404)
    expect(await ledgerCount()).toBe(before)
  })

  it('should export stock on hand as CSV', async () => {
    const response = await t.request('GET', `/api/proxy/stock-on-hand.csv?warehouse_id=${north}`, {
      cookie: owner.cookie,
    })
    expect(response.status).toBe(200)
    const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body)
    expect(text.split('\r\n')[0]).toBe('SKU,Name,Type,Vendor,Warehouse,On Hand,Average Cost,Value')
    expect(text).toContain('INV-0,INV 0,Tees,Acme,North,40,1.75,70.00')
  })
})

describe('transfers', () => {
  it('should send, receive short with the difference recorded, and keep the chain total', async () => {
    const [a] = items as [number]
    expect(
      (
        await call('POST', '/api/proxy/transfers.json', {
          from_warehouse_id: north,
          lines: [{ item_id: a, quantity: 1 }],
        })
      ).body,
    ).toMatchObject({ error: 'Make sure to specify the from and to warehouses' })
    const made = (await ok('POST', '/api/proxy/transfers.json', {
      from_warehouse_id: north,
      to_warehouse_id: south,
      reference: 'T-1',
      lines: [{ item_id: a, quantity: 8 }],
    })) as { transfer: { id: number; status: string } }
    expect(made.transfer.status).toBe('draft')
    const id = made.transfer.id
    await ok('POST', `/api/proxy/transfer/${id}/send.json`)
    expect((await call('POST', `/api/proxy/transfer/${id}/send.json`)).body).toMatchObject({
      error: 'Only a draft transfer can be sent',
    })
    expect((await onHand(north, a)).quantity).toBe(32)
    expect(
      (await call('POST', `/api/proxy/transfer/${id}/receive.json`, { lines: [{ item_id: a, received: 9 }] }))
        .body,
    ).toMatchObject({ error: 'You cannot receive more than was sent' })
    const received = (await ok('POST', `/api/proxy/transfer/${id}/receive.json`, {
      lines: [{ item_id: a, received: 6 }],
    })) as { transfer: { status: string; lines: Json[] } }
    expect(received.transfer.status).toBe('received')
    expect((await ok('GET', `/api/proxy/transfer/${id}.json`)).transfer).toMatchObject({ status: 'received' })
    expect(received.transfer.lines).toMatchObject([
      { quantity: 8, received: 6, difference: 2, unit_cost: 175 },
    ])
    expect(await onHand(south, a)).toEqual({ quantity: 6, average_cost: 175 })
    expect((await onHand(north, a)).quantity + (await onHand(south, a)).quantity + 2).toBe(40)
    expect((await call('POST', `/api/proxy/transfer/${id}/cancel.json`)).status).toBe(400)
    await expectOnHandMatchesLedger(t, owner.companyId)
  })

  it('should bring a cancelled sent transfer back, and enforce "send transfers to"', async () => {
    const [, b] = items as [number, number]
    await ok('POST', '/api/proxy/stock-adjustments.json', {
      warehouse_id: north,
      lines: [{ item_id: b, quantity: 5, unit_cost: 300 }],
    })
    const { transfer } = (await ok('POST', '/api/proxy/transfers.json', {
      from_warehouse_id: north,
      to_warehouse_id: storeWarehouse,
      lines: [{ item_id: b, quantity: 5 }],
    })) as { transfer: { id: number } }
    await t.database.db
      .updateTable('users')
      .set({
        settings: JSON.stringify({
          ...(await settings()),
          send_transfers_to_store_ids: [place.store + 1000],
        }),
      })
      .where('id', '=', owner.userId)
      .execute()
    expect((await call('POST', `/api/proxy/transfer/${transfer.id}/send.json`)).body).toMatchObject({
      error: 'You are not allowed to send transfers from this warehouse',
    })
    await t.database.db
      .updateTable('users')
      .set({
        settings: JSON.stringify({ ...(await settings()), send_transfers_to_store_ids: [place.store] }),
      })
      .where('id', '=', owner.userId)
      .execute()
    await ok('POST', `/api/proxy/transfer/${transfer.id}/send.json`)
    expect((await onHand(north, b)).quantity).toBe(0)
    await ok('POST', `/api/proxy/transfer/${transfer.id}/cancel.json`)
    expect(await onHand(north, b)).toEqual({ quantity: 5, average_cost: 300 })
    await expectOnHandMatchesLedger(t, owner.companyId)
  })

  it('should list transfers of one state, or whose reference holds the search, and refuse an unknown state', async () => {
    const [a] = items as [number, number]
    const made: number[] = []
    for (const reference of ['Filter 50% off', 'Filter plain']) {
      const { transfer } = (await ok('POST', '/api/proxy/transfers.json', {
        from_warehouse_id: north,
        to_warehouse_id: storeWarehouse,
        reference,
        lines: [{ item_id: a, quantity: 1 }],
      })) as { transfer: { id: number } }
      made.push(transfer.id)
    }
    await ok('POST', `/api/proxy/transfer/${made[1]}/cancel.json`)
    type Listed = { transfers: { id: number; status: string; reference: string }[] }
    const list = async (query: string) =>
      ((await ok('GET', `/api/proxy/transfers.json?${query}`)) as Listed).transfers
    expect((await list('search=50%25')).map((row) => row.id)).toEqual([made[0]])
    expect((await list('search=filter')).map((row) => row.id)).toEqual([made[1], made[0]])
    const cancelled = await list('status=cancelled')
    expect(cancelled.map((row) => row.id)).toContain(made[1])
    expect(cancelled.every((row) => row.status === 'cancelled')).toBe(true)
    expect((await list('status=draft&search=Filter')).map((row) => row.id)).toEqual([made[0]])
    expect((await call('GET', '/api/proxy/transfers.json?status=lost')).body).toMatchObject({
      error: 'Please choose a status: draft, sent, received or cancelled',
      field: 'status',
    })
  })
})

async function settings() {
  const row = await t.database.db
    .selectFrom('users')
    .select('settings')
    .where('id', '=', owner.userId)
    .executeTakeFirstOrThrow()
  return row.settings
}

describe('sales move stock at the store warehouse', () => {
  it('should move stock once for a sale posted twice', async () => {
    const [, , c] = items as [number, number, number]
    const body = saleBody(place, [{ quantity: 2, price: 1000, itemId: c }])
    expect((await call('POST', '/api/proxy/sale.json', body)).status).toBe(200)
    expect((await call('POST', '/api/proxy/sale.json', { ...body, offline: true })).body).toMatchObject({
      replayed: true,
    })
    expect((await onHand(storeWarehouse, c)).quantity).toBe(-2)
  })

  it('should keep the ledger and the projection equal through 20 concurrent sales of the last unit', async () => {
    const [, , , d] = items as [number, number, number, number]
    await ok('POST', '/api/proxy/stock-adjustments.json', {
      warehouse_id: storeWarehouse,
      lines: [{ item_id: d, quantity: 1, unit_cost: 500 }],
    })
    const sales = Array.from({ length: 20 }, () => saleBody(place, [{ quantity: 1, price: 900, itemId: d }]))
    const answers = await Promise.all(sales.map((body) => call('POST', '/api/proxy/sale.json', body)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(await onHand(storeWarehouse, d)).toEqual({ quantity: -19, average_cost: 500 })
    await expectOnHandMatchesLedger(t, owner.companyId)
  })
})

describe('stocktakes', () => {
  it('should merge counters, show variances at the frozen cost, and commit counted = on hand once', async () => {
    const [, , , , e, f] = items as number[]
    await ok('POST', '/api/proxy/stock-adjustments.json', {
      warehouse_id: storeWarehouse,
      lines: [
        { item_id: e!, quantity: 10, unit_cost: 250 },
        { item_id: f!, quantity: 3, unit_cost: 100 },
      ],
    })
    const { stocktake } = (await ok('POST', '/api/proxy/stocktakes.json', {
      warehouse_id: storeWarehouse,
      name: 'Full count',
    })) as { stocktake: { id: number; status: string } }
    expect(stocktake.status).toBe('counting')
    const path = `/api/proxy/stocktake/${stocktake.id}`
    expect(await ok('GET', `${path}.json`)).toMatchObject({ stocktake: { status: 'counting' } })
    // Two counters scan at once; one retries a count it already sent.
    const scans = (counter: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ client_id: `${counter}-${i}`, barcode: 'INVBC4', quantity: 1 }))
    await Promise.all([
      ok('POST', `${path}/counts.json`, { counter: 'Ann', counts: scans('ann', 5) }),
      ok('POST', `${path}/counts.json`, { counter: 'Bob', counts: scans('bob', 3) }),
      ok('POST', `${path}/counts.json`, { counter: 'Ann', counts: scans('ann', 2) }),
    ])
    const variances = await ok('GET', `${path}/variances.json`)
    const ours = (variances.variances as Json[]).filter((v) => v.item_id === e || v.item_id === f)
    expect(ours).toMatchObject([
      { item_id: e, expected: 10, counted: 8, variance: -2, cost: -500 },
      { item_id: f, expected: 3, counted: 0, variance: -3, cost: -300 },
    ])
    // A sale while counting, then the commit racing another commit and another sale.
    expect(
      (await call('POST', '/api/proxy/sale.json', saleBody(place, [{ quantity: 1, price: 900, itemId: e! }])))
        .status,
    ).toBe(200)
    const [first, second] = await Promise.all([
      call('POST', `${path}/commit.json`),
      call('POST', `${path}/commit.json`),
      call('POST', '/api/proxy/sale.json', saleBody(place, [{ quantity: 1, price: 900, itemId: f! }])),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 400])
    const after = await onHand(storeWarehouse, e!)
    const ledger = await t.database.db
      .selectFrom('stock_ledger')
      .select(['item_id', 'quantity'])
      .where('company_id', '=', owner.companyId)
      .where('reason', '=', 'stocktake')
      .where('source_id', '=', stocktake.id)
      .execute()
    // Committed once: one adjustment per item at most (a full count also zeroes the uncounted items).
    expect(new Set(ledger.map((row) => Number(row.item_id))).size).toBe(ledger.length)
    expect(ledger.find((row) => Number(row.item_id) === e)?.quantity).toBe(-1)
    expect(after.quantity).toBe(8)
    const fNow = (await onHand(storeWarehouse, f!)).quantity
    expect([0, -1]).toContain(fNow)
    await expectOnHandMatchesLedger(t, owner.companyId)
    expect((await call('POST', `${path}/counts.json`, { counts: scans('late', 1) })).body).toMatchObject({
      error: 'This stocktake is not in progress',
    })

    // The books moved with the stock, in the same transactions [GL7]: Inventory by the value of every adjustment
    // and stocktake movement at the cost it moved at, against Stock Adjustments; the stocktake posted once.
    const moved = await t.database.db
      .selectFrom('stock_ledger')
      .select(['quantity', 'unit_cost'])
      .where('company_id', '=', owner.companyId)
      .where('reason', 'in', ['adjustment', 'stocktake'])
      .execute()
    const posted = await t.database.db
      .selectFrom('journal_lines as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select(['a.role', 'l.amount', 'l.source_kind', 'l.source_id'])
      .where('l.company_id', '=', owner.companyId)
      .where('l.source_kind', 'in', ['stock_adjustment', 'stocktake'])
      .execute()
    const value = (role: string) =>
      posted.filter((line) => line.role === role).reduce((sum, line) => sum + Number(line.amount), 0)
    expect(value('inventory')).toBe(moved.reduce((sum, m) => sum + m.quantity * Number(m.unit_cost), 0))
    expect(value('stock_adjustments')).toBe(-value('inventory'))
    const stocktakeJournals = await t.database.db
      .selectFrom('journals')
      .select('id')
      .where('company_id', '=', owner.companyId)
      .where('source_kind', '=', 'stocktake')
      .where('source_id', '=', stocktake.id)
      .execute()
    expect(stocktakeJournals.length).toBe(1)
  })

  it('should list current and completed ones a page at a time, newest first, and refuse a status it has not', async () => {
    const started = []
    for (const name of ['Aisle 1', 'Aisle 2', 'Aisle 3']) {
      const made = (await ok('POST', '/api/proxy/stocktakes.json', { warehouse_id: north, name })) as {
        stocktake: { id: number }
      }
      started.push(made.stocktake.id)
    }
    const first = await ok('GET', '/api/proxy/stocktakes.json?status=current&limit=2')
    expect(first).toMatchObject({ page: 1, limit: 2, more: true })
    expect((first.stocktakes as Json[]).map((row) => row.id)).toEqual([started[2], started[1]])
    const pages = [first]
    for (let page = 2; pages.at(-1)!.more; page++)
      pages.push(await ok('GET', `/api/proxy/stocktakes.json?status=current&limit=2&page=${page}`))
    const ids = pages.flatMap((answer) => (answer.stocktakes as Json[]).map((row) => row.id))
    expect(ids).toEqual([...new Set(ids)])
    expect(ids).toEqual(expect.arrayContaining(started))
    const completed = await ok('GET', '/api/proxy/stocktakes.json?status=completed')
    expect((completed.stocktakes as Json[]).every((row) => row.status !== 'counting')).toBe(true)
    expect(await call('GET', '/api/proxy/stocktakes.json?status=someday')).toMatchObject({
      status: 400,
      body: { error: 'Please choose a status: current or completed', field: 'status' },
    })
    expect((await call('GET', '/api/proxy/stocktakes.json?limit=0')).status).toBe(400)
  })
})

describe('fulfillments', () => {
  it('should move through its states, count open ones and answer the register sync', async () => {
    const [a] = items as [number]
    const made = (await ok('POST', '/api/proxy/fulfillments.json', {
      type: 'Store Pickup',
      source_warehouse_id: storeWarehouse,
      reference: 'WEB-1',
      tags: ['web'],
      lines: [{ item_id: a, name: 'INV 0', requested: 2 }],
    })) as { fulfillment: { id: number; status: string; actions: string[] } }
    expect(made.fulfillment).toMatchObject({
      status: 'open',
      actions: ['mark_in_progress', 'mark_complete', 'close'],
    })
    const id = made.fulfillment.id
    const sync = await ok(
      'GET',
      `/api/proxy/fulfillments.json?status=open&source_warehouse_ids=${storeWarehouse}&limit=250`,
    )
    expect(sync.open_count).toBe(1)
    expect((sync.fulfillments as Json[]).map((f) => f.id)).toEqual([id])
    expect((await call('POST', `/api/proxy/fulfillment/${id}/mark_picked_up.json`)).body).toMatchObject({
      error: 'Failed to change status',
    })
    await ok('POST', `/api/proxy/fulfillment/${id}/mark_in_progress.json`)
    const done = (await ok('POST', `/api/proxy/fulfillment/${id}/mark_complete.json`, {
      lines: [{ item_id: a, actual: 2 }],
    })) as { fulfillment: { status: string; items: Json[] } }
    expect(done.fulfillment).toMatchObject({
      status: 'awaiting_pickup',
      items: [{ requested: 2, actual: 2 }],
    })
    await ok('POST', `/api/proxy/fulfillment/${id}/mark_picked_up.json`)
    expect((await ok('GET', `/api/proxy/fulfillment/${id}.json`)).fulfillment).toMatchObject({
      status: 'closed',
    })
    const list = await ok('GET', '/api/proxy/fulfillments.json?status=open')
    expect(list.open_count).toBe(0)
    expect(
      (
        await call('POST', '/api/proxy/fulfillments.json', {
          type: 'Store Pickup',
          lines: [{ item_id: a, requested: 1 }],
        })
      ).body,
    ).toMatchObject({ error: 'Missing Warehouse' })
  })
})

describe('the plain inventory entities', () => {
  it('should make warehouses, locations, carriers and boxes from their declarations, with their own refusals', async () => {
    const made = (await ok('POST', '/api/proxy/warehouses.json', { name: 'East', city: 'Perth' })) as {
      warehouse: { id: number; closed: boolean }
    }
    expect(made.warehouse.closed).toBe(false)
    expect((await call('POST', '/api/proxy/warehouses.json', { name: 'east' })).body).toMatchObject({
      error: 'A warehouse with this name already exists',
    })
    expect((await call('DELETE', `/api/proxy/warehouse/${made.warehouse.id}.json`)).status).not.toBe(200)
    const foreignWarehouse = await call(
      'POST',
      '/api/proxy/locations.json',
      { warehouse_id: made.warehouse.id, name: 'Theirs' },
      other.cookie,
    )
    expect(foreignWarehouse.body).toMatchObject({ error: 'Missing Warehouse' })
    // Listed and answered with their warehouse's name, not only its id.
    const aisle = (await ok('POST', '/api/proxy/locations.json', {
      warehouse_id: made.warehouse.id,
      name: 'Aisle 9',
    })) as { location: { id: number; warehouse_name: string } }
    expect(aisle.location.warehouse_name).toBe('East')
    const listed = (await ok('GET', '/api/proxy/locations.json?search=Aisle 9')) as {
      locations: { id: number; warehouse_name: string }[]
    }
    expect(listed.locations).toMatchObject([{ id: aisle.location.id, warehouse_name: 'East' }])
    expect((await call('DELETE', `/api/proxy/location/${shelf}.json`)).body).toMatchObject({
      error: 'This location holds stock and cannot be deleted',
    })
    const carrier = await ok('POST', '/api/proxy/carriers.json', { name: 'Courier', in_store_charge: 995 })
    expect(carrier.carrier).toMatchObject({ name: 'Courier', in_store_charge: 995 })
    expect((await call('POST', '/api/proxy/shipmentboxes.json', { name: 'Box', width_mm: -1 })).status).toBe(
      400,
    )
  })
})
