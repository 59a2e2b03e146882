import * as v from 'valibot'
import { type Refusal, refusal } from '../resource/refusal.ts'

/**
 * Sales budgets (spec 2, /sales/sales-budget): an amount per store per day, week (from Monday) or month, entered
 * for a from-to range and compared with what the stores sold. Days are calendar days written YYYY-MM-DD.
 */

export const BUDGET_PERIODS = ['day', 'week', 'month'] as const
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number]

/** The spec's message when the range is missing (spec 5, to the letter). */
export const BUDGET_DATES_MESSAGE = 'Please select a from and to date'

/** A grid wider than this is refused: nobody reads it, and it costs the database for nothing. */
export const MAX_BUDGET_PERIODS = 400

/** The most one budget cell may hold: $10 billion in cents. */
export const MAX_BUDGET_CENTS = 1_000_000_000_000

const DAY_MS = 86_400_000
const DAY = /^\d{4}-\d{2}-\d{2}$/

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS
}

function dayText(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10)
}

function isDay(text: string): boolean {
  return DAY.test(text) && !Number.isNaN(dayNumber(text)) && dayText(dayNumber(text)) === text
}

/** The first day of the period that holds `day` [BUD1]: itself, its week's Monday, its month's first. */
export function periodStart(day: string, period: BudgetPeriod): string {
  if (period === 'day') return day
  if (period === 'month') return `${day.slice(0, 7)}-01`
  const number = dayNumber(day)
  // 1970-01-01 was a Thursday: (n + 3) mod 7 is 0 on Mondays.
  return dayText(number - ((((number + 3) % 7) + 7) % 7))
}

/** The day after the period that starts on `start`. */
export function periodEnd(start: string, period: BudgetPeriod): string {
  if (period === 'day') return dayText(dayNumber(start) + 1)
  if (period === 'week') return dayText(dayNumber(start) + 7)
  const [year, month] = start.split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

/**
 * The range the budget screen opens on [BUD1]: the month that holds `day` and the two after it, by month, so a
 * manager sees this quarter's budgets at once instead of an empty form.
 */
export function defaultBudgetRange(day: string): BudgetQuery {
  const from = periodStart(day, 'month')
  const fourth = periodEnd(periodEnd(periodEnd(from, 'month'), 'month'), 'month')
  return { from, to: dayText(dayNumber(fourth) - 1), period: 'month' }
}

/** Every period that holds a day from `from` to `to` (both included), in order [BUD1]. */
export function budgetPeriods(from: string, to: string, period: BudgetPeriod): string[] {
  const starts: string[] = []
  let start = periodStart(from, period)
  while (start <= to && starts.length < MAX_BUDGET_PERIODS + 1) {
    starts.push(start)
    start = periodEnd(start, period)
  }
  return starts
}

const DayField = (label: string) =>
  v.optional(
    v.pipe(v.string(BUDGET_DATES_MESSAGE), v.maxLength(10, `Please give the ${label} as a date`)),
    '',
  )

/** The query of the budget grid: a from and to day and the period of its columns. */
export const BudgetQuerySchema = v.object({
  from: DayField('from date'),
  to: DayField('to date'),
  period: v.optional(v.picklist(BUDGET_PERIODS, 'Please choose day, week or month'), 'month'),
})
export type BudgetQuery = v.InferOutput<typeof BudgetQuerySchema>

/** Why a budget range cannot be shown: a missing date (the spec's message), a bad one, or too many periods. */
export function budgetRangeProblem(query: BudgetQuery): Refusal | undefined {
  if (!query.from || !query.to) return refusal('invalid', BUDGET_DATES_MESSAGE, query.from ? 'to' : 'from')
  if (!isDay(query.from)) return refusal('invalid', 'Please give the from date as a date', 'from')
  if (!isDay(query.to)) return refusal('invalid', 'Please give the to date as a date', 'to')
  if (query.from > query.to) return refusal('invalid', 'Please select a from date before the to date', 'to')
  if (budgetPeriods(query.from, query.to, query.period).length > MAX_BUDGET_PERIODS) {
    return refusal('invalid', 'That range is too long for this period: choose a longer period', 'period')
  }
  return undefined
}

const Cents = v.pipe(
  v.number('Please enter the budget as an amount'),
  v.integer('Please enter the budget in whole cents'),
  v.minValue(0, 'Please enter a budget of 0 or more'),
  v.maxValue(MAX_BUDGET_CENTS, 'Please enter a smaller budget'),
)

/** What the grid saves: the period and its cells (a cell left out is left as it was). */
export const BudgetSaveSchema = v.object({
  period: v.picklist(BUDGET_PERIODS, 'Please choose day, week or month'),
  entries: v.pipe(
    v.array(
      v.object({
        store_id: v.pipe(
          v.number('Please choose a store'),
          v.integer(),
          v.minValue(1),
          v.maxValue(2_147_483_647),
        ),
        period_start: v.pipe(
          v.string('Please give the period as a date'),
          v.check(isDay, 'Please give the period as a date'),
        ),
        amount: Cents,
      }),
      'Please send the budget cells',
    ),
    v.maxLength(20_000, 'Please save fewer cells at once'),
  ),
})
export type BudgetSave = v.InferOutput<typeof BudgetSaveSchema>

/** Why a save cannot be kept: a cell that is not the first day of its period. */
export function budgetSaveProblem(save: BudgetSave): Refusal | undefined {
  const bad = save.entries.find(
    (entry) => periodStart(entry.period_start, save.period) !== entry.period_start,
  )
  return bad
    ? refusal('invalid', `${bad.period_start} does not start a ${save.period}`, 'entries')
    : undefined
}

/** Actual against budget [BUD2]: variance = actual − budget; % of budget to one decimal, null with no budget. */
export type BudgetComparison = {
  readonly actual: number
  readonly budget: number
  readonly variance: number
  readonly percent: number | null
}

export function compareWithBudget(actual: number, budget: number): BudgetComparison {
  return {
    actual,
    budget,
    variance: actual - budget,
    percent: budget === 0 ? null : Math.round((actual * 1000) / budget) / 10,
  }
}

/** The comparison of a total: the actuals and budgets summed, then compared [BUD3]. */
export function totalComparison(
  cells: readonly Pick<BudgetComparison, 'actual' | 'budget'>[],
): BudgetComparison {
  let actual = 0
  let budget = 0
  for (const cell of cells) {
    actual += cell.actual
    budget += cell.budget
  }
  return compareWithBudget(actual, budget)
}

/** A cell of the budget grid: a store's amount (cents) in the period starting that day. */
export const BudgetCellSchema = v.object({
  store_id: v.number(),
  period_start: v.string(),
  amount: v.number(),
})
export type BudgetCell = v.InferOutput<typeof BudgetCellSchema>

/**
 * GET /api/sales-budget.json: the stores the caller may see, the periods of the range, their budgets and what each
 * store sold in each whole period.
 */
export const BudgetGridSchema = v.object({
  period: v.picklist(BUDGET_PERIODS),
  periods: v.array(v.string()),
  stores: v.array(v.object({ id: v.number(), name: v.string() })),
  budgets: v.array(BudgetCellSchema),
  actuals: v.array(BudgetCellSchema),
})
export type BudgetGrid = v.InferOutput<typeof BudgetGridSchema>
