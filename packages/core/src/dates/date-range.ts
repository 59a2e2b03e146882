import {
  addDays,
  endOfDay,
  endOfMonth,
  endOfWeek,
  endOfYear,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subMonths,
  subWeeks,
  subYears,
} from 'date-fns'

/** The dashboard's date ranges (spec 1), in the order the dashboard offers them. */
export const DATE_RANGE_KINDS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
  'last_year',
  'custom',
] as const
export type DateRangeKind = (typeof DATE_RANGE_KINDS)[number]

/** A half-open interval [from, to) of instants. */
export type DateRange = { from: Date; to: Date }

export type DateRangeOptions = {
  /** 0 Sunday ... 6 Saturday; Australian retail weeks start on Monday. */
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6
  /** For 'custom': the first and last calendar day included. */
  customFrom?: Date
  customTo?: Date
}

/**
 * The interval a dashboard range covers, given the current instant. Days are calendar days of the
 * runtime's time zone (the browser's), and the interval ends at the start of the day after the last one.
 * 'custom' needs customFrom and customTo; they are swapped when given in reverse.
 */
export function dateRange(kind: DateRangeKind, now: Date, options: DateRangeOptions = {}): DateRange {
  const weekStartsOn = options.weekStartsOn ?? 1
  const dayAfter = (date: Date) => startOfDay(addDays(date, 1))
  switch (kind) {
    case 'today':
      return { from: startOfDay(now), to: dayAfter(now) }
    case 'yesterday': {
      const yesterday = addDays(now, -1)
      return { from: startOfDay(yesterday), to: startOfDay(now) }
    }
    case 'this_week':
      return { from: startOfWeek(now, { weekStartsOn }), to: dayAfter(endOfWeek(now, { weekStartsOn })) }
    case 'last_week': {
      const last = subWeeks(now, 1)
      return { from: startOfWeek(last, { weekStartsOn }), to: startOfWeek(now, { weekStartsOn }) }
    }
    case 'this_month':
      return { from: startOfMonth(now), to: dayAfter(endOfMonth(now)) }
    case 'last_month':
      return { from: startOfMonth(subMonths(now, 1)), to: startOfMonth(now) }
    case 'this_year':
      return { from: startOfYear(now), to: dayAfter(endOfYear(now)) }
    case 'last_year':
      return { from: startOfYear(subYears(now, 1)), to: startOfYear(now) }
    case 'custom': {
      const a = options.customFrom ?? now
      const b = options.customTo ?? a
      const [first, last] = a <= b ? [a, b] : [b, a]
      return { from: startOfDay(first), to: startOfDay(addDays(endOfDay(last), 1)) }
    }
  }
}

/** The chart bucket that suits a range: hours within one day, days up to ~3 months, else months. */
export function chartBucket(range: DateRange): 'hour' | 'day' | 'month' {
  const days = (range.to.getTime() - range.from.getTime()) / 86_400_000
  if (days <= 1.05) return 'hour'
  if (days <= 93) return 'day'
  return 'month'
}
