import type { Kysely } from 'kysely'
import { runStatements } from '../run-statements.ts'

/**
 * The register's sync page (products.json) finds each product's items by company and product. With only
 * `items_product (product_id, ...)`, a planner without statistics (a bulk import before autovacuum, PGlite
 * before its ANALYZE) ANDed it with `items_company_sku` and read every item of the company for each product:
 * 245 ms a page at 10,000 products on PostgreSQL, 2.7 ms with this index (tests/bench/RESULTS.md).
 * `items_product` stays for the product foreign key's cascade and the back office's per-product lookups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    'CREATE INDEX items_company_product ON items (company_id, product_id, position, id);',
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'DROP INDEX items_company_product;')
}
