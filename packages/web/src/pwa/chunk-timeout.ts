import { CHUNK_TIMEOUT_MS } from './constants.ts'
import { setPwaState } from './pwa-state.ts'

type RouterLike = {
  subscribe(event: 'onBeforeLoad' | 'onResolved', listener: () => void): () => void
}

type Timers = {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
}

/** A message of a failed dynamic import, in the words of Chromium, Firefox and Safari. */
export function isChunkLoadError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message
  return (
    typeof message === 'string' &&
    /dynamically imported module|error loading dynamically imported|Importing a module script failed|Unable to preload CSS/i.test(
      message,
    )
  )
}

/**
 * Spec 9: a chunk that does not load within 120 s raises the chunk-load error. Each route's code is a lazy
 * chunk loaded while the router resolves a navigation, so a navigation still unresolved after the time-out
 * is a chunk that did not come; Vite's preload error (a chunk that failed outright) raises it at once.
 */
export function watchChunkLoads(router: RouterLike, timers: Timers = browserTimers): () => void {
  let timer: unknown = null
  const stop = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }
  const offBefore = router.subscribe('onBeforeLoad', () => {
    stop()
    timer = timers.setTimeout(() => {
      timer = null
      setPwaState({ chunkError: true })
    }, CHUNK_TIMEOUT_MS)
  })
  const offResolved = router.subscribe('onResolved', stop)
  const onPreloadError = () => setPwaState({ chunkError: true })
  globalThis.addEventListener?.('vite:preloadError', onPreloadError)
  return () => {
    stop()
    offBefore()
    offResolved()
    globalThis.removeEventListener?.('vite:preloadError', onPreloadError)
  }
}
