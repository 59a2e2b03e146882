import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrateToLatest } from '../db/migrate.ts'
import { type DatabaseHandle, openDatabase } from '../db/open-database.ts'

export type TestDatabase = DatabaseHandle & { dispose(): Promise<void> }

/** The PostgreSQL server to test against as well, when set; PGlite is always tested. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined

/**
 * A fresh, migrated database for one test file: a new schema on the PostgreSQL server when
 * TEST_DATABASE_URL is set (dropped by dispose), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const handle = await openDatabase({})
    await migrateToLatest(handle)
    return { ...handle, dispose: () => handle.close() }
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(`CREATE SCHEMA ${schema}`)
  const handle = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema })
  await migrateToLatest(handle)
  return {
    ...handle,
    async dispose() {
      await handle.close()
      await adminQuery(`DROP SCHEMA ${schema} CASCADE`)
    },
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
