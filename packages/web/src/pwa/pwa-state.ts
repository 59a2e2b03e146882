import { useSyncExternalStore } from 'react'

/**
 * What the installable app knows about itself, for the screens: a new version waiting (the update modal),
 * a script chunk that failed or timed out (the chunk-load error), and whether the browser refused to keep
 * the local database when space runs short.
 */
export type PwaState = {
  updateReady: boolean
  chunkError: boolean
  /** null until the browser has answered navigator.storage.persist(). */
  persisted: boolean | null
}

let state: PwaState = { updateReady: false, chunkError: false, persisted: null }
const listeners = new Set<() => void>()

export function setPwaState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export function pwaState(): PwaState {
  return state
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, () => state)
}
