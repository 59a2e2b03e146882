import { SALE_FULFILLMENT_MESSAGES } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { storeWarehouseOf } from '../inventory/inventory-test-fixtures.ts'
import {
  insertRegisterFixtures,
  type SalePlace,
  saleBody,
  signUpWithRegister,
} from '../register/test-fixtures.ts'
import { countCompanyRows } from '../test/company-rows.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

/** Issue 14: a register sale with shipping or pickup creates its fulfillment, once, with the sale. */
let t: TestApp
let owner: SignedUp
let place: SalePlace

withTestApp(async (app) => {
  t = app
  ;({ owner, place } = await signUpWithRegister(t, 'Sale fulfillments'))
})

const post = (body: unknown) => t.request('POST', '/api/proxy/sale.json', { cookie: owner.cookie, body })

async function fulfillmentsOf(saleId: number) {
  return t.database.db
    .selectFrom('fulfillments')
    .selectAll()
    .where('company_id', '=', owner.companyId)
    .where('sale_id', '=', saleId)
    .orderBy('id')
    .execute()
}

describe('fulfillments made by register sales', () => {
  it('a shipped sale makes one Warehouse To Customer fulfillment at its store, however often it is posted', async () => {
    const body = saleBody(
      place,
      [
        { quantity: 2, price: 1000, itemId: 11 },
        { quantity: 1, price: 550, itemId: 12 },
      ],
      { shipping: { price: 0, tax_percent: 10, name: 'Mia Chen', address: '1 Harbour St, Hobart' } },
    )
    const answers = await Promise.all([post(body), post(body), post(body)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const saleId = (answers[0]!.body as { id: number }).id
    const again = await post(body)
    expect((again.body as { replayed: boolean }).replayed).toBe(true)
    const made = await fulfillmentsOf(saleId)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({
      type: 'Warehouse To Customer',
      status: 'open',
      source_warehouse_id: await storeWarehouseOf(t, place.store),
      reference: body.receipt_number,
    })
    expect(made[0]!.destination_address).toEqual({ name: 'Mia Chen', line1: '1 Harbour St, Hobart' })
    const lines = await t.database.db
      .selectFrom('fulfillment_lines')
      .select(['item_id', 'requested'])
      .where('fulfillment_id', '=', made[0]!.id)
      .orderBy('item_id')
      .execute()
    expect(lines.map((l) => [Number(l.item_id), l.requested])).toEqual([
      [11, 2],
      [12, 1],
    ])

    // The register's sync finds it open; completing it moves no stock (the sale already did).
    const open = await t.request(
      'GET',
      `/api/proxy/fulfillments.json?status=open&source_warehouse_ids=${await storeWarehouseOf(t, place.store)}`,
      { cookie: owner.cookie },
    )
    expect((open.body as { fulfillments: { id: number }[] }).fulfillments.map((f) => f.id)).toContain(
      made[0]!.id,
    )
    const before = await countCompanyRows(t, 'stock_ledger', owner.companyId)
    const done = await t.request('POST', `/api/proxy/fulfillment/${made[0]!.id}/mark_complete.json`, {
      cookie: owner.cookie,
      body: {},
    })
    expect(done.status).toBe(200)
    const after = await countCompanyRows(t, 'stock_ledger', owner.companyId)
    expect(after).toBe(before)
  })

  it('a sale asking for a pickup of part of a line makes that fulfillment', async () => {
    const body = saleBody(place, [{ quantity: 3, price: 700, itemId: 13 }], {
      fulfillments: [{ type: 'Store Pickup', lines: [{ line_id: 'line-1', quantity: 2 }] }],
    })
    const answer = await post(body)
    expect(answer.status).toBe(200)
    const made = await fulfillmentsOf((answer.body as { id: number }).id)
    expect(made.map((f) => f.type)).toEqual(['Store Pickup'])
  })

  it('refuses a sale whose fulfillment asks for more than it sold, or another company’s warehouse, and stores nothing', async () => {
    const tooMany = saleBody(place, [{ quantity: 1, price: 700, itemId: 14 }], {
      fulfillments: [{ type: 'Store Pickup', lines: [{ line_id: 'line-1', quantity: 2 }] }],
    })
    const refused = await post(tooMany)
    expect(refused.status).toBe(400)
    expect((refused.body as { error: string }).error).toBe(SALE_FULFILLMENT_MESSAGES.tooMany)

    const other = await signUp(t, 'Other company')
    const otherIds = await insertRegisterFixtures(t, other.cookie, 'Other company')
    const foreign = await storeWarehouseOf(t, otherIds.store!)
    const elsewhere = saleBody(place, [{ quantity: 1, price: 700, itemId: 14 }], {
      fulfillments: [
        {
          type: 'Store Pickup',
          source_warehouse: String(foreign),
          lines: [{ line_id: 'line-1', quantity: 1 }],
        },
      ],
    })
    const missing = await post(elsewhere)
    expect(missing.status).toBe(400)
    expect((missing.body as { error: string }).error).toBe('Missing Warehouse')
    const stored = await t.database.db
      .selectFrom('sales')
      .select('id')
      .where('company_id', '=', owner.companyId)
      .where('receipt_number', 'in', [tooMany.receipt_number, elsewhere.receipt_number])
      .execute()
    expect(stored).toEqual([])
  })
})
