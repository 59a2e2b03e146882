import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import { KyselyPGlite } from 'kysely-pglite'
import pg from 'pg'
import type { Database } from './schema.ts'
import { serializedDialect } from './serialized-dialect.ts'

export const DATABASE_KINDS = { pglite: 'pglite', postgres: 'postgres' } as const
export type DatabaseKind = keyof typeof DATABASE_KINDS

export type DatabaseOptions = {
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined
  /** Where PGlite keeps its files (in `<dataDir>/pglite`); without it PGlite lives in memory. */
  dataDir?: string | undefined
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  schema?: string | undefined
  /** In-memory PGlite only: start from this dump (PGlite's dumpDataDir) instead of an empty cluster. */
  pgliteSnapshot?: Blob | undefined
}

export type DatabaseHandle = {
  db: Kysely<Database>
  kind: DatabaseKind
  /** The schema migrations and queries use, when not the default. */
  schema: string | undefined
  /** The embedded database itself, when it is PGlite (for dumps). */
  pglite: PGlite | undefined
  close(): Promise<void>
}

/** Up to this many PostgreSQL connections per server instance; a request holds one only briefly. */
const POOL_SIZE = 10

/** Opens the one database the server works on: a PostgreSQL server when a URL is given, else PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_SIZE,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, kind: 'postgres', schema: options.schema, pglite: undefined, close: () => db.destroy() }
  }
  let client: PGlite
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    client = await PGlite.create(dir)
  } else {
    client = await PGlite.create(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {})
  }
  const { dialect } = new KyselyPGlite(client)
  const db = new Kysely<Database>({ dialect: serializedDialect(dialect) })
  return { db, kind: 'pglite', schema: undefined, pglite: client, close: () => db.destroy() }
}
