import { type Kysely, sql } from 'kysely'

/**
 * Stock on hand's search (issue 14) finds text anywhere in a SKU, barcode or product name (`ILIKE '%text%'`), which
 * no b-tree serves: at 100,000 items it read every item (p95 922 ms). Trigram GIN indexes (pg_trgm, in PGlite as its
 * contrib extension) serve it. The extension lives in `public` (it is one per database, and a server's tests run in
 * schemas of their own that must share it), so the operator class is named with its schema. Where pg_trgm is not
 * installed the search keeps working, unindexed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const available = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db)
  if (!available.rows[0]?.n) return
  // Two databases' migrations may create it at once: the loser's error is rolled back to here and it is there.
  await sql`SAVEPOINT trgm`.execute(db)
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(db)
    await sql`RELEASE SAVEPOINT trgm`.execute(db)
  } catch {
    await sql`ROLLBACK TO SAVEPOINT trgm`.execute(db)
  }
  const schema = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm'`.execute(db)
  const where = schema.rows[0]?.schema
  if (!where) return
  const ops = sql.raw(`${JSON.stringify(where)}.gin_trgm_ops`)
  await sql`CREATE INDEX items_sku_trgm ON items USING gin (sku ${ops})`.execute(db)
  await sql`CREATE INDEX items_barcode_trgm ON items USING gin (barcode ${ops})`.execute(db)
  await sql`CREATE INDEX products_name_trgm ON products USING gin (name ${ops})`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS items_sku_trgm, items_barcode_trgm, products_name_trgm`.execute(db)
}
