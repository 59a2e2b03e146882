/**
 * Long work in the worker (indexing a 100k catalog, writing its snapshot) runs in slices of a few
 * milliseconds, yielding to the event loop between them, so a lookup that arrives meanwhile is answered
 * within a slice (performance.md 6.2: idle work in chunks well under 50 ms).
 */
export const SLICE_MS = 8

/** A macrotask turn without the 4 ms clamp of nested timers (and without the injected test timers). */
export function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * How many lookups another worker has sent this one and not had answered yet, as that worker counts them in
 * shared memory (`watchLookups`); null where workers cannot share memory.
 */
let lookupsWaiting: Int32Array | null = null

/**
 * From now on, every slice in this worker ends at its next check while `counter` says a lookup waits: the sync
 * worker counts the lookups it sent the catalog worker, so a scan waits a few units of work for the catalog
 * worker's indexing after a reload, not the rest of an 8 ms slice.
 */
export function watchLookups(counter: Int32Array | null): void {
  lookupsWaiting = counter
}

function lookupWaits(): boolean {
  return lookupsWaiting !== null && Atomics.load(lookupsWaiting, 0) > 0
}

/** Counts work and yields once a slice has run `SLICE_MS`, or sooner when a lookup waits (`watchLookups`). */
export class Slicer {
  private started = performance.now()
  private steps = 0

  /**
   * Call per unit of work: null, or at the end of a slice a promise to await (`const wait = ...; if (wait)
   * await wait`). The clock is read every 64 units, or every unit when each is `heavy` (about a millisecond).
   */
  step(heavy = false): Promise<void> | null {
    this.steps += 1
    if (!heavy && (this.steps & 63) !== 0) return null
    if (performance.now() - this.started < SLICE_MS && !lookupWaits()) return null
    return this.pause()
  }

  private stopped = false

  async pause(): Promise<void> {
    await yieldToEvents()
    if (this.stopped) throw new Error('Stopped: the local database is closing')
    this.started = performance.now()
  }

  /** The work in slices ends at its next slice (with an error), e.g. when the database closes mid-load. */
  stop(): void {
    this.stopped = true
  }
}
