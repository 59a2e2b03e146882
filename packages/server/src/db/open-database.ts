import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { type Compilable, type CompiledQuery, Kysely, PostgresDialect } from 'kysely'
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
  /**
   * Runs a query as a prepared statement on PostgreSQL: each pooled connection parses and plans it once
   * (named by a hash of its text) instead of on every call, which is most of what a small statement costs the
   * server. For the statements every request or sale runs; their text must not vary with the data (a list goes
   * in as one array or JSON parameter), or every variant stays prepared on every connection. Not in a
   * transaction. On PGlite the query runs as it is. A raw `sql` statement comes compiled (`.compile(db)`).
   */
  prepared<R>(query: Compilable<R> | CompiledQuery<R>): Promise<R[]>
  close(): Promise<void>
}

/**
 * Up to this many PostgreSQL connections per server instance; a request holds one only briefly (a sale that
 * moves no balance holds one per statement, not for the request), so 8 registers posting at once never wait.
 */
const POOL_SIZE = 10

/**
 * How long an idle pooled connection stays open (pg's default is 10 s). A new connection costs its PostgreSQL
 * backend's start and then preparing every statement again: the sale's statement is planned five times for its
 * values and once generic before its plan is kept (tens of ms of backend CPU each time on this machine). At 10 s,
 * a register that pauses, or the part of the pool that a quiet minute leaves idle, paid that again and again;
 * the pool still never holds more than POOL_SIZE.
 */
const IDLE_MS = 10 * 60 * 1000

function compiled<R>(query: Compilable<R> | CompiledQuery<R>): CompiledQuery<R> {
  return 'compile' in query ? query.compile() : query
}

const statementNames = new Map<string, string>()

/** The name of a prepared statement: the same text gets the same name on every connection. */
function statementName(text: string): string {
  let name = statementNames.get(text)
  if (name === undefined) {
    // Remembered (hashing the text cost more than the rest of preparing a call); the texts are the code's.
    if (statementNames.size >= 1000) statementNames.clear()
    name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`
    statementNames.set(text, name)
  }
  return name
}

/** The contrib extensions every PGlite database loads: trigram indexes for text search (migration 0710). */
export const PGLITE_EXTENSIONS = { pg_trgm }

/** The server's pool of PostgreSQL connections, proof against the database dropping them (a restart, a crash). */
export function postgresPool(databaseUrl: string, schema?: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    idleTimeoutMillis: IDLE_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle connection that the database drops is emitted here; without a listener the process would die of
  // it. The pool replaces it on the next query, and a query on the way fails as it must.
  pool.on('error', () => {})
  // A connection dropped while a request holds it between two statements (a transaction's, say) is emitted on
  // the client itself, which the pool stops listening to while it is lent out: the process died of that
  // ('Connection terminated unexpectedly', found by the PostgreSQL restart chaos run). The next statement on it
  // fails as it must (the request answers 503), and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

/** Opens the one database the server works on: a PostgreSQL server when a URL is given, else PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = postgresPool(options.databaseUrl, options.schema)
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return {
      db,
      kind: 'postgres',
      schema: options.schema,
      pglite: undefined,
      async prepared<R>(query: Compilable<R> | CompiledQuery<R>) {
        const { sql, parameters } = compiled(query)
        const result = await pool.query({ name: statementName(sql), text: sql, values: [...parameters] })
        return result.rows as R[]
      },
      close: () => db.destroy(),
    }
  }
  let client: PGlite
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS })
  } else {
    client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
    })
  }
  const db = new Kysely<Database>({ dialect: serializedDialect(client) })
  return {
    db,
    kind: 'pglite',
    schema: undefined,
    pglite: client,
    prepared: async (query) => (await db.executeQuery(compiled(query))).rows,
    close: () => db.destroy(),
  }
}
