import { CatalogSyncQuerySchema, POS_CODE_TAKEN, staffDisplayName, staffResource } from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { takeCounter } from '../catalog/counters.ts'
import { requireCacheOrRight } from '../catalog/register-access.ts'
import { principalOf } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readQuery } from '../http/read-payload.ts'
import { resourceMount } from '../resource/mount.ts'

export { POS_CODE_TAKEN }

/**
 * Sales staff (spec 2 /hr/staff) mounted from their declaration: a new person without a POS code takes the
 * company's next one, an edit without one keeps theirs, and the search finds a whole name ("Ann B"), a display
 * name, an email or an exact POS code.
 */
export const staffMount = resourceMount(staffResource, {
  thenBy: ['last_name'],
  search: (eb, pattern, text) => [
    eb(sql<string>`sales_staff.first_name || ' ' || sales_staff.last_name`, 'ilike', pattern),
    eb('sales_staff.display_name', 'ilike', pattern),
    eb('sales_staff.email', 'ilike', pattern),
    eb('sales_staff.pos_code', '=', text),
  ],
  async beforeWrite(ctx, values, current) {
    const posCode =
      (values.pos_code as string) ||
      (current?.pos_code as string | undefined) ||
      (await takeCounter(ctx.trx, ctx.companyId, 'pos_code', 1))[0] ||
      ''
    const names = values as { display_name: string; first_name: string; last_name: string }
    return { ...values, pos_code: posCode, display_name: staffDisplayName(names) }
  },
  actions: {
    terminate: async () => ({ status: 'terminated', terminated: new Date() }),
    reinstate: async () => ({ status: 'active', terminated: null }),
  },
})

/** The register's posstaff.json (active staff only: a terminated person leaves the registers at their next sync). */
export function registerStaffRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database

  app.get('/api/proxy/posstaff.json', requireCacheOrRight('posstaff', 'hr.staff'), async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, CatalogSyncQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { limit, since_id, updated_min } = query.value
    let page = db
      .selectFrom('sales_staff')
      .select(['id', 'pos_code', 'unlinked_returns', 'first_name', 'last_name', 'display_name', 'tags'])
      .where('company_id', '=', companyId)
      .where('status', '=', 'active')
      .where('id', '>', Math.min(since_id, 2_147_483_647))
    if (updated_min) page = page.where('updated', '>=', new Date(updated_min))
    return c.json({ posstaff: await page.orderBy('id').limit(limit).execute() })
  })
}
