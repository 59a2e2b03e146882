import { priceOn, storedPriceOf, storedProductOf } from '@pos/core'
import { openDatabase, requestValue, transactionDone } from './queue/idb.ts'
import type { ItemMatch, Price, ScanMatch, StoredProduct } from './types.ts'

/**
 * The catalog snapshot: a plain IndexedDB database beside the Yjs documents that answers barcode, SKU, item
 * and price lookups while the product and price documents are still loading (a 100k catalog takes seconds to
 * load and index; performance.md M4/M5, issue 8 `register.ready`). It holds, per chunk of products (by a hash
 * of the product id), the products with their items and the prices of those products and items, and per
 * bucket (by a hash of the code) the barcodes, SKUs and item ids with the item and product they lead to, as
 * the in-memory index holds them. Records are JSON text: a chunk is one string to clone, parsed only when a
 * lookup needs it.
 *
 * Freshness is durable: `state.fresh` is set to false (strict durability) before any sync writes to the
 * product or price document, and back to true only after every changed chunk and bucket has been rewritten
 * from the documents. A lookup reads the state in the same read transaction as the records it answers from,
 * and a stale (or missing) snapshot is never used: the caller waits for the documents instead.
 */
export const SNAPSHOT_FORMAT = 1
export const SNAPSHOT_CHUNKS = 1024
export const SNAPSHOT_BUCKETS = 1024

const VERSION = 1
const STATE = 'state'

export type SnapshotState = {
  format: number
  fresh: boolean
  /** Changes whenever the content may have changed (each mark stale and each mark fresh). */
  epoch: number
  chunks: number
  buckets: number
  products: number
  prices: number
  /** When it was last made fresh (ISO), and how long that write took. */
  written: string | null
  writeMs: number | null
}

/** A chunk: its products (with their items) and the prices of those products and their items. */
export type ChunkRecord = { p: StoredProduct[]; r: Price[] }

/**
 * A chunk as read back: the documents' texts as they are, fields at their default left out (core's
 * `registerProductText`); only what a lookup answers is given its defaults again (`storedProductOf`).
 */
type LeanChunk = { p: Array<{ id: string }>; r: Array<{ product_id?: unknown; item_id?: unknown }> }

/**
 * A bucket: `b` barcode triples and `s` SKU triples (code, item id, product id; SKUs lower case, as the
 * index keys them) and `i` item pairs (item id, product id), flat.
 */
export type BucketRecord = { b: string[]; s: string[]; i: string[] }

/** A lookup's answer: the value, or `fresh: false` when the snapshot cannot answer (stale, missing, unknown). */
export type SnapshotAnswer<T> = { fresh: true; value: T } | { fresh: false }

export function snapshotName(companyId: string): string {
  return `pos-local-${companyId}-catalog-snapshot`
}

/** FNV-1a over UTF-16 code units, modulo `count`: where a product id or a code lives. */
export function slotOf(key: string, count: number): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % count
}

export function openSnapshot(indexedDB: IDBFactory, name: string): Promise<IDBDatabase> {
  return openDatabase(indexedDB, name, VERSION, (db) => {
    for (const store of ['meta', 'chunks', 'buckets']) {
      if (!db.objectStoreNames.contains(store)) db.createObjectStore(store)
    }
  }).then((db) => {
    // A schema change deletes this database: let it go at once.
    db.onversionchange = () => db.close()
    return db
  })
}

export function deleteSnapshot(indexedDB: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error)
    // 'blocked' is not the end: open connections get versionchange, close, and the delete goes on.
  })
}

function emptyState(): SnapshotState {
  return {
    format: SNAPSHOT_FORMAT,
    fresh: false,
    epoch: 0,
    chunks: SNAPSHOT_CHUNKS,
    buckets: SNAPSHOT_BUCKETS,
    products: 0,
    prices: 0,
    written: null,
    writeMs: null,
  }
}

function usable(state: SnapshotState | undefined): state is SnapshotState {
  return state !== undefined && state.format === SNAPSHOT_FORMAT && state.fresh
}

type Parsed = { epoch: number; chunks: Map<number, LeanChunk>; buckets: Map<number, Map<string, string[]>> }

/** Keeps the last few parsed records: a scan reads a bucket and a chunk, and its price the same chunk. */
const CACHED_RECORDS = 32

/**
 * Reads the snapshot (in the worker the page talks to, while the catalog documents load elsewhere). Every
 * lookup is one read transaction over the state and the records, so it never mixes two versions.
 */
export class SnapshotReader {
  private db: Promise<IDBDatabase> | null = null
  private parsed: Parsed = { epoch: -1, chunks: new Map(), buckets: new Map() }

  constructor(
    private readonly indexedDB: IDBFactory,
    private readonly name: string,
  ) {}

  /** Opens the database ahead of the first lookup. */
  warm(): void {
    this.db ??= openSnapshot(this.indexedDB, this.name)
    this.db.catch(() => {})
  }

  findByBarcode(barcode: string): Promise<SnapshotAnswer<ItemMatch | null>> {
    return this.byCode('b', barcode.trim())
  }

  findBySku(sku: string): Promise<SnapshotAnswer<ItemMatch | null>> {
    return this.byCode('s', sku.trim().toLowerCase())
  }

  item(itemId: string): Promise<SnapshotAnswer<ItemMatch | null>> {
    return this.byCode('i', itemId)
  }

  /**
   * The price of a known item at `at`, by core's `priceOn` over the same candidates as `PriceIndex` (the
   * item's own prices and its product's). An item the snapshot does not know is not answered.
   */
  async priceOn(itemId: string, at: string): Promise<SnapshotAnswer<Price | null>> {
    return this.read<Price | null>(async (tx, state) => {
      const entry = (await this.bucket(tx, state, slotOf(itemId, state.buckets))).get(`i${itemId}`)
      if (!entry) return { fresh: false }
      const productId = entry[1]!
      const chunk = await this.chunk(tx, state, slotOf(productId, state.chunks))
      return { fresh: true, value: priceIn(chunk, itemId, productId, at) }
    })
  }

  /**
   * A scan in one read transaction: the item whose barcode, else lower-case SKU, is `code`, and its price at
   * `at` from the same chunk (which holds the prices of its product and items), by the rules of `priceOn`.
   */
  scan(code: string, at: string): Promise<SnapshotAnswer<ScanMatch | null>> {
    const barcode = code.trim()
    const sku = barcode.toLowerCase()
    return this.read<ScanMatch | null>(async (tx, state) => {
      if (!barcode) return { fresh: true, value: null }
      const codes = await this.bucket(tx, state, slotOf(barcode, state.buckets))
      const bySku = sku === barcode ? codes : await this.bucket(tx, state, slotOf(sku, state.buckets))
      const entry = codes.get(`b${barcode}`) ?? bySku.get(`s${sku}`)
      if (!entry) return { fresh: true, value: null }
      const [itemId, productId] = [entry[0]!, entry[1]!]
      const chunk = await this.chunk(tx, state, slotOf(productId, state.chunks))
      const match = matchIn(chunk, itemId, productId)
      if (!match) return { fresh: true, value: null }
      return { fresh: true, value: { match, price: priceIn(chunk, itemId, productId, at) } }
    })
  }

  close(): void {
    const db = this.db
    this.db = null
    this.parsed = { epoch: -1, chunks: new Map(), buckets: new Map() }
    void db?.then((open) => open.close()).catch(() => {})
  }

  private byCode(kind: 'b' | 's' | 'i', code: string): Promise<SnapshotAnswer<ItemMatch | null>> {
    return this.read(async (tx, state) => {
      if (!code) return { fresh: true, value: null }
      const entry = (await this.bucket(tx, state, slotOf(code, state.buckets))).get(`${kind}${code}`)
      if (!entry) return { fresh: true, value: null }
      const [itemId, productId] = kind === 'i' ? [code, entry[1]!] : [entry[0]!, entry[1]!]
      const chunk = await this.chunk(tx, state, slotOf(productId, state.chunks))
      return { fresh: true, value: matchIn(chunk, itemId, productId) }
    })
  }

  private async read<T>(
    answer: (tx: IDBTransaction, state: SnapshotState) => Promise<SnapshotAnswer<T>>,
  ): Promise<SnapshotAnswer<T>> {
    this.db ??= openSnapshot(this.indexedDB, this.name)
    let db: IDBDatabase
    try {
      db = await this.db
    } catch {
      this.db = null
      return { fresh: false }
    }
    let tx: IDBTransaction
    try {
      tx = db.transaction(['meta', 'chunks', 'buckets'], 'readonly')
    } catch {
      // Closed under us (a schema change deleting it): not usable now.
      this.db = null
      return { fresh: false }
    }
    const state = (await requestValue(tx.objectStore('meta').get(STATE))) as SnapshotState | undefined
    if (!usable(state)) return { fresh: false }
    if (state.epoch !== this.parsed.epoch) {
      this.parsed = { epoch: state.epoch, chunks: new Map(), buckets: new Map() }
    }
    return answer(tx, state)
  }

  private async chunk(tx: IDBTransaction, state: SnapshotState, slot: number): Promise<LeanChunk> {
    const cached = this.parsed.chunks.get(slot)
    if (cached) return cached
    const text = (await requestValue(tx.objectStore('chunks').get(slot))) as string | undefined
    const record: LeanChunk = text === undefined ? { p: [], r: [] } : JSON.parse(text)
    if (this.parsed.epoch === state.epoch) remember(this.parsed.chunks, slot, record)
    return record
  }

  /** A bucket as a Map from `b`/`s`/`i` + code to [item id, product id]. */
  private async bucket(
    tx: IDBTransaction,
    state: SnapshotState,
    slot: number,
  ): Promise<Map<string, string[]>> {
    const cached = this.parsed.buckets.get(slot)
    if (cached) return cached
    const text = (await requestValue(tx.objectStore('buckets').get(slot))) as string | undefined
    const record: BucketRecord = text === undefined ? { b: [], s: [], i: [] } : JSON.parse(text)
    const entries = new Map<string, string[]>()
    for (const kind of ['b', 's'] as const) {
      const flat = record[kind]
      for (let index = 0; index + 2 < flat.length; index += 3) {
        entries.set(`${kind}${flat[index]}`, [flat[index + 1]!, flat[index + 2]!])
      }
    }
    for (let index = 0; index + 1 < record.i.length; index += 2) {
      entries.set(`i${record.i[index]}`, [record.i[index]!, record.i[index + 1]!])
    }
    if (this.parsed.epoch === state.epoch) remember(this.parsed.buckets, slot, entries)
    return entries
  }
}

/** The item of a chunk's product with its product (less its items), each with every field. */
function matchIn(chunk: LeanChunk, itemId: string, productId: string): ItemMatch | null {
  const product = storedProductOf(chunk.p.find((each) => each.id === productId))
  const item = product?.items.find((each) => each.id === itemId)
  if (!product || !item) return null
  const { items: _items, ...summary } = product
  return { item, product: summary }
}

/** The price of an item of a chunk's product at `at`: its own prices and its product's, by core's `priceOn`. */
function priceIn(chunk: LeanChunk, itemId: string, productId: string, at: string): Price | null {
  const candidates = chunk.r
    .filter((price) =>
      price.item_id == null ? String(price.product_id) === productId : String(price.item_id) === itemId,
    )
    .map((price) => storedPriceOf(price)!)
  return priceOn(candidates, { product_id: productId, item_id: itemId }, at) ?? null
}

function remember<V>(map: Map<number, V>, key: number, value: V): void {
  map.set(key, value)
  if (map.size > CACHED_RECORDS) map.delete(map.keys().next().value as number)
}

/** Writes the snapshot (where the catalog documents live). */
export class SnapshotWriter {
  private db: Promise<IDBDatabase> | null = null

  constructor(
    private readonly indexedDB: IDBFactory,
    private readonly name: string,
  ) {}

  async state(): Promise<SnapshotState | null> {
    const tx = (await this.open()).transaction('meta', 'readonly')
    const state = (await requestValue(tx.objectStore('meta').get(STATE))) as SnapshotState | undefined
    return state?.format === SNAPSHOT_FORMAT ? state : null
  }

  /** Durably marks the snapshot stale: done before any write to the product or price document. */
  async markStale(): Promise<void> {
    const tx = (await this.open()).transaction('meta', 'readwrite', { durability: 'strict' })
    const store = tx.objectStore('meta')
    const state = ((await requestValue(store.get(STATE))) as SnapshotState | undefined) ?? emptyState()
    store.put({ ...state, format: SNAPSHOT_FORMAT, fresh: false, epoch: state.epoch + 1 }, STATE)
    await transactionDone(tx)
  }

  /** Empties the chunks and buckets (a whole rewrite follows); the snapshot must be stale. */
  async clear(): Promise<void> {
    const tx = (await this.open()).transaction(['chunks', 'buckets'], 'readwrite')
    tx.objectStore('chunks').clear()
    tx.objectStore('buckets').clear()
    await transactionDone(tx)
  }

  /** Puts (or, for null, deletes) records; the snapshot must be stale. */
  async write(
    store: 'chunks' | 'buckets',
    records: ReadonlyArray<readonly [number, string | null]>,
  ): Promise<void> {
    const tx = (await this.open()).transaction(store, 'readwrite')
    const target = tx.objectStore(store)
    for (const [slot, text] of records) {
      if (text === null) target.delete(slot)
      else target.put(text, slot)
    }
    await transactionDone(tx)
  }

  /**
   * Marks it fresh (strict: after every record written before it), unless `current()` says otherwise once the
   * transaction holds the state: a sync that begins marks stale in a transaction of its own, ordered after or
   * before this one, so the snapshot never ends fresh with a sync under way. Answers whether it did.
   */
  async markFresh(
    facts: { products: number; prices: number; written: string; writeMs: number },
    current: () => boolean,
  ): Promise<boolean> {
    const tx = (await this.open()).transaction('meta', 'readwrite', { durability: 'strict' })
    const store = tx.objectStore('meta')
    const state = ((await requestValue(store.get(STATE))) as SnapshotState | undefined) ?? emptyState()
    if (!current()) {
      tx.abort()
      await transactionDone(tx).catch(() => {})
      return false
    }
    store.put({ ...state, ...facts, format: SNAPSHOT_FORMAT, fresh: true, epoch: state.epoch + 1 }, STATE)
    await transactionDone(tx)
    return true
  }

  close(): void {
    const db = this.db
    this.db = null
    void db?.then((open) => open.close()).catch(() => {})
  }

  private open(): Promise<IDBDatabase> {
    this.db ??= openSnapshot(this.indexedDB, this.name)
    const db = this.db
    db.catch(() => {
      if (this.db === db) this.db = null
    })
    return db
  }
}
