// The catalogue back office's rules and payloads (issue 4); re-exported by the package entry.

export type {
  CatalogPrice,
  PriceListPrice,
  PriceListRecord,
  ProductDetail,
  ProductListRow,
} from './answers.ts'
export {
  PriceAnswerSchema,
  PriceListAnswerSchema,
  PriceListDetailSchema,
  PriceListImportedSchema,
  PriceListListSchema,
  PriceListRecordSchema,
  PriceRecordSchema,
  ProductAnswerSchema,
  ProductDetailSchema,
  ProductFacetsSchema,
  ProductListRowSchema,
  ProductListSchema,
} from './answers.ts'
export type { CompanyCounter } from './counters.ts'
export {
  COMPANY_COUNTERS,
  COUNTER_START,
  ean13CheckDigit,
  formatCounter,
  gtinCheckDigit,
  gtinCompletion,
  IN_STORE_BARCODE_PREFIX,
  inStoreBarcode,
  isValidEan13,
  MAX_BARCODE_COUNTER,
  posCode,
  productNumber,
} from './counters.ts'
export { customScriptResource } from './custom-script-resource.ts'
export type { ItemOptions, ProductOption } from './items.ts'
export {
  cleanOptionValues,
  MAX_ITEMS_PER_PRODUCT,
  MAX_OPTIONS,
  missingCombinations,
  optionCombinations,
  optionNames,
  optionsKey,
  skuFor,
} from './items.ts'
export { optionTemplateResource, TEMPLATE_NAME_TAKEN } from './option-template-resource.ts'
export type {
  CatalogSyncQuery,
  CustomScriptPayload,
  ItemPayload,
  OptionTemplatePayload,
  PriceListPayload,
  PricePayload,
  ProductListQuery,
  ProductPayload,
  ProductView,
  StaffPayload,
  StaffStatus,
} from './payloads.ts'
export {
  CatalogSyncQuerySchema,
  CustomScriptPayloadSchema,
  DeletedQuerySchema,
  ItemPayloadSchema,
  OptionTemplatePayloadSchema,
  PRODUCT_VIEWS,
  PriceImportPayloadSchema,
  PriceListPayloadSchema,
  PricePayloadSchema,
  ProductListQuerySchema,
  ProductPayloadSchema,
  STAFF_STATUSES,
  StaffListQuerySchema,
  StaffPayloadSchema,
} from './payloads.ts'
export type { PriceImportError, PriceImportKey, PriceImportPlan, PriceImportRow } from './price-import.ts'
export {
  MAX_PRICE_IMPORT_ROWS,
  PRICE_IMPORT_HEADER_ERROR,
  PRICE_IMPORT_KEYS,
  planPriceImport,
  priceImportMessage,
} from './price-import.ts'
export { PRICE_LIST_NAME_TAKEN, priceListResource } from './price-list-resource.ts'
export type { DatedPrice } from './prices.ts'
export { parseMoneyText, priceInForce, priceOn } from './prices.ts'
export type { ProductCsvItem } from './product-csv.ts'
export { productCsvHeader, productCsvLines } from './product-csv.ts'
export { promotionResource } from './promotion-resource.ts'
export type { PromotionPayload, PromotionStatus } from './promotions.ts'
export {
  PROMOTION_STATUSES,
  PromotionPayloadSchema,
  promotionStatus,
} from './promotions.ts'
export type { RealtimeKind, RealtimeUpdate } from './realtime-topics.ts'
export { isRealtimeKind, REALTIME_KINDS, updateTopic } from './realtime-topics.ts'
export { POS_CODE_TAKEN, staffDisplayName, staffResource } from './staff-resource.ts'
