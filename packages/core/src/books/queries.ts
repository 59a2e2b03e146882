import * as v from 'valibot'

const Day = v.pipe(v.string(), v.isoDate('Expected a date as YYYY-MM-DD'))
const OptionalId = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected an id'), v.transform(Number)))

/** The query of a report or the general ledger: a period (or a date), comparisons, a cost centre, CSV or JSON. */
export const BooksReportQuerySchema = v.object({
  from: v.optional(Day),
  to: v.optional(Day),
  date: v.optional(Day),
  /** How many earlier periods of the same length to show beside this one (0 to 12). */
  compare: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'Expected a number of periods'),
      v.transform(Number),
      v.maxValue(12, 'At most 12 comparison periods'),
    ),
    '0',
  ),
  cost_centre_id: OptionalId,
  account_id: OptionalId,
  basis: v.optional(v.picklist(['accrual', 'cash'], 'The basis is accrual or cash'), 'accrual'),
  format: v.optional(v.picklist(['json', 'csv'], 'The format is json or csv'), 'json'),
})
export type BooksReportQuery = v.InferOutput<typeof BooksReportQuerySchema>

/** The books settings of the calendar and the chart of accounts' open period. */
export const BooksSettingsSchema = v.object({
  open_from: v.optional(v.nullable(Day)),
  open_to: v.optional(v.nullable(Day)),
  lock_date: v.optional(v.nullable(Day)),
  financial_year_start_month: v.optional(
    v.pipe(
      v.number(),
      v.safeInteger(),
      v.minValue(1, 'A month is 1 to 12'),
      v.maxValue(12, 'A month is 1 to 12'),
    ),
  ),
})

/** A journal CSV to preview or post. */
export const JournalImportSchema = v.object({
  csv: v.pipe(v.string('Expected the CSV text'), v.maxLength(5_000_000, 'The file is too large')),
  date: Day,
  narration: v.pipe(v.string(), v.trim(), v.minLength(1, 'A journal needs a narration')),
  commit: v.optional(v.boolean(), false),
})

/** A reversal of a journal, dated `date` (default: the journal's own date). */
export const JournalReverseSchema = v.object({ date: v.optional(Day) })

/** The previous `count` periods of the same length as [from, to], most recent first. */
export function comparisonPeriods(from: string, to: string, count: number): { from: string; to: string }[] {
  const day = 86_400_000
  const start = Date.parse(`${from}T00:00:00Z`)
  const end = Date.parse(`${to}T00:00:00Z`)
  const length = end - start + day
  const periods: { from: string; to: string }[] = []
  for (let i = 1; i <= count; i++) {
    const wholeMonths = isMonthStart(from) && isMonthEnd(to)
    if (wholeMonths) {
      const months = monthsBetween(from, to)
      periods.push({
        from: shiftMonths(from, -months * i),
        to: lastDayOfMonth(shiftMonths(from, -months * i + months - 1)),
      })
    } else {
      periods.push({ from: iso(start - length * i), to: iso(end - length * i) })
    }
  }
  return periods
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const isMonthStart = (d: string) => d.endsWith('-01')
const isMonthEnd = (d: string) => lastDayOfMonth(d) === d
function monthsBetween(from: string, to: string): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7)) +
    1
  )
}
function shiftMonths(d: string, months: number): string {
  const date = new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1 + months, 1))
  return iso(date.getTime())
}
function lastDayOfMonth(d: string): string {
  return iso(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 0))
}
