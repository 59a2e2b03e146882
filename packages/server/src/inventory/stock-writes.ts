import { applyMovement, type MovementReason, type OnHand } from '@pos/core'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import { fireSystemEvent } from '../glue/system-hooks.ts'

/** One change of stock to write: where, what, how many (signed) and why. */
export type StockChange = {
  warehouse_id: number
  location_id: number | null
  item_id: number
  quantity: number
  /** What stock arriving cost a unit (cents); absent, it moves at the moving average (as stock leaving always does). */
  unit_cost?: number | undefined
  reason: MovementReason
  source_id: number | null
  reason_id?: number | null
  note?: string
  user_id: number | null
}

/** A change as written: with the unit cost it moved at and stock on hand after it. */
export type WrittenChange = StockChange & { unit_cost: number; after: OnHand }

const key = (warehouseId: number, itemId: number) => `${warehouseId}:${itemId}`

/**
 * Stock on hand of these items and warehouses, locked for the rest of the transaction (rows made when missing), in
 * warehouse then item order: the order a sale's statement locks them in too, so two writers never wait on each other
 * in a circle.
 */
export async function lockOnHand(
  trx: Transaction<Database>,
  companyId: number,
  pairs: readonly { warehouse_id: number; item_id: number }[],
): Promise<Map<string, OnHand>> {
  const unique = [...new Map(pairs.map((p) => [key(p.warehouse_id, p.item_id), p])).values()].sort(
    (a, b) => a.warehouse_id - b.warehouse_id || a.item_id - b.item_id,
  )
  const locked = new Map<string, OnHand>()
  if (unique.length === 0) return locked
  const rows = JSON.stringify(unique.map((p) => ({ warehouse_id: p.warehouse_id, item_id: p.item_id })))
  await sql`
    INSERT INTO stock_on_hand (company_id, warehouse_id, item_id)
    SELECT ${companyId}, r.warehouse_id, r.item_id
    FROM jsonb_to_recordset(${rows}::jsonb) AS r (warehouse_id integer, item_id bigint)
    ORDER BY r.warehouse_id, r.item_id
    ON CONFLICT DO NOTHING`.execute(trx)
  const found = await sql<{ warehouse_id: number; item_id: string; quantity: number; average_cost: string }>`
    SELECT s.warehouse_id, s.item_id, s.quantity, s.average_cost
    FROM stock_on_hand s
    JOIN jsonb_to_recordset(${rows}::jsonb) AS r (warehouse_id integer, item_id bigint)
      ON s.warehouse_id = r.warehouse_id AND s.item_id = r.item_id
    WHERE s.company_id = ${companyId}
    ORDER BY s.warehouse_id, s.item_id
    FOR UPDATE OF s`.execute(trx)
  for (const row of found.rows)
    locked.set(key(row.warehouse_id, Number(row.item_id)), {
      quantity: row.quantity,
      average_cost: Number(row.average_cost),
    })
  return locked
}

/**
 * Writes changes of stock in a transaction: each becomes a ledger row at its unit cost, and stock on hand (and stock
 * at its location, when it names one) moves with it by core's `applyMovement`. The caller has checked that the
 * warehouses, locations and items are the company's. Glue jobs hooked to "stock.changed" are queued with them.
 */
export async function writeMovements(
  trx: Transaction<Database>,
  companyId: number,
  changes: readonly StockChange[],
): Promise<WrittenChange[]> {
  if (changes.length === 0) return []
  const onHand = await lockOnHand(trx, companyId, changes)
  const written = changes.map((change) => {
    const k = key(change.warehouse_id, change.item_id)
    const before = onHand.get(k) ?? { quantity: 0, average_cost: 0 }
    const unitCost =
      change.quantity > 0 && change.unit_cost !== undefined ? change.unit_cost : before.average_cost
    const after = applyMovement(before, { quantity: change.quantity, unit_cost: unitCost })
    onHand.set(k, after)
    return { ...change, unit_cost: unitCost, after }
  })
  const ledger = written.map((w) => ({
    company_id: companyId,
    warehouse_id: w.warehouse_id,
    location_id: w.location_id,
    item_id: w.item_id,
    quantity: w.quantity,
    unit_cost: w.unit_cost,
    reason: w.reason,
    source_id: w.source_id,
    reason_id: w.reason_id ?? null,
    note: w.note ?? '',
    user_id: w.user_id,
  }))
  await sql`
    INSERT INTO stock_ledger (company_id, warehouse_id, location_id, item_id, quantity, unit_cost, reason, source_id,
      reason_id, note, user_id)
    SELECT company_id, warehouse_id, location_id, item_id, quantity, unit_cost, reason, source_id, reason_id, note,
      user_id
    FROM jsonb_populate_recordset(NULL::stock_ledger, ${JSON.stringify(ledger)}::jsonb)`.execute(trx)
  const projection = [...onHand.entries()].map(([k, value]) => {
    const [warehouseId, itemId] = k.split(':').map(Number)
    return {
      warehouse_id: warehouseId,
      item_id: itemId,
      quantity: value.quantity,
      average_cost: value.average_cost,
    }
  })
  await sql`
    UPDATE stock_on_hand s SET quantity = r.quantity, average_cost = r.average_cost
    FROM jsonb_to_recordset(${JSON.stringify(projection)}::jsonb)
      AS r (warehouse_id integer, item_id bigint, quantity integer, average_cost bigint)
    WHERE s.company_id = ${companyId} AND s.warehouse_id = r.warehouse_id AND s.item_id = r.item_id`.execute(
    trx,
  )
  const located = new Map<
    string,
    { warehouse_id: number; location_id: number; item_id: number; quantity: number }
  >()
  for (const w of written) {
    if (w.location_id === null) continue
    const k = `${w.location_id}:${w.item_id}`
    const row = located.get(k) ?? {
      warehouse_id: w.warehouse_id,
      location_id: w.location_id,
      item_id: w.item_id,
      quantity: 0,
    }
    row.quantity += w.quantity
    located.set(k, row)
  }
  if (located.size > 0) {
    const rows = [...located.values()].sort((a, b) => a.location_id - b.location_id || a.item_id - b.item_id)
    await sql`
      INSERT INTO stock_at_location (company_id, warehouse_id, location_id, item_id, quantity)
      SELECT ${companyId}, r.warehouse_id, r.location_id, r.item_id, r.quantity
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS r (warehouse_id integer, location_id integer, item_id bigint, quantity integer)
      ON CONFLICT (company_id, location_id, item_id)
        DO UPDATE SET quantity = stock_at_location.quantity + excluded.quantity`.execute(trx)
  }
  // Glue jobs hooked to stock levels run for this change, queued in its transaction.
  await fireSystemEvent(trx, companyId, 'stock.changed', {
    changes: written.map((w) => ({
      warehouse_id: w.warehouse_id,
      location_id: w.location_id,
      item_id: w.item_id,
      quantity: w.quantity,
      on_hand: w.after.quantity,
      reason: w.reason,
      source_id: w.source_id,
    })),
  })
  return written
}
