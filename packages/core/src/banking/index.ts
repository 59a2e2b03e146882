// Banking and fixed assets: statement import and reconciliation, depreciation (accounting-au.md §5, §7).
export type {
  BankAccountSummary,
  ReconcileView,
  Statement,
  StatementPreview,
  StatementSummary,
} from './answers.ts'
export {
  BankAccountListSchema,
  BankAccountSummarySchema,
  DoneSchema,
  ReconcileViewSchema,
  StatementAnswerSchema,
  StatementImportedSchema,
  StatementPreviewAnswerSchema,
  StatementPreviewSchema,
  StatementSchema,
  StatementSummarySchema,
} from './answers.ts'
export type {
  AssetDisposal,
  DepreciationMethod,
  DepreciationPeriod,
  DepreciationPeriodKind,
  DepreciationPlan,
} from './depreciation.ts'
export {
  DEPRECIATION_METHODS,
  DEPRECIATION_PERIODS,
  depreciationPosting,
  depreciationSchedule,
  disposalPosting,
  MAX_DEPRECIATION_PERIODS,
} from './depreciation.ts'
export type { FixedAssetStatus } from './fixed-asset-resources.ts'
export {
  DepreciationRunSchema,
  FIXED_ASSET_STATUSES,
  FixedAssetStatusSchema,
  fixedAssetResource,
  fixedAssetTypeResource,
} from './fixed-asset-resources.ts'
export type { MatchSuggestion, ReconcileLine } from './matching.ts'
export { daysApart, MATCH_WINDOW_DAYS, matchRefusal, suggestMatches } from './matching.ts'
export type { StatementImport, StatementLineState } from './payloads.ts'
export {
  STATEMENT_LINE_STATES,
  StatementImportSchema,
  StatementMatchSchema,
  StatementTransactionSchema,
  StatementUnmatchSchema,
} from './payloads.ts'
export type { CsvMapping, StatementDateFormat } from './statement-csv.ts'
export {
  CsvMappingSchema,
  csvMappingProblem,
  guessCsvMapping,
  parseCsvStatement,
  readStatementDate,
  STATEMENT_DATE_FORMATS,
} from './statement-csv.ts'
export type { BadStatementRow, StatementLineDraft, StatementParse } from './statement-lines.ts'
export { lineFingerprints, MAX_LINE_CENTS, MAX_STATEMENT_LINES, statementTotal } from './statement-lines.ts'
export { parseOfxStatement, readOfxDate } from './statement-ofx.ts'
