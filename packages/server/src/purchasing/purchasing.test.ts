import { describe, expect, it } from 'vitest'
import { accountBalance, documentJournals } from '../books/test-fixtures.ts'
import { insertItems, insertWarehouse } from '../inventory/inventory-test-fixtures.ts'
import { itemOnHand } from '../inventory/stock-on-hand.ts'
import { companyRowId } from '../test/company-rows.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let other: SignedUp
let warehouse: number
let items: number[]
let supplier: number

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Buyer')
  other = await signUp(t, 'Other')
  warehouse = await insertWarehouse(t, owner.companyId, 'Main')
  items = await insertItems(t, owner.companyId, 'PUR', 2)
  const made = await post('/api/proxy/suppliers.json', {
    name: 'Northwind',
    bank_account_name: 'NORTHWIND TRADING',
    bsb: '062000',
    account_number: '12345678',
    payment_terms_days: 14,
  })
  expect(made.status).toBe(200)
  supplier = (made.body as { supplier: { id: number; bsb: string } }).supplier.id
})

const post = (path: string, body: unknown, cookie = owner.cookie) => t.request('POST', path, { cookie, body })
const get = async <T>(path: string) => (await t.request('GET', path, { cookie: owner.cookie })).body as T

type Order = {
  id: number
  number: string
  status: string
  received: number
  lines: { id: number; received: number; billed: number }[]
  bills: { id: number }[]
}

const onHand = (itemId: number) => itemOnHand(t.database.db, owner.companyId, warehouse, itemId)

const balanceOf = (code: string) => accountBalance(t, owner.companyId, code)

async function newOrder(quantity = 10, unitCost = 400) {
  const made = await post('/api/proxy/purchaseorders.json', {
    supplier_id: supplier,
    warehouse_id: warehouse,
    lines: [
      { sku: 'pur-0', quantity, unit_cost: unitCost },
      { description: 'Freight', quantity: 1, unit_cost: 2000 },
    ],
  })
  expect(made.status).toBe(200)
  return (made.body as { purchaseorder: Order }).purchaseorder
}

describe('purchasing', () => {
  it('should keep a supplier’s BSB as NNN-NNN and refuse a bad one under its field', async () => {
    const shown = await get<{ supplier: { bsb: string; payment_terms_days: number } }>(
      `/api/proxy/supplier/${supplier}.json`,
    )
    expect(shown.supplier).toMatchObject({ bsb: '062-000', payment_terms_days: 14 })
    const bad = await post('/api/proxy/suppliers.json', { name: 'Bad', bsb: '12345' })
    expect(bad).toMatchObject({ status: 400, body: { field: 'bsb' } })
    const noBsb = await post('/api/proxy/suppliers.json', { name: 'Bad', account_number: '1234' })
    expect(noBsb).toMatchObject({ status: 400, body: { field: 'bsb' } })
  })

  it('should refuse a purchase order with the spec’s messages, and number one from the counter', async () => {
    const messages = []
    for (const body of [
      { lines: [] },
      { supplier_id: supplier, lines: [] },
      { supplier_id: supplier, warehouse_id: warehouse, lines: [] },
      { supplier_id: supplier, warehouse_id: warehouse, lines: [{ sku: 'PUR-0', unit_cost: 5 }] },
    ])
      messages.push(((await post('/api/proxy/purchaseorders.json', body)).body as { error: string }).error)
    expect(messages).toEqual([
      'Missing Supplier',
      'Missing Delivery Address',
      'No purchase order lines defined',
      'One or more lines is missing a Quantity or Cost',
    ])
    const unknown = await post('/api/proxy/purchaseorders.json', {
      supplier_id: supplier,
      warehouse_id: warehouse,
      lines: [{ sku: 'NOPE', quantity: 1, unit_cost: 1 }],
    })
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: 'No item has the SKU nope', field: 'lines' },
    })
    const first = await newOrder()
    const second = await newOrder()
    expect(first.number).toMatch(/^PO-\d+$/)
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1)
    expect(first.status).toBe('open')
  })

  it('should receive twice at the same instant and move the stock and post it once', async () => {
    const order = await newOrder(10, 400)
    const before = await onHand(items[0]!)
    const inventoryBefore = await balanceOf('630')
    const body = { units: [{ line: 0, quantity: 6 }], key: 'delivery-1' }
    const [a, b] = await Promise.all([
      post(`/api/proxy/purchaseorder/${order.id}/receive.json`, body),
      post(`/api/proxy/purchaseorder/${order.id}/receive.json`, body),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const after = await onHand(items[0]!)
    expect(after.quantity).toBe(before.quantity + 6)
    expect(await balanceOf('630')).toBe(inventoryBefore + 6 * 400)
    const shown = await get<{ purchaseorder: Order }>(`/api/proxy/purchaseorder/${order.id}.json`)
    expect(shown.purchaseorder).toMatchObject({ status: 'open', received: 6 })
    // Without a key, two at once: one receives what is left, the other finds nothing left.
    const rest = await Promise.all([
      post(`/api/proxy/purchaseorder/${order.id}/receive.json`, {}),
      post(`/api/proxy/purchaseorder/${order.id}/receive.json`, {}),
    ])
    expect(rest.map((r) => r.status).sort()).toEqual([200, 400])
    expect((await onHand(items[0]!)).quantity).toBe(before.quantity + 10)
    expect(await balanceOf('630')).toBe(inventoryBefore + 10 * 400)
    const over = await post(`/api/proxy/purchaseorder/${order.id}/receive.json`, {
      units: [{ line: 0, quantity: 1 }],
    })
    expect(over.status).toBe(400)
    const done = await get<{ purchaseorder: Order }>(`/api/proxy/purchaseorder/${order.id}.json`)
    expect(done.purchaseorder.status).toBe('complete')
    const movements = await t.database.db
      .selectFrom('stock_ledger')
      .select(['quantity', 'unit_cost', 'reason'])
      .where('company_id', '=', owner.companyId)
      .where('reason', '=', 'receipt')
      .where('note', '=', order.number)
      .execute()
    expect(movements.map((m) => m.quantity).sort()).toEqual([4, 6])
  })

  it('should average a receipt’s cost into stock on hand', async () => {
    const before = await onHand(items[1]!)
    const order = await post('/api/proxy/purchaseorders.json', {
      supplier_id: supplier,
      warehouse_id: warehouse,
      lines: [{ sku: 'PUR-1', quantity: 4, unit_cost: 1000 }],
    })
    const id = (order.body as { purchaseorder: Order }).purchaseorder.id
    await post(`/api/proxy/purchaseorder/${id}/receive.json`, {})
    const second = await post('/api/proxy/purchaseorders.json', {
      supplier_id: supplier,
      warehouse_id: warehouse,
      lines: [{ sku: 'PUR-1', quantity: 4, unit_cost: 2000 }],
    })
    await post(
      `/api/proxy/purchaseorder/${(second.body as { purchaseorder: Order }).purchaseorder.id}/receive.json`,
      {},
    )
    expect(before.quantity).toBe(0)
    expect(await onHand(items[1]!)).toEqual({ quantity: 8, average_cost: 1500 })
  })

  it('should bill a short receipt, approve it once when approved twice at once, match the order and pay it by ABA file', async () => {
    const order = await newOrder(10, 400)
    await post(`/api/proxy/purchaseorder/${order.id}/receive.json`, { units: [{ line: 0, quantity: 7 }] })
    const billed = await post(`/api/proxy/purchaseorder/${order.id}/bill.json`, {})
    expect(billed.status).toBe(200)
    const billRef = (billed.body as { bill: { id: number } }).bill
    expect((billed.body as { purchaseorder: Order }).purchaseorder.status).toBe('partial_match')
    const bill = await get<{
      bill: { total: number; tax: number; due_date: string; date: string; lines: unknown[] }
    }>(`/api/proxy/bill/${billRef.id}.json`)
    expect(bill.bill).toMatchObject({ total: 3080, tax: 280 })
    expect(bill.bill.lines).toHaveLength(1)
    const payables = await balanceOf('800')
    const gst = await balanceOf('820')
    const approvals = await Promise.all([
      post(`/api/proxy/bill/${billRef.id}/approve.json`, {}),
      post(`/api/proxy/bill/${billRef.id}/approve.json`, {}),
    ])
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 400])
    expect(await balanceOf('820')).toBe(gst + 280)
    expect(await balanceOf('800')).toBe(payables - 280)
    const deleted = await t.request('DELETE', `/api/proxy/bill/${billRef.id}.json`, { cookie: owner.cookie })
    expect(deleted.status).toBe(400)
    const bank = await companyRowId(t, 'accounts', owner.companyId, 'role', 'bank')
    const exportBody = {
      bill_ids: [billRef.id],
      account_id: bank,
      date: '2026-07-15',
      bank: 'cba',
      user_id: '301500',
    }
    const noBank = await post('/api/proxy/payment/export.json', exportBody)
    expect(noBank).toMatchObject({ status: 400, body: { field: 'account_id' } })
    await t.database.db
      .updateTable('accounts')
      .set({ bank_bsb: '062-111', bank_account_number: '87654321' })
      .where('id', '=', bank)
      .execute()
    const exported = await post('/api/proxy/payment/export.json', exportBody)
    expect(exported.status).toBe(200)
    const file = (exported.body as { aba: string }).aba
    const records = file.slice(0, -2).split('\r\n')
    expect(records).toHaveLength(3)
    expect(records[1]).toContain('062-000 12345678 500000003080NORTHWIND TRADING')
    expect(records.every((r) => r.length === 120)).toBe(true)
    const paid = await get<{ bill: { status: string; paid: number } }>(`/api/proxy/bill/${billRef.id}.json`)
    expect(paid.bill).toMatchObject({ status: 'paid', paid: 3080 })
    expect(await balanceOf('800')).toBe(payables - 280 + 3080)
    const again = await post('/api/proxy/payment/export.json', exportBody)
    expect(again.status).toBe(400)
  })

  it('should post the difference between the billed and the received cost to price variance, balanced, once', async () => {
    const order = await newOrder(4, 1000)
    const payablesBefore = await balanceOf('800')
    await post(`/api/proxy/purchaseorder/${order.id}/receive.json`, {})
    const billed = await post(`/api/proxy/purchaseorder/${order.id}/bill.json`, {})
    const id = (billed.body as { bill: { id: number } }).bill.id
    type Bill = Record<string, unknown> & {
      lines: ({ purchase_order_line_id: number | null } & Record<string, unknown>)[]
    }
    const draft = (await get<{ bill: Bill }>(`/api/proxy/bill/${id}.json`)).bill
    // The supplier charged $11.00 a unit, not the $10.00 ordered and received.
    const lines = draft.lines.map(({ amount: _a, tax: _t, ...line }) =>
      line.purchase_order_line_id !== null && line.description !== 'Freight'
        ? { ...line, unit_price: 1100 }
        : line,
    )
    const changed = await t.request('PUT', `/api/proxy/bill/${id}.json`, {
      cookie: owner.cookie,
      body: { ...draft, lines },
    })
    expect(changed.status).toBe(200)
    const variance = await balanceOf('325')
    const approvals = await Promise.all([
      post(`/api/proxy/bill/${id}/approve.json`, {}),
      post(`/api/proxy/bill/${id}/approve.json`, {}),
    ])
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 400])
    const { bill } = await get<{ bill: { total: number } }>(`/api/proxy/bill/${id}.json`)
    expect(await balanceOf('325')).toBe(variance + 400)
    // Accounts Payable owes exactly the bill: the receipt's credit cleared, the rest through the bill.
    expect(await balanceOf('800')).toBe(payablesBefore - bill.total)
    const posted = await t.database.db
      .selectFrom('journal_lines')
      .select('amount')
      .where('company_id', '=', owner.companyId)
      .where('source_kind', '=', 'bill')
      .where('source_id', '=', id)
      .execute()
    expect(posted.reduce((sum, line) => sum + Number(line.amount), 0)).toBe(0)
  })

  it('should give a canceled bill’s units back to its order and reverse its posting', async () => {
    const order = await newOrder(5, 100)
    await post(`/api/proxy/purchaseorder/${order.id}/receive.json`, {})
    const billed = await post(`/api/proxy/purchaseorder/${order.id}/bill.json`, {})
    expect((billed.body as { purchaseorder: Order }).purchaseorder.status).toBe('matched')
    const id = (billed.body as { bill: { id: number } }).bill.id
    const gst = await balanceOf('820')
    await post(`/api/proxy/bill/${id}/approve.json`, {})
    const canceled = await post(`/api/proxy/bill/${id}/cancel.json`, {})
    expect(canceled.body).toMatchObject({ bill: { status: 'canceled' } })
    expect(await balanceOf('820')).toBe(gst)
    const number = (canceled.body as { bill: { number: string } }).bill.number
    expect(await documentJournals(t, owner.companyId, 'bill', id)).toEqual([
      { narration: `Bill ${number}`, source_kind: 'bill' },
      { narration: `Bill ${number} canceled`, source_kind: 'bill_cancel' },
    ])
    const shown = await get<{ purchaseorder: Order }>(`/api/proxy/purchaseorder/${order.id}.json`)
    expect(shown.purchaseorder.status).toBe('complete')
  })

  it('should keep another company out of its suppliers, orders and bills', async () => {
    const order = await newOrder()
    for (const path of [
      `/api/proxy/supplier/${supplier}.json`,
      `/api/proxy/purchaseorder/${order.id}.json`,
    ]) {
      const seen = await t.request('GET', path, { cookie: other.cookie })
      expect(seen.status).toBe(404)
    }
    const theirs = await post(`/api/proxy/purchaseorder/${order.id}/receive.json`, {}, other.cookie)
    expect(theirs.status).toBe(404)
    const using = await post(
      '/api/proxy/purchaseorders.json',
      {
        supplier_id: supplier,
        warehouse_id: warehouse,
        lines: [{ description: 'x', quantity: 1, unit_cost: 1 }],
      },
      other.cookie,
    )
    expect(using).toMatchObject({ status: 400, body: { error: 'Missing Supplier' } })
  })

  it('should buy new products into a warehouse in one go: stock received and a draft bill', async () => {
    const rate = await companyRowId(t, 'tax_rates', owner.companyId, 'tax_type', 'INPUT')
    const missing = await post('/api/proxy/quick-product-buy.json', {
      supplier_id: supplier,
      warehouse_id: warehouse,
    })
    expect(missing.body).toMatchObject({ error: 'Missing Tax Rate', field: 'tax_rate_id' })
    const bought = await post('/api/proxy/quick-product-buy.json', {
      supplier_id: supplier,
      warehouse_id: warehouse,
      tax_rate_id: rate,
      lines: [{ name: 'Linen shirt', sku: 'QB-LINEN', quantity: 3, unit_cost: 1500 }],
    })
    expect(bought.status).toBe(200)
    const item = await companyRowId(t, 'items', owner.companyId, 'sku', 'QB-LINEN')
    expect(await onHand(item)).toEqual({ quantity: 3, average_cost: 1500 })
    const billId = (bought.body as { bill: { id: number } }).bill.id
    expect(
      (await get<{ bill: { status: string; total: number } }>(`/api/proxy/bill/${billId}.json`)).bill,
    ).toMatchObject({
      status: 'draft',
      total: 4950,
    })
    const twice = await post('/api/proxy/quick-product-buy.json', {
      supplier_id: supplier,
      warehouse_id: warehouse,
      tax_rate_id: rate,
      lines: [{ name: 'Linen shirt', sku: 'QB-LINEN', quantity: 3, unit_cost: 1500 }],
    })
    expect(twice.status).toBe(400)
  })
})
