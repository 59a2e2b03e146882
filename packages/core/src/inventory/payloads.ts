import * as v from 'valibot'
import { idSchema } from '../admin/fields.ts'
import { pagingFields, SearchSchema } from '../customers-admin/list-query.ts'
import { TagsSchema } from '../schemas/common.ts'
import { FULFILLMENT_ACTIONS, FULFILLMENT_TYPES } from './fulfillments.ts'
import { INVENTORY_MESSAGES } from './messages.ts'
import { TRANSFER_STATES } from './transfers.ts'

/** The payloads and queries of the inventory routes (issue 14). Quantities are whole units. */
const MAX_QUANTITY = 1_000_000
const MAX_LINES = 10_000

function quantity(min: number, message: string = INVENTORY_MESSAGES.quantity) {
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(MAX_QUANTITY, message),
  )
}

const signedQuantity = v.pipe(
  v.number(INVENTORY_MESSAGES.quantity),
  v.integer(INVENTORY_MESSAGES.quantity),
  v.minValue(-MAX_QUANTITY, INVENTORY_MESSAGES.quantity),
  v.maxValue(MAX_QUANTITY, INVENTORY_MESSAGES.quantity),
  v.check((n) => n !== 0, 'Please enter a quantity other than zero'),
)

const itemId = v.pipe(
  v.number('Please choose an item'),
  v.integer('Please choose an item'),
  v.minValue(1, 'Please choose an item'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'Please choose an item'),
)

function lines<T extends v.ObjectEntries>(entries: T) {
  return v.pipe(
    v.array(v.object(entries), 'Please add at least one item'),
    v.minLength(1, INVENTORY_MESSAGES.noLines),
    v.maxLength(MAX_LINES, `Please keep a document under ${MAX_LINES + 1} lines`),
  )
}

function text(label: string, max = 200) {
  return v.optional(
    v.pipe(v.string(`Please enter ${label} as text`), v.trim(), v.maxLength(max, `Please shorten ${label}`)),
    '',
  )
}

/** A warehouse a form must name: 'Missing Warehouse' when it does not (spec 8). */
const requiredWarehouse = v.optional(
  v.custom<number>(
    (id) => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647,
    INVENTORY_MESSAGES.missingWarehouse,
  ),
  0,
)

/** A whole number from the query string. */
function queryId(message: string) {
  return v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{0,9}$/, message),
      v.transform((s) => (s === '' ? null : Number(s))),
    ),
    '',
  )
}

export const STOCK_ON_HAND_SORTS = ['sku', 'name', 'quantity'] as const

/** GET /api/proxy/stock-on-hand.json (and .csv): one row per item and warehouse. */
export const StockOnHandQuerySchema = v.object({
  search: SearchSchema,
  warehouse_id: queryId('Please choose a warehouse'),
  type: text('the product type', 100),
  vendor: text('the vendor', 100),
  tag: text('the tag', 100),
  sort: v.optional(v.picklist(STOCK_ON_HAND_SORTS, 'Please sort by sku, name or quantity'), 'sku'),
  ...pagingFields,
})
export type StockOnHandQuery = v.InferOutput<typeof StockOnHandQuerySchema>

/** GET /api/proxy/stocktakes.json: the current (counting) or completed ones, newest first, a page at a time. */
export const StocktakeListQuerySchema = v.object({
  status: v.optional(
    v.picklist(['current', 'completed'] as const, 'Please choose a status: current or completed'),
    'current',
  ),
  ...pagingFields,
})

/** GET /api/proxy/transfers.json: newest first, of one state or all, whose reference holds `search`. */
export const TransferListQuerySchema = v.object({
  status: v.optional(
    v.picklist(['', ...TRANSFER_STATES], 'Please choose a status: draft, sent, received or cancelled'),
    '',
  ),
  search: SearchSchema,
  ...pagingFields,
})

/** GET stock-movements/{warehouse}/{item}.json: the newest movements first, a page at a time. */
export const MovementQuerySchema = v.object({ ...pagingFields })

/** POST /api/proxy/stock-adjustments.json: receive or write off stock by a reason. */
export const AdjustmentPayloadSchema = v.object({
  warehouse_id: requiredWarehouse,
  location_id: v.optional(v.nullable(idSchema('a location')), null),
  reason_id: v.optional(v.nullable(idSchema('a stock adjustment reason')), null),
  note: text('the note', 500),
  lines: lines({
    item_id: itemId,
    quantity: signedQuantity,
    /** The unit cost of stock received (cents); stock written off leaves at the moving average. */
    unit_cost: v.optional(
      v.pipe(
        v.number('Please enter the unit cost in cents'),
        v.integer('Please enter the unit cost in cents'),
        v.minValue(0, 'The unit cost cannot be negative'),
        v.maxValue(1_000_000_000, 'Please check the unit cost'),
      ),
    ),
  }),
})
export type AdjustmentPayload = v.InferOutput<typeof AdjustmentPayloadSchema>

/** POST /api/proxy/stock-move.json: stock between two locations of one warehouse (null: not in a location). */
export const StockMovePayloadSchema = v.object({
  warehouse_id: requiredWarehouse,
  from_location_id: v.optional(v.nullable(idSchema('the location to move from')), null),
  to_location_id: v.optional(v.nullable(idSchema('the location to move to')), null),
  lines: lines({ item_id: itemId, quantity: quantity(1) }),
})
export type StockMovePayload = v.InferOutput<typeof StockMovePayloadSchema>

const optionalWarehouse = v.optional(v.nullable(v.number(INVENTORY_MESSAGES.transferWarehouses)), null)

/** POST /api/proxy/transfers.json: a draft transfer (core `transferProblem` checks the warehouses). */
export const TransferPayloadSchema = v.object({
  from_warehouse_id: optionalWarehouse,
  to_warehouse_id: optionalWarehouse,
  reference: text('the reference', 100),
  note: text('the note', 500),
  lines: v.pipe(
    v.array(v.object({ item_id: itemId, quantity: quantity(1) }), INVENTORY_MESSAGES.noLines),
    v.maxLength(MAX_LINES, `Please keep a document under ${MAX_LINES + 1} lines`),
  ),
})
export type TransferPayload = v.InferOutput<typeof TransferPayloadSchema>

/** POST transfer/{id}/receive.json: no lines receives in full; lines say what arrived of each item. */
export const TransferReceivePayloadSchema = v.object({
  lines: v.optional(v.nullable(v.array(v.object({ item_id: itemId, received: quantity(0) }))), null),
})

/**
 * POST /api/proxy/stocktakes.json: full (no scope) or partial: one location (its stock is counted and adjusted
 * there), or product types or vendors.
 */
export const StocktakeStartPayloadSchema = v.object({
  warehouse_id: requiredWarehouse,
  name: text('the name', 100),
  location_id: v.optional(v.nullable(idSchema('a location')), null),
  types: v.optional(v.pipe(v.array(v.string()), v.maxLength(100)), []),
  vendors: v.optional(v.pipe(v.array(v.string()), v.maxLength(100)), []),
  reason_id: v.optional(v.nullable(idSchema('a stock adjustment reason')), null),
})
export type StocktakeStartPayload = v.InferOutput<typeof StocktakeStartPayloadSchema>

/**
 * POST stocktake/{id}/counts.json: what a counter scanned. Each count carries an id the counting screen made, so a
 * count sent twice (a retry on a phone's poor connection) is kept once.
 */
export const StocktakeCountsPayloadSchema = v.object({
  counter: text('the counter', 100),
  counts: v.pipe(
    v.array(
      v.object({
        client_id: v.pipe(v.string(), v.minLength(1, 'Please send an id with each count'), v.maxLength(64)),
        item_id: v.optional(itemId),
        barcode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
        quantity: v.pipe(
          v.number(INVENTORY_MESSAGES.quantity),
          v.integer(INVENTORY_MESSAGES.quantity),
          v.minValue(-MAX_QUANTITY, INVENTORY_MESSAGES.quantity),
          v.maxValue(MAX_QUANTITY, INVENTORY_MESSAGES.quantity),
        ),
      }),
    ),
    v.minLength(1, 'Please scan at least one item'),
    v.maxLength(MAX_LINES, 'Please send fewer counts at once'),
  ),
})
export type StocktakeCountsPayload = v.InferOutput<typeof StocktakeCountsPayloadSchema>

/** POST /api/proxy/fulfillments.json. */
export const FulfillmentPayloadSchema = v.object({
  type: v.picklist(FULFILLMENT_TYPES, 'Please choose a fulfillment type'),
  source_warehouse_id: requiredWarehouse,
  destination_warehouse_id: v.optional(v.nullable(idSchema('the destination warehouse')), null),
  reference: text('the reference', 100),
  carrier_id: v.optional(v.nullable(idSchema('a carrier')), null),
  destination_address: v.optional(v.record(v.string(), v.string()), {}),
  customer: v.optional(v.record(v.string(), v.string()), {}),
  tags: v.optional(TagsSchema, []),
  lines: lines({ item_id: itemId, name: text('the item name', 200), requested: quantity(1) }),
})
export type FulfillmentPayload = v.InferOutput<typeof FulfillmentPayloadSchema>

/** POST fulfillment/{id}/{action}.json: an action, with the actual quantities picked when given. */
export const FulfillmentActionPayloadSchema = v.object({
  lines: v.optional(v.array(v.object({ item_id: itemId, actual: quantity(0) })), []),
})
export const FulfillmentActionSchema = v.picklist(FULFILLMENT_ACTIONS, 'Failed to change status')

/** GET /api/proxy/fulfillments.json: the list (status) and the register's sync (status=open, source warehouses). */
export const FulfillmentListQuerySchema = v.object({
  status: v.optional(
    v.picklist(['', 'open', 'in_progress', 'awaiting_pickup', 'closed'] as const, 'Please choose a status'),
    '',
  ),
  type: v.optional(v.picklist(['', ...FULFILLMENT_TYPES] as const, 'Please choose a fulfillment type'), ''),
  source_warehouse_ids: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'Please give source_warehouse_ids as ids separated by commas'),
      v.transform((s) => (s === '' ? [] : s.split(',').map(Number))),
    ),
    '',
  ),
  since_id: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Please give since_id as a whole number'), v.transform(Number)),
    '0',
  ),
  ...pagingFields,
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'Please give limit as a whole number from 1 to 250'),
      v.transform(Number),
      v.minValue(1, 'Please give limit as a whole number from 1 to 250'),
      v.maxValue(250, 'Please give limit as a whole number from 1 to 250'),
    ),
    '50',
  ),
})
export type FulfillmentListQuery = v.InferOutput<typeof FulfillmentListQuerySchema>
