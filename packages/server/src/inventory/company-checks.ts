import type { Kysely, Transaction } from 'kysely'
import { restrictedTo } from '../admin/restrictions.ts'
import type { Principal } from '../app-env.ts'
import type { Database } from '../db/schema.ts'

type Executor = Kysely<Database> | Transaction<Database>

/**
 * The company's warehouse of this id, or undefined: also undefined for one outside the caller's warehouse
 * restriction groups, so a user cannot start a document there any more than in a warehouse that does not exist.
 */
export async function companyWarehouse(db: Executor, principal: Principal, id: number) {
  return db
    .selectFrom('warehouses')
    .select(['id', 'name', 'closed'])
    .where('company_id', '=', principal.companyId)
    .where('id', '=', id)
    .where(restrictedTo('warehouse', principal, 'warehouses.id'))
    .executeTakeFirst()
}

/** Whether every location id is the company's and in this warehouse. */
export async function locationsInWarehouse(
  db: Executor,
  companyId: number,
  warehouseId: number,
  ids: readonly (number | null)[],
): Promise<boolean> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return true
  const rows = await db
    .selectFrom('locations')
    .select('id')
    .where('company_id', '=', companyId)
    .where('warehouse_id', '=', warehouseId)
    .where('id', 'in', wanted)
    .execute()
  return rows.length === wanted.length
}

/** Whether a line names an item that is not the company's (a line of a transfer, adjustment, order...). */
export async function hasUnknownItem(
  db: Executor,
  companyId: number,
  lines: readonly { item_id: number }[],
): Promise<boolean> {
  const wanted = [...new Set(lines.map((line) => line.item_id))]
  const found = new Set<number>()
  for (let i = 0; i < wanted.length; i += 5000) {
    const rows = await db
      .selectFrom('items')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', wanted.slice(i, i + 5000))
      .execute()
    for (const row of rows) found.add(Number(row.id))
  }
  return wanted.some((id) => !found.has(id))
}

export const UNKNOWN_ITEM = 'Please choose items of this company'
export const UNKNOWN_LOCATION = 'Please choose a location of this warehouse'
