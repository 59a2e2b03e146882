import { ADMINISTRATORS_GROUP_NAME, allAreaRights, defaultUserSettings, REGISTER_CACHES } from '@pos/core'
import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * The owner of a new company: its Administrators group (every right, every register cache) and the owner as an
 * active user of that group with the default settings. Returns the owner's user id.
 */
export async function createCompanyOwner(
  trx: Transaction<Database>,
  companyId: number,
  currency: string,
  owner: { first_name: string; last_name: string; email: string },
): Promise<number> {
  const group = await trx
    .insertInto('security_groups')
    .values({
      company_id: companyId,
      name: ADMINISTRATORS_GROUP_NAME,
      rights: JSON.stringify({ areas: allAreaRights(), caches: REGISTER_CACHES }),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const user = await trx
    .insertInto('users')
    .values({
      company_id: companyId,
      group_id: group.id,
      ...owner,
      status: 'active',
      currency,
      fulfillment_alert: false,
      fulfillment_warehouse_ids: '[]',
      settings: JSON.stringify(defaultUserSettings()),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return user.id
}
