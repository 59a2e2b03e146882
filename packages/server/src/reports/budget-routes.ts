import {
  type BudgetGridSchema,
  BudgetQuerySchema,
  BudgetSaveSchema,
  budgetPeriods,
  budgetRangeProblem,
  budgetSaveProblem,
  periodEnd,
  refusal,
} from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import { restrictedTo } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, refused } from '../http/errors.ts'
import { readBody, readQuery } from '../http/read-payload.ts'

const UNKNOWN_ZONE = 'Please give tz as an IANA time zone such as Australia/Sydney'

type Cell = { store_id: number; period_start: string; amount: string }

/**
 * The sales budget grid (spec 2, /sales/sales-budget): GET answers the stores the caller may see, the periods of
 * the range, their budgets and what each store sold in each whole period (sale totals, in the caller's time
 * zone); PUT keeps the cells sent (0 clears one). Behind the 'sales.budget' right.
 */
export function registerBudgetRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('sales.budget')

  app.get('/api/sales-budget.json', right, async (c) => {
    const principal = principalOf(c)
    const parsed = readQuery(c, BudgetQuerySchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const query = parsed.value
    const problem = budgetRangeProblem(query)
    if (problem) return refused(c, problem)
    const tz = c.req.query('tz') || 'UTC'
    if (tz.length > 64 || !isTimeZone(tz)) return badRequest(c, UNKNOWN_ZONE, 'tz')
    const periods = budgetPeriods(query.from, query.to, query.period)
    const first = periods[0] ?? query.from
    const end = periodEnd(periods.at(-1) ?? query.to, query.period)
    const companyId = principal.companyId
    const stores = await sql<{ id: number; name: string }>`
      SELECT id, name FROM stores
      WHERE company_id = ${companyId} AND ${restrictedTo('store', principal, 'stores.id')}
      ORDER BY lower(name), id`.execute(db)
    const budgets = await sql<Cell>`
      SELECT b.store_id, to_char(b.period_start, 'YYYY-MM-DD') AS period_start, b.amount::text AS amount
      FROM sales_budgets b JOIN stores ON stores.company_id = b.company_id AND stores.id = b.store_id
      WHERE b.company_id = ${companyId} AND b.period = ${query.period}
        AND b.period_start >= ${first}::date AND b.period_start < ${end}::date
        AND ${restrictedTo('store', principal, 'stores.id')}`.execute(db)
    const actuals = await sql<Cell>`
      SELECT s.store_id, to_char(date_trunc(${query.period}, s.created AT TIME ZONE ${tz}), 'YYYY-MM-DD') AS period_start,
        sum(s.total)::text AS amount
      FROM sales s
      WHERE s.company_id = ${companyId} AND s.store_id IS NOT NULL
        AND s.created >= (${first}::timestamp AT TIME ZONE ${tz})
        AND s.created < (${end}::timestamp AT TIME ZONE ${tz})
        AND ${restrictedTo('store', principal, 's.store_id')}
      GROUP BY 1, 2`
      .execute(db)
      .catch((error: unknown) => {
        if (typeof error === 'object' && error !== null && 'code' in error && error.code === '22023') {
          return undefined
        }
        throw error
      })
    if (!actuals) return badRequest(c, UNKNOWN_ZONE, 'tz')
    const cells = (rows: Cell[]) =>
      rows.map((row) => ({
        store_id: row.store_id,
        period_start: row.period_start,
        amount: Number(row.amount),
      }))
    return c.json({
      period: query.period,
      periods,
      stores: stores.rows,
      budgets: cells(budgets.rows),
      actuals: cells(actuals.rows),
    } satisfies Sent<typeof BudgetGridSchema>)
  })

  app.put('/api/sales-budget.json', right, async (c) => {
    const principal = principalOf(c)
    const body = await readBody(c, BudgetSaveSchema)
    if (!body.ok) return badRequest(c, body.error, body.field)
    const save = body.value
    const problem = budgetSaveProblem(save)
    if (problem) return refused(c, problem)
    const storeIds = [...new Set(save.entries.map((entry) => entry.store_id))]
    if (storeIds.length > 0) {
      const found = await sql<{ id: number }>`
        SELECT id FROM stores WHERE company_id = ${principal.companyId} AND id IN (${sql.join(storeIds)})
          AND ${restrictedTo('store', principal, 'stores.id')}`.execute(db)
      if (found.rows.length !== storeIds.length) {
        return refused(c, refusal('not_found', 'Please choose stores of this company', 'entries'))
      }
    }
    // A cell sent twice keeps its last amount (one statement cannot write a row twice).
    const cells = [
      ...new Map(save.entries.map((entry) => [`${entry.store_id}:${entry.period_start}`, entry])).values(),
    ]
    const kept = cells.filter((entry) => entry.amount > 0)
    const cleared = cells.filter((entry) => entry.amount === 0)
    await db.transaction().execute(async (trx) => {
      if (kept.length > 0) {
        const rows = JSON.stringify(kept)
        await sql`
          INSERT INTO sales_budgets (company_id, store_id, period, period_start, amount)
          SELECT ${principal.companyId}, e.store_id, ${save.period}, e.period_start, e.amount
          FROM jsonb_to_recordset(${rows}::jsonb) AS e (store_id integer, period_start date, amount bigint)
          ON CONFLICT (company_id, period, period_start, store_id)
          DO UPDATE SET amount = excluded.amount, updated = now()`.execute(trx)
      }
      if (cleared.length > 0) {
        const rows = JSON.stringify(cleared)
        await sql`
          DELETE FROM sales_budgets b
          USING jsonb_to_recordset(${rows}::jsonb) AS e (store_id integer, period_start date)
          WHERE b.company_id = ${principal.companyId} AND b.period = ${save.period}
            AND b.store_id = e.store_id AND b.period_start = e.period_start`.execute(trx)
      }
    })
    return c.json({ saved: save.entries.length })
  })
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
