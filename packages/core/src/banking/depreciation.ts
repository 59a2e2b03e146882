import type { LedgerRole } from '../books/accounts.ts'
import { PostingBuilder, type PostingLine } from '../books/posting.ts'

/** How often a fixed asset type posts its depreciation (spec: daily, monthly, yearly). */
export const DEPRECIATION_PERIODS = ['daily', 'monthly', 'yearly'] as const
export type DepreciationPeriodKind = (typeof DEPRECIATION_PERIODS)[number]

/** Straight line (the ATO's prime cost) or diminishing value. */
export const DEPRECIATION_METHODS = ['straight_line', 'diminishing_value'] as const
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number]

/** An asset's depreciation as its type and its purchase decide it. Amounts in cents. */
export type DepreciationPlan = {
  readonly cost: number
  /** The first day it is held (first used or installed ready for use), YYYY-MM-DD. */
  readonly purchaseDate: string
  readonly method: DepreciationMethod
  readonly period: DepreciationPeriodKind
  readonly effectiveLifeYears: number
  /** The immediate write-off: the whole cost on the purchase day. */
  readonly fullOnPurchase: boolean
  /** The month the income year starts (7: July, Australia). */
  readonly yearStartMonth?: number
}

/** One period of the schedule: its first and last day, the days held in it, and what it depreciates. */
export type DepreciationPeriod = {
  readonly start: string
  readonly end: string
  readonly days: number
  readonly amount: number
}

/** The ATO divides by 365 whatever the year (accounting-au.md §5). */
const YEAR_DAYS = 365
/** Diminishing value's 200% (assets first held on or after 10 May 2006). */
const DV_PERCENT = 200
/** A run that would post more periods than this at once is refused (each is a journal): over a year of days. */
export const MAX_DEPRECIATION_PERIODS = 500
/** The schedule never looks further than this many income years past the purchase. */
const MAX_YEARS = 150

const DAY_MS = 86_400_000
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS)
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** a × b / c rounded half up, exactly (the product may pass 2^53). */
function mulDiv(a: number, b: number, c: number): number {
  const product = BigInt(a) * BigInt(b)
  const divisor = BigInt(c)
  return Number((product * 2n + divisor) / (divisor * 2n))
}

/** The first day of the income year that holds `day`. */
function yearStartOf(day: number, startMonth: number): number {
  const date = new Date(day * DAY_MS)
  const year = date.getUTCMonth() + 1 >= startMonth ? date.getUTCFullYear() : date.getUTCFullYear() - 1
  return Math.floor(Date.UTC(year, startMonth - 1, 1) / DAY_MS)
}

/** The last day of the period (of its kind) that holds `day`. */
function periodEndOf(day: number, kind: DepreciationPeriodKind, startMonth: number): number {
  if (kind === 'daily') return day
  const date = new Date(day * DAY_MS)
  if (kind === 'monthly')
    return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS) - 1
  const start = new Date(yearStartOf(day, startMonth) * DAY_MS)
  return Math.floor(Date.UTC(start.getUTCFullYear() + 1, startMonth - 1, 1) / DAY_MS) - 1
}

/**
 * The depreciation schedule of an asset up to `upTo` [DEP1-DEP4]: every whole period (ending on or before
 * `upTo`) from the purchase day, with what it depreciates; periods of nothing are left out.
 * - Straight line (prime cost): cost × days held / 365 / effective life, counted from the purchase day and
 *   rounded on the running total, so the periods add up to the cost exactly once the life is over.
 * - Diminishing value: the income year's base value (cost in the first year, then the opening adjustable value)
 *   × days held in the year / 365 × 200% / effective life, rounded on the year's running total.
 * - Full depreciation on purchase: the whole cost on the purchase day.
 * Never more than what is left: the asset never depreciates below 0.
 */
export function depreciationSchedule(plan: DepreciationPlan, upTo: string): DepreciationPeriod[] {
  const first = dayNumber(plan.purchaseDate)
  const last = dayNumber(upTo)
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first || plan.cost <= 0) return []
  if (plan.fullOnPurchase)
    return [{ start: plan.purchaseDate, end: plan.purchaseDate, days: 1, amount: plan.cost }]
  // The life in hundredths of a year (ATO lives such as 6.67 years), so the arithmetic stays whole.
  const life = Math.max(1, Math.round(plan.effectiveLifeYears * 100))
  const startMonth = plan.yearStartMonth ?? 7
  const periods: DepreciationPeriod[] = []
  let written = 0
  let yearStart = yearStartOf(first, startMonth)
  let base = plan.cost
  let yearDepreciated = 0
  let day = first
  const horizon = Math.min(last, first + MAX_YEARS * 366)
  while (day <= horizon && written < plan.cost) {
    const end = periodEndOf(day, plan.period, startMonth)
    if (end > last) break
    const thisYear = yearStartOf(day, startMonth)
    if (thisYear !== yearStart) {
      if (plan.method === 'diminishing_value' && yearDepreciated === 0 && written > 0) break
      yearStart = thisYear
      base = plan.cost - written
      yearDepreciated = 0
    }
    let amount: number
    if (plan.method === 'straight_line') {
      amount = Math.min(plan.cost, mulDiv(plan.cost, (end - first + 1) * 100, YEAR_DAYS * life)) - written
    } else {
      const heldInYear = end - Math.max(first, yearStart) + 1
      const yearTotal = Math.min(base, mulDiv(base, heldInYear * DV_PERCENT, YEAR_DAYS * life))
      amount = yearTotal - yearDepreciated
    }
    amount = Math.max(0, Math.min(amount, plan.cost - written))
    if (amount > 0) periods.push({ start: isoOf(day), end: isoOf(end), days: end - day + 1, amount })
    written += amount
    yearDepreciated += amount
    day = end + 1
  }
  return periods
}

/** A period's posting: Dr the type's expense account, Cr its accumulated depreciation account [DEP5]. */
export function depreciationPosting(
  amount: number,
  expenseAccount: number,
  accumulatedAccount: number,
): PostingLine[] {
  return new PostingBuilder().add(expenseAccount, amount).add(accumulatedAccount, -amount).lines()
}

/** What a sale or disposal writes off, in cents, and where it goes. */
export type AssetDisposal = {
  readonly cost: number
  readonly accumulated: number
  /** Sale proceeds ex GST (0 for a disposal). */
  readonly proceeds: number
  readonly assetAccount: number
  readonly accumulatedAccount: number
  /** The account a loss is written off to (a gain credits it). */
  readonly expenseAccount: number
  readonly proceedsAccount: number | LedgerRole
}

/**
 * The write-off when an asset is sold or disposed of [DEP6] (accounting-au.md §5): its cost out of the asset
 * account, its accumulated depreciation back, the proceeds in, and the difference (book value − proceeds) to
 * the expense account: a loss as a debit, a gain as a credit.
 */
export function disposalPosting(disposal: AssetDisposal): PostingLine[] {
  const bookValue = disposal.cost - disposal.accumulated
  return new PostingBuilder()
    .add(disposal.proceedsAccount, disposal.proceeds)
    .add(disposal.accumulatedAccount, disposal.accumulated)
    .add(disposal.expenseAccount, bookValue - disposal.proceeds)
    .add(disposal.assetAccount, -disposal.cost)
    .lines()
}
