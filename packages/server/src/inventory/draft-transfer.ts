import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Writes a draft transfer and its lines (the same item's lines merged) in the caller's transaction: a transfer typed
 * on its screen and one made from a replenishment are the same record. The caller checked the warehouses and items.
 */
export async function insertDraftTransfer(
  trx: Transaction<Database>,
  companyId: number,
  draft: {
    from_warehouse_id: number
    to_warehouse_id: number
    reference: string
    note: string
    user_id: number | null
    lines: readonly { item_id: number; quantity: number }[]
  },
): Promise<number> {
  const row = await trx
    .insertInto('transfers')
    .values({
      company_id: companyId,
      reference: draft.reference,
      note: draft.note,
      from_warehouse_id: draft.from_warehouse_id,
      to_warehouse_id: draft.to_warehouse_id,
      user_id: draft.user_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const merged = new Map<number, number>()
  for (const line of draft.lines) merged.set(line.item_id, (merged.get(line.item_id) ?? 0) + line.quantity)
  await trx
    .insertInto('transfer_lines')
    .values(
      [...merged].map(([itemId, quantity]) => ({
        company_id: companyId,
        transfer_id: row.id,
        item_id: itemId,
        quantity,
        unit_cost: 0,
      })),
    )
    .execute()
  return row.id
}
