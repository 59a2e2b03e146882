import { type RegisterCache, storedPriceOf, storedProductOf } from '@pos/core'
import type * as Y from 'yjs'
import { CatalogIndex } from './catalog-index.ts'
import { createHttp, type Http, HttpFailure } from './http.ts'
import { PriceIndex } from './price-index.ts'
import { Slicer, watchLookups, yieldToEvents } from './slices.ts'
import {
  type BucketRecord,
  SNAPSHOT_BUCKETS,
  SNAPSHOT_CHUNKS,
  type SnapshotState,
  SnapshotWriter,
  slotOf,
  snapshotName,
} from './snapshot.ts'
import { CACHE_TABLES, closeDoc, compact, type Doc, docNames, openDoc, SYNC_ORIGIN } from './store.ts'
import { KIND_SYNCS } from './sync-kinds.ts'
import type {
  ItemMatch,
  Price,
  ProductMatch,
  ResultPage,
  ScanMatch,
  StoredProduct,
  SyncFailure,
  WorkerDeps,
} from './types.ts'

/** The caches whose documents are the catalog: large, loaded and indexed apart from everything else. */
export const CATALOG_CACHES = ['product', 'price'] as const
export type CatalogCache = (typeof CATALOG_CACHES)[number]

export function isCatalogCache(cache: RegisterCache): cache is CatalogCache {
  return cache === 'product' || cache === 'price'
}

/** What the catalog documents hold: records and when each last synced. */
export type CatalogFacts = {
  counts: Record<CatalogCache, number>
  syncedAt: Record<CatalogCache, string | null>
}

/** One sync of a catalog cache; a failure is a value (it crosses a worker boundary). */
export type CatalogRun =
  | {
      ok: true
      fetched: number
      rejected: number
      rejectedExample: string | null
      count: number
      syncedAt: string
    }
  | { ok: false; failure: SyncFailure; count: number }

export type CatalogProgress = { cache: CatalogCache; fetched: number; total: number | null; count: number }

/** Where the snapshot stands (tests, benches, the README's figures). */
export type SnapshotInfo = {
  fresh: boolean
  products: number
  prices: number
  written: string | null
  /** How long its last write took, from the first record to fresh. */
  writeMs: number | null
}

/**
 * The catalog's half of the local database: the product and price documents, their indexes and the catalog
 * snapshot. It runs in a worker of its own (see `exposeCatalogHost`), so that loading a 100k catalog (seconds
 * of Yjs decoding, which cannot be sliced) never holds up the worker the page talks to; in Node tests it runs
 * in the same thread. Every command is async and takes and returns plain data.
 */
export type CatalogHostApi = {
  /** Loads the documents and indexes them; resolves when lookups answer from memory (search may still wait). */
  open(companyId: string): Promise<CatalogFacts>
  subscribe(listener: (progress: CatalogProgress) => void): Promise<void>
  /** Syncs one catalog cache (marking the snapshot stale first); the snapshot is rewritten after it settles. */
  runKind(cache: CatalogCache): Promise<CatalogRun>
  /** Empties a cache the user may no longer sync. */
  clear(cache: CatalogCache): Promise<void>
  findByBarcode(barcode: string): Promise<ItemMatch | null>
  findBySku(sku: string): Promise<ItemMatch | null>
  /** Barcode, else SKU, with the item's price at `at` (ISO): a scan in one call. */
  scan(code: string, at: string): Promise<ScanMatch | null>
  item(itemId: string): Promise<ItemMatch | null>
  search(text: string, offset: number, limit: number): Promise<ResultPage<ProductMatch>>
  priceOn(itemId: string, at: string): Promise<Price | null>
  /** Resolves when no snapshot write is due or running. */
  snapshotSettled(): Promise<SnapshotInfo>
  /** The sync worker's count of lookups on their way here (slices `watchLookups`). */
  watchLookups(counter: Int32Array): Promise<void>
  close(): Promise<void>
}

type Dirty = { full: boolean; chunks: Set<number>; buckets: Set<number> }

type HostOpened = {
  companyId: string
  product: Doc
  price: Doc
  catalog: CatalogIndex
  prices: PriceIndex
  writer: SnapshotWriter
  /** Lookups answer from memory (the Maps and prices are built). */
  lookups: Promise<void>
  /** The Maps and prices are built (the text index is brought up to date after, see `scheduleRefresh`). */
  loaded: Promise<void>
  dirty: Dirty
  fresh: boolean
  refreshWanted: boolean
  /** Documents a sync wrote to, whose update rows are merged once the snapshot is written. */
  compactDue: Set<CatalogCache>
  refreshing: Promise<void> | null
  lastWriteMs: number | null
  /** Slices the load: stopped when the catalog closes while it loads. */
  slicer: Slicer
}

const ABORTED = Symbol('snapshot write overtaken')
/** Records per write transaction, and buckets per pass over the index (bounds the memory a full write takes). */
const RECORDS_PER_WRITE = 64
const BUCKETS_PER_PASS = 512

function emptyDirty(): Dirty {
  return { full: false, chunks: new Set(), buckets: new Set() }
}

export class CatalogHost implements CatalogHostApi {
  private readonly http: Http
  private opened: HostOpened | null = null
  private opening: Promise<CatalogFacts> | null = null
  private readonly listeners = new Set<(progress: CatalogProgress) => void>()
  /** Bumped synchronously whenever a catalog write begins: a snapshot write that sees it change stops. */
  private generation = 0
  private syncing = 0

  constructor(private readonly deps: Pick<WorkerDeps, 'baseUrl' | 'fetch' | 'now' | 'indexedDB'>) {
    this.http = createHttp(deps)
  }

  open(companyId: string): Promise<CatalogFacts> {
    if (this.opened?.companyId === companyId && this.opening) return this.opening
    const closed = this.opened || this.opening ? this.close() : Promise.resolve()
    const opening = closed.then(() => this.load(companyId))
    this.opening = opening
    opening.catch(() => {
      if (this.opening === opening) this.opening = null
    })
    return opening
  }

  private async load(companyId: string): Promise<CatalogFacts> {
    // y-indexeddb opens databases through the global factory (see WorkerDeps).
    if (globalThis.indexedDB !== this.deps.indexedDB) {
      Object.assign(globalThis, { indexedDB: this.deps.indexedDB })
    }
    const names = docNames(companyId)
    const writer = new SnapshotWriter(this.deps.indexedDB, snapshotName(companyId))
    const [product, price, state] = await Promise.all([
      openDoc(names.cache('product')),
      openDoc(names.cache('price')),
      writer.state(),
    ])
    const catalog = new CatalogIndex(product.table('products'))
    const prices = new PriceIndex(price.table('prices'))
    const products = product.table('products')
    const priceTable = price.table('prices')
    const fresh =
      state?.fresh === true && state.products === products.size && state.prices === priceTable.size
    let lookupsReady: () => void = () => {}
    const lookups = new Promise<void>((resolve) => {
      lookupsReady = resolve
    })
    const opened: HostOpened = {
      companyId,
      product,
      price,
      catalog,
      prices,
      writer,
      lookups,
      loaded: Promise.resolve(),
      dirty: { ...emptyDirty(), full: !fresh },
      fresh,
      refreshWanted: false,
      compactDue: new Set(),
      refreshing: null,
      lastWriteMs: state?.writeMs ?? null,
      slicer: new Slicer(),
    }
    this.opened = opened
    this.track(opened, products, priceTable)
    const { slicer } = opened
    opened.loaded = (async () => {
      await prices.build(slicer)
      await catalog.build(slicer, lookupsReady)
      // The text index next; a snapshot that is missing, stale, or not what the documents hold is written.
      this.scheduleRefresh(opened.dirty.full)
    })()
    // Awaited by every command that needs it; this only keeps a failure from going unhandled meanwhile.
    opened.loaded.catch(() => {})
    await Promise.race([lookups, opened.loaded])
    return this.facts(opened)
  }

  async subscribe(listener: (progress: CatalogProgress) => void): Promise<void> {
    this.listeners.add(listener)
  }

  async runKind(cache: CatalogCache): Promise<CatalogRun> {
    this.generation += 1
    this.syncing += 1
    let opened: HostOpened | null = null
    try {
      opened = await this.ready()
      await opened.loaded
      await opened.writer.markStale()
      opened.fresh = false
      const doc = cache === 'product' ? opened.product : opened.price
      const result = await KIND_SYNCS[cache]({
        http: this.http,
        doc,
        now: this.deps.now,
        onPage: (fetched, total) => this.emit({ cache, fetched, total, count: this.countOf(opened!, cache) }),
        withKeys: (keys, apply) =>
          cache === 'product' ? opened!.catalog.withKeys(keys, apply) : opened!.prices.withKeys(keys, apply),
      })
      const syncedAt = new Date(this.deps.now()).toISOString()
      doc.doc.transact(() => doc.meta.set('synced_at', syncedAt), SYNC_ORIGIN)
      // Merging the update rows (seconds for a 100k catalog's first sync) waits until the snapshot is written.
      opened.compactDue.add(cache)
      return {
        ok: true,
        fetched: result.fetched,
        rejected: result.rejected,
        rejectedExample: result.rejectedExample,
        count: this.countOf(opened, cache),
        syncedAt,
      }
    } catch (error) {
      const failure: SyncFailure =
        error instanceof HttpFailure
          ? error.failure
          : { code: 'SERVER_ERROR', message: error instanceof Error ? error.message : String(error) }
      const doc = opened && (cache === 'product' ? opened.product : opened.price)
      return { ok: false, failure, count: doc ? doc.table(CACHE_TABLES[cache][0]).size : 0 }
    } finally {
      this.syncing -= 1
      this.scheduleRefresh()
    }
  }

  async clear(cache: CatalogCache): Promise<void> {
    this.generation += 1
    this.syncing += 1
    try {
      const opened = await this.ready()
      await opened.loaded
      const doc = cache === 'product' ? opened.product : opened.price
      if (doc.meta.size === 0 && CACHE_TABLES[cache].every((table) => doc.table(table).size === 0)) return
      await opened.writer.markStale()
      opened.fresh = false
      doc.doc.transact(() => {
        for (const table of CACHE_TABLES[cache]) doc.table(table).clear()
        doc.meta.clear()
      }, SYNC_ORIGIN)
      opened.dirty.full = true
    } finally {
      this.syncing -= 1
      this.scheduleRefresh()
    }
  }

  async findByBarcode(barcode: string): Promise<ItemMatch | null> {
    return (await this.withLookups()).catalog.findByBarcode(barcode)
  }

  async findBySku(sku: string): Promise<ItemMatch | null> {
    return (await this.withLookups()).catalog.findBySku(sku)
  }

  async scan(code: string, at: string): Promise<ScanMatch | null> {
    const { catalog, prices } = await this.withLookups()
    const match = catalog.findByBarcode(code) ?? catalog.findBySku(code)
    if (!match) return null
    return { match, price: prices.priceOn(match.item.id, catalog.productOf(match.item.id), at) }
  }

  async item(itemId: string): Promise<ItemMatch | null> {
    return (await this.withLookups()).catalog.item(itemId)
  }

  async search(text: string, offset: number, limit: number): Promise<ResultPage<ProductMatch>> {
    const opened = await this.ready()
    await opened.loaded
    // Products a sync wrote since the text index was last brought up to date are indexed first.
    while (opened.catalog.textPending) await opened.catalog.indexText()
    return opened.catalog.search(text, offset, limit)
  }

  async priceOn(itemId: string, at: string): Promise<Price | null> {
    const opened = await this.withLookups()
    return opened.prices.priceOn(itemId, opened.catalog.productOf(itemId), at)
  }

  async snapshotSettled(): Promise<SnapshotInfo> {
    const opened = await this.ready()
    await opened.loaded
    while (opened.refreshing) await opened.refreshing
    const state: SnapshotState | null = this.opened === opened ? await opened.writer.state() : null
    return {
      fresh: state?.fresh ?? false,
      products: state?.products ?? 0,
      prices: state?.prices ?? 0,
      written: state?.written ?? null,
      writeMs: state?.writeMs ?? null,
    }
  }

  async watchLookups(counter: Int32Array): Promise<void> {
    if (counter instanceof Int32Array && counter.buffer instanceof SharedArrayBuffer) watchLookups(counter)
  }

  async close(): Promise<void> {
    const opening = this.opening
    this.opening = null
    this.generation += 1
    // A load in progress stops at its next slice.
    this.opened?.slicer.stop()
    await opening?.catch(() => {})
    const opened = this.opened
    this.opened = null
    if (!opened) return
    opened.slicer.stop()
    await opened.loaded.catch(() => {})
    while (opened.refreshing) await opened.refreshing
    opened.writer.close()
    await closeDoc(opened.product)
    await closeDoc(opened.price)
  }

  private async ready(): Promise<HostOpened> {
    if (!this.opening) throw new Error('The catalog is not open')
    await this.opening
    if (!this.opened) throw new Error('The catalog is not open')
    return this.opened
  }

  private async withLookups(): Promise<HostOpened> {
    const opened = await this.ready()
    await opened.lookups
    return opened
  }

  /** Records in a catalog cache, as its index counts them (Y.Map#size walks every entry: 25 ms at 100k). */
  private countOf(opened: HostOpened, cache: CatalogCache): number {
    return cache === 'product' ? opened.catalog.productCount : opened.prices.count
  }

  private facts(opened: HostOpened): CatalogFacts {
    const synced = (doc: Doc) => (doc.meta.get('synced_at') as string | undefined) ?? null
    return {
      counts: { product: opened.product.table('products').size, price: opened.price.table('prices').size },
      syncedAt: { product: synced(opened.product), price: synced(opened.price) },
    }
  }

  private emit(progress: CatalogProgress): void {
    for (const listener of this.listeners) {
      try {
        const delivered = listener(progress) as unknown
        if (delivered instanceof Promise) delivered.catch(() => this.listeners.delete(listener))
      } catch {
        this.listeners.delete(listener)
      }
    }
  }

  /** Notes which chunks and buckets each change to the documents touches. */
  private track(opened: HostOpened, products: Y.Map<unknown>, prices: Y.Map<unknown>): void {
    const items = (product: StoredProduct | undefined) => {
      for (const item of product?.items ?? []) {
        if (item.barcode) opened.dirty.buckets.add(slotOf(item.barcode, SNAPSHOT_BUCKETS))
        const sku = item.sku.toLowerCase()
        if (sku) opened.dirty.buckets.add(slotOf(sku, SNAPSHOT_BUCKETS))
        opened.dirty.buckets.add(slotOf(item.id, SNAPSHOT_BUCKETS))
      }
    }
    // While the whole snapshot is due (a first sync), which records changed does not matter.
    products.observe((event) => {
      if (opened.dirty.full) return
      for (const [id, change] of event.changes.keys) {
        opened.dirty.chunks.add(slotOf(id, SNAPSHOT_CHUNKS))
        items(storedProductOf(change.oldValue))
        items(storedProductOf(products.get(id)))
      }
    })
    const price = (value: Price | undefined) => {
      const productId = value && this.productOfPrice(opened, value)
      if (productId) opened.dirty.chunks.add(slotOf(productId, SNAPSHOT_CHUNKS))
    }
    prices.observe((event) => {
      if (opened.dirty.full) return
      for (const [id, change] of event.changes.keys) {
        price(storedPriceOf(change.oldValue))
        price(storedPriceOf(prices.get(id)))
      }
    })
  }

  /** The product whose chunk holds a price: its item's product, or its own product. */
  private productOfPrice(opened: HostOpened, price: Price): string | null {
    if (price.item_id != null) return opened.catalog.productOf(String(price.item_id))
    return price.product_id == null ? null : String(price.product_id)
  }

  /**
   * Once no catalog sync runs: brings the text index up to date (a sync only marks the products it wrote as
   * due), then the snapshot (when `snapshot`, or asked for before), then merges the update rows of the
   * documents a sync wrote to (y-indexeddb keeps one row per sync page until then).
   */
  private scheduleRefresh(snapshot = true): void {
    const opened = this.opened
    if (!opened) return
    if (snapshot) opened.refreshWanted = true
    if (opened.refreshing) return
    opened.refreshing = (async () => {
      // A sync asked for right after this one (products, then prices) goes first.
      await yieldToEvents()
      const due = () => this.syncing === 0 && this.opened === opened
      const overtaken = () => !due()
      while (due() && (opened.catalog.textPending || opened.refreshWanted || opened.compactDue.size > 0)) {
        if (opened.catalog.textPending) {
          // The text index first (search waits for it), until a sync begins.
          await opened.catalog.indexText(overtaken).catch((error: unknown) => {
            if (this.opened === opened) console.warn('The catalog text index could not be built', error)
          })
          continue
        }
        if (opened.refreshWanted) {
          opened.refreshWanted = false
          await this.refresh(opened)
          continue
        }
        const [cache] = opened.compactDue
        opened.compactDue.delete(cache!)
        await compact(cache === 'product' ? opened.product : opened.price).catch((error: unknown) =>
          console.warn('The catalog document could not be compacted', error),
        )
      }
    })().finally(() => {
      opened.refreshing = null
      // Asked for while this run was ending.
      if (opened.refreshWanted && this.syncing === 0 && this.opened === opened) this.scheduleRefresh()
    })
  }

  /** Rewrites the chunks and buckets that changed (all of them when `full`), then marks the snapshot fresh. */
  private async refresh(opened: HostOpened): Promise<void> {
    const generation = this.generation
    const current = () => this.generation === generation && this.opened === opened
    const check = () => {
      if (!current()) throw ABORTED
    }
    const { full, chunks, buckets } = opened.dirty
    opened.dirty = emptyDirty()
    const started = performance.now()
    const slicer = new Slicer()
    try {
      await opened.loaded
      check()
      if (full || chunks.size > 0 || buckets.size > 0) {
        // Always marked stale first, even when this host never took it for fresh (its counts disagreed with the
        // documents'): the state may still say fresh, and a reader must see the epoch move before any record does.
        await opened.writer.markStale()
        opened.fresh = false
        check()
        if (full) await opened.writer.clear()
        check()
        await this.writeChunks(opened, full ? null : chunks, slicer, check)
        await this.writeBuckets(opened, full ? null : buckets, slicer, check)
      }
      const writeMs = Math.round(performance.now() - started)
      const facts = {
        products: opened.product.table('products').size,
        prices: opened.price.table('prices').size,
        written: new Date(this.deps.now()).toISOString(),
        writeMs,
      }
      if (await opened.writer.markFresh(facts, current)) {
        opened.fresh = true
        opened.lastWriteMs = writeMs
      } else {
        throw ABORTED
      }
    } catch (error) {
      // Overtaken by a sync (or failed): what was due stays due, and the snapshot stays stale.
      opened.dirty.full ||= full
      for (const slot of chunks) opened.dirty.chunks.add(slot)
      for (const slot of buckets) opened.dirty.buckets.add(slot)
      if (error !== ABORTED && this.opened === opened) {
        console.warn('The catalog snapshot could not be written', error)
      }
    }
  }

  private async writeChunks(
    opened: HostOpened,
    only: Set<number> | null,
    slicer: Slicer,
    check: () => void,
  ): Promise<void> {
    // A chunk's products and prices as JSON text (the documents hold them so: they are copied, not parsed and
    // written again), joined into a `ChunkRecord`'s JSON.
    const members = new Map<number, { p: string[]; r: string[] }>()
    const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
    const chunkOf = (slot: number) => {
      let chunk = members.get(slot)
      if (!chunk) {
        chunk = { p: [], r: [] }
        members.set(slot, chunk)
      }
      return chunk
    }
    for (const [id, value] of opened.product.table('products').entries()) {
      const slot = slotOf(id, SNAPSHOT_CHUNKS)
      if (!only || only.has(slot))
        chunkOf(slot).p.push(typeof value === 'string' ? value : JSON.stringify(value))
      const wait = slicer.step()
      if (wait) {
        await wait
        check()
      }
    }
    for (const [id, value] of opened.price.table('prices').entries()) {
      const productId = opened.prices.productOf(id, (itemId) => opened.catalog.productOf(itemId))
      if (productId !== null) {
        const slot = slotOf(productId, SNAPSHOT_CHUNKS)
        if (!only || only.has(slot)) chunkOf(slot).r.push(text(value))
      }
      const wait = slicer.step()
      if (wait) {
        await wait
        check()
      }
    }
    const slots = only ? [...only] : [...members.keys()]
    await this.writeRecords(
      opened,
      'chunks',
      slots,
      (slot) => {
        const chunk = members.get(slot)
        return chunk ? `{"p":[${chunk.p.join(',')}],"r":[${chunk.r.join(',')}]}` : null
      },
      slicer,
      check,
    )
  }

  private async writeBuckets(
    opened: HostOpened,
    only: Set<number> | null,
    slicer: Slicer,
    check: () => void,
  ): Promise<void> {
    const passes: Array<(slot: number) => boolean> = []
    if (only) passes.push((slot) => only.has(slot))
    else {
      for (let low = 0; low < SNAPSHOT_BUCKETS; low += BUCKETS_PER_PASS) {
        passes.push((slot) => slot >= low && slot < low + BUCKETS_PER_PASS)
      }
    }
    for (const wanted of passes) {
      const records = new Map<number, BucketRecord>()
      const recordOf = (slot: number) => {
        let record = records.get(slot)
        if (!record) {
          record = { b: [], s: [], i: [] }
          records.set(slot, record)
        }
        return record
      }
      const { catalog } = opened
      for (const kind of ['b', 's'] as const) {
        for (const [code, itemId] of kind === 'b' ? catalog.barcodes() : catalog.skus()) {
          const slot = slotOf(code, SNAPSHOT_BUCKETS)
          if (wanted(slot)) recordOf(slot)[kind].push(code, itemId, catalog.productOf(itemId) ?? '')
          const wait = slicer.step()
          if (wait) {
            await wait
            check()
          }
        }
      }
      for (const [itemId, productId] of catalog.items()) {
        const slot = slotOf(itemId, SNAPSHOT_BUCKETS)
        if (wanted(slot)) recordOf(slot).i.push(itemId, productId)
        const wait = slicer.step()
        if (wait) {
          await wait
          check()
        }
      }
      const slots = only ? [...only] : [...records.keys()]
      await this.writeRecords(
        opened,
        'buckets',
        slots,
        (slot) => {
          const record = records.get(slot)
          return record ? JSON.stringify(record) : null
        },
        slicer,
        check,
      )
    }
  }

  /** Writes records in transactions of `RECORDS_PER_WRITE`, serialising each in the slice that writes it. */
  private async writeRecords(
    opened: HostOpened,
    store: 'chunks' | 'buckets',
    slots: number[],
    text: (slot: number) => string | null,
    slicer: Slicer,
    check: () => void,
  ): Promise<void> {
    for (let start = 0; start < slots.length; start += RECORDS_PER_WRITE) {
      const batch: Array<readonly [number, string | null]> = []
      for (const slot of slots.slice(start, start + RECORDS_PER_WRITE)) {
        batch.push([slot, text(slot)])
        const wait = slicer.step(true)
        if (wait) {
          await wait
          check()
        }
      }
      check()
      await opened.writer.write(store, batch)
    }
  }
}
