import { useSyncExternalStore } from 'react'

/** Spec 9: the sidebar closes at 1200 px or less. */
export const NARROW_QUERY = '(max-width: 1200px)'

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

export function isNarrowWindow(): boolean {
  return window.matchMedia(NARROW_QUERY).matches
}

/** True while the window is 1200 px wide or narrower. */
export function useNarrowWindow(): boolean {
  return useSyncExternalStore(subscribe, isNarrowWindow)
}
