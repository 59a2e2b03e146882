import {
  CANNOT_DISABLE_SELF,
  GRANT_REFUSED,
  type Refusal,
  refusal,
  USER_EMAIL_TAKEN,
  type UserCreatePayload,
  type UserSettings,
  userResource,
} from '@pos/core'
import { sql } from 'kysely'
import type { Principal } from '../app-env.ts'
import { countAdministrators, LAST_ADMINISTRATOR, lockCompany } from '../db/admin-invariants.ts'
import { resourceMount, type WriteContext } from '../resource/mount.ts'
import { mayGrant } from './grants.ts'

export { CANNOT_DISABLE_SELF, USER_EMAIL_TAKEN }

const GROUP_NOT_FOUND = 'Please choose a security group of this company'
const STORE_NOT_FOUND = 'Please choose stores of this company'

type UserFields = Omit<UserCreatePayload, 'settings'> & { settings: UserSettings }
type Row = Record<string, unknown>

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
 * Why the user cannot be written: their group or a store they name is not the company's, or the group grants
 * a right the caller lacks (when `checkGrant`); undefined when they can.
 */
async function referencesRefused(
  ctx: WriteContext,
  user: UserFields,
  checkGrant: boolean,
): Promise<Refusal | undefined> {
  const group = await ctx.trx
    .selectFrom('security_groups')
    .select('rights')
    .where('company_id', '=', ctx.companyId)
    .where('id', '=', user.group_id)
    .executeTakeFirst()
  if (!group) return refusal('invalid', GROUP_NOT_FOUND, 'group_id')
  if (checkGrant && !mayGrant(ctx.principal, group.rights)) return refusal('forbidden', GRANT_REFUSED)
  const storeIds = [...new Set(storeIdsOf(user))]
  if (storeIds.length === 0) return undefined
  const found = await ctx.trx
    .selectFrom('stores')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('id', 'in', storeIds)
    .execute()
  return found.length === storeIds.length ? undefined : refusal('invalid', STORE_NOT_FOUND)
}

const isSelf = (principal: Principal, id: unknown) => principal.kind === 'user' && principal.userId === id

/** After a change of status or group: a disabled user's sessions end at once, and the company keeps an administrator. */
async function afterStatusChange(ctx: WriteContext, row: Row): Promise<Refusal | undefined> {
  if (row.status === 'disabled') {
    await ctx.trx
      .deleteFrom('sessions')
      .where('user_id', '=', row.id as number)
      .execute()
  }
  return (await countAdministrators(ctx.trx, ctx.companyId)) === 0
    ? refusal('last_administrator', LAST_ADMINISTRATOR)
    : undefined
}

/**
 * Users mounted from their declaration: the search finds an email or a whole name, every group and store a
 * user names must be the company's, nobody joins a group with rights the caller lacks, nobody disables
 * themselves, and the company keeps an administrator (the company row is locked so two changes at once
 * cannot both remove the last one).
 */
export const userMount = resourceMount(userResource, {
  computed: ['name'],
  thenBy: ['first_name'],
  async decorate(_ctx, rows) {
    return rows.map((row) => ({
      ...row,
      name: `${row.first_name as string} ${row.last_name as string}`.trim() || row.email,
    }))
  },
  search: (eb, pattern) => [
    eb('users.email', 'ilike', pattern),
    eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
  ],
  async beforeWrite(ctx, values, current) {
    if (!current) {
      const refused = await referencesRefused(ctx, values as UserFields, true)
      return refused ?? values
    }
    const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
    if (isSelf(ctx.principal, current.id) && changes.status === 'disabled') {
      return refusal('invalid', CANNOT_DISABLE_SELF, 'status')
    }
    await lockCompany(ctx.trx, ctx.companyId)
    const { id: _id, created: _created, updated: _updated, ...stored } = current
    const next = { ...stored, ...changes } as UserFields
    const refused = await referencesRefused(ctx, next, next.group_id !== current.group_id)
    return refused ?? (next as Row)
  },
  async afterWrite(ctx, row, current) {
    return current ? afterStatusChange(ctx, row) : undefined
  },
  actions: {
    async disable(ctx, row) {
      if (isSelf(ctx.principal, row.id)) return refusal('invalid', CANNOT_DISABLE_SELF)
      return setStatus(ctx, row, 'disabled')
    },
    enable: (ctx, row) => setStatus(ctx, row, 'active'),
  },
})

async function setStatus(ctx: WriteContext, row: Row, status: 'active' | 'disabled') {
  await lockCompany(ctx.trx, ctx.companyId)
  await ctx.trx
    .updateTable('users')
    .set({ status, updated: sql`now()` })
    .where('company_id', '=', ctx.companyId)
    .where('id', '=', row.id as number)
    .execute()
  return afterStatusChange(ctx, { ...row, status })
}
