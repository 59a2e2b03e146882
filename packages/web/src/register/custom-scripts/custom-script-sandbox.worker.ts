// The custom-script sandbox: a worker of its own that runs the company's register scripts (core's hook API,
// `custom-scripts/hooks.ts`). It cannot reach the page (a worker has no DOM, and it holds nothing of the sale but
// the copies it is sent); nor the network, storage or other tabs: fetch, XMLHttpRequest, WebSocket, IndexedDB,
// caches, BroadcastChannel, navigator and nested workers are removed below before any script runs, and import()
// of an address is refused by the content security policy (the page's, scripts only from this origin; where the
// browser gives a worker the policy sent with its own file, the server's stricter one: blob: URLs only). The page
// ends the worker when a call runs too long.

type Load = { type: 'load'; call: number; scripts: { position: number; script: string }[] }
/** A hook call: every script after position `after` (0: all) that exports the hook, in order. */
type Run = { type: 'run'; call: number; hook: string; args: unknown[]; after: number }
/** Each script's run of a load or a call is told as it starts and as it ends, so the page knows who overstays. */
type Ran =
  | { type: 'started'; call: number; position: number }
  | { type: 'ran'; call: number; position: number; run: unknown }
  | { type: 'done'; call: number }

/** The worker's global, as far as this file uses it (the web package is typed for pages, not workers). */
type WorkerScope = {
  postMessage(message: Ran): void
  addEventListener(type: 'message', listener: (event: MessageEvent<Load | Run>) => void): void
}
const scope = self as unknown as WorkerScope
const reply = scope.postMessage.bind(scope)
const listen = scope.addEventListener.bind(scope)

/** Removes what a script could use to reach storage, other tabs or workers, wherever the global defines it. */
for (const name of [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebTransport',
  'EventSource',
  'importScripts',
  'indexedDB',
  'caches',
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'navigator',
  'postMessage',
  'addEventListener',
  'onmessage',
  'close',
]) {
  for (let target: object | null = scope; target; target = Object.getPrototypeOf(target)) {
    try {
      delete (target as Record<string, unknown>)[name]
    } catch {
      // A property the browser will not let go of stays; the policy still keeps the network out.
    }
  }
}

let modules: { position: number; hooks: Record<string, unknown> }[] = []

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

listen('message', (event) => {
  const message = event.data
  if (message.type === 'load') void load(message)
  else void run(message)
})

async function load({ call, scripts }: Load) {
  const loaded: typeof modules = []
  for (const { position, script } of scripts) {
    const url = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }))
    reply({ type: 'started', call, position })
    try {
      loaded.push({ position, hooks: (await import(/* @vite-ignore */ url)) as Record<string, unknown> })
      reply({ type: 'ran', call, position, run: { kind: 'answered', value: undefined } })
    } catch (error) {
      reply({ type: 'ran', call, position, run: { kind: 'failed', error: describe(error) } })
    } finally {
      URL.revokeObjectURL(url)
    }
  }
  modules = loaded
  reply({ type: 'done', call })
}

async function run({ call, hook, args, after }: Run) {
  for (const { position, hooks } of modules) {
    const fn = hooks[hook]
    if (position <= after || typeof fn !== 'function') continue
    reply({ type: 'started', call, position })
    try {
      const value: unknown = await fn(...structuredClone(args))
      // Only plain data crosses back; a value that cannot be copied (a function, say) is told as such.
      let run: unknown
      try {
        run = { kind: 'answered', value: structuredClone(value) }
      } catch {
        run = { kind: 'unreadable' }
      }
      reply({ type: 'ran', call, position, run })
    } catch (error) {
      reply({ type: 'ran', call, position, run: { kind: 'failed', error: describe(error) } })
    }
  }
  reply({ type: 'done', call })
}
