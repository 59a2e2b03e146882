import * as v from 'valibot'
import { defineResource } from '../resource/declaration.ts'
import { Day, optionalText, RequiredId, Units } from './fields.ts'
import {
  SHIPMENT_MESSAGES,
  SHIPMENT_MODES,
  SHIPMENT_STATES,
  type ShipmentState,
  shipmentEditProblem,
  shipmentStateRefusal,
} from './shipments.ts'
import { rateMillionths } from './shipping-costs.ts'

/** A currency code, or empty for the supplier's (a shipment) or the shipment's (a cost). */
export const CurrencyCode = v.optional(
  v.pipe(
    v.string('Please enter the currency as a 3-letter code such as USD'),
    v.trim(),
    v.toUpperCase(),
    v.check((code) => code === '' || /^[A-Z]{3}$/.test(code), 'A currency is a 3-letter code such as USD'),
  ),
  '',
)

/** Units of the cost's currency to one of the company's, to six decimal places. */
export const ExchangeRate = v.pipe(
  v.number('Please enter the exchange rate'),
  v.check((rate) => Number.isFinite(rate) && rate > 0, 'An exchange rate is more than 0'),
  v.maxValue(1_000_000, 'Please check the exchange rate'),
  v.check((rate) => rateMillionths(rate) !== undefined, 'An exchange rate has at most 6 decimal places'),
)

const OptionalDay = v.optional(v.nullable(Day), null)

const LineQuantity = v.optional(v.nullable(Units), null)

/** A line's quantities by the purchase order line it ships (the shipment copies the order's lines). */
export const ShipmentLineSchema = v.object({
  purchase_order_line_id: RequiredId,
  shipped_quantity: LineQuantity,
  actual_quantity: LineQuantity,
})

const Lines = v.optional(v.pipe(v.array(ShipmentLineSchema), v.maxLength(500, 'At most 500 lines')), [])

const ShipmentHeader = {
  mode: v.optional(v.picklist(['air', 'sea', 'other'], 'Choose air freight, sea freight or other'), 'sea'),
  reference: optionalText('reference', 60),
  expected_arrival: OptionalDay,
  actual_arrival: OptionalDay,
  currency: CurrencyCode,
  exchange_rate: v.optional(ExchangeRate, 1),
  note: optionalText('note', 1000),
  lines: Lines,
}

const ShipmentCreate = v.object({
  purchase_order_id: v.pipe(
    v.optional(v.nullable(RequiredId), null),
    v.check((id) => id !== null, SHIPMENT_MESSAGES.order),
  ),
  ...ShipmentHeader,
})

const ShipmentUpdate = v.object(ShipmentHeader)

const status = (row: { status: string }) => row.status as ShipmentState

/**
 * PO shipments (spec 2 product/shipments, /new, /{id}; spec 3 PO shipment; spec 4 its states and actions): made
 * from a purchase order, whose supplier and warehouse it takes and whose lines it copies with their ordered units;
 * the shipped units are entered while open, the actual ones once shipped [SH1-SH3]. Each line shows its shipping
 * unit cost, allocated from the shipment's shipping costs [SC3].
 */
export const shipmentResource = defineResource({
  name: 'shipment',
  plural: 'shipments',
  table: 'shipments',
  label: { one: 'Shipment', many: 'Shipments' },
  path: '/product/shipments',
  rights: { view: ['product.shipments', 'accounts'], edit: 'product.shipments' },
  row: v.object({
    id: v.number(),
    number: v.string(),
    purchase_order_id: v.number(),
    purchase_order_number: v.string(),
    supplier_id: v.number(),
    supplier_name: v.string(),
    warehouse_id: v.number(),
    warehouse_name: v.string(),
    mode: v.picklist(SHIPMENT_MODES.map((m) => m.value)),
    status: v.picklist(SHIPMENT_STATES.map((s) => s.value)),
    reference: v.string(),
    expected_arrival: v.nullable(v.string()),
    actual_arrival: v.nullable(v.string()),
    currency: v.string(),
    exchange_rate: v.number(),
    note: v.string(),
    ordered: v.number(),
    shipped: v.number(),
    shipping_cost: v.number(),
    lines: v.array(
      v.object({
        id: v.number(),
        purchase_order_line_id: v.number(),
        sku: v.string(),
        description: v.string(),
        unit_cost: v.number(),
        ordered_quantity: v.number(),
        shipped_quantity: v.nullable(v.number()),
        actual_quantity: v.nullable(v.number()),
        shipping_cost: v.number(),
        shipping_unit_cost: v.number(),
      }),
    ),
    created: v.string(),
    updated: v.string(),
  }),
  create: ShipmentCreate,
  update: ShipmentUpdate,
  example: { purchase_order_id: 1, mode: 'sea', reference: 'Container 1' },
  fields: [
    {
      key: 'purchase_order_id',
      label: 'PO Number',
      kind: 'reference',
      reference: 'purchaseorders',
      createOnly: true,
    },
    { key: 'mode', label: 'Mode', kind: 'select', options: SHIPMENT_MODES },
    { key: 'reference', label: 'Reference', kind: 'text' },
    { key: 'expected_arrival', label: 'Expected Arrival', kind: 'date' },
    { key: 'actual_arrival', label: 'Actual Arrival', kind: 'date' },
    { key: 'currency', label: 'Currency', kind: 'text', placeholder: 'USD' },
    { key: 'exchange_rate', label: 'Exchange Rate', kind: 'number' },
    { key: 'note', label: 'Note', kind: 'textarea', wide: true },
  ],
  columns: [
    { key: 'number', header: 'Number', sortable: true },
    { key: 'purchase_order_number', header: 'PO Number', sortable: true },
    { key: 'supplier_name', header: 'Supplier' },
    { key: 'warehouse_name', header: 'Warehouse' },
    { key: 'mode', header: 'Mode', options: SHIPMENT_MODES },
    { key: 'expected_arrival', header: 'Expected Arrival', format: 'date', sortable: true },
    { key: 'actual_arrival', header: 'Actual Arrival', format: 'date', sortable: true },
    { key: 'currency', header: 'Currency' },
    { key: 'shipped', header: 'Shipped', format: 'number' },
    { key: 'status', header: 'Status', options: SHIPMENT_STATES },
  ],
  search: ['number', 'purchase_order_number', 'reference'],
  searchPlaceholder: 'Search by number, PO number or reference',
  filters: [
    { key: 'status', label: 'Status', options: SHIPMENT_STATES.map((s) => ({ ...s })) },
    { key: 'supplier_id', label: 'Supplier', type: 'integer', reference: 'suppliers' },
    { key: 'purchase_order_id', label: 'PO Number', type: 'integer', reference: 'purchaseorders' },
  ],
  sort: ['number', 'purchase_order_number', 'expected_arrival', 'actual_arrival', 'created'],
  remove: 'delete',
  unique: { message: 'A shipment with this number already exists', field: 'number' },
  inUse: 'This shipment has shipping costs and cannot be deleted',
  check: (next, current) =>
    shipmentEditProblem(
      next as { actual_arrival?: string | null },
      current ? { status: status(current), actual_arrival: current.actual_arrival } : undefined,
    ),
  emptyText: 'No shipments yet',
  newTitle: 'New Shipment',
  actions: {
    ship: {
      label: 'Mark as Shipped',
      done: 'Shipment marked as shipped',
      allowed: (row) => shipmentStateRefusal(status(row), 'ship'),
    },
    arrive: {
      label: 'Mark as Arrived',
      done: 'Shipment marked as arrived',
      allowed: (row) => shipmentStateRefusal(status(row), 'arrive'),
    },
    cancel: {
      label: 'Cancel',
      confirm: 'Cancel this shipment?',
      done: 'Shipment canceled',
      tone: 'danger',
      allowed: (row) => shipmentStateRefusal(status(row), 'cancel'),
    },
  },
})
