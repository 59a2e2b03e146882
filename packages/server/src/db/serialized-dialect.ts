import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely'

/**
 * Kysely on PGlite. PGlite is one connection: handed to every caller at once, two concurrent transactions
 * would interleave their statements. This dialect lends it to one caller at a time (a FIFO lock), which gives
 * each Kysely transaction the connection to itself. (kysely-pglite, used before, also started an unawaited
 * mkdir of the data folder on every open, which failed as an unhandled rejection when the folder was removed
 * right after a short-lived open.)
 */
export function serializedDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new SerializedDriver(client),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }
}

class SerializedDriver implements Driver {
  readonly #client: PGlite
  #tail: Promise<void> = Promise.resolve()
  readonly #releases = new WeakMap<DatabaseConnection, () => void>()

  constructor(client: PGlite) {
    this.#client = client
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#tail
    let release: () => void = () => {}
    this.#tail = new Promise<void>((resolve) => {
      release = resolve
    })
    await previous
    const client = this.#client
    // Each caller gets its own connection object so that releasing one never frees another's turn.
    const lent: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await client.query<R>(query.sql, [...query.parameters])
        return {
          rows: result.rows,
          ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
        }
      },
      // biome-ignore lint/correctness/useYield: PGlite answers whole results; nothing streams.
      async *streamQuery() {
        throw new Error('PGlite does not stream query results')
      },
    }
    this.#releases.set(lent, release)
    return lent
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.()
    this.#releases.delete(connection)
  }

  async destroy(): Promise<void> {
    await this.#tail
    if (!this.#client.closed) await this.#client.close()
  }
}
