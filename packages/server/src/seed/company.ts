import type { Transaction } from 'kysely'
import { createCompanyOwner } from '../admin/company-owner.ts'
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
  const ownerUserId = await createCompanyOwner(trx, company.id, currency, {
    first_name: 'Demo',
    last_name: 'Owner',
    email: DEMO_EMAIL,
  })
  return { companyId: company.id, ownerUserId, currency }
}
