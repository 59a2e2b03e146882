import { cachesToSync } from '@pos/core'
import {
  connectLocalDatabase,
  eventListener,
  type LocalDatabaseRemote,
  ScanBoard,
  type SyncStatus,
  type WorkerEvent,
} from '@pos/sync-worker'
import { useSyncExternalStore } from 'react'
import type { Me } from '../api/types.ts'
import { forgetFulfillments, tellFulfillments } from './open-fulfillments.ts'

/**
 * The page's side of the register's local database: starts the sync worker when a signed-in user has caches
 * to sync, keeps the last status it sent (progress, flags) for the shell, and hands out the Comlink remote
 * for lookups. The worker does the work; this module only forwards.
 */
export type LocalDatabaseState =
  | { state: 'off' }
  | { state: 'starting' }
  | { state: 'failed'; message: string }
  | { state: 'running'; status: SyncStatus | null }

type Running = { key: string; worker: Worker; remote: Promise<LocalDatabaseRemote> }
type Started = Omit<Running, 'key'>

let running: Running | null = null
/** A worker started before the session was known (a register page's first load), waiting to be used. */
let early: Started | null = null
let state: LocalDatabaseState = { state: 'off' }
/** Shared with every sync worker this page starts, where the page can share memory (cross-origin isolated). */
const board = ScanBoard.make()
const listeners = new Set<() => void>()

function set(next: LocalDatabaseState): void {
  state = next
  for (const listener of listeners) listener()
}

/** Starts (or keeps) the worker for this user and company; stops it when they have nothing to sync. */
export function startLocalDatabase(me: Me): void {
  if (cachesToSync(me.rights).length === 0) {
    stopLocalDatabase()
    return
  }
  const key = `${me.company.id}:${me.user.id}`
  if (running?.key === key) return
  const started = early ?? startWorker()
  early = null
  stopLocalDatabase()
  set({ state: 'starting' })
  const { worker, remote } = started
  // The subscription and the open are posted together, before the remote is handed out: the worker runs its
  // messages in order, so a command from anyone who awaits `localDatabase()` waits for this open instead of
  // failing with 'not-open' (which the sale screen's first load did on every cold start).
  const connected = remote.then((api) => {
    const subscribed = api.sync.subscribe(
      eventListener((event: WorkerEvent) => {
        if (running !== current) return
        if (event.type === 'status') set({ state: 'running', status: event.status })
        else tellFulfillments(event)
      }),
    )
    const opened = api.db.open({ companyId: me.company.id })
    const shared = board ? api.catalog.shareScanBoard(board.buffer) : null
    return { api, ready: Promise.all([subscribed, opened, shared]) }
  })
  const current: Running = { key, worker, remote: connected.then(({ api }) => api) }
  // Who awaits it sees a failed start; the state below says it to everyone else.
  current.remote.catch(() => {})
  running = current
  void (async () => {
    try {
      const { api, ready } = await connected
      await ready
      if (running !== current) return
      await api.sync.start()
      if (running !== current) return
      await api.fulfillments.watch(me.user.settings.process_fulfillments_for_warehouse_ids ?? [])
    } catch (error) {
      if (running !== current) return
      const message = (error as { message?: string } | null)?.message ?? String(error)
      set({ state: 'failed', message })
    }
  })()
}

function startWorker(): Started {
  const worker = new Worker(new URL('./sync.worker.ts', import.meta.url), {
    type: 'module',
    name: 'pos-sync',
  })
  return { worker, remote: connectLocalDatabase(worker) }
}

/**
 * On a register page the worker's script loads and starts while the session is still being asked for, so
 * the sale screen's local database opens as soon as the session answers (issue 8, register.ready).
 */
function startEarly(): void {
  if (running || early) return
  early = startWorker()
  early.remote.catch(() => {})
  // Not 'off' (which means "this user has no local database"): the sale screen waits for the open instead of
  // starting an empty sale over the one a reload should restore.
  set({ state: 'starting' })
}

/** Ends the worker (sign-out, or another user): its database stays in IndexedDB for next time. */
export function stopLocalDatabase(): void {
  if (early) {
    early.worker.terminate()
    early = null
  }
  const current = running
  running = null
  forgetFulfillments()
  if (current) {
    void current.remote.then((api) => api.db.close()).catch(() => {})
    // Give the worker a moment to close its databases, then end it.
    setTimeout(() => current.worker.terminate(), 1000)
  }
  if (state.state !== 'off') set({ state: 'off' })
}

/** Where the sync worker also writes the scans asked ahead of Enter (null where memory cannot be shared). */
export function scanBoard(): ScanBoard | null {
  return board
}

/** The worker's command map, once it is ready (null when no worker runs). */
export function localDatabase(): Promise<LocalDatabaseRemote> | null {
  return running?.remote ?? null
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useLocalDatabaseState(): LocalDatabaseState {
  return useSyncExternalStore(subscribe, () => state)
}

if (
  typeof window !== 'undefined' &&
  typeof Worker !== 'undefined' &&
  window.location.pathname.startsWith('/register')
) {
  startEarly()
}

// A hook for the benchmarks (tests/bench): a page opened with `?pos-test-hooks` exposes the worker's command
// map, so a bench can fill the register's own sale queue and time its flush. Absent from every other page load.
if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('pos-test-hooks')) {
  ;(window as { __posLocalDatabase?: typeof localDatabase }).__posLocalDatabase = localDatabase
}
