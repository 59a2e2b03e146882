import { mergeCounts } from '@pos/core'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

type Executor = Kysely<Database> | Transaction<Database>

/** A stocktake of the company with its warehouse's name. */
export async function stocktakeRow(db: Executor, companyId: number, id: number) {
  return db
    .selectFrom('stocktakes as s')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .select([
      's.id',
      's.name',
      's.status',
      's.scope',
      's.warehouse_id',
      'w.name as warehouse_name',
      's.reason_id',
      's.created',
      's.completed',
    ])
    .where('s.company_id', '=', companyId)
    .where('s.id', '=', id)
    .executeTakeFirst()
}

/** Counted per item: every counter's counts added up. */
export async function countedByItem(db: Executor, companyId: number, id: number) {
  const counts = await db
    .selectFrom('stocktake_counts')
    .select(['item_id', 'quantity'])
    .where('company_id', '=', companyId)
    .where('stocktake_id', '=', id)
    .execute()
  return mergeCounts(counts.map((c) => ({ item_id: Number(c.item_id), quantity: c.quantity })))
}

/** The expected quantities and unit costs frozen when the stocktake started, by item. */
export async function frozenLines(db: Executor, companyId: number, id: number) {
  const lines = await db
    .selectFrom('stocktake_lines')
    .select(['item_id', 'expected', 'unit_cost'])
    .where('company_id', '=', companyId)
    .where('stocktake_id', '=', id)
    .execute()
  return new Map(
    lines.map((l) => [Number(l.item_id), { quantity: l.expected, unit_cost: Number(l.unit_cost) }]),
  )
}
