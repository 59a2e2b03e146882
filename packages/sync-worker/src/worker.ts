import * as Comlink from 'comlink'
import { createLocalDatabaseApi, type LocalDatabaseApi } from './api.ts'
import { CatalogHost, type CatalogHostApi, type CatalogProgress } from './catalog-host.ts'
import { canShareMemory } from './scan-board.ts'
import type { SocketLike, WorkerDeps, WorkerError } from './types.ts'

/** The worker's first message: ready (the command map is exposed) or init-failed (style.md 6.2). */
export type WorkerLifecycleMessage =
  | { type: 'pos-sync-worker:ready' }
  | { type: 'pos-sync-worker:init-failed'; message: string }

/** The catalog worker's first message, likewise. */
export type CatalogLifecycleMessage =
  | { type: 'pos-sync-catalog:ready' }
  | { type: 'pos-sync-catalog:init-failed'; message: string }

/**
 * The command map as the page sees it. Every command already returns a promise, so the remote has the same
 * type as the map (Comlink's own `Remote` types nested domains as awaited properties, which they are not:
 * `remote.catalog.findByBarcode(code)` is one call). Listeners passed in must be wrapped by `eventListener`.
 */
export type LocalDatabaseRemote = LocalDatabaseApi

/** Inside the worker: exposes the command map on `endpoint` (the worker's `self`), then says ready. */
export function exposeLocalDatabase(endpoint: Comlink.Endpoint, deps: WorkerDeps): void {
  let message: WorkerLifecycleMessage
  try {
    Comlink.expose(createLocalDatabaseApi(deps), endpoint)
    message = { type: 'pos-sync-worker:ready' }
  } catch (error) {
    message = {
      type: 'pos-sync-worker:init-failed',
      message: error instanceof Error ? error.message : String(error),
    }
  }
  endpoint.postMessage(message)
}

/**
 * On the page: waits for the worker's ready message, then wraps it with Comlink. Rejects with a plain
 * `{ type: 'internal', message }` when the worker failed to start.
 */
export function connectLocalDatabase(
  endpoint: Comlink.Endpoint & { start?: () => void },
): Promise<LocalDatabaseRemote> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: Event) => {
      const data = (event as MessageEvent).data as WorkerLifecycleMessage | undefined
      if (data?.type === 'pos-sync-worker:ready') {
        cleanup()
        resolve(Comlink.wrap<LocalDatabaseApi>(endpoint) as unknown as LocalDatabaseRemote)
      } else if (data?.type === 'pos-sync-worker:init-failed') {
        cleanup()
        reject({ type: 'internal', message: data.message } satisfies WorkerError)
      }
    }
    const onError = (event: Event) => {
      cleanup()
      const message = (event as ErrorEvent).message || 'The local database worker failed to start'
      reject({ type: 'internal', message } satisfies WorkerError)
    }
    const cleanup = () => {
      endpoint.removeEventListener('message', onMessage)
      endpoint.removeEventListener('error', onError)
    }
    endpoint.addEventListener('message', onMessage)
    endpoint.addEventListener('error', onError)
    endpoint.start?.()
  })
}

/**
 * Inside the catalog worker (started by the sync worker): exposes the catalog host (the product and price
 * documents, their indexes and the snapshot writer), then says ready.
 */
export function exposeCatalogHost(endpoint: Comlink.Endpoint, deps: WorkerDeps): void {
  let message: CatalogLifecycleMessage
  try {
    Comlink.expose(new CatalogHost(deps), endpoint)
    message = { type: 'pos-sync-catalog:ready' }
  } catch (error) {
    message = {
      type: 'pos-sync-catalog:init-failed',
      message: error instanceof Error ? error.message : String(error),
    }
  }
  endpoint.postMessage(message)
}

/** In the sync worker: waits for the catalog worker's ready message and reaches its host through Comlink. */
export function connectCatalogHost(
  endpoint: Comlink.Endpoint & { start?: () => void },
): Promise<CatalogHostApi> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: Event) => {
      const data = (event as MessageEvent).data as CatalogLifecycleMessage | undefined
      if (data?.type === 'pos-sync-catalog:ready') {
        cleanup()
        const remote = Comlink.wrap<CatalogHostApi>(endpoint)
        // The lookups on their way to the catalog worker, counted where its slices of indexing see them.
        const waiting = canShareMemory() ? new Int32Array(new SharedArrayBuffer(4)) : null
        if (waiting) void remote.watchLookups(waiting)
        const lookup = <T>(ask: () => Promise<T>): Promise<T> => {
          if (!waiting) return ask()
          Atomics.add(waiting, 0, 1)
          return ask().finally(() => Atomics.sub(waiting, 0, 1))
        }
        resolve({
          open: (companyId) => remote.open(companyId),
          // The listener is called from the other worker: it goes as a Comlink proxy.
          subscribe: (listener) =>
            remote.subscribe(Comlink.proxy((progress: CatalogProgress) => listener(progress))),
          runKind: (cache) => remote.runKind(cache),
          clear: (cache) => remote.clear(cache),
          findByBarcode: (barcode) => lookup(() => remote.findByBarcode(barcode)),
          findBySku: (sku) => lookup(() => remote.findBySku(sku)),
          scan: (code, at) => lookup(() => remote.scan(code, at)),
          item: (itemId) => lookup(() => remote.item(itemId)),
          search: (text, offset, limit) => remote.search(text, offset, limit),
          priceOn: (itemId, at) => lookup(() => remote.priceOn(itemId, at)),
          snapshotSettled: () => remote.snapshotSettled(),
          watchLookups: (counter) => remote.watchLookups(counter),
          close: () => remote.close(),
        })
      } else if (data?.type === 'pos-sync-catalog:init-failed') {
        cleanup()
        reject(new Error(data.message))
      }
    }
    const onError = (event: Event) => {
      cleanup()
      reject(new Error((event as ErrorEvent).message || 'The catalog worker failed to start'))
    }
    const cleanup = () => {
      endpoint.removeEventListener('message', onMessage)
      endpoint.removeEventListener('error', onError)
    }
    endpoint.addEventListener('message', onMessage)
    endpoint.addEventListener('error', onError)
    endpoint.start?.()
  })
}

/** A Comlink-proxied event listener, for `remote.sync.subscribe(...)`. */
export function eventListener<T extends (...args: never[]) => unknown>(listener: T): T & Comlink.ProxyMarked {
  return Comlink.proxy(listener)
}

/**
 * The platform of a browser worker: its origin, fetch, clock, timers, WebSocket and IndexedDB; in the sync
 * worker also `catalogWorker`, which starts the catalog worker (a module worker the bundler must see, so the
 * web app's worker entry passes it in).
 */
export function browserWorkerDeps(
  options: { catalogWorker?: () => Comlink.Endpoint & { start?: () => void } } = {},
): WorkerDeps {
  const { catalogWorker } = options
  return {
    ...(catalogWorker ? { catalogHost: () => connectCatalogHost(catalogWorker()) } : {}),
    baseUrl: globalThis.location.origin,
    fetch: (url, init) => fetch(url, init),
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    openSocket: (url) =>
      typeof WebSocket === 'undefined' ? null : (new WebSocket(url) as unknown as SocketLike),
    indexedDB: globalThis.indexedDB,
  }
}
