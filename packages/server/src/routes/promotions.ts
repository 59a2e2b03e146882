import {
  CatalogSyncQuerySchema,
  PromotionListQuerySchema,
  type PromotionPayload,
  PromotionPayloadSchema,
  promotionStatus,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { iso } from '../catalog/json.ts'
import { requireCacheOrRight } from '../catalog/register-access.ts'
import { mayRead } from '../catalog/sync.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, forbidden, notFound } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { likePattern } from '../reasons/like-pattern.ts'
import { deleteByIdHandler, pageByName } from './company-rows.ts'

const PROMOTION_PATH = '/api/proxy/promotion/:id{[0-9]+\\.json}'
const PROMOTION_COLUMNS = ['id', 'name', 'from_date', 'to_date', 'data', 'updated'] as const

type PromotionRow = {
  id: number
  name: string
  from_date: Date | null
  to_date: Date | null
  data: Record<string, unknown>
  updated: Date
}

/** A promotion as the back office reads it: the spec 3 fields, its status today and when it last changed. */
function promotionJson(row: PromotionRow, now: Date) {
  const dates = { from_date: iso(row.from_date), to_date: iso(row.to_date) }
  return {
    used_times: 0,
    ...row.data,
    id: String(row.id),
    name: row.name,
    ...dates,
    status: promotionStatus(dates, now),
    updated: iso(row.updated),
  }
}

/** The row of a payload: name and dates in columns, the rest in data (used_times is the register's count). */
function rowOf(payload: PromotionPayload) {
  const { name, from_date, to_date, ...data } = payload
  return { name, from_date, to_date, data: JSON.stringify(data) }
}

/**
 * GET /api/proxy/promotions.json (spec 7): the register's promotions as core's promotion record, paged by
 * id. `active=1` leaves out promotions that have ended (a future one still syncs, so that it starts on time
 * offline). The promotions screens (a later issue) write them; the demo seed fills some.
 */
export function registerPromotionRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const manage = requireRight('sales.promotions')
  const changed = (companyId: number) => deps.realtime.publishUpdate(companyId, 'promotions')
  app.get('/api/proxy/promotions.json', requireCacheOrRight('promotion', 'sales.promotions'), async (c) => {
    if (c.req.query('page') !== undefined) return listPromotions(c)
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
  })

  /** The back office's list (spec 2 /sales/promotions, asked with `page`): search by name or code, status, pages. */
  async function listPromotions(c: Context<AppEnv>) {
    if (!mayRead(c, null, 'sales.promotions')) return forbidden(c)
    const { companyId } = principalOf(c)
    const query = readQuery(c, PromotionListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { search, status, limit, page } = query.value
    let filtered = db.selectFrom('promotions').where('company_id', '=', companyId)
    if (search) {
      const pattern = likePattern(search)
      filtered = filtered.where((eb) =>
        eb.or([eb('name', 'ilike', pattern), eb(sql<string>`data->>'code'`, 'ilike', pattern)]),
      )
    }
    if (status === 'expired') filtered = filtered.where('to_date', '<=', sql<Date>`now()`)
    if (status === 'active' || status === 'scheduled')
      filtered = filtered.where((eb) =>
        eb.or([eb('to_date', 'is', null), eb('to_date', '>', sql<Date>`now()`)]),
      )
    if (status === 'active')
      filtered = filtered.where((eb) =>
        eb.or([eb('from_date', 'is', null), eb('from_date', '<=', sql<Date>`now()`)]),
      )
    if (status === 'scheduled') filtered = filtered.where('from_date', '>', sql<Date>`now()`)
    const { rows, total } = await pageByName(filtered, PROMOTION_COLUMNS, { limit, page })
    const now = new Date()
    return c.json({ promotions: rows.map((row) => promotionJson(row, now)), total })
  }

  app.post('/api/proxy/promotions.json', manage, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, PromotionPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const row = await db
      .insertInto('promotions')
      .values({ company_id: companyId, ...rowOf(parsed.value) })
      .returning(PROMOTION_COLUMNS)
      .executeTakeFirstOrThrow()
    await changed(companyId)
    return c.json({ promotion: promotionJson(row, new Date()) })
  })

  app.get(PROMOTION_PATH, manage, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .selectFrom('promotions')
      .select(PROMOTION_COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? c.json({ promotion: promotionJson(row, new Date()) }) : notFound(c)
  })

  app.put(PROMOTION_PATH, manage, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const parsed = await readBody(c, PromotionPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { data, ...columns } = rowOf(parsed.value)
    // used_times is counted by sales, not by the form: the stored count is kept.
    const row = await db
      .updateTable('promotions')
      .set({
        ...columns,
        data: sql`${data}::jsonb || jsonb_build_object('used_times', coalesce((data->>'used_times')::int, 0))`,
        updated: sql`now()`,
      })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .returning(PROMOTION_COLUMNS)
      .executeTakeFirst()
    if (!row) return notFound(c)
    await changed(companyId)
    return c.json({ promotion: promotionJson(row, new Date()) })
  })

  // Registers resync promotions in full and drop the ones the answer no longer holds.
  app.delete(PROMOTION_PATH, manage, deleteByIdHandler(db, 'promotions', changed))
}
