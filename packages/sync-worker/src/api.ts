import type { RegisterCache } from '@pos/core'
import { isRegisterCache } from '@pos/core'
import type { SnapshotInfo } from './catalog-host.ts'
import { MAX_PAGE } from './catalog-index.ts'
import { LocalDatabase, workerError } from './local-database.ts'
import { createSalesCommands, type SalesCommands } from './queue/commands.ts'
import { ScanBoard } from './scan-board.ts'
import { createSuspendedCommands, type SuspendedCommands } from './suspended/commands.ts'
import type {
  ItemMatch,
  OpenInfo,
  OpenOptions,
  PageRequest,
  PosCode,
  Price,
  ProductMatch,
  ResultPage,
  ScanMatch,
  SyncFailure,
  SyncStatus,
  WorkerDeps,
  WorkerError,
  WorkerEventListener,
} from './types.ts'

type Row = Record<string, unknown>

/**
 * The worker's one typed command map (style.md 6.1): a domain per key, verbs inside. The page imports only
 * this type and calls it through Comlink (`await remote.catalog.findByBarcode(code)`).
 */
export type LocalDatabaseApi = {
  db: {
    open(options: OpenOptions): Promise<OpenInfo>
    close(): Promise<void>
  }
  sync: {
    start(): Promise<{ ok: true; status: SyncStatus } | { ok: false; error: SyncFailure }>
    status(): Promise<SyncStatus>
    resync(cache: RegisterCache): Promise<void>
    /** Resolves when no sync runs and the catalog snapshot written after it is done. */
    whenIdle(): Promise<SyncStatus>
    /** The catalog snapshot, once it is up to date: fresh, its counts, when and how long it took to write. */
    snapshot(): Promise<SnapshotInfo>
    /** Typed events (status with progress and flags) to a Comlink-proxied callback. */
    subscribe(listener: WorkerEventListener): Promise<void>
  }
  catalog: {
    findByBarcode(barcode: string): Promise<ItemMatch | null>
    findBySku(sku: string): Promise<ItemMatch | null>
    /**
     * A scan in one round trip: the item whose barcode, else whose SKU, is `code`, with its price in force at
     * `date` (ISO; now when left out). The same answers as `findByBarcode` ?? `findBySku`, then `priceOn`.
     */
    scan(code: string, date?: string): Promise<ScanMatch | null>
    /** The page's board (`ScanBoard`), shared memory where `scanAhead` writes its answers too. */
    shareScanBoard(buffer: SharedArrayBuffer): Promise<void>
    /**
     * `scan(code)` now, asked before the key that ends the code (web `ScanAhead`) as the page's ask number
     * `ask`: the answer is also written on the shared board, where the page finds it without a message.
     */
    scanAhead(code: string, ask: number): Promise<ScanMatch | null>
    item(itemId: string): Promise<ItemMatch | null>
    /** A page (at most 50, under 100 KiB) of products matching every word over name, style, SKU, barcode. */
    search(text: string, page?: PageRequest): Promise<ResultPage<ProductMatch>>
  }
  prices: {
    /** The price of an item in force at `date` (ISO; now when left out). */
    priceOn(itemId: string, date?: string): Promise<Price | null>
  }
  staff: {
    byPosCode(code: string): Promise<PosCode | null>
    search(name: string, limit?: number): Promise<PosCode[]>
  }
  promotions: { list(page?: PageRequest): Promise<ResultPage<Row>> }
  reasons: { discount(): Promise<Row[]>; returns(): Promise<Row[]> }
  scripts: { list(): Promise<Row[]> }
  /**
   * The open fulfillments of the warehouses the user processes (spec 7 sync, realtime kinds `fulfillment` and
   * `fulfillment_{warehouse}`): `watch` looks them up now and after every such update; each look is a
   * `fulfillments` event (all open ones, and those opened since the last look).
   */
  fulfillments: { watch(warehouseIds: number[]): Promise<void> }
  /** Selling (issue 6 part B): the durable offline queue, receipt numbers, the sale being built. */
  sales: SalesCommands
  /** Suspended sales of a store, shared between tabs (and registers), with claims on retrieval. */
  suspended: SuspendedCommands
}

/** Builds the command map over a `LocalDatabase`; every thrown error leaves as a plain `WorkerError`. */
export function createLocalDatabaseApi(deps: WorkerDeps): LocalDatabaseApi {
  const local = new LocalDatabase(deps)
  const table = async (cache: RegisterCache, name: string) =>
    (await local.db()).caches.get(cache)!.table(name)
  const list = async (cache: RegisterCache, name: string) => [...(await table(cache, name)).values()] as Row[]
  let board: ScanBoard | null = null

  const api: LocalDatabaseApi = {
    db: {
      open: (options) => local.open(options),
      close: () => local.close(),
    },
    sync: {
      start: () => local.start(),
      status: async () => {
        await local.db()
        return local.snapshot()
      },
      resync: async (cache) => {
        if (!isRegisterCache(cache)) throw workerError('invalid-input', `Unknown cache ${String(cache)}`)
        await local.resync(cache)
      },
      whenIdle: () => local.whenIdle(),
      snapshot: () => local.snapshotInfo(),
      subscribe: async (listener) => local.subscribe(listener),
    },
    catalog: {
      findByBarcode: (barcode) => local.findByBarcode(String(barcode)),
      findBySku: (sku) => local.findBySku(String(sku)),
      scan: async (code, date) => local.scan(String(code), isoAt(deps, date)),
      shareScanBoard: async (buffer) => {
        if (!(buffer instanceof SharedArrayBuffer) || buffer.byteLength < ScanBoard.bytesNeeded()) {
          throw workerError('invalid-input', 'A scan board is shared memory of its whole size')
        }
        board = new ScanBoard(buffer)
      },
      scanAhead: async (code, ask) => {
        const answer = await api.catalog.scan(code)
        if (Number.isInteger(ask)) board?.write(ask, answer)
        return answer
      },
      item: (itemId) => local.item(String(itemId)),
      search: async (text, page = {}) => {
        const { offset, limit } = pageOf(page)
        return local.search(String(text), offset, limit)
      },
    },
    prices: {
      priceOn: async (itemId, date) => local.priceOn(String(itemId), isoAt(deps, date)),
    },
    staff: {
      byPosCode: async (code) => {
        const found = (await local.db()).staff.byPosCode(code)
        if (found) return found
        // Not found during the first sync: the staff list may not have arrived yet (issue 6, POS code 1001).
        await local.staffReady()
        return (await local.db()).staff.byPosCode(code)
      },
      search: async (name, limit = 20) => (await local.db()).staff.search(name, Math.min(limit, MAX_PAGE)),
    },
    promotions: {
      list: async (page = {}) => {
        const { offset, limit } = pageOf(page)
        const all = await list('promotion', 'promotions')
        return { results: all.slice(offset, offset + limit), more: all.length > offset + limit }
      },
    },
    reasons: {
      discount: () => list('discount_reasons', 'discount_reasons'),
      returns: () => list('return_reasons', 'return_reasons'),
    },
    scripts: { list: () => list('custom_scripts', 'custom_scripts') },
    fulfillments: { watch: (warehouseIds) => local.fulfillments.watch(warehouseIds) },
    sales: createSalesCommands(deps, async () => (await local.db()).companyId),
    suspended: createSuspendedCommands(async () => (await local.db()).companyId, { baseUrl: deps.baseUrl }),
  }
  return guardAll(api)
}

/** `date` (now when left out) as ISO; anything else is refused. */
function isoAt(deps: WorkerDeps, date: string | undefined): string {
  const at = date === undefined ? deps.now() : Date.parse(date)
  if (Number.isNaN(at)) throw workerError('invalid-input', `Not a date: ${date}`)
  return new Date(at).toISOString()
}

function pageOf(page: PageRequest): { offset: number; limit: number } {
  const offset = Math.max(0, Math.floor(page.offset ?? 0))
  const limit = Math.min(MAX_PAGE, Math.max(1, Math.floor(page.limit ?? 20)))
  return { offset, limit }
}

/** Any thrown value as the plain `{ type, message }` that crosses the worker boundary. */
export function toWorkerError(error: unknown): WorkerError {
  if (isWorkerError(error)) return { type: error.type, message: error.message }
  return { type: 'internal', message: error instanceof Error ? error.message : String(error) }
}

function isWorkerError(value: unknown): value is WorkerError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WorkerError).type === 'string' &&
    typeof (value as WorkerError).message === 'string'
  )
}

function guardAll<T extends Record<string, Record<string, (...args: never[]) => Promise<unknown>>>>(
  api: T,
): T {
  const guarded: Record<string, Record<string, unknown>> = {}
  for (const [domain, commands] of Object.entries(api)) {
    guarded[domain] = {}
    for (const [name, command] of Object.entries(commands)) {
      guarded[domain][name] = async (...args: never[]) => {
        try {
          return await command(...args)
        } catch (error) {
          throw toWorkerError(error)
        }
      }
    }
  }
  return guarded as T
}
