import * as Comlink from 'comlink'
import { createLocalDatabaseApi, type LocalDatabaseApi } from './api.ts'
import type { SocketLike, WorkerDeps, WorkerError } from './types.ts'

/** The worker's first message: ready (the command map is exposed) or init-failed (style.md 6.2). */
export type WorkerLifecycleMessage =
  | { type: 'pos-sync-worker:ready' }
  | { type: 'pos-sync-worker:init-failed'; message: string }

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

/** A Comlink-proxied event listener, for `remote.sync.subscribe(...)`. */
export function eventListener<T extends (...args: never[]) => unknown>(listener: T): T & Comlink.ProxyMarked {
  return Comlink.proxy(listener)
}

/** The platform of a browser worker: its origin, fetch, clock, timers, WebSocket and IndexedDB. */
export function browserWorkerDeps(): WorkerDeps {
  return {
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
