/**
 * @pos/core: the business rules of the point-of-sale and back office, as pure functions and valibot
 * schemas. No I/O, DOM, Node, clock or randomness: time, ids and settings come in as arguments.
 */

export type { Account } from './admin/account-answer.ts'
export { AccountAnswerSchema } from './admin/account-answer.ts'
export { ApiUserTokenSchema, apiUserResource } from './admin/api-user-resource.ts'
export type { ApiUserPayload } from './admin/api-users.ts'
export { ApiUserPayloadSchema } from './admin/api-users.ts'
export type { AreaRights, GroupRights, Right, RightAction } from './admin/area-rights.ts'
export {
  actionOfMethod,
  allAreaRights,
  areasFromPages,
  cachesToSync,
  holds,
  isRightAction,
  mayGrantAreas,
  mergeAreas,
  normalAreas,
  RIGHT_ACTION_LABELS,
  RIGHT_ACTIONS,
  readGroupRights,
  rightName,
  setRight,
  viewableAreas,
  withoutRight,
} from './admin/area-rights.ts'
export type { CompanyPayload, RegistrationCurrency } from './admin/company.ts'
export { CompanyPayloadSchema, REGISTRATION_CURRENCIES } from './admin/company.ts'
export type { DashboardBucket, DashboardQuery, DashboardSales } from './admin/dashboard.ts'
export {
  averageCents,
  DASHBOARD_BUCKETS,
  DashboardQuerySchema,
  DashboardSalesSchema,
  MAX_DASHBOARD_BUCKETS,
} from './admin/dashboard.ts'
export type { AccountStatus } from './admin/fields.ts'
export { ACCOUNT_STATUSES } from './admin/fields.ts'
export { GRANT_REFUSED, GROUP_IN_USE, GROUP_NAME_TAKEN, groupResource } from './admin/group-resource.ts'
export type { GroupPayload } from './admin/groups.ts'
export { ADMINISTRATORS_GROUP_NAME, GroupPayloadSchema } from './admin/groups.ts'
export type { Health } from './admin/health-answer.ts'
export { HealthSchema } from './admin/health-answer.ts'
export type { PageRight, RegisterCache } from './admin/page-rights.ts'
export {
  ALL_PAGE_RIGHTS,
  isPageRight,
  isRegisterCache,
  PAGE_RIGHTS,
  REGISTER_CACHES,
} from './admin/page-rights.ts'
export type { ParseResult, PayloadOutput, PayloadSchema } from './admin/parse-payload.ts'
export { issueMessage, parsePayload } from './admin/parse-payload.ts'
export type { RegisterPayload, SignInPayload, VerifyPayload } from './admin/sessions.ts'
export {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  RegisterPayloadSchema,
  SignInPayloadSchema,
  VerifyPayloadSchema,
} from './admin/sessions.ts'
export { CANNOT_DISABLE_SELF, USER_EMAIL_TAKEN, userResource } from './admin/user-resource.ts'
export type { UserCreatePayload, UserListQuery, UserSettings, UserUpdatePayload } from './admin/users.ts'
export {
  defaultUserSettings,
  UserCreatePayloadSchema,
  UserListQuerySchema,
  UserSettingsSchema,
  UserUpdatePayloadSchema,
} from './admin/users.ts'
export * from './banking/index.ts'
export * from './books/index.ts'
// Partner integrations (Shopify, Shippit, Klaviyo, cloud print) and bulk import (spec 2 /admin/integrations, /admin/import).
export * from './bulk-import/index.ts'
export * from './catalog-admin/index.ts'
export * from './company-admin/index.ts'
export type {
  CustomScriptHook,
  HookOutcome,
  ScriptLine,
  ScriptRun,
  ScriptSale,
  ScriptStage,
} from './custom-scripts/hooks.ts'
export {
  CUSTOM_SCRIPT_HOOKS,
  CUSTOM_SCRIPT_MESSAGE_MAX,
  CUSTOM_SCRIPT_TIME_LIMIT_MS,
  CUSTOM_SCRIPTS_UNAVAILABLE,
  combineOutcomes,
  NO_OUTCOME,
  readScriptRun,
  SALE_SCRIPT_SCOPE,
  scriptLine,
  scriptSale,
} from './custom-scripts/hooks.ts'
export type {
  CustomerSales,
  LoyaltyHistory,
  ReviewFlag,
  StoreCreditStatement,
} from './customers-admin/customer-answers.ts'
export {
  CustomerSalesSchema,
  LoyaltyHistorySchema,
  ReviewFlagListSchema,
  ReviewFlagSchema,
  StoreCreditStatementSchema,
} from './customers-admin/customer-answers.ts'
export { customerResource, StoreCreditAdjustedSchema } from './customers-admin/customer-resource.ts'
// Customers, loyalty program, gift cards, reasons and wallet templates (issue 5).
export type {
  CustomerCreatePayload,
  CustomerUpdatePayload,
  StoreCreditAdjustment,
} from './customers-admin/customers.ts'
export {
  CUSTOMER_EMAIL_TAKEN,
  CUSTOMER_NAME_REQUIRED,
  CustomerCreatePayloadSchema,
  CustomerUpdatePayloadSchema,
  StoreCreditAdjustmentSchema,
} from './customers-admin/customers.ts'
export type { GiftCardRecord, GiftCardTransactions } from './customers-admin/gift-card-answers.ts'
export {
  GiftCardAnswerSchema,
  GiftCardRecordSchema,
  GiftCardSettingsAnswerSchema,
  GiftCardTransactionsSchema,
} from './customers-admin/gift-card-answers.ts'
export type {
  GiftCardAdjustment,
  GiftCardCreatePayload,
  GiftCardListQuery,
  GiftCardUpdatePayload,
} from './customers-admin/gift-cards.ts'
export {
  GIFT_CARD_MESSAGES,
  GiftCardAdjustmentSchema,
  GiftCardCreatePayloadSchema,
  GiftCardListQuerySchema,
  GiftCardSettingsSchema,
  GiftCardUpdatePayloadSchema,
  giftCardExpiry,
  giftCardStatus,
  SerialSchema,
} from './customers-admin/gift-cards.ts'
export type {
  BalanceEntry,
  CustomerFigures,
  CustomerSale,
  StatementRow,
} from './customers-admin/ledger.ts'
export { customerFigures, runningStatement, withRunningBalance } from './customers-admin/ledger.ts'
export type { ListQuery, SyncQuery } from './customers-admin/list-query.ts'
export { ListQuerySchema, ReviewFlagListQuerySchema, SyncQuerySchema } from './customers-admin/list-query.ts'
export type { LoyaltyProgramPayload, TierPayload } from './customers-admin/loyalty-program.ts'
export {
  LoyaltyProgramAnswerSchema,
  LoyaltyProgramPayloadSchema,
  tierRangeProblem,
} from './customers-admin/loyalty-program.ts'
export { reasonResource } from './customers-admin/reason-resource.ts'
export type { ReasonKind, ReasonListQuery, ReasonPayload } from './customers-admin/reasons.ts'
export {
  isReasonKind,
  REASON_KINDS,
  ReasonListQuerySchema,
  ReasonPayloadSchema,
} from './customers-admin/reasons.ts'
export type {
  BalanceProcessor,
  RedemptionCheck,
  RedemptionVerdict,
} from './customers-admin/redemption.ts'
export { BALANCE_PROCESSORS, checkRedemption, isBalancePayment } from './customers-admin/redemption.ts'
export { walletTemplateResource } from './customers-admin/wallet-template-resource.ts'
export type {
  GiftcardWalletTemplate,
  LoyaltyWalletTemplate,
  MemberBarcode,
  PromotionWalletTemplate,
  WalletBackFieldType,
  WalletIssue,
  WalletTemplate,
  WalletTemplateKind,
  WalletTemplatePayload,
} from './customers-admin/wallet-templates.ts'
export {
  emptyWalletTemplate,
  MAX_WALLET_STORES,
  MEMBER_BARCODES,
  POINTS_PLACEHOLDER,
  pointsUpdateText,
  STORE_NAME_PLACEHOLDER,
  storeNotificationText,
  WALLET_BACK_FIELD_TYPES,
  WALLET_MESSAGES,
  WALLET_TEMPLATE_KINDS,
  WalletTemplatePayloadSchema,
  walletTemplateIssues,
} from './customers-admin/wallet-templates.ts'
export type { DateRange, DateRangeKind, DateRangeOptions } from './dates/date-range.ts'
export { chartBucket, DATE_RANGE_KINDS, dateRange } from './dates/date-range.ts'
// Card terminals and printers (issue 7): bridge protocol, amounts, Adyen events, integration settings.
export * from './devices-rules/index.ts'
export type {
  DiscountAmount,
  DiscountError,
  DiscountErrorCode,
  DiscountReason,
} from './discounts/manual-discount.ts'
export { DISCOUNT_ERRORS, manualDiscountAmount, spreadSaleDiscount } from './discounts/manual-discount.ts'
export * from './glue/index.ts'
export * from './inventory/index.ts'
export * from './jobs/index.ts'
export { earnsPoints, pointsEarned, pointsForAmount, pointsValue } from './loyalty/points.ts'
export type { TierStanding } from './loyalty/tiers.ts'
export { tierFor, tierStanding } from './loyalty/tiers.ts'
export type { LoyaltyActivity, LoyaltyProgram, LoyaltyTier, TierCalculation } from './loyalty/types.ts'
export { TIER_CALCULATIONS } from './loyalty/types.ts'
export * from './media-player/index.ts'
export { allocate } from './money/allocate.ts'
export type { CashRounding } from './money/cash-rounding.ts'
export {
  NO_ROUNDING,
  roundingAdjustment,
  roundToIncrement,
  truncateToIncrement,
} from './money/cash-rounding.ts'
export type { Currency } from './money/currencies.ts'
export { CURRENCIES, currency } from './money/currencies.ts'
export type { RoundingMode } from './money/divide.ts'
export { divideMinor, divideRound, ROUNDING_MODES, toScaled } from './money/divide.ts'
export { formatMoney, formatReceiptMoney, minorToDecimalString } from './money/format.ts'
export type { Minor } from './money/minor.ts'
export { addMinor, maxMinor, minMinor, minor, negMinor, subMinor, sumMinor, ZERO } from './money/minor.ts'
export * from './partners/index.ts'
export type { PromotionSkip } from './promotions/compile.ts'
export { EMPTY_DATE, PROMOTION_SKIPS } from './promotions/compile.ts'
export { describePromotion } from './promotions/describe.ts'
export type {
  CodeOutcome,
  PromotionApplied,
  PromotionContext,
  PromotionOutcome,
} from './promotions/engine.ts'
export { applyPromotions, promotionsToShow } from './promotions/engine.ts'
export type {
  ItemFacts,
  Promotion,
  PromotionCustomer,
  PromotionDiscountType,
} from './promotions/types.ts'
export { PROMOTION_DISCOUNT_TYPES } from './promotions/types.ts'
export * from './purchasing/index.ts'
export { code128Modules, code128Values } from './receipt/code128.ts'
export type { ReceiptDocument, ReceiptRow, TextAlign } from './receipt/layout.ts'
export {
  BARCODE_SIZE,
  columns,
  LOGO_MAX_WIDTH,
  RECEIPT_WIDTH,
  textWidth,
  wrapText,
} from './receipt/layout.ts'
export type { ReceiptOptions, ReceiptStore, ReceiptTemplate } from './receipt/receipt.ts'
export { code128Data, receiptDocument, receiptStore } from './receipt/receipt.ts'
export type { ReceiptLayouts, ReceiptValuesOptions } from './receipt/receipt-template.ts'
export { layoutReceipt, receiptTemplateValues, templatedReceiptDocument } from './receipt/receipt-template.ts'
export { renderReceiptText } from './receipt/render-text.ts'
export type {
  FulfillmentPrint,
  StockDocumentLine,
  StockDocumentOptions,
  TransferPrint,
} from './receipt/stock-documents.ts'
export { fulfillmentDocument, totalUnits, transferDocument } from './receipt/stock-documents.ts'
export * from './register-admin/index.ts'
export * from './register-sale/index.ts'
export * from './reports/index.ts'
// Back-office resources declared once: schemas, list, actions, rights, CSV, OpenAPI (issue 13).
export * from './resource/index.ts'
export type { RecomputeMemo, SaleRecompute } from './sale/incremental.ts'
export { recomputeSaleFrom } from './sale/incremental.ts'
export type { SaleIntegrityIssue } from './sale/integrity.ts'
export { saleIntegrityIssues } from './sale/integrity.ts'
export type { CatalogItem, CatalogProduct } from './sale/line-from-item.ts'
export { itemFacts, lineFromItem } from './sale/line-from-item.ts'
export { canonicalLineOrder, isGiftCardLine, isReturnLine, lineGross, lineNet } from './sale/lines.ts'
export type { ItemPrice, PriceRecord } from './sale/prices.ts'
export { itemPrice } from './sale/prices.ts'
export type { DiscountNotice, LoyaltyContext, RecomputeContext, RecomputeResult } from './sale/recompute.ts'
export { recomputeSale } from './sale/recompute.ts'
export { computeTotals, isRoundingPayment, ROUNDING_PROCESSOR, settlement } from './sale/totals.ts'
export type {
  AppliedPromotion,
  LineItem,
  LineProduct,
  ManualDiscount,
  Payment,
  PaymentRecovery,
  Sale,
  SaleFulfillment,
  SaleLine,
  SaleTotals,
  Shipping,
} from './sale/types.ts'
export { GIFT_CARD_VIEW } from './sale/types.ts'
export type { DeletedRecord, Item, Price, Product } from './schemas/catalog.ts'
export { DeletedRecordSchema, ItemSchema, PriceSchema, ProductSchema } from './schemas/catalog.ts'
export {
  IdSchema,
  InstantSchema,
  MinorSchema,
  OptionalInstantSchema,
  TagsSchema,
} from './schemas/common.ts'
export type { LocalRecord, LocalTable } from './schemas/local-database.ts'
export { LOCAL_SCHEMA_VERSION, LOCAL_TABLES } from './schemas/local-database.ts'
export type { ParseError, ParseIssue } from './schemas/parse.ts'
export { parseWith } from './schemas/parse.ts'
export {
  CustomerSchema,
  GiftCardLookupSchema,
  GiftCardSchema,
  LoyaltyLookupSchema,
  LoyaltyProgramSchema,
  PaymentMethodListSchema,
  PaymentMethodSchema,
} from './schemas/payments.ts'
export type { PosCode, PromotionRecord } from './schemas/register.ts'
export {
  CustomScriptSchema,
  DiscountReasonSchema,
  PosCodeSchema,
  PromotionSchema,
  ReturnReasonSchema,
  StocktakeSchema,
} from './schemas/register.ts'
export {
  keysFrame,
  keysOfFrame,
  registerPriceKeys,
  registerPriceOf,
  registerPriceText,
  registerProductKeys,
  registerProductOf,
  registerProductText,
  storedPriceOf,
  storedProductOf,
} from './schemas/register-records.ts'
export { PaymentSchema, ProcessingSaleSchema, SaleLineSchema, SaleSchema } from './schemas/sale.ts'
export { RegisterSchema, RegisterTemplateSchema, StoreSchema } from './schemas/setup.ts'
export { isUnstorableText } from './schemas/storable-text.ts'
export { FrameReader, frameParts } from './shared/frames.ts'
export { moveItem } from './shared/lists.ts'
// Register rules (issue 3): money, tax, sale, discounts, promotions, tenders, loyalty.
export type { Err, Ok, Result } from './shared/result.ts'
export { err, exhaustive, ok } from './shared/result.ts'
export type { Taxable, TaxRule, TaxSettings } from './tax/gst.ts'
export {
  AU_TAX,
  documentTax,
  percentToRateUnits,
  RATE_SCALE,
  TAX_RULES,
  taxExcluded,
  taxIncluded,
} from './tax/gst.ts'
export type { PaymentRecord } from './tenders/add-payment.ts'
export { addTenderPayments } from './tenders/add-payment.ts'
export type { TenderError, TenderErrorCode } from './tenders/errors.ts'
export { TENDER_ERRORS, tenderError } from './tenders/errors.ts'
export { giftCardExpiration, isGiftCardExpired } from './tenders/gift-cards.ts'
export { tenderPayable } from './tenders/payable.ts'
export type { PaymentMethod, PaymentProcessor } from './tenders/payment-methods.ts'
export {
  methodProcessor,
  methodRounding,
  PAYMENT_PROCESSORS,
  POS_PRODUCT,
  ROUNDING_SYSTEM_TYPE,
} from './tenders/payment-methods.ts'
export type { RecoveryStep } from './tenders/payment-recovery.ts'
export { nextRecoveryStep, PAYMENT_RECOVERY } from './tenders/payment-recovery.ts'
export type { RefundTender } from './tenders/refund.ts'
export { nextRefundTender } from './tenders/refund.ts'
export type { GiftCard, TenderAllowance, TenderCustomer, TenderRequest } from './tenders/tender.ts'
export { tenderAllowance } from './tenders/tender.ts'
