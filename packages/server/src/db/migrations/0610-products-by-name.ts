import type { Kysely } from 'kysely'
import { runStatements } from '../run-statements.ts'

/**
 * The back office's product list is sorted by name, and the register asks it for the catalog's size before
 * its first sync (`products.json?page=1&limit=1`, the progress "Products 12,500 / 100,000"). At 100,000
 * products that page sorted every product of the company on each call (about 400 ms on PGlite, holding its one
 * connection while the register's sync pages waited); with this index it reads the first names in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'CREATE INDEX products_company_name ON products (company_id, name, id);')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'DROP INDEX products_company_name;')
}
