import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/** A date column as the drivers hand it (text, or a Date at midnight UTC) as YYYY-MM-DD. */
export function day(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
}

/** The company's Bank-type account `id` (not archived), or undefined. */
export async function bankAccountOf(
  db: Kysely<Database> | Transaction<Database>,
  companyId: number,
  id: number,
) {
  return db
    .selectFrom('accounts')
    .select(['id', 'code', 'name'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('type', '=', 'Bank')
    .where('archived', '=', false)
    .executeTakeFirst()
}
