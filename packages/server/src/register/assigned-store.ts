import { REGISTER_MESSAGES } from '@pos/core'
import type { Kysely } from 'kysely'
import type { Principal } from '../app-env.ts'
import type { Database } from '../db/schema.ts'

/**
 * The store whose registers a user may open: the user's POS store (settings.pos_store_id), else their
 * assigned store (users.store_id); null when neither is set. API users are not tied to a store: undefined.
 */
export async function assignedStoreId(
  db: Kysely<Database>,
  principal: Principal,
): Promise<number | null | undefined> {
  if (principal.kind !== 'user') return undefined
  const user = await db
    .selectFrom('users')
    .select(['store_id', 'settings'])
    .where('company_id', '=', principal.companyId)
    .where('id', '=', principal.userId)
    .executeTakeFirst()
  if (!user) return null
  const pos = user.settings?.pos_store_id
  return typeof pos === 'number' && pos > 0 ? pos : user.store_id
}

/** Why this user may not work a register of `storeId`, or null when they may. */
export async function registerStoreRefusal(
  db: Kysely<Database>,
  principal: Principal,
  storeId: number,
): Promise<string | null> {
  const assigned = await assignedStoreId(db, principal)
  if (assigned === undefined) return null
  if (assigned === null) return REGISTER_MESSAGES.noStore
  return assigned === storeId ? null : REGISTER_MESSAGES.notYourStore
}
