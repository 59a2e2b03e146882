import type { RegisterCache } from '@pos/core'
import { isRegisterCache, LOCAL_SCHEMA_VERSION, REGISTER_CACHES } from '@pos/core'
import {
  CATALOG_CACHES,
  type CatalogCache,
  type CatalogFacts,
  type CatalogHostApi,
  type CatalogProgress,
  isCatalogCache,
  type SnapshotInfo,
} from './catalog-host.ts'
import { OpenFulfillments } from './fulfillments.ts'
import { createHttp, type Http, HttpFailure } from './http.ts'
import { queueDatabaseName } from './queue/commands.ts'
import { SaleQueue } from './queue/sale-queue.ts'
import { Realtime } from './realtime.ts'
import { KindScheduler } from './scheduler.ts'
import { deleteSnapshot, type SnapshotAnswer, SnapshotReader, snapshotName } from './snapshot.ts'
import { StaffIndex } from './staff-index.ts'
import {
  CACHE_TABLES,
  closeDoc,
  compact,
  type Doc,
  docNames,
  dropCaches,
  openDoc,
  SYNC_ORIGIN,
} from './store.ts'
import { KIND_SYNCS } from './sync-kinds.ts'
import {
  CACHE_FLAGS,
  type ItemMatch,
  type KindStatus,
  type OpenInfo,
  type OpenOptions,
  type Price,
  type ProductMatch,
  type ResultPage,
  type ScanMatch,
  type SyncFailure,
  type SyncFlags,
  type SyncStatus,
  type WorkerDeps,
  type WorkerError,
  type WorkerEvent,
  type WorkerEventListener,
} from './types.ts'

/** After a failed start (offline, server error), try again this much later. */
export const RETRY_START_MS = 30_000

/** Products and prices first (side by side, issue 19): the register sells as soon as they are in (issue 4, item 5). */
const SYNC_ORDER: readonly RegisterCache[] = REGISTER_CACHES

/** The small caches, opened in this worker before the local database says it is open. */
const SMALL_CACHES: readonly RegisterCache[] = REGISTER_CACHES.filter((cache) => !isCatalogCache(cache))

/**
 * While the register's first sync of the products runs, the catalog worker applies what arrives a part at a time
 * (10,000 products, a second or more each on a loaded machine; issue 19): a scan or a search it has not answered
 * within this long is answered as nothing found, which the sale screen says as "still loading" (the products
 * have never synced). A later scan is answered from what has arrived by then.
 */
export const FIRST_SYNC_ANSWER_MS = 750

/** Meta key of what the catalog documents held at their last sync, so the open need not wait for them. */
const CATALOG_FACTS = 'catalog'
const EMPTY_CATALOG: CatalogFacts = {
  counts: { product: 0, price: 0 },
  syncedAt: { product: null, price: null },
}

export function workerError(type: WorkerError['type'], message: string): WorkerError {
  return { type, message }
}

type Opened = {
  companyId: string
  meta: Doc
  /** The small caches' documents (the catalog's live in the catalog host). */
  caches: Map<RegisterCache, Doc>
  /** The catalog host (its worker starts while the small documents open). */
  host: Promise<CatalogHostApi>
  /** Resolves when the catalog host answers lookups from memory. */
  hostOpening: Promise<CatalogFacts>
  hostReady: boolean
  /** Answers barcode, SKU, item and price lookups until the host is ready, when it is fresh. */
  snapshot: SnapshotReader
  staff: StaffIndex
  schedulers: Map<RegisterCache, KindScheduler>
  realtime: Realtime
  kinds: Map<RegisterCache, KindStatus>
}

/**
 * The register's local database and its sync: opens the company's Yjs documents from IndexedDB, keeps the
 * lookup indexes, syncs the caches the user may sync and resyncs a kind when the realtime channel says it
 * changed. Lookups answer from memory, so they work offline right after a reload.
 *
 * The open is quick whatever the catalog's size: the meta and small documents (staff, promotions, reasons,
 * scripts) open here, while the product and price documents load and index in the catalog host (its own
 * worker in the browser). Until the host is ready, barcode, SKU, item and price lookups are answered from
 * the catalog snapshot when it is fresh, and otherwise wait for the host.
 */
export class LocalDatabase {
  private readonly http: Http
  private opened: Opened | null = null
  private opening: Promise<OpenInfo> | null = null
  private readonly listeners = new Set<WorkerEventListener>()
  private status: SyncStatus = emptyStatus()
  private active: RegisterCache[] = []
  /** Whether this local database has ever learnt which caches it syncs (pagerights/cache): not before the first sync. */
  private cachesKnown = false
  private starting: Promise<void> | null = null
  private retryTimer: unknown = null
  private host: Promise<CatalogHostApi> | null = null
  /** The open fulfillments of this user's warehouses, once the page asks to watch them. */
  readonly fulfillments: OpenFulfillments

  constructor(private readonly deps: WorkerDeps) {
    this.http = createHttp(deps)
    this.fulfillments = new OpenFulfillments(this.http, (event) => this.emit(event))
  }

  /** Opens the company's local database; a schema version change drops the caches (never the queue). */
  open(options: OpenOptions): Promise<OpenInfo> {
    const companyId = String(options.companyId)
    if (this.opened?.companyId === companyId && this.opening) return this.opening
    this.opening = (async () => {
      if (this.opened) await this.close()
      // y-indexeddb opens databases through the global factory (see WorkerDeps).
      if (globalThis.indexedDB !== this.deps.indexedDB) {
        Object.assign(globalThis, { indexedDB: this.deps.indexedDB })
      }
      this.setStatus({ ...this.status, phase: 'opening' })
      const names = docNames(companyId)
      const meta = await openDoc(names.meta)
      const schemaVersion = options.schemaVersion ?? LOCAL_SCHEMA_VERSION
      const stored = meta.meta.get('schema_version') as number | undefined
      let droppedCaches = false
      const dropped = stored !== schemaVersion
      if (dropped) {
        await dropCaches(companyId)
        await deleteSnapshot(this.deps.indexedDB, snapshotName(companyId))
        droppedCaches = stored !== undefined
        meta.doc.transact(() => {
          meta.meta.set('schema_version', schemaVersion)
          meta.meta.delete(CATALOG_FACTS)
        }, SYNC_ORIGIN)
      }
      // The catalog loads elsewhere (its own worker in the browser) while the small documents open here.
      const host = this.catalogHost()
      const hostOpening = host.then((started) => started.open(companyId))
      hostOpening.catch(() => {})
      // The queue's count and the snapshot's database open alongside (the first scan then finds it open).
      const queued = queuedCount(this.deps.indexedDB, companyId)
      queued.catch(() => {})
      const snapshot = new SnapshotReader(this.deps.indexedDB, snapshotName(companyId))
      snapshot.warm()
      const docs = await Promise.all(SMALL_CACHES.map((cache) => openDoc(names.cache(cache))))
      const caches = new Map<RegisterCache, Doc>(SMALL_CACHES.map((cache, index) => [cache, docs[index]!]))
      // What the catalog held at its last sync (nothing after a drop); a database kept from before these facts
      // were kept waits for the catalog this once.
      const facts =
        (meta.meta.get(CATALOG_FACTS) as CatalogFacts | undefined) ??
        (dropped ? EMPTY_CATALOG : await hostOpening)
      const opened: Opened = {
        companyId,
        meta,
        caches,
        host,
        hostOpening,
        hostReady: false,
        snapshot,
        staff: new StaffIndex(caches.get('posstaff')!.table('poscodes')),
        schedulers: new Map(),
        realtime: new Realtime(this.deps, companyId, {
          onUpdate: (cache) => {
            if (this.active.includes(cache)) void this.opened?.schedulers.get(cache)?.request()
          },
          onReconnect: () => {
            for (const cache of this.active) void this.opened?.schedulers.get(cache)?.request()
            void this.fulfillments.refresh()
          },
          onFulfillment: () => void this.fulfillments.refresh(),
          onStateChange: () => this.emitStatus(),
        }),
        kinds: new Map(),
      }
      for (const cache of REGISTER_CACHES) {
        opened.schedulers.set(
          cache,
          new KindScheduler(
            this.deps,
            () => this.runKind(cache),
            () => this.emitStatus(),
          ),
        )
        const doc = caches.get(cache)
        const lastSynced = isCatalogCache(cache)
          ? facts.syncedAt[cache]
          : ((doc!.meta.get('synced_at') as string | undefined) ?? null)
        opened.kinds.set(cache, {
          kind: cache,
          state: lastSynced ? 'done' : 'idle',
          count: isCatalogCache(cache) ? facts.counts[cache] : countOf(cache, doc!),
          fetched: 0,
          total: null,
          lastSynced,
          error: null,
        })
      }
      this.opened = opened
      this.followCatalog(opened)
      const known = meta.meta.get('caches')
      this.active = Array.isArray(known) ? known.filter(isRegisterCache) : []
      this.cachesKnown = Array.isArray(known)
      this.setStatus({ ...this.status, phase: 'idle', error: null })
      const counts = Object.fromEntries(
        REGISTER_CACHES.map((cache) => [cache, opened.kinds.get(cache)!.count]),
      )
      return {
        droppedCaches,
        counts: counts as Record<RegisterCache, number>,
        queued: await queued,
      }
    })()
    const opening = this.opening
    opening.catch(() => {
      if (this.opening === opening) this.opening = null
    })
    return opening
  }

  /** The open database, waiting for an open in progress; a call before any open is a programming error. */
  async db(): Promise<Opened> {
    if (!this.opening) throw workerError('not-open', 'The local database is not open')
    await this.opening
    if (!this.opened) throw workerError('not-open', 'The local database is not open')
    return this.opened
  }

  /**
   * The catalog host, from the platform: the browser's catalog worker, or one in this thread (Node). It is
   * not imported here, so the worker the page talks to carries none of the catalog's code (FlexSearch).
   */
  private catalogHost(): Promise<CatalogHostApi> {
    this.host ??= (async () => {
      if (!this.deps.catalogHost) throw new Error('No catalog host was given (WorkerDeps.catalogHost)')
      const host = await this.deps.catalogHost()
      await host.subscribe((progress) => this.catalogProgress(progress))
      return host
    })()
    // A catalog worker that failed to start is started again by the next open or sync attempt.
    const host = this.host
    host.catch(() => {
      if (this.host === host) this.host = null
    })
    return host
  }

  /** Tells the status when the catalog host is ready, or that it could not start. */
  private followCatalog(opened: Opened): void {
    const opening = opened.hostOpening
    void opening.then(
      (loaded) => {
        if (opened.hostOpening === opening) this.catalogLoaded(opened, loaded)
      },
      (error) => {
        if (this.opened !== opened || opened.hostOpening !== opening) return
        const message = error instanceof Error ? error.message : String(error)
        this.setStatus({ ...this.status, error: `The catalog could not be loaded: ${message}` })
      },
    )
  }

  /**
   * The open catalog host. One that failed to start (its worker's script missing, say) is started again
   * for the next attempt (the sync's retry, the next lookup), and this one fails.
   */
  private async catalogOf(opened: Opened): Promise<CatalogHostApi> {
    const opening = opened.hostOpening
    try {
      await opening
      return await opened.host
    } catch (error) {
      if (this.opened === opened && opened.hostOpening === opening) {
        opened.host = this.catalogHost()
        opened.hostOpening = opened.host.then((host) => host.open(opened.companyId))
        opened.hostOpening.catch(() => {})
        this.followCatalog(opened)
      }
      throw error
    }
  }

  /** The catalog host answers from memory now: its counts replace the ones kept from the last sync. */
  private catalogLoaded(opened: Opened, facts: CatalogFacts): void {
    if (this.opened !== opened) return
    opened.hostReady = true
    for (const cache of CATALOG_CACHES) {
      const kind = opened.kinds.get(cache)!
      if (kind.state === 'syncing') continue
      kind.count = facts.counts[cache]
      kind.lastSynced ??= facts.syncedAt[cache]
      if (kind.lastSynced && kind.state === 'idle') kind.state = 'done'
    }
    this.keepCatalogFacts(opened)
    this.emitStatus()
  }

  /** Keeps the catalog's counts and sync dates in the meta document, for the next open. */
  private keepCatalogFacts(opened: Opened): void {
    const kind = (cache: CatalogCache) => opened.kinds.get(cache)!
    const facts: CatalogFacts = {
      counts: { product: kind('product').count, price: kind('price').count },
      syncedAt: { product: kind('product').lastSynced, price: kind('price').lastSynced },
    }
    if (JSON.stringify(opened.meta.meta.get(CATALOG_FACTS)) === JSON.stringify(facts)) return
    opened.meta.doc.transact(() => opened.meta.meta.set(CATALOG_FACTS, facts), SYNC_ORIGIN)
  }

  private catalogProgress(progress: CatalogProgress): void {
    const kind = this.opened?.kinds.get(progress.cache)
    if (kind?.state !== 'syncing') return
    Object.assign(kind, { fetched: progress.fetched, total: progress.total, count: progress.count })
    this.emitStatus()
  }

  /**
   * A catalog lookup: from the host once it is ready; before that from the snapshot when it is fresh, else
   * waiting for the host (a stale or missing snapshot is never used).
   */
  private async lookup<T>(
    fromHost: (host: CatalogHostApi) => Promise<T>,
    fromSnapshot: (snapshot: SnapshotReader) => Promise<SnapshotAnswer<T>>,
  ): Promise<T> {
    const opened = await this.db()
    if (!opened.hostReady) {
      const answer = await fromSnapshot(opened.snapshot).catch((): SnapshotAnswer<T> => ({ fresh: false }))
      if (answer.fresh) return answer.value
    }
    return fromHost(await this.catalogOf(opened))
  }

  findByBarcode(barcode: string): Promise<ItemMatch | null> {
    return this.lookup(
      (host) => host.findByBarcode(barcode),
      (snapshot) => snapshot.findByBarcode(barcode),
    )
  }

  findBySku(sku: string): Promise<ItemMatch | null> {
    return this.lookup(
      (host) => host.findBySku(sku),
      (snapshot) => snapshot.findBySku(sku),
    )
  }

  /**
   * A scan: barcode, else SKU, with the item's price at `at`, from one source (host or snapshot); during the
   * first sync of the products, nothing found when the catalog worker is busy past `FIRST_SYNC_ANSWER_MS`.
   */
  scan(code: string, at: string): Promise<ScanMatch | null> {
    return this.lookup(
      (host) => this.duringFirstSync(host.scan(code, at), null),
      (snapshot) => snapshot.scan(code, at),
    )
  }

  /**
   * The catalog worker's answer, or `none` when it has not come within `FIRST_SYNC_ANSWER_MS` while the first
   * sync of the products runs (the register says "still loading"; the answer, when it comes, is dropped).
   */
  private duringFirstSync<T>(answer: Promise<T>, none: T): Promise<T> {
    const products = this.opened?.kinds.get('product')
    if (products?.state !== 'syncing' || products.lastSynced !== null) return answer
    return new Promise<T>((resolve, reject) => {
      const timer = this.deps.setTimeout(() => resolve(none), FIRST_SYNC_ANSWER_MS)
      answer.then(
        (value) => {
          this.deps.clearTimeout(timer)
          resolve(value)
        },
        (error: unknown) => {
          this.deps.clearTimeout(timer)
          reject(error)
        },
      )
    })
  }

  item(itemId: string): Promise<ItemMatch | null> {
    return this.lookup(
      (host) => host.item(itemId),
      (snapshot) => snapshot.item(itemId),
    )
  }

  /** The price of an item in force at `at` (ISO), by core's `priceOn`. */
  priceOn(itemId: string, at: string): Promise<Price | null> {
    return this.lookup(
      (host) => host.priceOn(itemId, at),
      (snapshot) => snapshot.priceOn(itemId, at),
    )
  }

  /**
   * Text search waits for the catalog host (its index is built after the documents load); during the first
   * sync of the products, no results when it is busy past `FIRST_SYNC_ANSWER_MS`.
   */
  async search(text: string, offset: number, limit: number): Promise<ResultPage<ProductMatch>> {
    const opened = await this.db()
    const host = await this.catalogOf(opened)
    return this.duringFirstSync(host.search(text, offset, limit), { results: [], more: false })
  }

  /** Resolves when the catalog snapshot has been brought up to date (after a sync settles). */
  async snapshotInfo(): Promise<SnapshotInfo> {
    const opened = await this.db()
    return (await this.catalogOf(opened)).snapshotSettled()
  }

  /**
   * Syncs every cache the user may sync (GET pagerights/cache), products and prices first. Resolves when
   * the sync is over; a failure (offline, signed out) is a value and is retried later when it may pass.
   */
  async start(): Promise<{ ok: true; status: SyncStatus } | { ok: false; error: SyncFailure }> {
    const opened = await this.db()
    if (this.retryTimer !== null) {
      this.deps.clearTimeout(this.retryTimer)
      this.retryTimer = null
    }
    let caches: RegisterCache[]
    try {
      const { body } = await this.http.getJson('pagerights/cache')
      caches = Array.isArray(body)
        ? body.filter((value): value is RegisterCache => isRegisterCache(value))
        : []
    } catch (error) {
      return { ok: false, error: this.failed(error) }
    }
    // Caches the user may no longer sync are emptied.
    for (const cache of REGISTER_CACHES) {
      if (caches.includes(cache)) continue
      if (isCatalogCache(cache)) {
        await (await this.catalogOf(opened)).clear(cache)
        Object.assign(opened.kinds.get(cache)!, { state: 'idle', count: 0, fetched: 0, lastSynced: null })
        this.keepCatalogFacts(opened)
        continue
      }
      const doc = opened.caches.get(cache)!
      if (doc.meta.size === 0 && CACHE_TABLES[cache].every((table) => doc.table(table).size === 0)) continue
      doc.doc.transact(() => {
        for (const table of CACHE_TABLES[cache]) doc.table(table).clear()
        doc.meta.clear()
      }, SYNC_ORIGIN)
      Object.assign(opened.kinds.get(cache)!, { state: 'idle', count: 0, fetched: 0, lastSynced: null })
    }
    this.active = SYNC_ORDER.filter((cache) => caches.includes(cache))
    this.cachesKnown = true
    opened.meta.doc.transact(() => opened.meta.meta.set('caches', this.active), SYNC_ORIGIN)
    opened.realtime.start()
    this.setStatus({ ...this.status, phase: 'syncing', error: null })
    // Products and prices side by side (issue 19): their downloads and server waits overlap in the catalog
    // worker (a 100k first sync's prices began only once the products were in); the small kinds after them,
    // one after another, so the register is sell-ready first.
    const run = (async () => {
      const catalog = this.active.filter((cache) => isCatalogCache(cache))
      await Promise.all(catalog.map((cache) => opened.schedulers.get(cache)!.request()))
      for (const cache of this.active) {
        if (!isCatalogCache(cache)) await opened.schedulers.get(cache)!.request()
      }
    })()
    this.starting = run
    await run
    if (this.starting === run) this.starting = null
    const failed = this.active.map((cache) => opened.kinds.get(cache)!).find((kind) => kind.state === 'error')
    if (this.status.phase === 'syncing') {
      this.setStatus({ ...this.status, phase: failed ? 'offline' : 'idle', error: failed?.error ?? null })
    }
    if (failed && this.status.phase !== 'signed-out') this.retryLater()
    return { ok: true, status: this.snapshot() }
  }

  /**
   * Resolves when POS staff can be looked up: at once when the staff list has synced before (or may not
   * sync); during the first sync, once the staff kind has run. The sale screen opens at sell-ready (products
   * and prices) and the staff list syncs after them: with a large catalog a POS code typed in between was
   * looked up in an empty index ('No sales person has POS code 1001').
   */
  async staffReady(): Promise<void> {
    const opened = await this.db()
    const kind = opened.kinds.get('posstaff')
    if (!kind || kind.lastSynced) return
    if (this.starting) await this.starting
    await opened.schedulers.get('posstaff')?.idle()
  }

  /** Resyncs one cache now (or in 60 s if it is syncing). */
  async resync(cache: RegisterCache): Promise<void> {
    const opened = await this.db()
    if (this.active.includes(cache)) await opened.schedulers.get(cache)!.request()
  }

  /** Resolves when no sync runs (used by tests and by the page before a measurement). */
  async whenIdle(): Promise<SyncStatus> {
    const opened = await this.db()
    for (;;) {
      if (this.starting) await this.starting
      for (const scheduler of opened.schedulers.values()) await scheduler.idle()
      if (!this.starting && [...opened.schedulers.values()].every((s) => !s.syncing)) break
    }
    // The catalog snapshot is written after a sync settles: part of the sync's work.
    await (await this.catalogOf(opened)).snapshotSettled()
    return this.snapshot()
  }

  subscribe(listener: WorkerEventListener): void {
    this.listeners.add(listener)
    this.deliver(listener)
  }

  snapshot(): SyncStatus {
    const opened = this.opened
    const kinds = this.active.map((cache) => ({ ...opened!.kinds.get(cache)! }))
    const flags = Object.fromEntries(Object.values(CACHE_FLAGS).map((flag) => [flag, false])) as Record<
      string,
      boolean
    >
    const waiting = Object.fromEntries(REGISTER_CACHES.map((cache) => [cache, false])) as SyncFlags['waiting']
    // A database that has never synced is in its initial sync, even before it knows which caches it syncs.
    let initial = !this.cachesKnown
    for (const cache of REGISTER_CACHES) {
      const scheduler = opened?.schedulers.get(cache)
      flags[CACHE_FLAGS[cache]] = scheduler?.syncing ?? false
      waiting[cache] = scheduler?.waiting ?? false
      if (this.active.includes(cache) && !opened?.kinds.get(cache)?.lastSynced) initial = true
    }
    const synced = (cache: RegisterCache) =>
      !this.active.includes(cache) || Boolean(opened?.kinds.get(cache)?.lastSynced)
    return {
      ...this.status,
      kinds,
      flags: { ...(flags as Omit<SyncFlags, 'waiting' | 'initial_sync'>), initial_sync: initial, waiting },
      sellReady: this.active.includes('product') && synced('product') && synced('price'),
      realtime: opened?.realtime.connected ?? false,
    }
  }

  async close(): Promise<void> {
    const opened = this.opened
    this.opened = null
    this.opening = null
    if (this.retryTimer !== null) this.deps.clearTimeout(this.retryTimer)
    this.retryTimer = null
    if (!opened) return
    opened.realtime.stop()
    this.fulfillments.stop()
    for (const scheduler of opened.schedulers.values()) scheduler.stop()
    for (const scheduler of opened.schedulers.values()) await scheduler.idle()
    await (await opened.host.catch(() => null))?.close()
    opened.snapshot.close()
    for (const doc of [...opened.caches.values(), opened.meta]) await closeDoc(doc)
    this.setStatus(emptyStatus())
  }

  private async runKind(cache: RegisterCache): Promise<void> {
    const opened = this.opened
    if (!opened) return
    if (isCatalogCache(cache)) return this.runCatalogKind(opened, cache)
    const doc = opened.caches.get(cache)!
    const kind = opened.kinds.get(cache)!
    Object.assign(kind, { state: 'syncing', fetched: 0, error: null })
    this.emitStatus()
    try {
      const result = await KIND_SYNCS[cache]({
        http: this.http,
        doc,
        now: this.deps.now,
        onPage: (fetched, total) => {
          Object.assign(kind, { fetched, total, count: countOf(cache, doc) })
          this.emitStatus()
        },
      })
      const syncedAt = new Date(this.deps.now()).toISOString()
      doc.doc.transact(() => doc.meta.set('synced_at', syncedAt), SYNC_ORIGIN)
      Object.assign(kind, {
        state: 'done',
        count: countOf(cache, doc),
        fetched: result.fetched,
        lastSynced: syncedAt,
        error:
          result.rejected > 0 ? `${result.rejected} records were refused (${result.rejectedExample})` : null,
      })
      await compact(doc)
    } catch (error) {
      const failure = this.failed(error)
      Object.assign(kind, { state: 'error', error: failure.message, count: countOf(cache, doc) })
      if (failure.code !== 'SIGNED_OUT') this.retryLater()
    }
    this.emitStatus()
  }

  /** A catalog cache syncs in the catalog host; its status is kept here. */
  private async runCatalogKind(opened: Opened, cache: CatalogCache): Promise<void> {
    const kind = opened.kinds.get(cache)!
    Object.assign(kind, { state: 'syncing', fetched: 0, error: null })
    this.emitStatus()
    const run = await this.catalogOf(opened)
      .then((host) => host.runKind(cache))
      .catch(
        (error): Awaited<ReturnType<CatalogHostApi['runKind']>> => ({
          ok: false,
          failure: { code: 'SERVER_ERROR', message: error instanceof Error ? error.message : String(error) },
          count: kind.count,
        }),
      )
    if (run.ok) {
      Object.assign(kind, {
        state: 'done',
        count: run.count,
        fetched: run.fetched,
        lastSynced: run.syncedAt,
        error: run.rejected > 0 ? `${run.rejected} records were refused (${run.rejectedExample})` : null,
      })
      if (this.opened === opened) this.keepCatalogFacts(opened)
    } else {
      const failure = this.failedWith(run.failure)
      Object.assign(kind, { state: 'error', error: failure.message, count: run.count })
      if (failure.code !== 'SIGNED_OUT') this.retryLater()
    }
    this.emitStatus()
  }

  /** Turns a failure into status: offline, signed out (realtime stops), or a server error. */
  private failed(error: unknown): SyncFailure {
    return this.failedWith(
      error instanceof HttpFailure
        ? error.failure
        : { code: 'SERVER_ERROR', message: error instanceof Error ? error.message : String(error) },
    )
  }

  private failedWith(failure: SyncFailure): SyncFailure {
    if (failure.code === 'SIGNED_OUT') {
      this.opened?.realtime.stop()
      this.setStatus({ ...this.status, phase: 'signed-out', error: failure.message })
    } else {
      this.setStatus({ ...this.status, phase: 'offline', error: failure.message })
      this.retryLater()
    }
    return failure
  }

  private retryLater(): void {
    if (this.retryTimer !== null || !this.opened) return
    this.retryTimer = this.deps.setTimeout(() => {
      this.retryTimer = null
      if (this.opened && !this.starting) void this.start()
    }, RETRY_START_MS)
  }

  private setStatus(status: SyncStatus): void {
    this.status = status
    this.emitStatus()
  }

  private emitStatus(): void {
    for (const listener of this.listeners) this.deliver(listener)
  }

  private emit(event: WorkerEvent): void {
    for (const listener of this.listeners) this.deliver(listener, event)
  }

  private deliver(listener: WorkerEventListener, event?: WorkerEvent): void {
    const status = this.opened ? this.snapshot() : this.status
    try {
      // A Comlink-proxied listener returns a promise; a page that went away rejects it.
      const delivered = listener(event ?? { type: 'status', status }) as unknown
      if (delivered instanceof Promise) delivered.catch(() => this.listeners.delete(listener))
    } catch {
      this.listeners.delete(listener)
    }
  }
}

function countOf(cache: RegisterCache, doc: Doc): number {
  return doc.table(CACHE_TABLES[cache][0]).size
}

function emptyStatus(): SyncStatus {
  const waiting = Object.fromEntries(REGISTER_CACHES.map((cache) => [cache, false])) as SyncFlags['waiting']
  return {
    phase: 'closed',
    kinds: [],
    flags: {
      product: false,
      prices: false,
      poscodes: false,
      promotions: false,
      discount_reasons: false,
      return_reasons: false,
      custom_scripts: false,
      initial_sync: false,
      waiting,
    },
    sellReady: false,
    realtime: false,
    error: null,
  }
}

/** How many sales wait in the durable queue (src/queue), which a schema version change never drops. */
async function queuedCount(indexedDB: IDBFactory, companyId: string): Promise<number> {
  const queue = await SaleQueue.open(indexedDB, queueDatabaseName(companyId))
  try {
    return await queue.count()
  } finally {
    queue.close()
  }
}
