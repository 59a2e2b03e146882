import { applyMovement, NOTHING_ON_HAND, type OnHand } from '@pos/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

const PAGE = 10_000

/**
 * Stock on hand of a company rebuilt from its ledger alone, by core's `applyMovement` in ledger order, keyed
 * `warehouse:item`: what the projection must equal (a test compares them; a repair could write it back).
 */
export async function onHandFromLedger(
  db: Kysely<Database>,
  companyId: number,
): Promise<Map<string, OnHand>> {
  const rebuilt = new Map<string, OnHand>()
  let after = '0'
  for (;;) {
    const rows = await db
      .selectFrom('stock_ledger')
      .select(['id', 'warehouse_id', 'item_id', 'quantity', 'unit_cost'])
      .where('company_id', '=', companyId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()
    for (const row of rows) {
      const key = `${row.warehouse_id}:${row.item_id}`
      rebuilt.set(
        key,
        applyMovement(rebuilt.get(key) ?? NOTHING_ON_HAND, {
          quantity: row.quantity,
          unit_cost: Number(row.unit_cost),
        }),
      )
    }
    if (rows.length < PAGE) return rebuilt
    after = String(rows.at(-1)!.id)
  }
}

/** The projection as stored, keyed like `onHandFromLedger`. */
export async function storedOnHand(db: Kysely<Database>, companyId: number): Promise<Map<string, OnHand>> {
  const rows = await db
    .selectFrom('stock_on_hand')
    .select(['warehouse_id', 'item_id', 'quantity', 'average_cost'])
    .where('company_id', '=', companyId)
    .execute()
  return new Map(
    rows.map((row) => [
      `${row.warehouse_id}:${row.item_id}`,
      { quantity: row.quantity, average_cost: Number(row.average_cost) },
    ]),
  )
}
