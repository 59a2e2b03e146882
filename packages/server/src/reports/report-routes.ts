import { type ReportResultSchema, ReportRunSchema, reportProblem, reportTotals } from '@pos/core'
import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { companyCurrency } from '../db/company-rows.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, refused } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'
import { reportRows, reportStatement } from './report-query.ts'

/** SQLSTATE 22023, which PostgreSQL raises for a time zone it does not know. */
const INVALID_PARAMETER = '22023'
const UNKNOWN_ZONE = 'Please give tz as an IANA time zone such as Australia/Sydney'

function isUnknownZone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === INVALID_PARAMETER
}

/**
 * POST /api/proxy/reports/run.json: runs a report definition (saved or not) as one statement and answers its rows,
 * totals (the sum of the rows, core's reportTotals) and the company's currency.
 */
export function registerReportRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database

  app.post('/api/proxy/reports/run.json', requireRight('reports'), async (c) => {
    const principal = principalOf(c)
    const body = await readBody(c, ReportRunSchema)
    if (!body.ok) return badRequest(c, body.error, body.field)
    const run = body.value
    const problem = reportProblem(run.definition)
    if (problem) return refused(c, problem)
    const result = await reportStatement(run, principal)
      .execute(db)
      .catch((error: unknown) => {
        if (isUnknownZone(error)) return undefined
        throw error
      })
    if (!result) return badRequest(c, UNKNOWN_ZONE, 'tz')
    const { rows, truncated } = reportRows(result.rows, run)
    const currency = await companyCurrency(db, principal.companyId)
    return c.json({
      currency,
      measures: run.definition.measures,
      group_by: run.definition.group_by,
      rows,
      totals: reportTotals(rows, run.definition.measures),
      truncated,
    } satisfies Sent<typeof ReportResultSchema>)
  })
}
