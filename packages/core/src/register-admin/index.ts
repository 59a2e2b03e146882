// Stores, registers, templates, the register day, receipt numbers and posted sales (issue 6).
export type {
  CashCountError,
  CashCountErrorCode,
  DrawerMovements,
  DrawerPayment,
  TenderSummaryRow,
} from './cash.ts'
export {
  CASH_COUNT_ERRORS,
  cashCountTotal,
  cashVariance,
  closeNeedsConfirmation,
  denominations,
  expectedCash,
  saleCashTaken,
  tenderSummary,
} from './cash.ts'
export type {
  DrawerFigures,
  PettyCashEntry,
  RegisterClosed,
  RegisterDay,
  RegisterRecord,
  RegisterSession,
  SaleRegister,
} from './day-answers.ts'
export {
  AssignedRegistersSchema,
  DrawerFiguresSchema,
  DrawerOpenedSchema,
  DrawerOpeningsSchema,
  PettyCashAddedSchema,
  PettyCashEntrySchema,
  PettyCashListSchema,
  RegisterClosedSchema,
  RegisterContextAnswerSchema,
  RegisterDaySchema,
  RegisterOpenedSchema,
  RegisterRecordSchema,
  RegisterSessionSchema,
  RegisterStoreSchema,
  TenderSummarySchema,
} from './day-answers.ts'
export { DEFAULT_STORE_LICENCE, mayCreateStore, STORE_LICENCE_MESSAGE } from './licence.ts'
export { StoreLicenceAnswerSchema, SubscriptionAnswerSchema } from './licence-answers.ts'
export { REGISTER_MESSAGES } from './messages.ts'
export type {
  CashCount,
  CashDrawerPayload,
  CloseRegisterPayload,
  EmailReceiptPayload,
  OpenRegisterPayload,
  PettyCashPayload,
  PostedSale,
  PrinterType,
  RegisterEditPayload,
  RegisterTemplatePayload,
  SalesQuery,
  StorePayload,
  StoreStatus,
} from './payloads.ts'
export {
  CashCountSchema,
  CashDrawerPayloadSchema,
  CloseRegisterPayloadSchema,
  EmailReceiptPayloadSchema,
  OpenRegisterPayloadSchema,
  PettyCashPayloadSchema,
  PostedSaleLineSchema,
  PostedSaleSchema,
  PRINTER_TYPES,
  RegisterEditPayloadSchema,
  RegisterTemplatePayloadSchema,
  SalesQuerySchema,
  STORE_STATUSES,
  StoreLicencePayloadSchema,
  StorePayloadSchema,
} from './payloads.ts'
export type { PaymentMethodDefault } from './payment-method-defaults.ts'
export { defaultPaymentMethods } from './payment-method-defaults.ts'
export {
  nextReceiptNumber,
  parseReceiptNumber,
  RECEIPT_PREFIX_PATTERN,
  receiptPrefix,
} from './receipt-numbers.ts'
export {
  NOT_A_TEMPLATE,
  REGISTER_READERS,
  REGISTER_TAKEN,
  REGISTER_TEMPLATE_TAKEN,
  registerResource,
  registerTemplateResource,
  storeResource,
} from './resources.ts'
export type { PostedReturnLine, ReturnError, SoldLine } from './returns.ts'
export { RETURN_ERRORS, returnableQuantity, returnProblem } from './returns.ts'
export type { SaleBatchResult } from './sale-batch.ts'
export {
  SALE_BATCH_LIMIT,
  SaleBatchAnswerSchema,
  SaleBatchResultSchema,
  SaleBatchSchema,
} from './sale-batch.ts'
