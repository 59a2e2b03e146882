import * as v from 'valibot'

/** The dashboard chart's bucket sizes; each is also a PostgreSQL date_trunc field. */
export const DASHBOARD_BUCKETS = { hour: 'hour', day: 'day', month: 'month' } as const
export type DashboardBucket = keyof typeof DASHBOARD_BUCKETS

/** A chart wider than this is refused: it would not be readable and costs the database for nothing. */
export const MAX_DASHBOARD_BUCKETS = 1000

/** The shortest length of each bucket in ms (a month is at least 28 days), to bound the bucket count. */
const SHORTEST_BUCKET_MS: Record<DashboardBucket, number> = {
  hour: 3_600_000,
  day: 23 * 3_600_000,
  month: 28 * 24 * 3_600_000,
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const InstantSchema = (label: string) =>
  v.pipe(
    v.string(`Please give ${label} as an ISO date and time`),
    v.isoTimestamp(`Please give ${label} as an ISO date and time with a time zone offset`),
    v.transform((text) => new Date(text)),
  )

/** Query of GET /api/dashboard/sales: a half-open range [from, to), a bucket size, a zone and stores. */
export const DashboardQuerySchema = v.pipe(
  v.object({
    from: InstantSchema('from'),
    to: InstantSchema('to'),
    bucket: v.optional(
      v.picklist(
        Object.keys(DASHBOARD_BUCKETS) as DashboardBucket[],
        'Please choose a bucket: hour, day or month',
      ),
      'day',
    ),
    tz: v.optional(
      v.pipe(v.string(), v.check(isTimeZone, 'Please give tz as an IANA time zone such as Australia/Sydney')),
      'UTC',
    ),
    store_ids: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^(\d+(,\d+)*)?$/, 'Please give store ids as numbers separated by commas'),
        v.transform((text) => (text === '' ? [] : [...new Set(text.split(',').map(Number))])),
      ),
      '',
    ),
  }),
  v.check((query) => query.from < query.to, 'Please select a from date before the to date'),
  v.check(
    (query) =>
      (query.to.getTime() - query.from.getTime()) / SHORTEST_BUCKET_MS[query.bucket] <= MAX_DASHBOARD_BUCKETS,
    'That date range is too long for this bucket size: choose a larger bucket',
  ),
)
export type DashboardQuery = v.InferOutput<typeof DashboardQuerySchema>

/**
 * The average sale in cents: total / count rounded half away from zero (-2.5 → -3, 2.5 → 3), and 0 when
 * there are no sales. Exact for any size of total (bigint).
 */
export function averageCents(total: bigint, count: bigint): bigint {
  if (count === 0n) return 0n
  const negative = total < 0n !== count < 0n
  const numerator = total < 0n ? -total : total
  const denominator = count < 0n ? -count : count
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  const rounded = remainder * 2n >= denominator ? quotient + 1n : quotient
  return negative ? -rounded : rounded
}

/** The answer of GET /api/dashboard/sales: the totals over the range and one entry per bucket, zeros included. */
export const DashboardSalesSchema = v.object({
  currency: v.string(),
  total: v.number(),
  count: v.number(),
  average: v.number(),
  series: v.array(v.object({ start: v.string(), total: v.number(), count: v.number() })),
})
export type DashboardSales = v.InferOutput<typeof DashboardSalesSchema>
