import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts'
import { migrateToLatest } from './migrate.ts'
import { MIGRATIONS } from './migrations/index.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.dispose()
})

function migrationTable() {
  return sql.table(database.schema ? `${database.schema}.kysely_migration` : 'kysely_migration')
}

describe('migrateToLatest', () => {
  it('should apply nothing when the database is up to date', async () => {
    expect(await migrateToLatest(database)).toEqual([])
    const { rows } = await sql<{ name: string }>`SELECT name FROM ${migrationTable()} ORDER BY name`.execute(
      database.db,
    )
    expect(rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS).sort())
  })

  it('should apply a migration that sorts before ones already applied (areas number in blocks)', async () => {
    await sql`DROP TABLE sales CASCADE`.execute(database.db)
    await sql`DELETE FROM ${migrationTable()} WHERE name = '0002-sales'`.execute(database.db)
    expect(await migrateToLatest(database)).toEqual(['0002-sales'])
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales`.execute(database.db)
    expect(rows).toEqual([{ n: 0 }])
  })
})
