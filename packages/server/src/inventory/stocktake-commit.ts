import { INVENTORY_MESSAGES, stockAdjustmentPosting, stocktakeAdjustment } from '@pos/core'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../app-env.ts'
import { postEvent } from '../books/event-journal.ts'
import type { Database } from '../db/schema.ts'
import { userIdOf } from '../http/acting-user.ts'
import { Refused } from '../http/refused.ts'
import { lockOnHand, writeMovements } from './stock-writes.ts'
import { countedByItem, frozenLines, stocktakeRow } from './stocktake-reads.ts'

type Scope = { location_id?: number | null }

/**
 * Commits a stocktake, once: claims it (counting -> completed, so a second commit finds it completed and is
 * refused), locks stock on hand of every item it expected or counted, and writes for each the adjustment that
 * makes on hand what was counted (core `stocktakeAdjustment`), against stock on hand at this moment, at the
 * stocktake's location when it counted one. Undefined when the stocktake is not the company's.
 */
export async function commitStocktake(db: Kysely<Database>, principal: Principal, id: number) {
  const { companyId } = principal
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('stocktakes')
      .set({ status: 'completed', completed: sql`now()`, updated: sql`now()` })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .where('status', '=', 'counting')
      .returning(['warehouse_id', 'scope', 'reason_id'])
      .executeTakeFirst()
    if (!claimed) {
      const exists = await stocktakeRow(trx, companyId, id)
      if (!exists) return undefined
      throw new Refused({ code: 'not_counting', message: INVENTORY_MESSAGES.notCounting })
    }
    const scope = claimed.scope as Scope
    const locationId = scope.location_id ?? null
    const counted = await countedByItem(trx, companyId, id)
    const expected = await frozenLines(trx, companyId, id)
    const items = [...new Set([...expected.keys(), ...counted.keys()])].sort((a, b) => a - b)
    const onHand = await lockOnHand(
      trx,
      companyId,
      items.map((item_id) => ({ warehouse_id: claimed.warehouse_id, item_id })),
    )
    const atLocation = new Map<number, number>()
    if (locationId !== null && items.length > 0) {
      const rows = await trx
        .selectFrom('stock_at_location')
        .select(['item_id', 'quantity'])
        .where('company_id', '=', companyId)
        .where('location_id', '=', locationId)
        .where('item_id', 'in', items)
        .orderBy('item_id')
        .forUpdate()
        .execute()
      for (const row of rows) atLocation.set(Number(row.item_id), row.quantity)
    }
    const userId = userIdOf(principal)
    const changes = items.flatMap((itemId) => {
      const now =
        locationId === null
          ? (onHand.get(`${claimed.warehouse_id}:${itemId}`)?.quantity ?? 0)
          : (atLocation.get(itemId) ?? 0)
      const quantity = stocktakeAdjustment(now, counted.get(itemId) ?? 0)
      return quantity === 0
        ? []
        : [
            {
              warehouse_id: claimed.warehouse_id,
              location_id: locationId,
              item_id: itemId,
              quantity,
              reason: 'stocktake' as const,
              source_id: id,
              reason_id: claimed.reason_id,
              user_id: userId,
            },
          ]
    })
    const written = await writeMovements(trx, companyId, changes)
    // The variances' value to the books with the commit [GL7], once (the stocktake is claimed once).
    await postEvent(
      trx,
      companyId,
      { narration: 'Stocktake committed', sourceKind: 'stocktake', sourceId: id, userId },
      stockAdjustmentPosting(written.map((w) => ({ quantity: w.quantity, unitCost: w.unit_cost }))),
    )
    return { adjusted: changes.length }
  })
}
