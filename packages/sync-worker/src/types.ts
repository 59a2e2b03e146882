import type { Item, PosCode, Price, Product, RegisterCache } from '@pos/core'
import type { CatalogHostApi } from './catalog-host.ts'
import type { FulfillmentsEvent } from './fulfillments.ts'

/** A socket as the realtime channel needs it: the browser's WebSocket, or `ws` in Node tests. */
export type SocketLike = {
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
  close(): void
}

/** A timer handle, whatever the platform returns. */
export type TimerHandle = unknown

/**
 * Everything the worker gets from its platform, so Node tests run it with fake-indexeddb, a real server
 * and a fake clock. y-indexeddb opens databases through the global `indexedDB`; the worker makes the given
 * factory that global when they differ (the worker is a realm of its own, so this touches nothing else).
 */
export type WorkerDeps = {
  /** The server's origin, e.g. `https://pos.example.com` (in the browser, `location.origin`). */
  baseUrl: string
  fetch: (url: string, init?: RequestInit) => Promise<Response>
  /** Milliseconds since the epoch. */
  now: () => number
  setTimeout: (callback: () => void, ms: number) => TimerHandle
  clearTimeout: (handle: TimerHandle) => void
  /** Opens the realtime WebSocket at `url` (ws: or wss:); null when the platform has none. */
  openSocket: (url: string) => SocketLike | null
  indexedDB: IDBFactory
  /**
   * Where the product and price documents load, index and sync (required by the local database): in the
   * browser the catalog worker (`connectCatalogHost`), in Node tests a `CatalogHost` in the same thread.
   */
  catalogHost?: () => CatalogHostApi | Promise<CatalogHostApi>
}

/** Spec 4's sync flags: one per data kind, plus the first sync and suspended sales. */
export const SYNC_FLAGS = [
  'product',
  'prices',
  'poscodes',
  'promotions',
  'discount_reasons',
  'return_reasons',
  'custom_scripts',
  'initial_sync',
] as const
export type SyncFlag = (typeof SYNC_FLAGS)[number]

/** The flag of each cache (spec 4 names some kinds differently from the page-rights caches of spec 6). */
export const CACHE_FLAGS = {
  product: 'product',
  price: 'prices',
  posstaff: 'poscodes',
  promotion: 'promotions',
  discount_reasons: 'discount_reasons',
  return_reasons: 'return_reasons',
  custom_scripts: 'custom_scripts',
} as const satisfies Record<RegisterCache, SyncFlag>

/** Per flag: running now, and waiting (an update arrived while it ran, so a second sync is due). */
export type SyncFlags = Record<SyncFlag, boolean> & { waiting: Record<RegisterCache, boolean> }

export const KIND_STATES = ['idle', 'syncing', 'waiting', 'done', 'error'] as const
export type KindState = (typeof KIND_STATES)[number]

/** Where one cache stands. `fetched` counts records received in the running (or last) sync. */
export type KindStatus = {
  kind: RegisterCache
  state: KindState
  /** Records in the local database (products for the product cache). */
  count: number
  fetched: number
  /** The server's count when it says one (products and prices), else null. */
  total: number | null
  lastSynced: string | null
  error: string | null
}

export const SYNC_PHASES = ['closed', 'opening', 'syncing', 'idle', 'offline', 'signed-out'] as const
export type SyncPhase = (typeof SYNC_PHASES)[number]

/** The whole sync picture the page shows. Small: sent on every page written. */
export type SyncStatus = {
  phase: SyncPhase
  /** The caches this user syncs (GET pagerights/cache), in sync order. */
  kinds: KindStatus[]
  flags: SyncFlags
  /** Products and prices are in: the register can sell. */
  sellReady: boolean
  /** Whether the realtime channel is connected. */
  realtime: boolean
  /** Why the last attempt failed (offline, server error), if it did. */
  error: string | null
}

/** Typed events from the worker to the page. */
export type WorkerEvent = { type: 'status'; status: SyncStatus } | FulfillmentsEvent
export type WorkerEventListener = (event: WorkerEvent) => void

/** A thrown error as it crosses the worker boundary (Errors don't clone reliably). */
export type WorkerError = { type: 'internal' | 'not-open' | 'invalid-input'; message: string }

/** The outcome of an expected failure: a value, never a throw. */
export type SyncFailure = { code: 'OFFLINE' | 'SIGNED_OUT' | 'SERVER_ERROR'; message: string }

/** A product as stored: with its items, their ids as text and each item's product_id set. */
export type StoredProduct = Product

/** A product without its items, as lookups return it beside an item. */
export type ProductSummary = { [K in keyof Product as K extends 'items' ? never : K]: Product[K] }

/** An item found by a lookup, with its product. */
export type ItemMatch = { item: Item; product: ProductSummary }

/** A scanned code's answer: the item it names (barcode, else SKU) with its product, and its price then. */
export type ScanMatch = { match: ItemMatch; price: Price | null }

/** A product found by text search, with its items. */
export type ProductMatch = { product: ProductSummary; items: Item[] }

/** A page of results; `more` says whether another page exists. */
export type ResultPage<T> = { results: T[]; more: boolean }

export type PageRequest = { offset?: number; limit?: number }

export type OpenOptions = {
  /** Each company's local database is its own (a browser may sign in to several). */
  companyId: number | string
  /** Tests only: pretend the schema has this version (a change drops the caches). */
  schemaVersion?: number
}

export type OpenInfo = {
  /** The caches were dropped because the schema version changed. */
  droppedCaches: boolean
  counts: Record<RegisterCache, number>
  queued: number
}

export type { Item, PosCode, Price, Product }
