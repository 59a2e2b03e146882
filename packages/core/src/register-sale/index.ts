// Selling at the register (issue 6 part B): scanner detection, suspended-sale claims, queue order.
export type { SaleClaim } from './claims.ts'
export { CLAIM_LOST_MESSAGE, claimOwner, ownsClaim } from './claims.ts'
export { opensCashDrawer } from './drawer.ts'
export type { QueuedKey } from './queue-order.ts'
export { queueOrder } from './queue-order.ts'
export type { ReturnableSale, SaleListRow, SaleView } from './sale-answers.ts'
export {
  ReceiptEmailedSchema,
  ReturnableSaleSchema,
  SaleListRowSchema,
  SaleListSchema,
  SaleReceiptSchema,
  SaleTotalsSchema,
  SaleViewSchema,
} from './sale-answers.ts'
export type { KeyStroke, ScanOptions, ScanState } from './scan.ts'
export { detectScans, EMPTY_SCAN, feedScanKey, SCAN_MAX_GAP_MS, SCAN_MIN_LENGTH } from './scan.ts'
export type { ShippingError, ShippingInput } from './shipping.ts'
export {
  SHIPPING_MESSAGES,
  SHIPPING_TAX_PERCENT,
  saleShipping,
  totalsWithShipping,
} from './shipping.ts'
