import { useSyncExternalStore } from 'react'

/**
 * What the shell's offline badge says besides the worker's sync status: whether the browser is online (its
 * `online`/`offline` events come the moment the connection drops, before the worker's next request fails) and
 * how many completed sales wait in this browser's queue (told by the sale screen whenever it learns the count).
 */
type Connection = { online: boolean; queued: number | null }

let connection: Connection = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  queued: null,
}
const listeners = new Set<() => void>()

function set(next: Partial<Connection>): void {
  connection = { ...connection, ...next }
  for (const listener of listeners) listener()
}

/** The sale screen's latest count of queued sales. */
export function tellQueued(count: number): void {
  if (connection.queued !== count) set({ queued: count })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, () => connection)
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ online: true }))
  window.addEventListener('offline', () => set({ online: false }))
}
