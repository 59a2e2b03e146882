import { Migrator, sql } from 'kysely'
import { MIGRATIONS, migrationProvider } from './migrations/index.ts'
import type { DatabaseHandle } from './open-database.ts'

/** The migrations already applied, or undefined when the migration table does not exist yet. */
async function appliedMigrations(handle: DatabaseHandle): Promise<Set<string> | undefined> {
  const table = handle.schema ? `${handle.schema}.kysely_migration` : 'kysely_migration'
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(table)}`.execute(handle.db)
    return new Set(rows.map((row) => row.name))
  } catch {
    return undefined
  }
}

/**
 * Brings the database to the latest migration; throws (and the server does not start) when one fails.
 * When every migration is already applied, one query says so: the Migrator's own check introspects
 * every table, which costs a restart hundreds of milliseconds.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const applied = await appliedMigrations(handle)
  if (applied && Object.keys(MIGRATIONS).every((name) => applied.has(name))) return []
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider,
    // Each area numbers its migrations in its own block (0001 sign-in, 0100 catalog, 0200 customers,
    // ...), so a newer area's block may sort before one already applied; each migration runs once.
    allowUnorderedMigrations: true,
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
