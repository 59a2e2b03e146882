import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * The company's reason `id` when it is one of `kind` (a store credit, gift card, petty cash or stock adjustment
 * reason), else undefined: a change that must name its reason names one of the right kind.
 */
export async function reasonOfKind(
  db: Kysely<Database> | Transaction<Database>,
  companyId: number,
  kind: string,
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('reasons')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst()
}
