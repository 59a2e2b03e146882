import { CatalogSyncQuerySchema } from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { iso } from '../catalog/json.ts'
import { requireCacheOrRight } from '../catalog/register-access.ts'
import { principalOf } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readQuery } from '../http/read-payload.ts'

/**
 * GET /api/proxy/promotions.json (spec 7): the register's promotions as core's promotion record, paged by
 * id. `active=1` leaves out promotions that have ended (a future one still syncs, so that it starts on time
 * offline). The promotions screens (a later issue) write them; the demo seed fills some.
 */
export function registerPromotionRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  app.get('/api/proxy/promotions.json', requireCacheOrRight('promotion', 'sales.promotions'), async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, CatalogSyncQuerySchema)
    if (!query.ok) return badRequest(c, query.error)
    const { limit, since_id, updated_min, active } = query.value
    let page = db
      .selectFrom('promotions')
      .select(['id', 'name', 'from_date', 'to_date', 'data'])
      .where('company_id', '=', companyId)
      .where('id', '>', Math.min(since_id, 2_147_483_647))
    if (active === '1')
      page = page.where((eb) => eb.or([eb('to_date', 'is', null), eb('to_date', '>', sql<Date>`now()`)]))
    if (updated_min) page = page.where('updated', '>=', new Date(updated_min))
    const rows = await page.orderBy('id').limit(limit).execute()
    return c.json({
      promotions: rows.map((row) => ({
        ...row.data,
        id: String(row.id),
        name: row.name,
        from_date: iso(row.from_date),
        to_date: iso(row.to_date),
      })),
    })
  })
}
