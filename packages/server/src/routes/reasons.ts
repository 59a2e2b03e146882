import { type ReasonKind, ReasonListQuerySchema, ReasonPayloadSchema, SyncQuerySchema } from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { requireAny } from '../reasons/access.ts'
import { likePattern } from '../reasons/like-pattern.ts'
import { REASON_COLUMNS, reasonJson } from '../reasons/reason-json.ts'
import { deleteByIdHandler, pageByName } from './company-rows.ts'

export const REASON_NAME_TAKEN = 'A reason with this name already exists'
export const REASON_IN_USE = 'This reason is in use and cannot be deleted'
const REASON_PATH = '/api/proxy/reason/:id{[0-9]+\\.json}'

function failure(c: Context<AppEnv>, error: unknown) {
  if (isUniqueViolation(error)) return badRequest(c, REASON_NAME_TAKEN)
  if (isForeignKeyViolation(error)) return badRequest(c, REASON_IN_USE)
  throw error
}

/**
 * Reason codes (spec 2 /admin/reason-codes, spec 3 Reason) behind `admin.reason_codes`; the screens that pick
 * a reason (gift cards, customers' store credit, the register) may list them. The register's sync endpoints
 * (spec 7) answer discount and return reasons to callers that sync those caches.
 */
export function registerReasonRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  changed: (companyId: number) => Promise<void>,
): void {
  const { db } = deps.database
  const manage = requireRight('admin.reason_codes')
  const pick = requireAny(['admin.reason_codes', 'product.gift_cards', 'customers', 'register.sale'])

  app.get('/api/proxy/reasons.json', pick, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, ReasonListQuerySchema)
    if (!query.ok) return badRequest(c, query.error)
    const { kind, search, limit, page } = query.value
    let filtered = db.selectFrom('reasons').where('company_id', '=', companyId)
    if (kind) filtered = filtered.where('kind', '=', kind)
    if (search) filtered = filtered.where('name', 'ilike', likePattern(search))
    const { rows, total } = await pageByName(filtered, REASON_COLUMNS, { limit, page })
    return c.json({ reasons: rows.map(reasonJson), total })
  })

  app.post('/api/proxy/reasons.json', manage, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, ReasonPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    try {
      const row = await db
        .insertInto('reasons')
        .values({ company_id: companyId, ...parsed.value })
        .returning(REASON_COLUMNS)
        .executeTakeFirstOrThrow()
      await changed(companyId)
      return c.json({ reason: reasonJson(row) })
    } catch (error) {
      return failure(c, error)
    }
  })

  app.get(REASON_PATH, manage, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .selectFrom('reasons')
      .select(REASON_COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? c.json({ reason: reasonJson(row) }) : notFound(c)
  })

  app.put(REASON_PATH, manage, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const parsed = await readBody(c, ReasonPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error)
    try {
      const row = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('reasons')
          .select('kind')
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()
        if (!current) return undefined
        if (current.kind !== parsed.value.kind) return 'kind' as const
        return trx
          .updateTable('reasons')
          .set({ ...parsed.value, updated: sql`now()` })
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .returning(REASON_COLUMNS)
          .executeTakeFirstOrThrow()
      })
      if (row === undefined) return notFound(c)
      if (row === 'kind')
        return badRequest(c, 'A reason keeps its kind; create a new reason of the other kind instead')
      await changed(companyId)
      return c.json({ reason: reasonJson(row) })
    } catch (error) {
      return failure(c, error)
    }
  })

  app.delete(REASON_PATH, manage, deleteByIdHandler(db, 'reasons', changed, failure))

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
      if (!query.ok) return badRequest(c, query.error)
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
