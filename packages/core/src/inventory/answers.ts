import * as v from 'valibot'
import { FULFILLMENT_ACTIONS, FULFILLMENT_STATES, FULFILLMENT_TYPES } from './fulfillments.ts'
import { STOCKTAKE_STATES } from './stocktakes.ts'
import { TRANSFER_STATES } from './transfers.ts'

/**
 * The answers of the inventory routes that are not resources (issue 14: stock on hand, movements, stocktakes,
 * transfers, fulfillments, replenishment proposals): the server writes them, the screens read them typed from
 * here, so a renamed field fails the build on both sides. Ids of bigint columns travel as text where the server
 * says so; amounts are integer cents.
 */

const when = v.string()
const maybeWhen = v.nullable(v.string())

/** One row of stock on hand: an item at a warehouse. */
export const StockOnHandRowSchema = v.object({
  item_id: v.string(),
  product_id: v.string(),
  sku: v.string(),
  name: v.string(),
  type: v.string(),
  vendor: v.string(),
  warehouse_id: v.number(),
  warehouse_name: v.string(),
  quantity: v.number(),
  average_cost: v.number(),
  value: v.number(),
})
export type StockOnHandLine = v.InferOutput<typeof StockOnHandRowSchema>

/** GET /api/proxy/stock-on-hand.json: a page, which says whether more follow instead of counting them. */
export const StockOnHandPageSchema = v.object({
  stock: v.array(StockOnHandRowSchema),
  page: v.number(),
  limit: v.number(),
  more: v.boolean(),
})

/** One movement of an item at a warehouse, with the balance after it. */
export const StockMovementLineSchema = v.object({
  id: v.string(),
  created: when,
  location_id: v.nullable(v.number()),
  quantity: v.number(),
  unit_cost: v.number(),
  reason: v.string(),
  source_id: v.nullable(v.string()),
  note: v.string(),
  balance: v.number(),
})
export type StockMovementLine = v.InferOutput<typeof StockMovementLineSchema>

/** GET /api/proxy/stock-movements/{warehouse}/{item}.json: the item's ledger there, newest first. */
export const StockMovementsPageSchema = v.object({
  warehouse: v.object({ id: v.number(), name: v.string() }),
  item: v.object({ id: v.string(), product_id: v.string(), sku: v.string(), name: v.string() }),
  on_hand: v.number(),
  average_cost: v.number(),
  movements: v.array(StockMovementLineSchema),
  page: v.number(),
  limit: v.number(),
  more: v.boolean(),
})

/** POST /api/proxy/stock-move.json: how many lines moved. */
export const StockMoveAnswerSchema = v.object({ moved: v.number() })

/** GET /api/proxy/location/{warehouse}/{location}.json: a location and what it holds. */
export const LocationStockSchema = v.object({
  location: v.object({
    id: v.number(),
    name: v.string(),
    allocable: v.boolean(),
    pick_order: v.number(),
    warehouse_id: v.number(),
    warehouse_name: v.string(),
  }),
  stock: v.array(
    v.object({
      item_id: v.string(),
      product_id: v.string(),
      sku: v.string(),
      name: v.string(),
      quantity: v.number(),
    }),
  ),
})

/** A stocktake as the list shows it. */
export const StocktakeListRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  status: v.picklist(STOCKTAKE_STATES),
  warehouse_name: v.string(),
  created: when,
  completed: maybeWhen,
})

/** A stocktake as one is answered: the list's fields and its warehouse, scope and reason. */
export const StocktakeRecordSchema = v.object({
  ...StocktakeListRowSchema.entries,
  warehouse_id: v.number(),
  reason_id: v.nullable(v.number()),
})
export type StocktakeRecord = v.InferOutput<typeof StocktakeRecordSchema>

/** GET /api/proxy/stocktakes.json?status=current|completed. */
export const StocktakeListSchema = v.object({
  stocktakes: v.array(StocktakeListRowSchema),
  page: v.number(),
  limit: v.number(),
  more: v.boolean(),
})

/** POST /api/proxy/stocktakes.json, and the commit and cancel actions. */
export const StocktakeAnswerSchema = v.object({ stocktake: StocktakeRecordSchema })

/** GET /api/proxy/stocktake/{id}.json: the stocktake and how far its counting has come. */
export const StocktakeSummarySchema = v.object({
  stocktake: StocktakeRecordSchema,
  expected_items: v.number(),
  counted_items: v.number(),
  counted_units: v.number(),
})

/** POST /api/proxy/stocktake/{id}/counts.json: the counted total now of each item the counts named. */
export const StocktakeCountedSchema = v.object({
  counted: v.array(v.object({ item_id: v.number(), counted: v.number() })),
})

/** GET /api/proxy/stocktake/{id}/variances.json: expected against counted, per item, with the cost. */
export const StocktakeVariancesSchema = v.object({
  stocktake: StocktakeRecordSchema,
  variances: v.array(
    v.object({
      item_id: v.number(),
      sku: v.string(),
      name: v.string(),
      expected: v.number(),
      counted: v.number(),
      variance: v.number(),
      cost: v.number(),
    }),
  ),
  total_variance: v.number(),
  total_cost: v.number(),
})

/** A transfer as the list shows it. */
export const TransferListRowSchema = v.object({
  id: v.number(),
  reference: v.string(),
  status: v.picklist(TRANSFER_STATES),
  from_warehouse_name: v.string(),
  to_warehouse_name: v.string(),
  created: when,
  sent: maybeWhen,
  received: maybeWhen,
})

/** One line of a transfer: sent, and received with the difference once it is. */
export const TransferLineAnswerSchema = v.object({
  item_id: v.number(),
  sku: v.string(),
  name: v.string(),
  quantity: v.number(),
  unit_cost: v.number(),
  received: v.nullable(v.number()),
  difference: v.nullable(v.number()),
})

/** A transfer as one is answered: the list's fields, its warehouses, note and lines. */
export const TransferRecordSchema = v.object({
  ...TransferListRowSchema.entries,
  note: v.string(),
  from_warehouse_id: v.number(),
  to_warehouse_id: v.number(),
  lines: v.array(TransferLineAnswerSchema),
})
export type TransferRecord = v.InferOutput<typeof TransferRecordSchema>

/** GET /api/proxy/transfers.json: a page of transfers, newest first. */
export const TransferListSchema = v.object({
  transfers: v.array(TransferListRowSchema),
  page: v.number(),
  limit: v.number(),
  more: v.boolean(),
})

/** GET, POST /api/proxy/transfer(s).json and the send, receive and cancel actions. */
export const TransferAnswerSchema = v.object({ transfer: TransferRecordSchema })

/** A fulfillment as answered, with the actions its state allows and its items. */
export const FulfillmentRecordSchema = v.object({
  id: v.number(),
  type: v.picklist(FULFILLMENT_TYPES),
  status: v.picklist(FULFILLMENT_STATES),
  source_warehouse_id: v.number(),
  destination_warehouse_id: v.nullable(v.number()),
  sale_id: v.nullable(v.string()),
  reference: v.string(),
  destination_address: v.record(v.string(), v.string()),
  customer: v.record(v.string(), v.string()),
  carrier_id: v.nullable(v.number()),
  tags: v.array(v.string()),
  created: when,
  updated: when,
  actions: v.array(v.picklist(FULFILLMENT_ACTIONS)),
  items: v.array(
    v.object({ item_id: v.string(), name: v.string(), requested: v.number(), actual: v.number() }),
  ),
})
export type FulfillmentRecord = v.InferOutput<typeof FulfillmentRecordSchema>

/** GET /api/proxy/fulfillments.json: a page, and how many are open in all. */
export const FulfillmentListSchema = v.object({
  fulfillments: v.array(FulfillmentRecordSchema),
  open_count: v.number(),
  /** Whether a page follows this one (not when reading on from `since_id`, which takes every newer one it can). */
  more: v.boolean(),
})

/** One fulfillment: read, created or moved on by an action. */
export const FulfillmentAnswerSchema = v.object({ fulfillment: FulfillmentRecordSchema })

/** GET /api/proxy/replenishments/propose.json: what to order for each item, from levels and sales. */
export const ReplenishmentProposalSchema = v.object({
  lines: v.array(
    v.object({
      item_id: v.number(),
      sku: v.string(),
      name: v.string(),
      minimum: v.number(),
      maximum: v.number(),
      on_hand: v.number(),
      sold: v.number(),
      source_on_hand: v.nullable(v.number()),
      quantity: v.number(),
    }),
  ),
  days: v.number(),
})
export type ProposalLine = v.InferOutput<typeof ReplenishmentProposalSchema>['lines'][number]
