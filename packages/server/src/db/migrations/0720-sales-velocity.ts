import { type Kysely, sql } from 'kysely'

/**
 * A replenishment proposes quantities from what the destination sold over the last days (routes/replenishments.ts):
 * the sale movements of one warehouse since a date. The ledger's indexes lead with the item or the source, so that
 * sum read every movement of the company. This partial index holds only sale movements, by warehouse and time,
 * and carries the item and quantity so the sum never visits the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX stock_ledger_sales_by_warehouse ON stock_ledger (company_id, warehouse_id, created)
    INCLUDE (item_id, quantity) WHERE reason = 'sale'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS stock_ledger_sales_by_warehouse`.execute(db)
}
