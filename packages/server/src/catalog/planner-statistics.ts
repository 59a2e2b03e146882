import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Refreshes the query planner's statistics of the catalog tables after a bulk write (the demo seed, an import).
 * PGlite runs no autovacuum, so without this the planner keeps its empty-table estimates: at 100,000 products a
 * register's sync page (`products.json`, 250 products with their items) scanned every item of the company, about
 * 650 ms a page, instead of about 15 ms through the `items_product` index (measured, tests/bench/RESULTS.md).
 */
export async function refreshCatalogStatistics(db: Kysely<Database>): Promise<void> {
  await sql`ANALYZE products, items, prices`.execute(db)
}
