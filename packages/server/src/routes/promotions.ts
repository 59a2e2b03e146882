import {
  CatalogSyncQuerySchema,
  PROMOTION_STATUSES,
  promotionResource,
  promotionStatus,
  refusal,
} from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { iso } from '../catalog/json.ts'
import { requireCacheOrRight } from '../catalog/register-access.ts'
import { principalOf } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readQuery } from '../http/read-payload.ts'
import { resourceMount } from '../resource/mount.ts'

const STATUSES: readonly string[] = Object.values(PROMOTION_STATUSES)

/**
 * The back office's promotions (spec 2 /sales/promotions), mounted from their declaration: name and dates in
 * columns, the rest of the form in `data`; the id answered as text, `used_times` counted by sales (a change
 * keeps it), the status worked out from the dates; search by name or code, filter by status.
 */
export const promotionMount = resourceMount(promotionResource, {
  packed: { column: 'data', columns: ['id', 'name', 'from_date', 'to_date', 'updated'] },
  computed: ['status'],
  async decorate(_ctx, rows) {
    const now = new Date()
    return rows.map((row) => {
      const dates = { from_date: iso(row.from_date as Date | null), to_date: iso(row.to_date as Date | null) }
      return {
        used_times: 0,
        ...row,
        ...dates,
        id: String(row.id),
        status: promotionStatus(dates, now),
      }
    })
  },
  search: (eb, pattern) => [
    eb('promotions.name', 'ilike', pattern),
    eb(sql`promotions.data->>'code'`, 'ilike', pattern),
  ],
  listFilter(_ctx, query, c) {
    const status = c.req.query('status') ?? ''
    if (status !== '' && !STATUSES.includes(status))
      return refusal('invalid', 'Please choose active, scheduled or expired', 'status')
    let rows = query
    const now = sql<Date>`now()`
    if (status === 'expired') rows = rows.where('promotions.to_date', '<=', now)
    if (status === 'active' || status === 'scheduled')
      rows = rows.where((eb) =>
        eb.or([eb('promotions.to_date', 'is', null), eb('promotions.to_date', '>', now)]),
      )
    if (status === 'active')
      rows = rows.where((eb) =>
        eb.or([eb('promotions.from_date', 'is', null), eb('promotions.from_date', '<=', now)]),
      )
    if (status === 'scheduled') rows = rows.where('promotions.from_date', '>', now)
    return rows
  },
  // used_times is counted by sales, not by the form: the stored count is kept.
  async beforeWrite(_ctx, values, current) {
    return current ? { ...values, used_times: current.used_times ?? 0 } : values
  },
})

/**
 * GET /api/proxy/promotions.json (spec 7): the register's promotions as core's promotion record, paged by
 * id. `active=1` leaves out promotions that have ended (a future one still syncs, so that it starts on time
 * offline).
 */
export function registerPromotionRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  app.get(
    '/api/proxy/promotions.json',
    requireCacheOrRight('promotion', 'sales.promotions'),
    async (c, next) => {
      // The back office's list (asked with `page`) is the mounted resource's.
      if (c.req.query('page') !== undefined) {
        await next()
        return
      }
      const { companyId } = principalOf(c)
      const query = readQuery(c, CatalogSyncQuerySchema)
      if (!query.ok) return badRequest(c, query.error, query.field)
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
    },
  )
}
