// The books (issue 15): chart of accounts, tax rates, postings, reports, BAS, open period, journal import.

export type { AccountClass, AccountType, DefaultAccount, LedgerRole } from './accounts.ts'
export {
  ACCOUNT_TYPES,
  accountClass,
  DEFAULT_AU_CHART,
  fallbackClearingRole,
  LEDGER_ROLES,
} from './accounts.ts'
export type { BooksSettings, Journal, JournalImportPreview, LedgerLine, ReportSection } from './answers.ts'
export {
  AccountLedgerSchema,
  BalanceSheetAnswerSchema,
  BasAnswerSchema,
  BooksChoicesAnswerSchema,
  BooksSettingsAnswerSchema,
  InvoiceEmailedSchema,
  JournalAnswerSchema,
  JournalImportAnswerSchema,
  JournalImportPreviewSchema,
  JournalSchema,
  LedgerLineSchema,
  ProfitAndLossAnswerSchema,
  TrialBalanceAnswerSchema,
} from './answers.ts'
export type { BasFigures, BasInput } from './bas.ts'
export { BAS_LABELS, basReport, cashBasisShare, lodgedDollars, SIMPLER_BAS_LABELS } from './bas.ts'
export type { DocumentLine, Tender } from './event-postings.ts'
export {
  balanceAdjustmentPosting,
  billPosting,
  closeVariancePosting,
  documentPaymentPosting,
  giftCardSoldPosting,
  invoicePosting,
  lineTax,
  pettyCashPosting,
  reversePosting,
  stockAdjustmentPosting,
  stockReceiptPosting,
  tillPettyCashPosting,
} from './event-postings.ts'
export {
  INVOICE_STATUS_WORDS,
  INVOICE_STATUSES,
  InvoiceLineSchema,
  invoiceResource,
} from './invoice-resource.ts'
export {
  approvedInvoicePosting,
  type InvoiceRuleLine,
  type InvoiceStatus,
  type InvoiceTotals,
  invoiceAfterPayment,
  invoiceAllows,
  invoiceNumber,
  invoiceOwed,
  invoiceTotals,
} from './invoice-rules.ts'
export type { JournalLineInput, ManualJournal } from './journal.ts'
export { journalPosting, journalProblem, ManualJournalSchema, sourceLink } from './journal.ts'
export type { JournalImportLookups, JournalImportRow } from './journal-import.ts'
export {
  checkJournalImport,
  JOURNAL_IMPORT_COLUMNS,
  JOURNAL_IMPORT_WARNING,
  parseDollars,
} from './journal-import.ts'
export {
  methodMetadataWith,
  methodSettingsOf,
  paymentMethodResource,
} from './payment-method-resource.ts'
export type { OpenPeriod } from './periods.ts'
export { AU_YEAR_START_MONTH, basPeriod, financialYear, postingDateProblem } from './periods.ts'
export type { PostingLine } from './posting.ts'
export { debitCredit, PostingBuilder, postingImbalance } from './posting.ts'
export type { BooksReportQuery } from './queries.ts'
export {
  BooksReportQuerySchema,
  BooksSettingsSchema,
  comparisonPeriods,
  JournalImportSchema,
  JournalReverseSchema,
} from './queries.ts'
export type { AccountTotals, ReportAccount, ReportLine, TrialBalanceRow } from './reports.ts'
export { balanceSheet, profitAndLoss, trialBalance } from './reports.ts'
export { accountResource, costCentreResource, taxRateResource } from './resources.ts'
export type { SaleToPost } from './sale-posting.ts'
export { salePosting } from './sale-posting.ts'
export type {
  TaxInvoiceDocument,
  TaxInvoiceInput,
  TaxInvoiceLine,
  TaxInvoiceRow,
  TaxInvoiceSeller,
} from './tax-invoice.ts'
export {
  auDate,
  companyAddressLines,
  INVOICE_EMAIL_NO_ADDRESS,
  INVOICE_EMAIL_NOT_ISSUED,
  invoiceEmailValues,
  invoiceFileName,
  TAX_INVOICE_TITLE,
  taxInvoiceDocument,
} from './tax-invoice.ts'
export type { BasLabel, TaxType, TaxTypeInfo } from './tax-rates.ts'
export { isTaxType, saleTaxType, TAX_TYPE_KEYS, TAX_TYPES } from './tax-rates.ts'
