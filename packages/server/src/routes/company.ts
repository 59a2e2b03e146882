import { CompanyPayloadSchema } from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'

export const CURRENCY_LOCKED = 'The currency cannot change once the company has sales'

type CompanyRow = { id: number; name: string; currency: string; created: Date; updated: Date }

function companyJson(row: CompanyRow) {
  return { ...row, created: row.created.toISOString(), updated: row.updated.toISOString() }
}

/** The signed-in company's own details (spec 2 /admin/company), behind the `admin.company` right. */
export function registerCompanyRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('admin.company')
  const columns = ['id', 'name', 'currency', 'created', 'updated'] as const

  app.get('/api/proxy/company.json', right, async (c) => {
    const row = await db
      .selectFrom('companies')
      .select(columns)
      .where('id', '=', principalOf(c).companyId)
      .executeTakeFirstOrThrow()
    return c.json({ company: companyJson(row) })
  })

  app.put('/api/proxy/company.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, CompanyPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const current = await db
      .selectFrom('companies')
      .select('currency')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
    if (current.currency !== parsed.value.currency) {
      // Amounts are stored without their currency: relabelling them would change what they mean.
      const sale = await db
        .selectFrom('sales')
        .select('id')
        .where('company_id', '=', companyId)
        .limit(1)
        .executeTakeFirst()
      if (sale) return badRequest(c, CURRENCY_LOCKED)
    }
    const row = await db
      .updateTable('companies')
      .set({ name: parsed.value.name, currency: parsed.value.currency, updated: sql`now()` })
      .where('id', '=', companyId)
      .returning(columns)
      .executeTakeFirstOrThrow()
    return c.json({ company: companyJson(row) })
  })
}
