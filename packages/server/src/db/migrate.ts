import { Migrator } from 'kysely'
import { migrationProvider } from './migrations/index.ts'
import type { DatabaseHandle } from './open-database.ts'

/** Brings the database to the latest migration; throws (and the server does not start) when one fails. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider,
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
