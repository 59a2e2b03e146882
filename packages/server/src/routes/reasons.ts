import { type ReasonKind, reasonResource, SyncQuerySchema } from '@pos/core'
import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { requireAny } from '../http/access.ts'
import { principalOf } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readQuery } from '../http/read-payload.ts'
import { resourceMount } from '../resource/mount.ts'

/**
 * Reason codes (spec 2 /admin/reason-codes, spec 3 Reason): the resource's list, record and CRUD are mounted
 * from core's declaration; the screens that pick a reason (gift cards, customers' store credit, the register)
 * may list them.
 */
export const reasonMount = resourceMount(reasonResource)

/**
 * The register's sync endpoints (spec 7): discount and return reasons for callers that sync those caches.
 */
export function registerReasonRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database

  /** The register's reason caches (spec 7): pages of `limit` after `since_id`, in id order. */
  function syncRoute(
    path: string,
    kind: ReasonKind,
    key: string,
    cache: 'discount_reasons' | 'return_reasons',
  ) {
    app.get(path, requireAny(['admin.reason_codes'], [cache]), async (c) => {
      const { companyId } = principalOf(c)
      const query = readQuery(c, SyncQuerySchema)
      if (!query.ok) return badRequest(c, query.error, query.field)
      const rows = await db
        .selectFrom('reasons')
        .select(['id', 'name', 'max_discount_percent'])
        .where('company_id', '=', companyId)
        .where('kind', '=', kind)
        .where('id', '>', query.value.since_id)
        .orderBy('id')
        .limit(query.value.limit)
        .execute()
      const records = rows.map((row) =>
        kind === 'discount'
          ? { id: row.id, name: row.name, max_discount_percent: Number(row.max_discount_percent) }
          : { id: row.id, name: row.name },
      )
      return c.json({ [key]: records })
    })
  }
  syncRoute('/api/proxy/discountreasons.json', 'discount', 'discountreasons', 'discount_reasons')
  syncRoute('/api/proxy/returnreasons.json', 'return', 'returnreasons', 'return_reasons')
}
