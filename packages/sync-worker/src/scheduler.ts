import type { TimerHandle, WorkerDeps } from './types.ts'

/** Spec 7, 9: a resync asked for while one runs waits 60 s. */
export const DELAYED_RESYNC_MS = 60_000

/**
 * When one kind syncs: at once when idle; while a sync runs, a request sets the waiting flag and a single
 * timer of 60 s (further requests meanwhile add nothing); when it fires the sync runs, after the running one
 * if that is still going. `run` never rejects (failures are status).
 */
export class KindScheduler {
  private running: Promise<void> | null = null
  private timer: TimerHandle | null = null
  private stopped = false

  constructor(
    private readonly deps: Pick<WorkerDeps, 'setTimeout' | 'clearTimeout'>,
    private readonly run: () => Promise<void>,
    private readonly onChange: () => void,
  ) {}

  get syncing(): boolean {
    return this.running !== null
  }

  get waiting(): boolean {
    return this.timer !== null
  }

  /** A sync is wanted (start, a realtime update, a reconnect). Resolves when the sync it caused ends. */
  request(): Promise<void> {
    if (this.stopped) return Promise.resolve()
    if (!this.running) return this.start()
    if (this.timer === null) {
      this.timer = this.deps.setTimeout(() => {
        this.timer = null
        const after = this.running ?? Promise.resolve()
        void after.then(() => (this.stopped ? undefined : this.start()))
      }, DELAYED_RESYNC_MS)
      this.onChange()
    }
    return this.running
  }

  /** Resolves when no sync of this kind runs (a waiting one may still be due). */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  stop(): void {
    this.stopped = true
    if (this.timer !== null) this.deps.clearTimeout(this.timer)
    this.timer = null
  }

  private start(): Promise<void> {
    const running = this.run().finally(() => {
      if (this.running === running) this.running = null
      this.onChange()
    })
    this.running = running
    this.onChange()
    return running
  }
}
