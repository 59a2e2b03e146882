import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** The names of the company's warehouses among `ids` (nulls skipped), for lists that show them by name. */
export async function warehouseNames(
  db: Kysely<Database>,
  companyId: number,
  ids: readonly unknown[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  const names = new Map<number, string>()
  if (wanted.length === 0) return names
  const found = await db
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('id', 'in', wanted)
    .execute()
  for (const row of found) names.set(row.id, row.name)
  return names
}
