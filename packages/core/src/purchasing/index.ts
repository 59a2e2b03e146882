// Purchasing and accounts payable: suppliers, purchase orders and their receipts, bills, the ABA payment file.

export type { AbaPayment, AbaRemitter } from './aba.ts'
export { ABA_CREDIT, ABA_RECORD_LENGTH, abaDetail, abaFile, abaHeader, abaTrailer } from './aba.ts'
export {
  PaymentExportAnswerSchema,
  PurchaseOrderBilledAnswerSchema,
  QuickBuyAnswerSchema,
} from './answers.ts'
export { BANK_MESSAGES, bankDetailsProblem, isAccountNumber, normalBsb } from './bank-details.ts'
export { BillLineSchema, billResource } from './bill-resource.ts'
export type { BillStatus, ReceivedOrderLine } from './bill-rules.ts'
export {
  billAfterPayment,
  billAllows,
  billDueDate,
  billLinesFromOrder,
  billNumber,
  billOwed,
  billPaymentPosting,
  billsOwed,
} from './bill-rules.ts'
export type { BillToPay, PaymentExport } from './payment-export.ts'
export { exportPayments, PaymentExportSchema, remitterProblem } from './payment-export.ts'
export {
  PurchaseOrderLineSchema,
  purchaseOrderResource,
  ReceiptInputSchema,
} from './purchase-order-resource.ts'
export type {
  OrderLineCounts,
  OrderUnits,
  PurchaseOrderDraft,
  PurchaseOrderState,
  PurchaseOrderTotals,
  ReceiptAsk,
} from './purchase-orders.ts'
export {
  orderUnits,
  PURCHASE_ORDER_MESSAGES,
  PURCHASE_ORDER_STATES,
  purchaseOrderAllows,
  purchaseOrderNumber,
  purchaseOrderProblem,
  purchaseOrderState,
  purchaseOrderSubtotal,
  purchaseOrderTotals,
  receiptQuantities,
} from './purchase-orders.ts'
export type { QuickBuy } from './quick-buy.ts'
export { QUICK_BUY_MESSAGES, QuickBuySchema, quickBuyProblem } from './quick-buy.ts'
export {
  CurrencyCode,
  ExchangeRate,
  ShipmentLineSchema,
  shipmentResource,
} from './shipment-resource.ts'
export type {
  ShipmentAction,
  ShipmentChange,
  ShipmentFacts,
  ShipmentLineAsk,
  ShipmentLineCounts,
  ShipmentMode,
  ShipmentState,
} from './shipments.ts'
export {
  editedShipmentLines,
  SHIPMENT_ACTIONS,
  SHIPMENT_MESSAGES,
  SHIPMENT_MODES,
  SHIPMENT_STATES,
  shipmentAllows,
  shipmentEditProblem,
  shipmentNumber,
  shipmentStateRefusal,
  shipmentTransition,
  shipmentUnits,
} from './shipments.ts'
export { shippingCostResource } from './shipping-cost-resource.ts'
export type { AllocationLine, AllocationMethod, ShippingCostKind } from './shipping-costs.ts'
export {
  ALLOCATION_METHODS,
  allocateCents,
  allocateShippingCost,
  landedUnitCost,
  landedUnits,
  localAmount,
  RATE_SCALE,
  rateMillionths,
  SHIPPING_COST_KINDS,
  SHIPPING_COST_MESSAGES,
  shipmentCosts,
  shipmentLineCosts,
  shippingCostPosting,
  shippingCostProblem,
  shippingUnitCost,
} from './shipping-costs.ts'
export { supplierResource } from './supplier-resource.ts'
