import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { principalOf, requireSignedIn } from '../http/authenticate.ts'

/**
 * GET /api/proxy/stores.json: the company's stores, for the user settings and the dashboard's store
 * filter. Any signed-in user may list them; the stores screens (a later issue) add the rest.
 */
export function registerStoreRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/api/proxy/stores.json', requireSignedIn(), async (c) => {
    const rows = await deps.database.db
      .selectFrom('stores')
      .select(['id', 'name', 'address', 'status', 'created', 'updated'])
      .where('company_id', '=', principalOf(c).companyId)
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
