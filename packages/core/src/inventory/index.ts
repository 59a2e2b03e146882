// Inventory (issue 14): the stock ledger's arithmetic, transfers, stocktakes and fulfillments.

export type {
  FulfillmentRecord,
  ProposalLine,
  StockMovementLine,
  StockOnHandLine,
  StocktakeRecord,
  TransferRecord,
} from './answers.ts'
export {
  FulfillmentAnswerSchema,
  FulfillmentListSchema,
  FulfillmentRecordSchema,
  LocationStockSchema,
  ReplenishmentProposalSchema,
  StockMoveAnswerSchema,
  StockMovementLineSchema,
  StockMovementsPageSchema,
  StockOnHandPageSchema,
  StockOnHandRowSchema,
  StocktakeAnswerSchema,
  StocktakeCountedSchema,
  StocktakeListRowSchema,
  StocktakeListSchema,
  StocktakeRecordSchema,
  StocktakeSummarySchema,
  StocktakeVariancesSchema,
  TransferAnswerSchema,
  TransferLineAnswerSchema,
  TransferListRowSchema,
  TransferListSchema,
  TransferRecordSchema,
} from './answers.ts'
export type {
  FulfillmentAction,
  FulfillmentLine,
  FulfillmentMove,
  FulfillmentRefusal,
  FulfillmentState,
  FulfillmentType,
} from './fulfillments.ts'
export {
  completedQuantities,
  FULFILLMENT_ACTION_LABELS,
  FULFILLMENT_ACTIONS,
  FULFILLMENT_STATE_LABELS,
  FULFILLMENT_STATES,
  FULFILLMENT_TYPES,
  fulfillmentActions,
  fulfillmentMovements,
  fulfillmentTransition,
  movesStock,
  requestedUnits,
} from './fulfillments.ts'
export type { Movement, MovementReason, OnHand } from './ledger.ts'
export {
  applyMovement,
  MOVEMENT_REASONS,
  movingAverageCost,
  NOTHING_ON_HAND,
  onHandFrom,
  outgoingUnitCost,
  runningBalances,
  stockValue,
} from './ledger.ts'
export { INVENTORY_MESSAGES } from './messages.ts'
export type {
  AdjustmentPayload,
  FulfillmentListQuery,
  FulfillmentPayload,
  StockMovePayload,
  StockOnHandQuery,
  StocktakeCountsPayload,
  StocktakeStartPayload,
  TransferPayload,
} from './payloads.ts'
export {
  AdjustmentPayloadSchema,
  FulfillmentActionPayloadSchema,
  FulfillmentActionSchema,
  FulfillmentListQuerySchema,
  FulfillmentPayloadSchema,
  MovementQuerySchema,
  STOCK_ON_HAND_SORTS,
  StockMovePayloadSchema,
  StockOnHandQuerySchema,
  StocktakeCountsPayloadSchema,
  StocktakeListQuerySchema,
  StocktakeStartPayloadSchema,
  TransferListQuerySchema,
  TransferPayloadSchema,
  TransferReceivePayloadSchema,
} from './payloads.ts'
export type { LevelInput, ReplenishmentLine } from './replenishments.ts'
export {
  COVER_DAYS,
  LEAD_DAYS,
  proposedQuantity,
  ReplenishmentLineSchema,
  ReplenishmentProposalQuerySchema,
  replenishmentLevels,
  replenishmentResource,
  StockLevelsPayloadSchema,
  transferRefusal,
  VELOCITY_DAYS,
} from './replenishments.ts'
export {
  carrierResource,
  locationResource,
  shipmentBoxResource,
  warehouseGroupResource,
  warehouseResource,
} from './resources.ts'
export type { SaleFulfillmentPlan, SaleFulfillmentRefusal } from './sale-fulfillments.ts'
export { pickupOfSale, SALE_FULFILLMENT_MESSAGES, saleFulfillmentPlans } from './sale-fulfillments.ts'
export type { Count, StocktakeState, Variance } from './stocktakes.ts'
export { mergeCounts, STOCKTAKE_STATES, stocktakeAdjustment, variances } from './stocktakes.ts'
export type {
  ReceiptLine,
  ReceivedLine,
  TransferAction,
  TransferLine,
  TransferRefusal,
  TransferState,
} from './transfers.ts'
export {
  cancelledMovements,
  receivedMovements,
  receiveTransfer,
  sentMovements,
  TRANSFER_STATES,
  transferAllowed,
  transferProblem,
  transferTransition,
} from './transfers.ts'
