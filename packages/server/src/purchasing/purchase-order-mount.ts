import { randomUUID } from 'node:crypto'
import {
  ADMIN_COUNTER_START,
  billLinesFromOrder,
  purchaseOrderNumber,
  purchaseOrderResource,
  purchaseOrderSubtotal,
  purchaseOrderTotals,
  receiptQuantities,
  refusal,
  stockReceiptPosting,
} from '@pos/core'
import { sql } from 'kysely'
import { visibleRow } from '../admin/restrictions.ts'
import { day } from '../banking/bank-account.ts'
import { postEvent } from '../books/event-journal.ts'
import { nextCounter } from '../catalog/counters.ts'
import { Refusal as Refused } from '../db/admin-invariants.ts'
import { fireSystemEvent } from '../glue/system-hooks.ts'
import { userIdOf } from '../http/acting-user.ts'
import { writeMovements } from '../inventory/stock-writes.ts'
import { childRowsOf, pendingChildRows } from '../resource/child-rows.ts'
import { resourceMount, type WriteContext } from '../resource/mount.ts'
import { insertBill } from './bill-writes.ts'
import { moveBilled, refreshOrders, roleAccount } from './order-books.ts'
import { supplierAndWarehouseNames } from './supplier-warehouse-names.ts'

type Row = Record<string, unknown>
type LineInput = {
  sku: string
  description: string
  quantity: number
  unit_cost: number
  tax_rate_id: number | null
}
type StoredLine = {
  position: number
  item_id: number | null
  description: string
  quantity: number
  unit_cost: number
  tax_rate_id: number
}

/** The lines of the write in progress (beforeWrite checks them, afterWrite stores them). */
const pending = pendingChildRows<StoredLine>('purchase_order_lines', 'purchase_order_id')

/** The company's first GST on Expenses rate: a line with no rate, from a supplier with none, takes it. */
async function purchaseRate(ctx: WriteContext): Promise<number | undefined> {
  const rate = await ctx.trx
    .selectFrom('tax_rates')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('tax_type', '=', 'INPUT')
    .where('archived', '=', false)
    .orderBy('id')
    .executeTakeFirst()
  return rate?.id
}

/** The lines of orders, with their SKUs, in order. */
async function orderLines(ctx: { db: WriteContext['db']; companyId: number }, ids: readonly number[]) {
  if (ids.length === 0) return []
  const rows: Row[] = await ctx.db
    .selectFrom('purchase_order_lines as l')
    .leftJoin('items as i', 'i.id', 'l.item_id')
    .select([
      'l.id',
      'l.purchase_order_id',
      'l.item_id',
      sql<string>`coalesce(i.sku, '')`.as('sku'),
      'l.description',
      'l.quantity',
      'l.unit_cost',
      'l.tax_rate_id',
      'l.received',
      'l.billed',
    ])
    .where('l.company_id', '=', ctx.companyId)
    .where('l.purchase_order_id', 'in', ids)
    .orderBy('l.position')
    .execute()
  return rows.map((line) => ({
    id: Number(line.id),
    purchase_order_id: Number(line.purchase_order_id),
    item_id: line.item_id === null ? null : Number(line.item_id),
    sku: String(line.sku),
    description: String(line.description),
    quantity: Number(line.quantity),
    unit_cost: Number(line.unit_cost),
    tax_rate_id: Number(line.tax_rate_id),
    received: Number(line.received),
    billed: Number(line.billed),
  }))
}

/** Checks a purchase order's supplier, warehouse, SKUs and tax rates against the company, and works out its lines. */
async function checkedOrder(ctx: WriteContext, values: Row) {
  const supplier = await ctx.trx
    .selectFrom('suppliers')
    .select(['id', 'tax_rate_id'])
    .where('company_id', '=', ctx.companyId)
    .where('id', '=', Number(values.supplier_id))
    .where('archived', '=', false)
    .executeTakeFirst()
  if (!supplier) return refusal('supplier', 'Missing Supplier', 'supplier_id')
  const warehouse = await ctx.trx
    .selectFrom('warehouses')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('id', '=', Number(values.warehouse_id))
    .where(visibleRow(ctx.principal, 'warehouses'))
    .executeTakeFirst()
  if (!warehouse) return refusal('delivery', 'Missing Delivery Address', 'warehouse_id')
  const lines = values.lines as LineInput[]
  const skus = [...new Set(lines.map((line) => line.sku.toLowerCase()).filter(Boolean))]
  const items =
    skus.length === 0
      ? []
      : await ctx.trx
          .selectFrom('items')
          .select(['id', 'sku'])
          .where('company_id', '=', ctx.companyId)
          .where(sql<string>`lower(sku)`, 'in', skus)
          .execute()
  const itemOf = new Map(items.map((item) => [item.sku.toLowerCase(), Number(item.id)]))
  const unknown = skus.find((sku) => !itemOf.has(sku))
  if (unknown) return refusal('unknown_sku', `No item has the SKU ${unknown}`, 'lines')
  const fallbackRate = supplier.tax_rate_id ?? (await purchaseRate(ctx))
  const rateIds = [...new Set(lines.map((line) => line.tax_rate_id ?? fallbackRate))]
  if (rateIds.some((id) => id === undefined || id === null))
    return refusal('tax_rate', 'Choose a tax rate for each line', 'lines')
  const rates = await ctx.trx
    .selectFrom('tax_rates')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('id', 'in', rateIds as number[])
    .execute()
  if (rates.length !== rateIds.length)
    return refusal('tax_rate', 'Choose a tax rate of this company', 'lines')
  return lines.map(
    (line, position): StoredLine => ({
      position,
      item_id: line.sku ? (itemOf.get(line.sku.toLowerCase()) ?? null) : null,
      description: line.description,
      quantity: line.quantity,
      unit_cost: line.unit_cost,
      tax_rate_id: (line.tax_rate_id ?? fallbackRate)!,
    }),
  )
}

/** Receives units of an order's lines [PO3]: stock in at the line's cost, posted once, the order's state moved. */
export async function receiveOrder(ctx: WriteContext, row: Row, input: unknown) {
  const { units: asked, key } = input as { units?: { line: number; quantity: number }[]; key: string }
  const id = Number(row.id)
  if (key) {
    const done = await ctx.trx
      .selectFrom('purchase_receipts')
      .select('id')
      .where('company_id', '=', ctx.companyId)
      .where('purchase_order_id', '=', id)
      .where('key', '=', key)
      .executeTakeFirst()
    // The same receipt sent again (a retry, a second click): done once already.
    if (done) return undefined
  }
  const lines = await orderLines(ctx, [id])
  const units = receiptQuantities(lines, asked ?? 'all')
  if (!Array.isArray(units)) return units
  const received = lines
    .map((line, index) => ({ line, units: units[index] ?? 0 }))
    .filter((entry) => entry.units > 0)
  const stock = received.filter((entry) => entry.line.item_id !== null)
  const value = purchaseOrderSubtotal(
    stock.map((entry) => ({ quantity: entry.units, unit_cost: entry.line.unit_cost })),
  )
  const receipt = await ctx.trx
    .insertInto('purchase_receipts')
    .values({
      company_id: ctx.companyId,
      purchase_order_id: id,
      key: key || randomUUID(),
      lines: JSON.stringify(received.map((entry) => ({ line_id: entry.line.id, quantity: entry.units }))),
      value,
      user_id: userIdOf(ctx.principal),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await writeMovements(
    ctx.trx,
    ctx.companyId,
    stock.map((entry) => ({
      warehouse_id: Number(row.warehouse_id),
      location_id: null,
      item_id: entry.line.item_id!,
      quantity: entry.units,
      unit_cost: entry.line.unit_cost,
      reason: 'receipt' as const,
      source_id: receipt.id,
      note: String(row.number),
      user_id: userIdOf(ctx.principal),
    })),
  )
  for (const entry of received)
    await ctx.trx
      .updateTable('purchase_order_lines')
      .set({ received: entry.line.received + entry.units })
      .where('company_id', '=', ctx.companyId)
      .where('id', '=', entry.line.id)
      .execute()
  try {
    await postEvent(
      ctx.trx,
      ctx.companyId,
      {
        narration: `Stock received on ${String(row.number)}`,
        sourceKind: 'purchase_receipt',
        sourceId: receipt.id,
      },
      stockReceiptPosting(stock.map((entry) => ({ quantity: entry.units, unitCost: entry.line.unit_cost }))),
    )
  } catch (error) {
    if (error instanceof Refused) return refusal('posting', error.message)
    throw error
  }
  await refreshOrders(ctx.trx, ctx.companyId, [id])
  await fireSystemEvent(ctx.trx, ctx.companyId, 'purchase_order.received', {
    purchase_order: { id, number: String(row.number), warehouse_id: Number(row.warehouse_id) },
    receipt_id: Number(receipt.id),
    lines: received.map((entry) => ({
      line_id: Number(entry.line.id),
      item_id: entry.line.item_id,
      quantity: entry.units,
      unit_cost: entry.line.unit_cost,
    })),
  })
  return undefined
}

/** Makes a draft bill of the order's received, unbilled units [BL4] and marks them billed (Partial Match, Matched). */
export async function billOrder(ctx: WriteContext, row: Row) {
  const id = Number(row.id)
  const lines = await orderLines(ctx, [id])
  const payables = await roleAccount(ctx.trx, ctx.companyId, 'payables')
  const purchases = await ctx.trx
    .selectFrom('accounts')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('code', '=', '300')
    .where('archived', '=', false)
    .executeTakeFirst()
  if (payables === undefined) return refusal('posting', 'The company has no Accounts Payable account')
  const billLines = billLinesFromOrder(lines, {
    stockAccount: payables,
    otherAccount: purchases?.id ?? payables,
  })
  const made = await insertBill(ctx, {
    supplier_id: Number(row.supplier_id),
    purchase_order_id: id,
    reference: String(row.reference ?? ''),
    date: null,
    due_date: null,
    tax_inclusive: false,
    lines: billLines,
  })
  if ('code' in made) return made
  ctx.extra.bill = { id: made.id, number: made.number }
  const change = new Map(billLines.map((line) => [line.purchase_order_line_id, line.quantity]))
  return (await moveBilled(ctx.trx, ctx.companyId, change)) ?? undefined
}

/**
 * Purchase orders: the supplier, warehouse, SKUs and tax rates checked against the company, the number from the
 * purchase order counter, the lines stored; receive and bill as above; delete only an untouched open order.
 */
export const purchaseOrderMount = resourceMount(purchaseOrderResource, {
  computed: ['supplier_name', 'warehouse_name', 'lines', 'bills'],
  // An order delivered to a warehouse outside a user's restriction groups is not theirs to see or act on.
  scope: ({ principal }, query) => query.where(visibleRow(principal, 'purchase_orders')),
  decorate: async (ctx, rows) => {
    const ids = rows.map((row) => Number(row.id))
    if (ids.length === 0) return rows
    const [namesOf, lines, bills] = await Promise.all([
      supplierAndWarehouseNames(ctx, rows),
      orderLines(ctx, ids),
      childRowsOf(ctx, 'bills', 'purchase_order_id', ids, {
        columns: ['id', 'number', 'status'],
        orderBy: 'id',
      }),
    ])
    return rows.map((row) => {
      const id = Number(row.id)
      return {
        ...row,
        expected_date: row.expected_date ? day(row.expected_date) : null,
        ...namesOf(row),
        lines: lines
          .filter((line) => line.purchase_order_id === id)
          .map(({ purchase_order_id: _, ...line }) => line),
        bills: bills(id).map((b) => ({
          id: Number(b.id),
          number: String(b.number),
          status: String(b.status),
        })),
      }
    })
  },
  beforeWrite: async (ctx, values, current) => {
    const lines = await checkedOrder(ctx, values)
    if (!Array.isArray(lines)) return lines
    pending.keep(ctx, lines)
    const { lines: _, ...rest } = values
    const number =
      (current?.number as string | undefined) ??
      purchaseOrderNumber(
        await nextCounter(ctx.trx, ctx.companyId, 'purchase_order', ADMIN_COUNTER_START.purchase_order),
      )
    const { subtotal, ordered } = purchaseOrderTotals(lines)
    return { ...rest, number, subtotal, ordered }
  },
  afterWrite: (ctx, row) => pending.store(ctx, Number(row.id)),
  beforeRemove: async (_ctx, row) =>
    row.status === 'open' && Number(row.received) === 0 && Number(row.billed) === 0
      ? undefined
      : refusal('not_open', 'Only an open purchase order with nothing received can be deleted'),
  actions: {
    receive: receiveOrder,
    bill: (ctx, row) => billOrder(ctx, row),
  },
})
