import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
    const snapshot = snapshotPath()
    const handle = await openDatabase({ pgliteSnapshot: readSnapshot(snapshot) })
    const applied = await migrateToLatest(handle)
    if (applied.length > 0) await saveSnapshot(handle, snapshot)
    return { ...handle, dispose: () => handle.close() }
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`
  const handle = await withSchemaLock(async () => {
    await adminQuery(`CREATE SCHEMA ${schema}`)
    const opened = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema })
    await migrateToLatest(opened)
    return opened
  })
  return {
    ...handle,
    async dispose() {
      await handle.close()
      await withSchemaLock(() => adminQuery(`DROP SCHEMA ${schema} CASCADE`))
    },
  }
}

/** Any number, the same in every test process: the advisory lock that creating and dropping test schemas take. */
const SCHEMA_LOCK = 7_270_001

/**
 * Runs `work` holding the test schemas' lock. Kysely's migrator reads every table of the database (all schemas)
 * before it migrates, and failed with "schema test_... does not exist" when another file, running beside it,
 * dropped its schema during that read; so a migration and a drop never overlap.
 */
async function withSchemaLock<T>(work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK])
    return await work()
  } finally {
    await client.end()
  }
}

/** One statement on the test server outside any test schema (CREATE/DROP SCHEMA or DATABASE). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/**
 * Where a freshly migrated PGlite is kept between test files: loading a dump takes a fraction of the
 * seconds that creating a cluster does. Named by a hash of the migrations, so a changed migration
 * makes a new one.
 */
function snapshotPath(): string {
  const folder = join(import.meta.dirname, '../db/migrations')
  const hash = createHash('sha256')
  for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(join(folder, file)))
  return join(tmpdir(), `pos-server-pglite-${hash.digest('hex').slice(0, 16)}.tar`)
}

/**
 * A dump of a freshly migrated PGlite, made on first use: tests that need a PGlite data folder on disk
 * start from it instead of creating a cluster.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const path = snapshotPath()
  const existing = readSnapshot(path)
  if (existing) return existing
  const handle = await openDatabase({})
  try {
    await migrateToLatest(handle)
    const dump = await handle.pglite!.dumpDataDir('none')
    return dump
  } finally {
    await handle.close()
  }
}

/** The snapshot, or undefined when there is none yet (or another run is replacing it right now). */
function readSnapshot(path: string): Blob | undefined {
  try {
    return new Blob([readFileSync(path)])
  } catch {
    return undefined
  }
}

/** Snapshots of older migrations are removed once they have not been written for an hour. */
const STALE_SNAPSHOT_MS = 60 * 60 * 1000

async function saveSnapshot(handle: DatabaseHandle, path: string): Promise<void> {
  if (!handle.pglite) return
  const dump = await handle.pglite.dumpDataDir('none')
  const partial = `${path}.${process.pid}.tmp`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, path)
  for (const file of readdirSync(tmpdir())) {
    const other = join(tmpdir(), file)
    if (!file.startsWith('pos-server-pglite-') || other === path) continue
    try {
      if (Date.now() - statSync(other).mtimeMs > STALE_SNAPSHOT_MS) rmSync(other, { force: true })
    } catch {
      // Removed by another run meanwhile.
    }
  }
}
