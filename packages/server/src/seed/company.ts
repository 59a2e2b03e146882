import { ADMINISTRATORS_GROUP_NAME, allAreaRights, defaultUserSettings, REGISTER_CACHES } from '@pos/core'
import type { Transaction } from 'kysely'
import { createDefaultBooks } from '../books/default-books.ts'
import type { Database } from '../db/schema.ts'

export const DEMO_EMAIL = 'demo@example.com'
export const DEMO_COMPANY_NAME = 'Demo Retail Co'
export const DEMO_EXISTS = `The demo company already exists (${DEMO_EMAIL} has an account); nothing was changed`

export class SeedRefusal extends Error {}

/** Creates the demo company, its Administrators group and its owner (demo@example.com); refuses a second. */
export async function createDemoCompany(
  trx: Transaction<Database>,
): Promise<{ companyId: number; ownerUserId: number; currency: string }> {
  const taken = await trx.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst()
  if (taken) throw new SeedRefusal(DEMO_EXISTS)
  const currency = 'AUD'
  const company = await trx
    .insertInto('companies')
    .values({ name: DEMO_COMPANY_NAME, currency })
    .returning('id')
    .executeTakeFirstOrThrow()
  await createDefaultBooks(trx, company.id)
  const group = await trx
    .insertInto('security_groups')
    .values({
      company_id: company.id,
      name: ADMINISTRATORS_GROUP_NAME,
      rights: JSON.stringify({ areas: allAreaRights(), caches: REGISTER_CACHES }),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const owner = await trx
    .insertInto('users')
    .values({
      company_id: company.id,
      group_id: group.id,
      first_name: 'Demo',
      last_name: 'Owner',
      email: DEMO_EMAIL,
      status: 'active',
      currency,
      fulfillment_alert: false,
      fulfillment_warehouse_ids: '[]',
      settings: JSON.stringify(defaultUserSettings()),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { companyId: company.id, ownerUserId: owner.id, currency }
}
