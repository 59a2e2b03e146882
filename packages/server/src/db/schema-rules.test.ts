import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts'

/**
 * The database rules of ARCHITECTURE.md, checked on the migrated schema itself: every business table
 * carries `company_id`, with a foreign key to companies and an index that starts with it; money columns
 * are bigint. A sale's own rows reach companies through their sale instead (`SALE_ROWS`).
 */

/**
 * Tables that are not a company's business data: the tenants themselves, the sign-in machinery, and the media
 * player screens waiting for a pair code (no company's until paired; then they reach it through their player).
 */
const NOT_BUSINESS = new Set([
  'companies',
  'media_player_screens',
  'sign_in_codes',
  'rate_limits',
  'dev_outbox',
  'kysely_migration',
  'kysely_migration_lock',
])

/**
 * A sale's lines, payments and stock movements: written by the sale's one statement with the sale's company, they
 * belong to it through a required `sale_id` (the sale has the foreign key to companies); a key of their own
 * would check and lock the companies row again for every row of every sale (migration 0620).
 */
const SALE_ROWS = new Set(['sale_lines', 'sale_payments'])

/**
 * The stock ledger and its projections: a sale writes them too, so they reach companies through their warehouse
 * (a cascading key to warehouses, which has the key to companies) instead of checking companies again (0700).
 */
const WAREHOUSE_ROWS = new Set(['stock_ledger', 'stock_on_hand', 'stock_at_location'])

/** A journal's lines, written with every sale the same way: they belong to it through a required `journal_id`. */
const PARENT_OF: Record<string, { table: string; column: string }> = {
  journal_lines: { table: 'journals', column: 'journal_id' },
  ...Object.fromEntries([...SALE_ROWS].map((table) => [table, { table: 'sales', column: 'sale_id' }])),
}

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.dispose()
})

function schemaName(): string {
  return database.schema ?? 'public'
}

describe('schema rules', () => {
  it('should give every business table a company_id with a foreign key and a leading index', async () => {
    const { rows: tables } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = ${schemaName()} AND table_type = 'BASE TABLE' ORDER BY table_name
    `.execute(database.db)
    const problems: string[] = []
    for (const { table_name: table } of tables) {
      if (NOT_BUSINESS.has(table)) continue
      const { rows: column } = await sql`
        SELECT 1 FROM information_schema.columns
        WHERE table_schema = ${schemaName()} AND table_name = ${table} AND column_name = 'company_id'
      `.execute(database.db)
      if (column.length === 0) {
        problems.push(`${table}: no company_id`)
        continue
      }
      const { rows: foreignKeys } = await sql`
        SELECT 1 FROM pg_constraint c
        JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
        JOIN pg_class r ON r.oid = c.confrelid
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND n.nspname = ${schemaName()} AND t.relname = ${table}
          AND r.relname = 'companies' AND a.attname = 'company_id'
      `.execute(database.db)
      const parent = PARENT_OF[table]
      if (parent) {
        const { rows: bySale } = await sql`
          SELECT 1 FROM pg_constraint c
          JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
          JOIN pg_class r ON r.oid = c.confrelid
          JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (c.conkey)
          WHERE c.contype = 'f' AND n.nspname = ${schemaName()} AND t.relname = ${table}
            AND r.relname = ${parent.table} AND a.attname = ${parent.column} AND a.attnotnull AND c.confdeltype = 'c'
        `.execute(database.db)
        if (bySale.length === 0) {
          problems.push(`${table}: no required ${parent.column} with a cascading key to ${parent.table}`)
        }
      } else if (WAREHOUSE_ROWS.has(table)) {
        const { rows: byWarehouse } = await sql`
          SELECT 1 FROM pg_constraint c
          JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
          JOIN pg_class r ON r.oid = c.confrelid
          JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (c.conkey)
          WHERE c.contype = 'f' AND n.nspname = ${schemaName()} AND t.relname = ${table}
            AND r.relname = 'warehouses' AND a.attname = 'warehouse_id' AND a.attnotnull AND c.confdeltype = 'c'
        `.execute(database.db)
        if (byWarehouse.length === 0) problems.push(`${table}: no required warehouse_id with a cascading key`)
      } else if (foreignKeys.length === 0)
        problems.push(`${table}: company_id has no foreign key to companies`)
      const { rows: indexes } = await sql`
        SELECT 1 FROM pg_index i
        JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
        WHERE n.nspname = ${schemaName()} AND t.relname = ${table} AND a.attname = 'company_id'
      `.execute(database.db)
      if (indexes.length === 0) problems.push(`${table}: no index starting with company_id`)
    }
    expect(problems).toEqual([])
    expect(tables.length).toBeGreaterThanOrEqual(NOT_BUSINESS.size)
  })

  it('should store the money of sales as bigint', async () => {
    const { rows } = await sql<{ column_name: string; data_type: string }>`
      SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = ${schemaName()} AND table_name = 'sales' AND column_name IN ('total', 'total_tax')
      ORDER BY column_name
    `.execute(database.db)
    expect(rows).toEqual([
      { column_name: 'total', data_type: 'bigint' },
      { column_name: 'total_tax', data_type: 'bigint' },
    ])
  })
})
