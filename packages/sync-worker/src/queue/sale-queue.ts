import { queueOrder } from '@pos/core'
import { openDatabase, requestValue, transactionDone } from './idb.ts'

type Row = Record<string, unknown>

/**
 * A queued sale (spec 3's processing_sales): its client-made id, the date it was saved and the sale. The
 * queue also remembers how often sending it failed and the server's last refusal, for the screen.
 */
export type QueueEntry = {
  id: string
  date: string
  sale: Row
  attempts?: number
  error?: string | null
}

const SALES = 'processing_sales'
const META = 'meta'
const CURRENT = 'current_sales'
const VERSION = 1

/**
 * The offline queue, the register's receipt counters and the sale being built, in one IndexedDB database of
 * their own (never dropped by a schema change). Every write is a transaction with durability 'strict': when
 * `add` resolves the sale is on disk, so the screen may say it is done (reliability.md).
 */
export class SaleQueue {
  private constructor(private readonly db: IDBDatabase) {}

  static async open(factory: IDBFactory, name: string): Promise<SaleQueue> {
    const db = await openDatabase(factory, name, VERSION, (upgrade) => {
      if (!upgrade.objectStoreNames.contains(SALES)) upgrade.createObjectStore(SALES, { keyPath: 'id' })
      if (!upgrade.objectStoreNames.contains(META)) upgrade.createObjectStore(META)
      if (!upgrade.objectStoreNames.contains(CURRENT)) upgrade.createObjectStore(CURRENT)
    })
    // Another tab upgrading later: let it, and stop using this connection.
    db.onversionchange = () => db.close()
    return new SaleQueue(db)
  }

  close(): void {
    this.db.close()
  }

  private write(stores: string[]): IDBTransaction {
    return this.db.transaction(stores, 'readwrite', { durability: 'strict' })
  }

  /**
   * Puts a sale in the queue and, in the same transaction, clears the current sale under `currentKey`;
   * resolves once both are durably written. A repeat of an id replaces it.
   */
  async add(entry: QueueEntry, currentKey?: string): Promise<void> {
    const transaction = this.write(currentKey === undefined ? [SALES] : [SALES, CURRENT])
    transaction.objectStore(SALES).put({ attempts: 0, error: null, ...entry })
    if (currentKey !== undefined) transaction.objectStore(CURRENT).delete(currentKey)
    await transactionDone(transaction)
  }

  /** The queue in sending order (saved date, then id). */
  async list(): Promise<QueueEntry[]> {
    const transaction = this.db.transaction([SALES], 'readonly')
    const all = await requestValue(transaction.objectStore(SALES).getAll() as IDBRequest<QueueEntry[]>)
    return queueOrder(all)
  }

  async get(id: string): Promise<QueueEntry | null> {
    const transaction = this.db.transaction([SALES], 'readonly')
    return (await requestValue(transaction.objectStore(SALES).get(id) as IDBRequest<QueueEntry>)) ?? null
  }

  async count(): Promise<number> {
    const transaction = this.db.transaction([SALES], 'readonly')
    return requestValue(transaction.objectStore(SALES).count())
  }

  /** Deletes the entries (sent and stored) in one transaction. */
  async removeAll(ids: string[]): Promise<void> {
    if (ids.length === 0) return
    const transaction = this.write([SALES])
    const store = transaction.objectStore(SALES)
    for (const id of ids) store.delete(id)
    await transactionDone(transaction)
  }

  /**
   * Notes failed sends (offline, error null, or refused with the server's message) on the entries still queued,
   * in one transaction.
   */
  async noteFailures(failures: { id: string; error: string | null }[]): Promise<void> {
    if (failures.length === 0) return
    const transaction = this.write([SALES])
    const store = transaction.objectStore(SALES)
    const entries = await Promise.all(
      failures.map(({ id }) => requestValue(store.get(id) as IDBRequest<QueueEntry | undefined>)),
    )
    failures.forEach(({ error }, i) => {
      const entry = entries[i]
      if (entry) store.put({ ...entry, attempts: (entry.attempts ?? 0) + 1, error })
    })
    await transactionDone(transaction)
  }

  /**
   * The next receipt counter of a register, at least `atLeast` (what the server has seen), counted in one
   * transaction so two tabs of one register never get the same number.
   */
  async nextCounter(registerId: string, atLeast = 0): Promise<number> {
    const transaction = this.write([META])
    const store = transaction.objectStore(META)
    const key = `counter:${registerId}`
    const stored = ((await requestValue(store.get(key))) as number | undefined) ?? 0
    const next = Math.max(stored, atLeast) + 1
    store.put(next, key)
    await transactionDone(transaction)
    return next
  }

  /**
   * Takes the flush lease when it is free or expired (a fallback where Web Locks are missing): one
   * read-write transaction, so two tabs racing for it cannot both win.
   */
  async takeLease(owner: string, now: number, ms: number): Promise<boolean> {
    const transaction = this.write([META])
    const store = transaction.objectStore(META)
    const lease = (await requestValue(store.get('flush_lease'))) as
      | { owner: string; until: number }
      | undefined
    const free = !lease || lease.until <= now || lease.owner === owner
    if (free) store.put({ owner, until: now + ms }, 'flush_lease')
    await transactionDone(transaction)
    return free
  }

  async releaseLease(owner: string): Promise<void> {
    const transaction = this.write([META])
    const store = transaction.objectStore(META)
    const lease = (await requestValue(store.get('flush_lease'))) as { owner: string } | undefined
    if (lease?.owner === owner) store.delete('flush_lease')
    await transactionDone(transaction)
  }

  /** Saves the sale being built on a register (null clears it), so a reload or crash restores it. */
  async putCurrent(key: string, sale: Row | null): Promise<void> {
    const transaction = this.write([CURRENT])
    if (sale === null) transaction.objectStore(CURRENT).delete(key)
    else transaction.objectStore(CURRENT).put(sale, key)
    await transactionDone(transaction)
  }

  async current(key: string): Promise<Row | null> {
    const transaction = this.db.transaction([CURRENT], 'readonly')
    return ((await requestValue(transaction.objectStore(CURRENT).get(key))) as Row | undefined) ?? null
  }
}
