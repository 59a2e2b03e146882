import * as v from 'valibot'
import { DATE_RANGE_KINDS, type DateRangeKind } from '../dates/date-range.ts'
import { type Refusal, refusal } from '../resource/refusal.ts'

/**
 * A saved custom report (spec 2, /reports): which data it reads, how its rows are grouped, which figures each
 * row shows and which sales or stock it counts. Plain data: the server turns it into one SQL query, the web
 * draws its form from these lists.
 */

/** What a report reads: the lines of sales, the payments of sales, or the stock on hand now. */
export const REPORT_DATASETS = ['sales_lines', 'sales_by_payment', 'stock_on_hand'] as const
export type ReportDataset = (typeof REPORT_DATASETS)[number]

/** One row per value of: a calendar day, week (from Monday) or month, or a record the figures belong to. */
export const REPORT_GROUPS = [
  'day',
  'week',
  'month',
  'store',
  'register',
  'staff',
  'payment_method',
  'warehouse',
  'product',
  'product_type',
  'vendor',
  'tag',
] as const
export type ReportGroup = (typeof REPORT_GROUPS)[number]

/** The figures a row can show; money in cents, counts whole. */
export const REPORT_MEASURES = [
  'quantity',
  'net_sales',
  'tax',
  'gross_sales',
  'discounts',
  'cost',
  'margin',
  'sales',
  'amount',
] as const
export type ReportMeasure = (typeof REPORT_MEASURES)[number]

/** Which groups and measures each dataset has (a payment has no product; stock has no time or tax). */
export const REPORT_DATASET_SHAPE: Record<
  ReportDataset,
  { readonly groups: readonly ReportGroup[]; readonly measures: readonly ReportMeasure[] }
> = {
  sales_lines: {
    groups: [
      'day',
      'week',
      'month',
      'store',
      'register',
      'staff',
      'product',
      'product_type',
      'vendor',
      'tag',
    ],
    measures: ['quantity', 'net_sales', 'tax', 'gross_sales', 'discounts', 'cost', 'margin', 'sales'],
  },
  sales_by_payment: {
    groups: ['payment_method', 'day', 'week', 'month', 'store', 'register', 'staff'],
    measures: ['amount', 'sales'],
  },
  stock_on_hand: {
    groups: ['warehouse', 'product', 'product_type', 'vendor', 'tag'],
    measures: ['quantity', 'cost'],
  },
}

/** Measures that are money (cents); the others are counts. */
export const MONEY_MEASURES: ReadonlySet<ReportMeasure> = new Set([
  'net_sales',
  'tax',
  'gross_sales',
  'discounts',
  'cost',
  'margin',
  'amount',
])

/** Groups whose rows are periods of time, shown in time order. */
export const TIME_GROUPS: ReadonlySet<ReportGroup> = new Set(['day', 'week', 'month'])

const DAY = /^\d{4}-\d{2}-\d{2}$/

function filterText(label: string) {
  return v.optional(
    v.pipe(
      v.string(`Please enter the ${label} as text`),
      v.trim(),
      v.maxLength(100, `Please keep the ${label} under 101 characters`),
    ),
    '',
  )
}

const DayText = (label: string) =>
  v.optional(
    v.union(
      [v.literal(''), v.pipe(v.string(), v.regex(DAY), v.isoDate(`Please give the ${label} as a date`))],
      `Please give the ${label} as a date`,
    ),
    '',
  )

/** The declaration a report keeps (`definition` of the saved report, the body of a run). */
export const ReportDefinitionSchema = v.object({
  dataset: v.picklist(REPORT_DATASETS, 'Please choose what the report reads'),
  group_by: v.picklist(REPORT_GROUPS, 'Please choose how the rows are grouped'),
  measures: v.pipe(
    v.array(v.picklist(REPORT_MEASURES, 'Please choose known figures'), 'Please choose the figures'),
    v.minLength(1, 'Please choose at least one figure'),
    v.maxLength(REPORT_MEASURES.length, 'Please choose each figure once'),
  ),
  range: v.optional(v.picklist(DATE_RANGE_KINDS, 'Please choose a date range'), 'this_month'),
  custom_from: DayText('from date'),
  custom_to: DayText('to date'),
  store_ids: v.optional(
    v.pipe(
      v.array(
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
        'Please choose the stores',
      ),
      v.maxLength(500, 'Please choose fewer stores'),
    ),
    [],
  ),
  product_type: filterText('product type'),
  vendor: filterText('vendor'),
})
export type ReportDefinition = v.InferOutput<typeof ReportDefinitionSchema>

/**
 * Why a definition cannot run, beyond its schema: a group or figure its dataset does not have, a figure named
 * twice, a custom range without both dates. Undefined when it can.
 */
export function reportProblem(definition: ReportDefinition): Refusal | undefined {
  const shape = REPORT_DATASET_SHAPE[definition.dataset]
  if (!shape.groups.includes(definition.group_by)) {
    return refusal('invalid', 'This data cannot be grouped that way', 'group_by')
  }
  if (new Set(definition.measures).size !== definition.measures.length) {
    return refusal('invalid', 'Please choose each figure once', 'measures')
  }
  if (definition.measures.some((measure) => !shape.measures.includes(measure))) {
    return refusal('invalid', 'This data does not have one of those figures', 'measures')
  }
  if (
    definition.dataset !== 'stock_on_hand' &&
    definition.range === 'custom' &&
    (!definition.custom_from || !definition.custom_to)
  ) {
    return refusal('invalid', 'Please select a from and to date', 'custom_from')
  }
  return undefined
}

/** A new report's starting point: sales lines by product this month. */
export function defaultReportDefinition(range: DateRangeKind = 'this_month'): ReportDefinition {
  return {
    dataset: 'sales_lines',
    group_by: 'product',
    measures: ['quantity', 'net_sales', 'gross_sales', 'margin'],
    range,
    custom_from: '',
    custom_to: '',
    store_ids: [],
    product_type: '',
    vendor: '',
  }
}

/** The most rows a report answers; a longer one says it was cut short. */
export const MAX_REPORT_ROWS = 1000

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const Instant = (label: string) =>
  v.pipe(
    v.string(`Please give ${label} as an ISO date and time`),
    v.maxLength(40, `Please give ${label} as an ISO date and time`),
    v.isoTimestamp(`Please give ${label} as an ISO date and time with a time zone offset`),
    v.transform((text) => new Date(text)),
    v.check((date) => !Number.isNaN(date.getTime()), `Please give ${label} as a real date and time`),
  )

/**
 * The body of a run (POST /api/proxy/reports/run.json): the definition, and the instants [from, to) its date
 * range covers in the caller's time zone (the browser works them out with `dateRange`, as the dashboard does).
 */
export const ReportRunSchema = v.pipe(
  v.object({
    definition: ReportDefinitionSchema,
    from: Instant('from'),
    to: Instant('to'),
    tz: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(64, 'Please give tz as an IANA time zone such as Australia/Sydney'),
        v.check(isTimeZone, 'Please give tz as an IANA time zone such as Australia/Sydney'),
      ),
      'UTC',
    ),
  }),
  v.check((run) => run.from < run.to, 'Please select a from date before the to date'),
)
export type ReportRun = v.InferOutput<typeof ReportRunSchema>

/** A row's or the totals' figures: each chosen measure's value. */
const MeasureValuesSchema = v.partial(
  v.object(
    Object.fromEntries(REPORT_MEASURES.map((measure) => [measure, v.number()])) as Record<
      ReportMeasure,
      v.NumberSchema<undefined>
    >,
  ),
)

/** POST /api/proxy/reports/run.json: the report's rows, totals (the sum of the rows) and currency. */
export const ReportResultSchema = v.object({
  currency: v.string(),
  measures: v.array(v.picklist(REPORT_MEASURES)),
  group_by: v.picklist(REPORT_GROUPS),
  rows: v.array(v.object({ key: v.string(), label: v.string(), values: MeasureValuesSchema })),
  totals: MeasureValuesSchema,
  truncated: v.boolean(),
})
export type ReportResult = v.InferOutput<typeof ReportResultSchema>
