import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { refusal } from '../resource/refusal.ts'
import { Cents, ChosenId, Day, optionalText, Units } from './fields.ts'
import {
  PURCHASE_ORDER_STATES,
  type PurchaseOrderState,
  purchaseOrderAllows,
  purchaseOrderProblem,
} from './purchase-orders.ts'

/** A line as typed: an item by SKU (or none: freight, a service), units, unit cost ex tax (cents), tax rate. */
export const PurchaseOrderLineSchema = v.object({
  sku: optionalText('SKU', 60),
  description: optionalText('description', 200),
  quantity: v.optional(v.nullable(Units), null),
  unit_cost: v.optional(v.nullable(Cents), null),
  tax_rate_id: ChosenId,
})

const PurchaseOrderBody = v.object({
  supplier_id: ChosenId,
  warehouse_id: ChosenId,
  reference: optionalText('reference', 60),
  expected_date: v.optional(v.nullable(Day), null),
  note: optionalText('note', 1000),
  lines: v.optional(v.pipe(v.array(PurchaseOrderLineSchema), v.maxLength(500, 'At most 500 lines')), []),
})

/**
 * What receive takes: `units` per line (by position), or none to receive everything left; a key (made once per
 * receipt by the screen) makes a repeat of it do nothing.
 */
export const ReceiptInputSchema = v.object({
  units: v.optional(
    v.pipe(
      v.array(
        v.object({
          line: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(499)),
          quantity: Units,
        }),
      ),
      v.maxLength(500),
    ),
  ),
  key: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
})

const units = (row: { ordered: number; received: number; billed: number }) => ({
  ordered: row.ordered,
  received: row.received,
  billed: row.billed,
})
const allows = (row: { status: string; ordered: number; received: number; billed: number }) =>
  purchaseOrderAllows(row.status as PurchaseOrderState, units(row))

/**
 * Purchase orders (spec 2 accounts/purchase-orders, purchase-order/{id}; spec 4 states Open, Shipped, Complete,
 * Partial Match, Matched, Canceled; spec 5 messages): lines ordered from a supplier for a warehouse, numbered from
 * the company's purchase order counter. Receiving writes stock at the line's cost and posts it; billing makes the
 * supplier's bill from the received units; the state follows from the lines (core purchaseOrderState).
 */
export const purchaseOrderResource = defineResource({
  name: 'purchaseorder',
  plural: 'purchaseorders',
  table: 'purchase_orders',
  label: { one: 'Purchase Order', many: 'Purchase Orders' },
  path: '/accounts/purchase-orders',
  rights: { view: 'accounts', edit: 'accounts' },
  row: v.object({
    id: v.number(),
    number: v.string(),
    supplier_id: v.number(),
    supplier_name: v.string(),
    warehouse_id: v.number(),
    warehouse_name: v.string(),
    reference: v.string(),
    expected_date: v.nullable(v.string()),
    note: v.string(),
    status: v.picklist(PURCHASE_ORDER_STATES.map((s) => s.value)),
    shipped: v.boolean(),
    subtotal: v.number(),
    ordered: v.number(),
    received: v.number(),
    billed: v.number(),
    lines: v.array(
      v.object({
        id: v.number(),
        item_id: v.nullable(v.number()),
        sku: v.string(),
        description: v.string(),
        quantity: v.number(),
        unit_cost: v.number(),
        tax_rate_id: v.number(),
        received: v.number(),
        billed: v.number(),
      }),
    ),
    bills: v.array(v.object({ id: v.number(), number: v.string(), status: v.string() })),
    created: v.string(),
    updated: v.string(),
  }),
  create: PurchaseOrderBody,
  example: {
    supplier_id: 1,
    warehouse_id: 1,
    reference: 'Spring range',
    lines: [{ description: 'Freight', quantity: 1, unit_cost: 5000 }],
  },
  fields: [
    { key: 'supplier_id', label: 'Supplier', kind: 'reference', reference: 'suppliers' },
    { key: 'warehouse_id', label: 'Deliver To', kind: 'reference', reference: 'warehouses' },
    { key: 'reference', label: 'Reference', kind: 'text' },
    { key: 'expected_date', label: 'Expected', kind: 'date' },
    { key: 'note', label: 'Note', kind: 'textarea', wide: true },
  ],
  columns: [
    { key: 'number', header: 'Number', sortable: true },
    { key: 'supplier_name', header: 'Supplier' },
    { key: 'warehouse_name', header: 'Deliver To' },
    { key: 'reference', header: 'Reference' },
    { key: 'expected_date', header: 'Expected', format: 'date' },
    { key: 'subtotal', header: 'Total ex GST', format: 'money' },
    { key: 'status', header: 'Status', options: PURCHASE_ORDER_STATES },
  ],
  search: ['number', 'reference'],
  searchPlaceholder: 'Search by number or reference',
  filters: [{ key: 'status', label: 'Status', options: PURCHASE_ORDER_STATES.map((s) => ({ ...s })) }],
  sort: ['number', 'created'],
  remove: 'delete',
  unique: { message: 'A purchase order with this number already exists', field: 'number' },
  check: (next, current) => {
    if (current && !allows(current).edit)
      return refusal('not_open', 'Only an open purchase order with nothing received can be changed', 'status')
    return purchaseOrderProblem(next)
  },
  emptyText: 'No purchase orders yet',
  newTitle: 'New Purchase Order',
  actions: {
    ship: {
      label: 'Mark as Shipped',
      done: 'Purchase order marked as shipped',
      allowed: (row) =>
        allows(row).ship
          ? undefined
          : refusal('not_open', 'Only an open purchase order can be marked as shipped'),
      change: () => ({ shipped: true, status: 'shipped' as const }),
    },
    receive: {
      label: 'Receive',
      input: ReceiptInputSchema,
      done: 'Stock received',
      allowed: (row) =>
        allows(row).receive
          ? undefined
          : refusal('nothing_left', 'Nothing is left to receive on this purchase order'),
    },
    bill: {
      label: 'Create Bill',
      done: 'Bill created from the received stock',
      allowed: (row) =>
        allows(row).bill ? undefined : refusal('nothing_to_bill', 'Every received unit is already billed'),
    },
    cancel: {
      label: 'Cancel',
      confirm: 'Cancel this purchase order?',
      tone: 'danger',
      allowed: (row) =>
        allows(row).cancel
          ? undefined
          : refusal('not_cancelable', 'A purchase order with stock received or billed cannot be canceled'),
      change: () => ({ status: 'canceled' as const }),
    },
  },
})
