/**
 * @pos/sync-worker: the register's local database (Yjs documents in IndexedDB, schema version 19) and its
 * sync, run in a Web Worker and reached from the page through Comlink. The page imports only types, the
 * connect helper and the event-listener helper; the worker entry calls `exposeLocalDatabase`.
 */
export type { LocalDatabaseApi } from './api.ts'
export { createLocalDatabaseApi, toWorkerError } from './api.ts'
export type { CatalogHostApi, SnapshotInfo } from './catalog-host.ts'
export { MAX_MESSAGE_BYTES, MAX_PAGE } from './catalog-index.ts'
export type { FulfillmentNotice, FulfillmentsEvent } from './fulfillments.ts'
export { RETRY_START_MS } from './local-database.ts'
export type { EnqueueResult, PendingSale, SalesCommands } from './queue/commands.ts'
export { queueDatabaseName } from './queue/commands.ts'
export type { FlushResult } from './queue/flush.ts'
export type { QueueEntry } from './queue/sale-queue.ts'
export { cachesOfFrame, mentionsFulfillment } from './realtime.ts'
export { SCAN_BOARD_SLOT_BYTES, SCAN_BOARD_SLOTS, ScanBoard } from './scan-board.ts'
export { DELAYED_RESYNC_MS } from './scheduler.ts'
export type { ClaimLost, SuspendedCommands } from './suspended/commands.ts'
export type { ClaimAnswer, SuspendedSale } from './suspended/suspended-sales.ts'
export { PAGE_SIZE, UPDATED_MIN_OVERLAP_MS } from './sync-kinds.ts'
export type {
  ItemMatch,
  KindState,
  KindStatus,
  OpenInfo,
  OpenOptions,
  PageRequest,
  ProductMatch,
  ProductSummary,
  ResultPage,
  ScanMatch,
  SocketLike,
  StoredProduct,
  SyncFailure,
  SyncFlag,
  SyncFlags,
  SyncPhase,
  SyncStatus,
  TimerHandle,
  WorkerDeps,
  WorkerError,
  WorkerEvent,
  WorkerEventListener,
} from './types.ts'
export { CACHE_FLAGS, KIND_STATES, SYNC_FLAGS, SYNC_PHASES } from './types.ts'
export type { CatalogLifecycleMessage, LocalDatabaseRemote, WorkerLifecycleMessage } from './worker.ts'
export {
  browserWorkerDeps,
  connectCatalogHost,
  connectLocalDatabase,
  eventListener,
  exposeCatalogHost,
  exposeLocalDatabase,
} from './worker.ts'
