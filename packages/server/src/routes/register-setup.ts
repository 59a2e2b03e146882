import {
  type AssignedRegistersSchema,
  REGISTER_MESSAGES,
  REGISTER_READERS,
  StoreLicencePayloadSchema,
} from '@pos/core'
import type { Hono } from 'hono'
import { visibleRow } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { requireAny } from '../http/access.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'
import { assignedStoreId } from '../register/assigned-store.ts'
import { registerJson, storeJson } from '../register/register-json.ts'

export { REGISTER_READERS }

/**
 * The store licence and the registers a user may open (spec 2 /register/stores*); stores, register templates
 * and registers themselves are mounted from their declarations (register/register-setup-mounts.ts).
 */
export function registerRegisterSetupRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const read = requireAny([...REGISTER_READERS])

  app.get('/api/proxy/storelicence.json', read, async (c) => {
    const { companyId } = principalOf(c)
    const company = await db
      .selectFrom('companies')
      .select('store_licence')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
    const { count } = await db
      .selectFrom('stores')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow()
    return c.json({ store_licence: company.store_licence, store_count: Number(count) })
  })

  app.put('/api/proxy/storelicence.json', requireRight('admin.company'), async (c) => {
    const parsed = await readBody(c, StoreLicencePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { companyId } = principalOf(c)
    await db
      .updateTable('companies')
      .set({ store_licence: parsed.value.store_licence })
      .where('id', '=', companyId)
      .execute()
    return c.json({ store_licence: parsed.value.store_licence })
  })

  /**
   * The registers this user may open (spec 5): those of their assigned store. A user without one gets
   * `store: null` and the message 'Looks like this user doesn't have a store assigned'.
   */
  app.get('/api/proxy/assignedregisters.json', read, async (c) => {
    const principal = principalOf(c)
    const storeId = await assignedStoreId(db, principal)
    if (storeId === null) {
      return c.json({
        store: null,
        registers: [],
        message: REGISTER_MESSAGES.noStore,
        help: REGISTER_MESSAGES.noStoreHelp,
      } satisfies Sent<typeof AssignedRegistersSchema>)
    }
    let stores = db
      .selectFrom('stores')
      .selectAll()
      .where('company_id', '=', principal.companyId)
      .where(visibleRow(principal, 'stores'))
    if (storeId !== undefined) stores = stores.where('id', '=', storeId)
    const storeRows = await stores.orderBy('id').execute()
    const ids = storeRows.map((row) => row.id)
    const registers =
      ids.length === 0
        ? []
        : await db
            .selectFrom('registers as r')
            .leftJoin('register_sessions as rs', (join) =>
              join
                .onRef('rs.register_id', '=', 'r.id')
                .onRef('rs.company_id', '=', 'r.company_id')
                .on('rs.closed', 'is', null),
            )
            .selectAll('r')
            .select('rs.id as open_session_id')
            .where('r.company_id', '=', principal.companyId)
            .where('r.store_id', 'in', ids)
            .orderBy('r.name')
            .orderBy('r.id')
            .execute()
    const first = storeRows[0]
    return c.json({
      store: storeId !== undefined && first ? storeJson(first) : null,
      registers: registers.map((row) => ({ ...registerJson(row), open: row.open_session_id !== null })),
    } satisfies Sent<typeof AssignedRegistersSchema>)
  })
}
