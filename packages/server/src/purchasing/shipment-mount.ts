import {
  type AllocationMethod,
  editedShipmentLines,
  isRefusal,
  type Refusal,
  refusal,
  SHIPMENT_MESSAGES,
  type ShipmentAction,
  type ShipmentLineAsk,
  type ShipmentState,
  shipmentCosts,
  shipmentNumber,
  shipmentResource,
  shipmentTransition,
  shipmentUnits,
  shippingCostProblem,
} from '@pos/core'
import { sql } from 'kysely'
import { visibleRow } from '../admin/restrictions.ts'
import { day } from '../banking/bank-account.ts'
import { companyToday } from '../books/event-journal.ts'
import { nextCounter } from '../catalog/counters.ts'
import { companyCurrency } from '../db/company-rows.ts'
import { childRowsOf } from '../resource/child-rows.ts'
import { type ResourceContext, resourceMount, type WriteContext } from '../resource/mount.ts'
import { supplierAndWarehouseNames } from './supplier-warehouse-names.ts'

type Row = Record<string, unknown>

/** A shipment's line as stored, with what the order says of it (its item's SKU, description and unit cost). */
export type ShipmentLine = {
  id: number
  shipment_id: number
  purchase_order_line_id: number
  position: number
  sku: string
  description: string
  unit_cost: number
  ordered_quantity: number
  shipped_quantity: number | null
  actual_quantity: number | null
}

/** The lines of shipments, in order. */
export async function shipmentLines(
  ctx: Pick<ResourceContext, 'db' | 'companyId'>,
  ids: readonly number[],
): Promise<ShipmentLine[]> {
  if (ids.length === 0) return []
  const rows: Row[] = await ctx.db
    .selectFrom('shipment_lines as s')
    .innerJoin('purchase_order_lines as l', 'l.id', 's.purchase_order_line_id')
    .leftJoin('items as i', 'i.id', 'l.item_id')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select([
      's.id',
      's.shipment_id',
      's.purchase_order_line_id',
      's.position',
      sql<string>`coalesce(i.sku, '')`.as('sku'),
      // A line ordered by SKU alone is described by its product's name.
      sql<string>`coalesce(nullif(l.description, ''), p.name, '')`.as('description'),
      'l.unit_cost',
      's.ordered_quantity',
      's.shipped_quantity',
      's.actual_quantity',
    ])
    .where('s.company_id', '=', ctx.companyId)
    .where('s.shipment_id', 'in', ids)
    .orderBy('s.shipment_id')
    .orderBy('s.position')
    .execute()
  const count = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  return rows.map((line) => ({
    id: Number(line.id),
    shipment_id: Number(line.shipment_id),
    purchase_order_line_id: Number(line.purchase_order_line_id),
    position: Number(line.position),
    sku: String(line.sku),
    description: String(line.description),
    unit_cost: Number(line.unit_cost),
    ordered_quantity: Number(line.ordered_quantity),
    shipped_quantity: count(line.shipped_quantity),
    actual_quantity: count(line.actual_quantity),
  }))
}

/** The local amounts and methods of shipments' costs, by shipment. */
async function costsOf(ctx: Pick<ResourceContext, 'db' | 'companyId'>, ids: readonly number[]) {
  const costs = await childRowsOf(ctx, 'shipping_costs', 'shipment_id', ids, {
    columns: ['local_amount', 'method'],
    orderBy: 'id',
  })
  return (id: number) =>
    costs(id).map((row) => ({
      local_amount: Number(row.local_amount),
      method: row.method as AllocationMethod,
    }))
}

/** The lines of the write in progress (beforeWrite works them out, afterWrite stores them), by transaction. */
const pending = new WeakMap<object, { lines: Omit<ShipmentLine, 'shipment_id'>[]; created: boolean }>()

const asks = (values: Row) => (values.lines ?? []) as ShipmentLineAsk[]

/** A create's purchase order [SH3]: of this company, not canceled; its lines as a new shipment's. */
async function fromOrder(ctx: WriteContext, values: Row) {
  const order = await ctx.trx
    .selectFrom('purchase_orders as o')
    .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
    .select(['o.id', 'o.number', 'o.status', 'o.supplier_id', 'o.warehouse_id', 's.currency'])
    .where('o.company_id', '=', ctx.companyId)
    .where('o.id', '=', Number(values.purchase_order_id))
    .where(visibleRow(ctx.principal, 'purchase_orders', 'o'))
    .forUpdate('o')
    .executeTakeFirst()
  if (!order) return refusal('order', SHIPMENT_MESSAGES.order, 'purchase_order_id')
  if (order.status === 'canceled')
    return refusal('order_canceled', SHIPMENT_MESSAGES.orderCanceled, 'purchase_order_id')
  const lines = await ctx.trx
    .selectFrom('purchase_order_lines as l')
    .leftJoin('items as i', 'i.id', 'l.item_id')
    .select([
      'l.id',
      'l.position',
      'l.description',
      'l.unit_cost',
      'l.quantity',
      sql<string>`coalesce(i.sku, '')`.as('sku'),
    ])
    .where('l.company_id', '=', ctx.companyId)
    .where('l.purchase_order_id', '=', order.id)
    .orderBy('l.position')
    .execute()
  return {
    order,
    lines: lines.map((line, position) => ({
      id: 0,
      purchase_order_line_id: line.id,
      position,
      sku: String(line.sku),
      description: line.description,
      unit_cost: Number(line.unit_cost),
      ordered_quantity: line.quantity,
      shipped_quantity: null,
      actual_quantity: null,
    })),
  }
}

/** The facts an action's rule reads, and the action's change [SH1]. */
async function act(ctx: WriteContext, row: Row, action: ShipmentAction): Promise<Row | Refusal> {
  const lines = await shipmentLines(ctx, [Number(row.id)])
  const change = shipmentTransition(
    {
      status: row.status as ShipmentState,
      actual_arrival: row.actual_arrival ? day(row.actual_arrival) : null,
      lines,
    },
    action,
    await companyToday(ctx.trx, ctx.companyId),
  )
  return isRefusal(change) ? change : { ...change }
}

/**
 * PO shipments [SH1-SH3]: made from a purchase order (its supplier, warehouse and lines), numbered from the
 * company's shipment counter; the lines' quantities edited as the state allows; the actions as core's transition
 * says; each line answered with its shipping cost and shipping unit cost from the shipment's costs [SC3].
 */
export const shipmentMount = resourceMount(shipmentResource, {
  computed: ['supplier_name', 'warehouse_name', 'lines', 'shipping_cost'],
  // A shipment to a warehouse outside a user's restriction groups is not theirs to see or act on.
  scope: ({ principal }, query) => query.where(visibleRow(principal, 'shipments')),
  decorate: async (ctx, rows) => {
    const ids = rows.map((row) => Number(row.id))
    if (ids.length === 0) return rows
    const [namesOf, lines, costs] = await Promise.all([
      supplierAndWarehouseNames(ctx, rows),
      shipmentLines(ctx, ids),
      costsOf(ctx, ids),
    ])
    return rows.map((row) => {
      const id = Number(row.id)
      const own = lines.filter((line) => line.shipment_id === id)
      const landed = shipmentCosts(costs(id), own)
      return {
        ...row,
        expected_arrival: row.expected_arrival ? day(row.expected_arrival) : null,
        actual_arrival: row.actual_arrival ? day(row.actual_arrival) : null,
        ...namesOf(row),
        shipping_cost: landed.total,
        lines: own.map(({ shipment_id: _, position: __, ...line }, index) => ({
          ...line,
          ...landed.lines[index],
        })),
      }
    })
  },
  beforeWrite: async (ctx, values, current) => {
    const { lines: _, purchase_order_id: __, ...header } = values
    let base: Omit<ShipmentLine, 'shipment_id'>[]
    let fixed: Row = {}
    let currency = String(values.currency ?? '')
    if (current) {
      base = await shipmentLines(ctx, [Number(current.id)])
      if (!currency) currency = String(current.currency)
    } else {
      const made = await fromOrder(ctx, values)
      if (isRefusal(made)) return made
      base = made.lines
      if (!currency) currency = made.order.currency
      fixed = {
        number: shipmentNumber(await nextCounter(ctx.trx, ctx.companyId, 'shipment', 1001)),
        purchase_order_id: made.order.id,
        purchase_order_number: made.order.number,
        supplier_id: made.order.supplier_id,
        warehouse_id: made.order.warehouse_id,
      }
    }
    const rate = shippingCostProblem(
      { currency, exchange_rate: Number(values.exchange_rate) },
      await companyCurrency(ctx.trx, ctx.companyId),
    )
    if (rate) return rate
    const lines = editedShipmentLines((current?.status ?? 'open') as ShipmentState, base, asks(values))
    if (isRefusal(lines)) return lines
    pending.set(ctx.trx, { lines, created: !current })
    return {
      ...header,
      ...fixed,
      currency,
      ...shipmentUnits(lines),
    }
  },
  afterWrite: async (ctx, row) => {
    const write = pending.get(ctx.trx)
    if (!write) return undefined
    pending.delete(ctx.trx)
    if (write.created) {
      if (write.lines.length > 0)
        await ctx.trx
          .insertInto('shipment_lines')
          .values(
            write.lines.map((line) => ({
              company_id: ctx.companyId,
              shipment_id: Number(row.id),
              purchase_order_line_id: line.purchase_order_line_id,
              position: line.position,
              ordered_quantity: line.ordered_quantity,
              shipped_quantity: line.shipped_quantity,
              actual_quantity: line.actual_quantity,
            })),
          )
          .execute()
      return undefined
    }
    for (const line of write.lines)
      await ctx.trx
        .updateTable('shipment_lines')
        .set({ shipped_quantity: line.shipped_quantity, actual_quantity: line.actual_quantity })
        .where('company_id', '=', ctx.companyId)
        .where('id', '=', line.id)
        .execute()
    return undefined
  },
  beforeRemove: async (_ctx, row) =>
    row.status === 'open' ? undefined : refusal('not_open', SHIPMENT_MESSAGES.removeNotOpen, 'status'),
  actions: {
    ship: (ctx, row) => act(ctx, row, 'ship'),
    arrive: (ctx, row) => act(ctx, row, 'arrive'),
    cancel: (ctx, row) => act(ctx, row, 'cancel'),
  },
})
