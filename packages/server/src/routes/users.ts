import {
  type UserCreatePayload,
  UserCreatePayloadSchema,
  UserListQuerySchema,
  type UserSettings,
  UserUpdatePayloadSchema,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql, type Transaction } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { keepAnAdministrator, lockCompany, Refusal } from '../db/admin-invariants.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { Database } from '../db/schema.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { GRANT_REFUSED, mayGrant } from './grants.ts'
import { USER_COLUMNS, userJson } from './user-json.ts'

export const USER_EMAIL_TAKEN = 'A user with this email already exists'
export const CANNOT_DISABLE_SELF = 'You cannot disable yourself'
const GROUP_NOT_FOUND = 'Please choose a security group of this company'
const STORE_NOT_FOUND = 'Please choose stores of this company'

type UserFields = Omit<UserCreatePayload, 'settings'> & { settings: UserSettings }

/** Escapes LIKE's wildcards so a search for "50%" finds the text "50%". */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

function storeIdsOf(user: UserFields): number[] {
  const { settings } = user
  return [
    ...(user.store_id === null ? [] : [user.store_id]),
    ...(settings.pos_store_id === null ? [] : [settings.pos_store_id]),
    ...settings.dashboard_store_ids,
    ...settings.allow_returns_from_store_ids,
    ...settings.receive_transfers_from_store_ids,
    ...settings.send_transfers_to_store_ids,
  ]
}

/**
 * Checks that the group and every store a user refers to belong to the company, and that the group
 * grants no right the caller lacks; throws a Refusal otherwise.
 */
async function checkReferences(
  trx: Transaction<Database>,
  companyId: number,
  user: UserFields,
  grantable: (pages: string[]) => boolean,
): Promise<void> {
  const group = await trx
    .selectFrom('security_groups')
    .select('rights')
    .where('company_id', '=', companyId)
    .where('id', '=', user.group_id)
    .executeTakeFirst()
  if (!group) throw new Refusal(GROUP_NOT_FOUND)
  if (!grantable(group.rights.pages)) throw new Refusal(GRANT_REFUSED, 403)
  const storeIds = [...new Set(storeIdsOf(user))]
  if (storeIds.length > 0) {
    const found = await trx
      .selectFrom('stores')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', storeIds)
      .execute()
    if (found.length !== storeIds.length) throw new Refusal(STORE_NOT_FOUND)
  }
}

/** The answer to a failed user change: a refusal or a taken email; anything else is a bug. */
function failure(c: Context<AppEnv>, error: unknown) {
  if (isUniqueViolation(error)) return badRequest(c, USER_EMAIL_TAKEN)
  if (error instanceof Refusal) return c.json({ error: error.message }, error.status)
  throw error
}

function columnsOf(user: UserFields) {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    avatar: user.avatar,
    status: user.status,
    group_id: user.group_id,
    currency: user.currency,
    fulfillment_alert: user.fulfillment_alert,
    fulfillment_warehouse_ids: JSON.stringify(user.fulfillment_warehouse_ids),
    store_id: user.store_id,
    settings: JSON.stringify(user.settings),
  }
}

/** Users of the company (spec 2 /admin/users, spec 3 User), behind the `admin.users` right. */
export function registerUserRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('admin.users')

  app.get('/api/proxy/users.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, UserListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { search, status, limit, page } = query.value
    let filtered = db.selectFrom('users').where('company_id', '=', companyId)
    if (status) filtered = filtered.where('status', '=', status)
    if (search) {
      const pattern = likePattern(search)
      filtered = filtered.where((eb) =>
        eb.or([
          eb('email', 'ilike', pattern),
          eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
        ]),
      )
    }
    const { total } = await filtered
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow()
    const rows = await filtered
      .select(USER_COLUMNS)
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute()
    return c.json({ users: rows.map(userJson), total: Number(total) })
  })

  app.post('/api/proxy/users.json', right, async (c) => {
    const principal = principalOf(c)
    const parsed = await readBody(c, UserCreatePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const user = parsed.value
    try {
      const created = await db.transaction().execute(async (trx) => {
        await checkReferences(trx, principal.companyId, user, (pages) => mayGrant(principal, pages))
        return trx
          .insertInto('users')
          .values({ company_id: principal.companyId, ...columnsOf(user) })
          .returning(USER_COLUMNS)
          .executeTakeFirstOrThrow()
      })
      return c.json({ user: userJson(created) })
    } catch (error) {
      return failure(c, error)
    }
  })

  app.get('/api/proxy/user/:id{[0-9]+\\.json}', right, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? c.json({ user: userJson(row) }) : notFound(c)
  })

  app.put('/api/proxy/user/:id{[0-9]+\\.json}', right, async (c) => {
    const principal = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const parsed = await readBody(c, UserUpdatePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const changes = Object.fromEntries(
      Object.entries(parsed.value).filter(([, value]) => value !== undefined),
    )
    if (principal.kind === 'user' && principal.userId === id && changes.status === 'disabled') {
      return badRequest(c, CANNOT_DISABLE_SELF)
    }
    try {
      const result = await db.transaction().execute(async (trx) => {
        await lockCompany(trx, principal.companyId)
        const current = await trx
          .selectFrom('users')
          .select(USER_COLUMNS)
          .where('company_id', '=', principal.companyId)
          .where('id', '=', id)
          .executeTakeFirst()
        if (!current) return undefined
        const next: UserFields = {
          ...current,
          status: current.status === 'disabled' ? 'disabled' : 'active',
          currency: current.currency as UserFields['currency'],
          ...changes,
        }
        const groupChanged = next.group_id !== current.group_id
        await checkReferences(trx, principal.companyId, next, (pages) =>
          groupChanged ? mayGrant(principal, pages) : true,
        )
        const updated = await trx
          .updateTable('users')
          .set({ ...columnsOf(next), updated: sql`now()` })
          .where('company_id', '=', principal.companyId)
          .where('id', '=', id)
          .returning(USER_COLUMNS)
          .executeTakeFirstOrThrow()
        if (next.status === 'disabled') {
          await trx.deleteFrom('sessions').where('user_id', '=', id).execute()
        }
        await keepAnAdministrator(trx, principal.companyId)
        return updated
      })
      return result ? c.json({ user: userJson(result) }) : notFound(c)
    } catch (error) {
      return failure(c, error)
    }
  })
}
