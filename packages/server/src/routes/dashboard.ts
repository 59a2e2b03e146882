import { averageCents, DashboardQuerySchema, type DashboardSalesSchema } from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import { visibleRow } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { companyCurrency } from '../db/company-rows.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readQuery } from '../http/read-payload.ts'

/** SQLSTATE 22023, which PostgreSQL raises for a time zone it does not know. */
const INVALID_PARAMETER = '22023'
const UNKNOWN_ZONE = 'Please give tz as an IANA time zone such as Australia/Sydney'

type BucketRow = { start: Date; total: string; count: number | string }

/**
 * GET /api/dashboard/sales: the company's sales (of the stores the user's restriction groups let them see) in [from, to) summed per hour, day or month of the
 * given time zone, every bucket present (zeros included). Buckets are local times (date_trunc on
 * `created AT TIME ZONE tz`); a local hour that a daylight-saving change repeats or skips folds into one
 * instant, so no bucket appears twice.
 */
export function registerDashboardRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database

  app.get('/api/dashboard/sales', requireRight('dashboard'), async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const query = readQuery(c, DashboardQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { from, to, bucket, tz, store_ids } = query.value
    const step = `1 ${bucket}`
    const stores = store_ids.length > 0 ? sql`AND store_id IN (${sql.join(store_ids)})` : sql``
    const result = await sql<BucketRow>`
      WITH buckets AS (
        SELECT generate_series(
          date_trunc(${bucket}, ${from}::timestamptz AT TIME ZONE ${tz}),
          (${to}::timestamptz - interval '1 microsecond') AT TIME ZONE ${tz},
          ${step}::interval
        ) AS local_start
      ),
      sums AS (
        SELECT date_trunc(${bucket}, created AT TIME ZONE ${tz}) AS local_start, sum(total) AS total, count(*) AS count
        FROM sales
        WHERE company_id = ${companyId} AND created >= ${from} AND created < ${to} ${stores}
          AND ${visibleRow(principal, 'sales')}
        GROUP BY 1
      )
      SELECT b.local_start AT TIME ZONE ${tz} AS start,
        coalesce(sum(s.total), 0)::text AS total,
        coalesce(sum(s.count), 0)::int AS count
      FROM buckets b LEFT JOIN sums s ON s.local_start = b.local_start
      GROUP BY 1
      ORDER BY 1
    `
      .execute(db)
      .catch((error: unknown) => {
        // A zone the runtime's ICU knows but PostgreSQL's tz database does not.
        if (
          typeof error === 'object' &&
          error !== null &&
          'code' in error &&
          error.code === INVALID_PARAMETER
        ) {
          return undefined
        }
        throw error
      })
    if (!result) return badRequest(c, UNKNOWN_ZONE)
    const { rows } = result
    const currency = await companyCurrency(db, companyId)
    const total = rows.reduce((sum, row) => sum + BigInt(row.total), 0n)
    const count = rows.reduce((sum, row) => sum + BigInt(row.count), 0n)
    return c.json({
      currency,
      total: Number(total),
      count: Number(count),
      average: Number(averageCents(total, count)),
      series: rows.map((row) => ({
        start: new Date(row.start).toISOString(),
        total: Number(row.total),
        count: Number(row.count),
      })),
    } satisfies Sent<typeof DashboardSalesSchema>)
  })
}
