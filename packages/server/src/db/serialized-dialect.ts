import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely'

/**
 * PGlite is one connection. kysely-pglite hands that connection to every caller at once, so two
 * concurrent transactions would interleave their statements. This wrapper lends the connection to one
 * caller at a time (a FIFO lock), which gives each Kysely transaction the connection to itself.
 */
export function serializedDialect(inner: Dialect): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createDriver: () => new SerializedDriver(inner.createDriver()),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
  }
}

class SerializedDriver implements Driver {
  readonly #inner: Driver
  #tail: Promise<void> = Promise.resolve()
  readonly #releases = new WeakMap<DatabaseConnection, () => void>()

  constructor(inner: Driver) {
    this.#inner = inner
  }

  init(): Promise<void> {
    return this.#inner.init()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#tail
    let release: () => void = () => {}
    this.#tail = new Promise<void>((resolve) => {
      release = resolve
    })
    await previous
    const connection = await this.#inner.acquireConnection()
    // Each caller gets its own wrapper so that releasing one never frees another's turn.
    const lent: DatabaseConnection = {
      executeQuery: (query) => connection.executeQuery(query),
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    }
    this.#releases.set(lent, release)
    return lent
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings)
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection)
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection)
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.()
    this.#releases.delete(connection)
  }

  async destroy(): Promise<void> {
    await this.#tail
    await this.#inner.destroy()
  }
}
