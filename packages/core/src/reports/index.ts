export type {
  ReportDataset,
  ReportDefinition,
  ReportGroup,
  ReportMeasure,
  ReportResult,
  ReportRun,
} from './report-definition.ts'
export {
  defaultReportDefinition,
  MAX_REPORT_ROWS,
  MONEY_MEASURES,
  REPORT_DATASET_SHAPE,
  REPORT_DATASETS,
  REPORT_GROUPS,
  REPORT_MEASURES,
  ReportDefinitionSchema,
  ReportResultSchema,
  ReportRunSchema,
  reportProblem,
  TIME_GROUPS,
} from './report-definition.ts'
export type { ReportRow, ReportSums } from './report-figures.ts'
export { marginPercent, measureValue, reportRow, reportTotals, ZERO_SUMS } from './report-figures.ts'
export { reportResource } from './report-resource.ts'
export { REPORT_WORDS } from './report-words.ts'
export type {
  BudgetCell,
  BudgetComparison,
  BudgetGrid,
  BudgetPeriod,
  BudgetQuery,
  BudgetSave,
} from './sales-budget.ts'
export {
  BUDGET_DATES_MESSAGE,
  BUDGET_PERIODS,
  BudgetCellSchema,
  BudgetGridSchema,
  BudgetQuerySchema,
  BudgetSaveSchema,
  budgetPeriods,
  budgetRangeProblem,
  budgetSaveProblem,
  compareWithBudget,
  defaultBudgetRange,
  MAX_BUDGET_CENTS,
  periodEnd,
  periodStart,
  totalComparison,
} from './sales-budget.ts'
