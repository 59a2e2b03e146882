import {
  CUSTOM_SCRIPT_TIME_LIMIT_MS,
  CUSTOM_SCRIPTS_UNAVAILABLE,
  type CustomScriptHook,
  combineOutcomes,
  type HookOutcome,
  NO_OUTCOME,
  readScriptRun,
  SALE_SCRIPT_SCOPE,
  type ScriptRun,
  type ScriptStage,
} from '@pos/core'

type Script = { position: number; script: string }

/**
 * How long the sandbox itself may take to answer when no script is running: to start (a module worker on a busy
 * register can take longer than a script's 300 ms to boot) and between one script and the next. Only when it has
 * not answered by then does the register sell without the scripts; a script's own run keeps its 300 ms.
 */
const SANDBOX_ANSWER_MS = 15_000
/** What the sandbox says of a load or a hook call (`custom-script-sandbox.worker.ts`). */
type Ran =
  | { type: 'started'; call: number; position: number }
  | { type: 'ran'; call: number; position: number; run: ScriptRun }
  | { type: 'done'; call: number }

/**
 * Runs the company's `sale` custom scripts (synced to the register's local database) in the sandbox worker, one
 * call at a time, each script's run (its load too) limited to `CUSTOM_SCRIPT_TIME_LIMIT_MS` [CSC2]. A script
 * that runs longer is stopped by ending the worker and left out; a new worker starts with the others. What each
 * script answered is read by core's `readScriptRun` [CSC1]; nothing here rejects, so no script stops a sale.
 */
export class SaleScripts {
  private worker: Worker | null = null
  private readonly left = new Set<number>()
  private unavailable = false
  /** Ended by the sale screen: no call starts a worker again (a call in flight answers with what it had). */
  private disposed = false
  private queue: Promise<unknown> = Promise.resolve()
  private calls = 0

  constructor(private readonly scripts: readonly Script[]) {}

  /** The scripts of the sale screen's scope, numbered as the admin screen lists them (1, 2, ...). */
  static of(rows: readonly { scope?: unknown; script?: unknown }[]): SaleScripts {
    return new SaleScripts(
      rows.flatMap((row, index) =>
        String(row.scope ?? '')
          .trim()
          .toLowerCase() === SALE_SCRIPT_SCOPE && typeof row.script === 'string'
          ? [{ position: index + 1, script: row.script }]
          : [],
      ),
    )
  }

  get size(): number {
    return this.scripts.length
  }

  /** Runs `hook` in every script, in order, after any call still running: its notes and the first stop. */
  run(hook: CustomScriptHook, args: unknown[]): Promise<HookOutcome> {
    if (this.scripts.length === 0 || this.disposed) return Promise.resolve(NO_OUTCOME)
    const next = this.queue.then(() => this.call(hook, args))
    this.queue = next.catch(() => undefined)
    return next.catch(() => NO_OUTCOME)
  }

  dispose(): void {
    this.disposed = true
    this.worker?.terminate()
    this.worker = null
  }

  private async call(hook: CustomScriptHook, args: unknown[]): Promise<HookOutcome> {
    const outcomes: HookOutcome[] = []
    // After a script is stopped, a new worker runs the scripts after it: one bad script costs the others nothing.
    let after = 0
    for (;;) {
      const worker = await this.started(outcomes)
      if (!worker) break
      const ran = await this.exchange(worker, hook, (call) => ({ type: 'run', call, hook, args, after }))
      outcomes.push(...ran.outcomes)
      if (ran.finished) break
      this.worker = null
      if (ran.stopped === null) break
      after = ran.stopped
    }
    return combineOutcomes(outcomes)
  }

  /** The worker with every script not left out loaded; one whose load overstays is ended and left out. */
  private async started(outcomes: HookOutcome[]): Promise<Worker | null> {
    while (!this.worker && !this.unavailable && !this.disposed) {
      const worker = new Worker(new URL('./custom-script-sandbox.worker.ts', import.meta.url), {
        type: 'module',
        name: 'pos-custom-scripts',
      })
      const scripts = this.scripts.filter((script) => !this.left.has(script.position))
      const load = await this.exchange(worker, 'load', (call) => ({ type: 'load', call, scripts }))
      outcomes.push(...load.outcomes)
      if (this.disposed) worker.terminate()
      else if (load.finished) this.worker = worker
      else if (load.stopped === null) {
        // The sandbox itself did not answer (it could not start): the register sells without the scripts.
        this.unavailable = true
        outcomes.push({ messages: [CUSTOM_SCRIPTS_UNAVAILABLE], stop: null })
      }
    }
    return this.worker
  }

  /** Sends one load or call and gathers each script's run; ends the worker when a script overstays. */
  private exchange(
    worker: Worker,
    hook: ScriptStage,
    message: (call: number) => Record<string, unknown>,
  ): Promise<{ outcomes: HookOutcome[]; finished: boolean; stopped: number | null }> {
    const call = ++this.calls
    const outcomes: HookOutcome[] = []
    return new Promise((resolve) => {
      let running: number | null = null
      let timer = 0
      const end = (finished: boolean, stopped: number | null = null) => {
        window.clearTimeout(timer)
        worker.removeEventListener('message', listen)
        resolve({ outcomes, finished, stopped })
      }
      const arm = () => {
        window.clearTimeout(timer)
        const limit = running === null ? SANDBOX_ANSWER_MS : CUSTOM_SCRIPT_TIME_LIMIT_MS
        timer = window.setTimeout(() => {
          worker.terminate()
          if (running !== null) {
            this.left.add(running)
            const script = { scope: SALE_SCRIPT_SCOPE, position: running }
            outcomes.push(readScriptRun(hook, { kind: 'timed_out' }, script))
          }
          end(false, running)
        }, limit)
      }
      const listen = (event: MessageEvent<Ran>) => {
        const ran = event.data
        if (ran.call !== call) return
        if (ran.type === 'started') {
          running = ran.position
          arm()
        } else if (ran.type === 'ran') {
          running = null
          const script = { scope: SALE_SCRIPT_SCOPE, position: ran.position }
          outcomes.push(readScriptRun(hook, ran.run, script))
          arm()
        } else end(true)
      }
      worker.addEventListener('message', listen)
      arm()
      worker.postMessage(message(call))
    })
  }
}
