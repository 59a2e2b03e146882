import { ListQuerySchema } from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql } from 'kysely'
import { restrictedTo } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { principalOf, requireSignedIn } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readQuery } from '../http/read-payload.ts'
import { likePattern } from '../reasons/like-pattern.ts'

const STORE_STATUSES = ['open', 'closed']

/**
 * GET /api/proxy/stores.json: the company's stores, for the user settings and the dashboard's store
 * filter. Any signed-in user may list them; the stores screens (a later issue) add the rest.
 */
export function registerStoreRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  /**
   * The stores screen's list (asked with `page`): search over name and city, `status` open or closed,
   * pages of `limit`, each store with its number of registers, and the total.
   */
  async function storePage(c: Context<AppEnv>) {
    const query = readQuery(c, ListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const status = c.req.query('status') ?? ''
    if (status !== '' && !STORE_STATUSES.includes(status))
      return badRequest(c, 'Please choose open or closed')
    const { search, limit, page } = query.value
    let filtered = deps.database.db
      .selectFrom('stores')
      .where('company_id', '=', principalOf(c).companyId)
      .where(restrictedTo('store', principalOf(c), 'stores.id'))
    if (status) filtered = filtered.where('status', '=', status)
    if (search) {
      const pattern = likePattern(search)
      filtered = filtered.where((eb) =>
        eb.or([eb('name', 'ilike', pattern), eb(sql<string>`address->>'city'`, 'ilike', pattern)]),
      )
    }
    const { total } = await filtered
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow()
    const rows = await filtered
      .select(['id', 'name', 'address', 'status', 'created', 'updated'])
      .select((eb) =>
        eb
          .selectFrom('registers')
          .select((inner) => inner.fn.countAll<string | number>().as('n'))
          .whereRef('registers.store_id', '=', 'stores.id')
          .as('register_count'),
      )
      .orderBy('name')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute()
    return c.json({
      stores: rows.map((row) => ({
        ...row,
        register_count: Number(row.register_count ?? 0),
        created: row.created.toISOString(),
        updated: row.updated.toISOString(),
      })),
      total: Number(total),
    })
  }

  app.get('/api/proxy/stores.json', requireSignedIn(), async (c) => {
    if (c.req.query('page') !== undefined) return storePage(c)
    const rows = await deps.database.db
      .selectFrom('stores')
      .select(['id', 'name', 'address', 'status', 'created', 'updated'])
      .where('company_id', '=', principalOf(c).companyId)
      .where(restrictedTo('store', principalOf(c), 'stores.id'))
      .orderBy('name')
      .orderBy('id')
      .execute()
    return c.json({
      stores: rows.map((row) => ({
        ...row,
        created: row.created.toISOString(),
        updated: row.updated.toISOString(),
      })),
    })
  })
}
