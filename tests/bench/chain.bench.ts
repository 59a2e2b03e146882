// Benchmarks at chain scale (issue 8): the demo company seeded at BENCH_PRODUCTS products (100,000 by default,
// 3 items and 1 price each), the real server, and headless Chromium driving the built web app.
// Prints one JSON line per figure: {"name","value","unit","baseline","ratio","target"}. A slow figure is a line,
// never a failure; a figure that could not be measured is a line with value null and an "error".
// The seeded data folder is cached under /tmp, keyed by the seed code and the product count, and copied per run.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { startServer } from '@pos/server'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { saleBody } from '../../packages/server/src/register/test-fixtures.ts'
import type { LocalDatabaseRemote } from '../../packages/sync-worker/src/index.ts'
import { demoCashAndFirstItem, demoOwnerAtFirstRegister } from '../e2e/demo-register.ts'

const root = join(import.meta.dirname, '../..')
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const scans = Number(process.env.BENCH_SCANS ?? 200)
const queuedSales = Number(process.env.BENCH_SALES ?? 1000)
const step = (text: string) => process.stderr.write(`[bench] ${new Date().toISOString()} ${text}\n`)

type Figure = {
  name: string
  value: number | null
  unit: string
  baseline: number | null
  ratio: number | null
  target: string
}
function print(
  figure: Omit<Figure, 'ratio'> & { ratio?: number | null; error?: string; products?: number; how?: string },
) {
  const ratio =
    figure.ratio ??
    (figure.value !== null && figure.baseline
      ? Math.round((figure.value / figure.baseline) * 100) / 100
      : null)
  process.stdout.write(`${JSON.stringify({ ...figure, ratio, products })}\n`)
}
/** BENCH_SKIP=<figure,figure>: measurements left out (a quicker run of the figures that matter to a change). */
const skipped = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean))
/** Runs one measurement; a crash inside it becomes a line with value null, so the others still run. */
async function measure(name: string, unit: string, target: string, run: () => Promise<void>) {
  if (skipped.has(name)) return
  try {
    await run()
  } catch (error) {
    step(`${name} failed: ${(error as Error).stack}`)
    print({ name, value: null, unit, baseline: null, target, error: (error as Error).message.slice(0, 300) })
  }
}
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

/** The seeded data folder: cached per seed-code hash and product count, copied so each run starts clean. */
function seededDataDir(): string {
  const seedDir = join(root, 'packages/server/src/seed')
  const hash = createHash('sha256')
  for (const file of readdirSync(seedDir).sort()) {
    if (file.endsWith('.ts')) hash.update(readFileSync(join(seedDir, file)))
  }
  const cached = join(tmpdir(), `pos-bench-seed-${hash.digest('hex').slice(0, 12)}-${products}`)
  if (!existsSync(join(cached, '.complete'))) {
    rmSync(cached, { recursive: true, force: true })
    step(`seeding ${products} products into ${cached}`)
    const started = performance.now()
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/seed/main.ts', '--products', String(products), '--items', '3'],
      { cwd: root, env: { ...process.env, DATA_DIR: cached, DATABASE_URL: '' }, encoding: 'utf8' },
    )
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`)
    print({
      name: 'seed',
      value: Math.round(performance.now() - started),
      unit: 'ms',
      baseline: null,
      target: '<120000',
    })
    cpSync(join(root, 'package.json'), join(cached, '.complete'))
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-bench-run-'))
  cpSync(cached, dataDir, { recursive: true })
  return dataDir
}

/** A DevTools protocol session: Playwright's CDPSession, or a worker's session reached through it. */
type Channel = {
  send(method: string, params?: object): Promise<Record<string, unknown>>
  /** Listens for `event` until the function it answers is called. */
  on(event: string, listener: (params: Record<string, unknown>) => void): () => void
}

/**
 * A target's session reached through its parent's with Target.sendMessageToTarget (the non-flat protocol).
 * Playwright's CDPSession cannot address a flat child session (it drops messages for session ids it did not
 * create), so a nested worker is reached by tunnelling through each worker above it.
 */
function tunnel(parent: Channel, sessionId: string): Channel {
  let nextId = 1
  const calls = new Map<
    number,
    { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }
  >()
  const listeners: { event: string; listener: (params: Record<string, unknown>) => void }[] = []
  parent.on('Target.receivedMessageFromTarget', (params) => {
    if (params.sessionId !== sessionId) return
    const message = JSON.parse(String(params.message)) as {
      id?: number
      method?: string
      params?: Record<string, unknown>
      result?: Record<string, unknown>
      error?: { message: string }
    }
    if (message.id !== undefined) {
      const call = calls.get(message.id)
      calls.delete(message.id)
      if (message.error) call?.reject(new Error(message.error.message))
      else call?.resolve(message.result ?? {})
      return
    }
    for (const entry of listeners) if (entry.event === message.method) entry.listener(message.params ?? {})
  })
  return {
    send(method, params = {}) {
      const id = nextId++
      return new Promise((resolve, reject) => {
        calls.set(id, { resolve, reject })
        parent
          .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
          .catch(reject)
      })
    },
    on(event, listener) {
      const entry = { event, listener }
      listeners.push(entry)
      return () => void listeners.splice(listeners.indexOf(entry), 1)
    },
  }
}

/**
 * Every worker under a session, nested ones included (the catalog worker is started by the sync worker, so it is
 * no top-level target): auto-attach on the session, then on each worker found, recursively.
 */
function attachWorkers(channel: Channel, found: { url: string; channel: Channel }[]): Promise<unknown> {
  channel.on('Target.attachedToTarget', (event) => {
    const info = event.targetInfo as { type: string; url: string }
    if (info.type !== 'worker') return
    const worker = tunnel(channel, String(event.sessionId))
    found.push({ url: info.url, channel: worker })
    void attachWorkers(worker, found).catch((error: unknown) => step(`memory: ${(error as Error).message}`))
  })
  return channel.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  })
}

/**
 * The JS heap of each of the page's workers (the sync worker and the catalog worker it starts), in bytes after a
 * GC, over the Chrome DevTools protocol.
 */
async function workerHeaps(context: BrowserContext, page: Page): Promise<{ url: string; bytes: number }[]> {
  const cdp = await context.newCDPSession(page)
  const root: Channel = {
    send: (method, params) =>
      cdp.send(method as never, params as never) as unknown as Promise<Record<string, unknown>>,
    on: (event, listener) => {
      cdp.on(event as never, listener as never)
      return () => void cdp.off(event as never, listener as never)
    },
  }
  try {
    const found: { url: string; channel: Channel }[] = []
    await attachWorkers(root, found)
    // The attach events of running workers come at once, each level a round trip later: wait for both.
    const deadline = performance.now() + 10_000
    while (!(found.some((w) => /sync/.test(w.url)) && found.some((w) => /catalog/.test(w.url)))) {
      if (performance.now() > deadline)
        throw new Error(`workers found: ${found.map((w) => w.url).join(', ') || 'none'}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const heaps: { url: string; bytes: number }[] = []
    for (const worker of found) {
      await worker.channel.send('HeapProfiler.collectGarbage')
      const usage = await worker.channel.send('Runtime.getHeapUsage')
      heaps.push({ url: worker.url, bytes: Number(usage.usedSize) })
      // BENCH_TRACE=<folder>: each worker's heap snapshot too (open it in DevTools' Memory panel).
      const snapshot = traceFile(`memory.${/catalog/.test(worker.url) ? 'catalog' : 'sync'}.heapsnapshot`)
      if (snapshot) await heapSnapshot(worker.channel, snapshot)
    }
    return heaps
  } finally {
    await cdp.detach()
  }
}

/** Writes a worker's heap snapshot to `path`, as DevTools' Memory panel reads it. */
async function heapSnapshot(channel: Channel, path: string): Promise<void> {
  const chunks: string[] = []
  const stop = channel.on('HeapProfiler.addHeapSnapshotChunk', (params) => {
    chunks.push(String((params as { chunk: string }).chunk))
  })
  try {
    await channel.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    stop()
  }
  writeFileSync(path, chunks.join(''))
  step(`memory: heap snapshot written to ${path}`)
}

/** Fetches every page of products and prices and writes them as plain objects to IndexedDB, in the page. */
async function baselineSync(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const started = performance.now()
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(`bench-baseline-${Date.now()}`, 1)
      request.onupgradeneeded = () => {
        request.result.createObjectStore('products', { keyPath: 'id' })
        request.result.createObjectStore('prices', { keyPath: 'id' })
      }
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    for (const [path, key] of [
      ['products.json', 'products'],
      ['prices.json', 'prices'],
    ]) {
      let sinceId = '0'
      for (;;) {
        const response = await fetch(`/api/proxy/${path}?limit=250&since_id=${sinceId}&sort_field=id`)
        const rows = ((await response.json()) as Record<string, { id: string }[]>)[key!] ?? []
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(key!, 'readwrite')
          for (const row of rows) tx.objectStore(key!).put(row)
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        })
        if (rows.length < 250) break
        sinceId = String(rows.at(-1)!.id)
      }
    }
    db.close()
    return performance.now() - started
  })
}

/** A CPU profile as the DevTools protocol's Profiler.stop answers it. */
type CpuProfile = {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    children?: number[]
  }[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}

/** Self time by function (name, file and line), the top `limit` of them, and the profile's total in ms. */
function selfTimes(profile: CpuProfile, limit = 30): { total: number; top: string[] } {
  const byNode = new Map<number, number>()
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!
    byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0))
  }
  const byFunction = new Map<string, number>()
  for (const node of profile.nodes) {
    const us = byNode.get(node.id) ?? 0
    if (us === 0) continue
    const { functionName, url, lineNumber } = node.callFrame
    const key = `${functionName || '(anonymous)'} ${url.split('/').at(-1) ?? ''}:${lineNumber + 1}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + us)
  }
  const total = [...byFunction.values()].reduce((sum, us) => sum + us, 0) / 1000
  const top = [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, us]) => `${round(us / 1000, 0)} ms ${round((us / 1000 / total) * 100, 1)}% ${key}`)
  return { total, top }
}

/**
 * BENCH_PROFILE=<folder>: a CPU profile of the catalog worker from its start to the end of sync.initial
 * (`<folder>/sync.initial.cpuprofile`, opens in DevTools), summarised as self time by function. Build the web app
 * unminified (BENCH_WEB_DIST) for readable names. Answers the function that stops it, or null.
 */
async function profileCatalogWorker(
  context: BrowserContext,
  page: Page,
): Promise<(() => Promise<void>) | null> {
  const folder = process.env.BENCH_PROFILE
  if (!folder) return null
  mkdirSync(folder, { recursive: true })
  const cdp = await context.newCDPSession(page)
  const root: Channel = {
    send: (method, params) =>
      cdp.send(method as never, params as never) as unknown as Promise<Record<string, unknown>>,
    on: (event, listener) => {
      cdp.on(event as never, listener as never)
      return () => void cdp.off(event as never, listener as never)
    },
  }
  let started: Promise<Channel> | null = null
  const found: { url: string; channel: Channel }[] = []
  const watch = setInterval(() => {
    const catalog = found.find((worker) => /catalog/.test(worker.url))
    if (!catalog || started) return
    clearInterval(watch)
    started = (async () => {
      await catalog.channel.send('Profiler.enable')
      await catalog.channel.send('Profiler.setSamplingInterval', { interval: 500 })
      await catalog.channel.send('Profiler.start')
      step('sync.initial: profiling the catalog worker')
      return catalog.channel
    })()
  }, 5)
  await attachWorkers(root, found)
  return async () => {
    clearInterval(watch)
    if (!started) {
      step('sync.initial: the catalog worker was never profiled')
      return
    }
    const channel = await (started as Promise<Channel>)
    const { profile } = (await channel.send('Profiler.stop')) as { profile: CpuProfile }
    writeFileSync(join(folder, 'sync.initial.cpuprofile'), JSON.stringify(profile))
    const { total, top } = selfTimes(profile)
    step(
      `sync.initial: catalog worker CPU profile, ${round((profile.endTime - profile.startTime) / 1000, 0)} ms wall, ${round(total, 0)} ms sampled; self time:\n  ${top.join('\n  ')}`,
    )
    await cdp.detach().catch(() => {})
  }
}

/**
 * Scans at the register while the first sync runs (issue 19): every 300 ms, a barcode of the catalog's first
 * products and one of its last, looked up as the sale screen does (`catalog.scan`, page -> sync worker -> catalog
 * worker). Answers a line on how long the answers took and when each code was first found.
 */
function scanDuringSync(page: Page, early: string, late: string): () => Promise<string> {
  let stopped = false
  const samples: { at: number; ms: number; early: boolean; late: boolean }[] = []
  const origin = performance.now()
  const run = (async () => {
    while (!stopped) {
      const at = performance.now() - origin
      const answer = await page
        .evaluate(
          async ([early, late]) => {
            const hook = (window as { __posLocalDatabase?: () => Promise<LocalDatabaseRemote> | null })
              .__posLocalDatabase
            const api = await hook?.()
            if (!api) return null
            const started = performance.now()
            const [a, b] = await Promise.all([api.catalog.scan(early!), api.catalog.scan(late!)])
            return { ms: performance.now() - started, early: a !== null, late: b !== null }
          },
          [early, late],
        )
        .catch(() => null)
      if (answer) samples.push({ at, ...answer })
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  })()
  return async () => {
    stopped = true
    await run
    const times = samples.map((sample) => sample.ms)
    const first = (key: 'early' | 'late') => {
      const found = samples.find((sample) => sample[key])
      return found ? `${Math.round(found.at)} ms` : 'never'
    }
    return (
      `${samples.length} scans answered, median ${round(quantile(times, 0.5))} ms, p95 ${round(quantile(times, 0.95))} ms, ` +
      `max ${round(Math.max(...times))} ms; a first product's barcode found from ${first('early')}, a last product's from ${first('late')}`
    )
  }
}

/** BENCH_TRACE=<folder>: where a figure's Chromium trace goes (`<folder>/<figure>.json`), else null. */
function traceFile(figure: string): string | null {
  const folder = process.env.BENCH_TRACE
  if (!folder) return null
  mkdirSync(folder, { recursive: true })
  return join(folder, `${figure}.json`)
}

/** A person's typing in search.type: a key every 100 ms (a scanner's keys come under 40 ms apart). */
const HUMAN_KEY_DELAY_MS = 100

/** search.type's 40 queries, as the demo seed names products ("<adjective> <colour> <type>"). */
function searchQueries(): string[] {
  const adjectives = [
    'Classic',
    'Organic',
    'Slim',
    'Relaxed',
    'Vintage',
    'Urban',
    'Coastal',
    'Alpine',
    'Soft',
    'Bold',
  ]
  const types = ['Jacket', 'Jeans', 'Dress', 'Sneakers', 'Hat', 'Socks', 'Bag', 'Scarf', 'Belt']
  return Array.from(
    { length: 40 },
    (_, i) => `${adjectives[(i * 3) % adjectives.length]} ${types[i % types.length]}`,
  )
}

/** Where one scan's time went (ms): see scanToLine. */
type ScanParts = {
  total: number
  queued: number
  rendered: number
  frame: number
  /** The last key of the code to the Enter, and the first key to the last. */
  gap: number
  keys: number
  /** The Enter's time on the page's clock (since its navigation started). */
  at: number
}

/**
 * Types a barcode into the scan field, then Enter; resolves with Enter's event time to the frame after its line
 * is in the DOM (total), split into: queued (Enter's event time to its first handler running: the page was still
 * busy), rendered (to the line in the DOM: the lookup in the worker, the sale's recompute and React's render) and
 * frame (the DOM change to the next animation frame, where it is painted).
 */
/** One frame at 60 Hz. */
const FRAME_MS = 1000 / 60

async function scanToLine(page: Page, barcode: string, sku: string): Promise<ScanParts> {
  // A CSS locator: cheap, unlike a search of the accessibility tree on a page with a long sale. Emptied first, so
  // a scan that failed (its code left in the field) does not spoil the next.
  const field = page.locator('input[aria-label="Scan or search"]')
  if ((await field.inputValue()) !== '') await field.fill('')
  await field.focus()
  // tsx compiles with keepNames: a named function inside page.evaluate calls esbuild's __name helper.
  await page.evaluate('window.__name = (fn) => fn')
  await page.evaluate((sku) => {
    const probe = window as { __scanProbe?: Promise<ScanParts> }
    probe.__scanProbe = new Promise<ScanParts>((resolve) => {
      let enterAt = 0
      let handledAt = 0
      let lastKeyAt = 0
      let firstKeyAt = 0
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Enter') {
          lastKeyAt = event.timeStamp
          if (!firstKeyAt) firstKeyAt = event.timeStamp
          return
        }
        if (enterAt !== 0) return
        enterAt = event.timeStamp
        handledAt = performance.now()
      }
      window.addEventListener('keydown', onKey, { capture: true })
      const finish = (parts: ScanParts) => {
        observer.disconnect()
        window.removeEventListener('keydown', onKey, { capture: true })
        resolve(parts)
      }
      const observer = new MutationObserver(() => {
        if (enterAt === 0 || !document.querySelector(`tr[data-line="${CSS.escape(sku)}"]`)) return
        observer.disconnect()
        const inDom = performance.now()
        requestAnimationFrame(() => {
          const now = performance.now()
          // Marks for a trace (BENCH_TRACE): where each scan ended.
          performance.mark('scan.painted')
          finish({
            total: now - enterAt,
            queued: handledAt - enterAt,
            rendered: inDom - handledAt,
            frame: now - inDom,
            gap: enterAt - lastKeyAt,
            keys: lastKeyAt - firstKeyAt,
            at: enterAt,
          })
        })
      })
      setTimeout(
        () =>
          finish({
            total: Number.NaN,
            queued: Number.NaN,
            rendered: Number.NaN,
            frame: Number.NaN,
            gap: Number.NaN,
            keys: Number.NaN,
            at: Number.NaN,
          }),
        15_000,
      )
      observer.observe(document.body, { subtree: true, childList: true })
    })
  }, sku)
  await page.keyboard.type(barcode)
  await page.keyboard.press('Enter')
  return page.evaluate(() => (window as { __scanProbe?: Promise<ScanParts> }).__scanProbe!)
}

const dataDir = seededDataDir()
const server = await startServer({
  port: 0,
  dataDir,
  // BENCH_WEB_DIST: another build of the web app (say, unminified for a readable trace).
  webDist: process.env.BENCH_WEB_DIST ?? join(root, 'packages/web/dist'),
  logLevel: 'silent',
  hostname: '127.0.0.1',
})
const baseUrl = server.url.replace('localhost', '127.0.0.1')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    // BENCH_CHROMIUM_ARGS: more switches, e.g. `--disable-features=DeferRendererTasksAfterInput` to see what
    // Chromium's holding of the page's tasks between a key and the next frame costs a scan (it replaces the
    // features Playwright disables).
    ...(process.env.BENCH_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
  ],
})
try {
  const { owner, register } = await demoOwnerAtFirstRegister(server.database)

  // Sign in once; later contexts start from these cookies and localStorage with an empty IndexedDB.
  const signInContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } })
  const signInPage = await signInContext.newPage()
  await signInPage.goto('/sessions/sign-in')
  await signInPage.getByLabel('Email').fill('demo@example.com')
  await signInPage.getByRole('button', { name: 'Send code' }).click()
  let code: string | undefined
  for (let attempt = 0; attempt < 100 && !code; attempt++) {
    const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as { to: string; text: string }[]
    code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to === 'demo@example.com')?.text ?? '')?.[1]
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await signInPage.getByLabel('One-time code').fill(code ?? '')
  await signInPage.getByRole('button', { name: 'Sign in' }).click()
  await signInPage.waitForURL('**/dashboard')
  await signInPage.request.post(`/api/proxy/register/${register.id}/open.json`, { data: { float: 20000 } })
  await signInPage.evaluate((id) => window.localStorage.setItem('pos.register_id', String(id)), register.id)
  const storageState = await signInContext.storageState()
  await signInContext.close()
  const newContext = () =>
    browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 }, storageState })

  // Issue 4's proof: paging products.json from since_id=0 returns each product exactly once.
  await measure('products.paging.unique', 'products', `=${products}`, async () => {
    const context = await newContext()
    const seen = new Set<string>()
    let pages = 0
    let repeated = 0
    let sinceId = '0'
    const pageTimes: number[] = []
    for (;;) {
      const started = performance.now()
      const response = await context.request.get('/api/proxy/products.json', {
        params: { limit: 250, since_id: sinceId, sort_field: 'id' },
      })
      const rows = ((await response.json()) as { products: { id: string | number }[] }).products
      pageTimes.push(performance.now() - started)
      pages++
      for (const row of rows) {
        if (seen.has(String(row.id))) repeated++
        seen.add(String(row.id))
      }
      if (rows.length < 250) break
      sinceId = String(rows.at(-1)!.id)
    }
    await context.close()
    print({
      name: 'products.paging.unique',
      value: seen.size,
      unit: 'products',
      baseline: products,
      target: `=${products}`,
      ratio: repeated,
    })
    print({
      name: 'products.page.p50',
      value: round(quantile(pageTimes, 0.5)),
      unit: 'ms',
      baseline: null,
      target: 'n/a',
      ratio: pages,
    })
  })

  let baseline: number | null = null
  await measure('sync.baseline', 'ms', 'n/a', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/sessions/sign-in')
    step('baseline: raw pages into IndexedDB')
    baseline = Math.round(await baselineSync(page))
    await context.close()
    print({ name: 'sync.baseline', value: baseline, unit: 'ms', baseline: null, target: 'n/a' })
  })

  /**
   * The first sync, in a fresh profile: from opening the app signed in to "Offline data ready". The label alone
   * is not proof: it can say ready between the database opening and the first sync starting. So also wait
   * (polling the worker's status every 100 ms) until no cache is idle or syncing and the local database holds
   * every product. Answers the time in ms.
   */
  const firstSync = async (target: Page, figure: string): Promise<number> => {
    const started = performance.now()
    await target.goto('/dashboard?pos-test-hooks')
    await target
      .getByRole('button', { name: 'Offline data: Offline data ready' })
      .waitFor({ timeout: 900_000 })
    const labelled = performance.now() - started
    for (;;) {
      const done = await target.evaluate(async (expected) => {
        const hook = (window as { __posLocalDatabase?: () => Promise<LocalDatabaseRemote> | null })
          .__posLocalDatabase
        const status = await (await hook?.())?.sync.status()
        return (
          status?.phase === 'idle' &&
          status.kinds.every((kind) => kind.state !== 'idle' && kind.state !== 'syncing') &&
          (status.kinds.find((kind) => kind.kind === 'product')?.count ?? 0) >= expected
        )
      }, products)
      if (done) break
      if (performance.now() - started > 900_000) throw new Error('the first sync did not finish in 900 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    step(`${figure}: "Offline data ready" shown at ${Math.round(labelled)} ms`)
    return Math.round(performance.now() - started)
  }

  // The same first sync paging from zero as the spec describes (the catalog bootstrap refused, so the register
  // falls back to paging, as it does with a server without one): issue 19's "before", in the same sitting.
  // BENCH_SYNC_PAGED=0 leaves it out.
  let paged: number | null = null
  if (process.env.BENCH_SYNC_PAGED !== '0') {
    await measure('sync.paged', 'ms', 'n/a', async () => {
      const pagedContext = await newContext()
      await pagedContext.route(
        (url) => /\/api\/proxy\/[^/]+\/bootstrap$/.test(url.pathname),
        (route) => route.fulfill({ status: 404, body: '' }),
      )
      paged = await firstSync(await pagedContext.newPage(), 'sync.paged')
      await pagedContext.close()
      print({ name: 'sync.paged', value: paged, unit: 'ms', baseline, target: 'n/a' })
    })
  }

  // The first sync as a new register makes it: the catalog's bootstrap (built by the server on this first
  // request, then kept), then the spec's paged deltas after it.
  const target = products > 100_000 ? '<30000' : '<10000 at 100k'
  const context = await newContext()
  const page = await context.newPage()
  let synced = false
  const bootstraps: string[] = []
  // Where the first sync's time goes: each API path's first request and last answer, from the navigation.
  const timeline = new Map<string, { first: number; last: number; count: number }>()
  let navigated = 0
  page.on('request', (request) => {
    const path = /\/api\/([^?]*)/.exec(request.url())?.[1]
    if (!path || navigated === 0) return
    const key = path.replace(/\d+/g, 'N')
    const entry = timeline.get(key) ?? { first: performance.now() - navigated, last: 0, count: 0 }
    entry.count += 1
    timeline.set(key, entry)
  })
  page.on('requestfinished', (request) => {
    const path = /\/api\/([^?]*)/.exec(request.url())?.[1]
    const entry = path && timeline.get(path.replace(/\d+/g, 'N'))
    if (entry) entry.last = performance.now() - navigated
    if (!request.url().includes('/bootstrap')) return
    const timing = request.timing()
    void request.response().then(async (response) => {
      const headers = (await response?.allHeaders()) ?? {}
      bootstraps.push(
        `${request.url().split('/api/')[1]}: ${headers['x-catalog-records']} records, ` +
          `${Math.round(Number(headers['x-catalog-bytes']) / 1024)} KB (gzip ${headers['content-length'] ?? '?'} B), ` +
          `first byte ${Math.round(timing.responseStart - timing.requestStart)} ms, ` +
          `body ${Math.round(timing.responseEnd - timing.responseStart)} ms`,
      )
    })
  })
  // Two barcodes to scan while the first sync runs: of the catalog's first product and of one near its end.
  const barcodeAt = async (sinceId: number) =>
    (
      (await (
        await page.request.get('/api/proxy/products.json', {
          params: { limit: 1, since_id: sinceId, sort_field: 'id' },
        })
      ).json()) as { products: { items: { barcode: string }[] }[] }
    ).products[0]?.items[0]?.barcode ?? ''
  const [earlyBarcode, lateBarcode] = [await barcodeAt(0), await barcodeAt(Math.floor(products * 0.98))]
  await measure('sync.initial', 'ms', target, async () => {
    step('sync.initial')
    const stopProfile = await profileCatalogWorker(context, page)
    navigated = performance.now()
    const scanning =
      process.env.BENCH_SCAN_DURING_SYNC === '0' ? null : scanDuringSync(page, earlyBarcode, lateBarcode)
    const value = await firstSync(page, 'sync.initial')
    synced = true
    if (scanning) step(`sync.initial: scans during the first sync: ${await scanning()}`)
    await stopProfile?.()
    for (const line of bootstraps) step(`sync.initial: bootstrap ${line}`)
    const spans = [...timeline].sort((a, b) => a[1].first - b[1].first)
    step(
      `sync.initial: requests (first asked - last answered, ms): ${spans
        .map(([path, span]) => `${path} ${Math.round(span.first)}-${Math.round(span.last)} x${span.count}`)
        .join('; ')}`,
    )
    // The deltas after a bootstrap ask from where the server says (`x-catalog-since`: before the oldest transaction
    // running when it was read); a server of an earlier release said only when, and the register took 30 s off, so a
    // freshly seeded catalog was paged through again (401 pages at 100k). The figure says how many pages the
    // products' deltas took, so two runs that differ in that are not read as one figure.
    const productPages = timeline.get('proxy/products.json')?.count ?? 0
    print({
      name: 'sync.initial',
      value,
      unit: 'ms',
      baseline: paged ?? baseline,
      target,
      how: `product pages the deltas took after the bootstrap: ${productPages} (${productPages > 1 ? 'changed products paged again' : 'nothing paged again'})`,
    })
  })
  await measure('memory', 'MB', '<300', async () => {
    if (!synced) throw new Error('no first sync')
    const heaps = await workerHeaps(context, page)
    const mb = (bytes: number) => round(bytes / 1024 / 1024)
    const each = heaps.map((heap) => `${heap.url.split('/').at(-1)} ${mb(heap.bytes)} MB`).join(', ')
    step(`memory: ${each}`)
    print({
      name: 'memory',
      value: mb(heaps.reduce((sum, heap) => sum + heap.bytes, 0)),
      unit: 'MB',
      baseline: null,
      target: '<300',
      ratio: heaps.length,
      how: `JS heap after GC, summed over the page's workers (nested included): ${each}`,
    })
  })

  const staff = (await (await page.request.get('/api/proxy/posstaff.json')).json()) as {
    posstaff: { pos_code: string; display_name: string }[]
  }
  const seller = staff.posstaff[0]!
  const sample = (await (
    await page.request.get('/api/proxy/products.json', {
      params: { limit: 250, since_id: Math.floor(products / 2), sort_field: 'id' },
    })
  ).json()) as { products: { items: { barcode: string; sku: string }[] }[] }
  const items = sample.products.flatMap((product) => product.items)
  const logIn = async (target: Page) => {
    await target.getByLabel('POS code').fill(seller.pos_code)
    await target.keyboard.press('Enter')
    await target.getByText(`Served by ${seller.display_name}`).waitFor({ timeout: 60_000 })
  }

  // bundle.register: gzip bytes of the JavaScript a cold load of the sale screen fetches.
  await measure('bundle.register', 'KB', '<300', async () => {
    const cold = await newContext()
    let bytes = 0
    let count = 0
    try {
      const coldPage = await cold.newPage()
      const scripts = new Map<string, number>()
      const reads: Promise<void>[] = []
      coldPage.on('response', (response) => {
        const type = response.headers()['content-type'] ?? ''
        if (!/javascript/.test(type) && !response.url().endsWith('.js')) return
        if (/sync\.worker|worker-/.test(response.url())) return
        reads.push(
          response
            .body()
            .then((body) => void scripts.set(response.url(), gzipSync(body, { level: 9 }).length))
            .catch(() => {}),
        )
      })
      await coldPage.goto('/register/sale')
      await coldPage.getByLabel('POS code').waitFor({ timeout: 60_000 })
      // Not networkidle: a cold profile starts its first sync, so the network stays busy; the screen is shown.
      await coldPage.waitForLoadState('load')
      await Promise.all(reads)
      bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0)
      count = scripts.size
    } finally {
      // A cold profile starts its own first sync: closed at once so it does not load the later figures.
      await cold.close()
    }
    print({
      name: 'bundle.register',
      value: round(bytes / 1024),
      unit: 'KB',
      baseline: null,
      target: '<300',
      ratio: count,
    })
  })

  // register.ready: a cold page load of the sale screen with the catalog cached, to a barcode's line shown.
  await measure('register.ready', 'ms', '<1500', async () => {
    if (!synced) throw new Error('no first sync')
    // The synced page's local database goes idle first: the catalog snapshot is written after the first sync
    // settles (seconds at 100k), and a cold load before then finds it stale, so its first scan would wait for the
    // catalog worker to load the whole catalog instead of reading the snapshot.
    const idleStarted = performance.now()
    await page.evaluate(async () => {
      const hook = (window as { __posLocalDatabase?: () => Promise<LocalDatabaseRemote> | null })
        .__posLocalDatabase
      const api = await hook?.()
      if (!api) throw new Error('no worker command map on window (page opened without ?pos-test-hooks?)')
      await api.sync.whenIdle()
    })
    step(
      `register.ready: the local database idle (snapshot written) after ${Math.round(performance.now() - idleStarted)} ms more`,
    )
    const ready = await context.newPage()
    await page.close()
    const item = items[0]!
    // `?pos-test-hooks` exposes the worker's command map on window (queue.flush fills the sale queue with it).
    await ready.goto('/register/sale?pos-test-hooks')
    await ready.getByLabel('POS code').waitFor({ timeout: 60_000 })
    // The page's own clock from navigation start to the POS login shown, then (after the scripted login, not
    // counted) Enter of the first scan to its line painted: the barcode lookup answered from the local database.
    const shown = await ready.evaluate(() => performance.now())
    await logIn(ready)
    const line = (await scanToLine(ready, item.barcode, item.sku)).total
    print({
      name: 'register.ready',
      value: Math.round(shown + line),
      unit: 'ms',
      baseline: Math.round(shown),
      target: '<1500',
    })
    step(`register.ready: page shown ${Math.round(shown)} ms, first scan ${round(line)} ms`)
    // When the catalog worker is done loading after the reload (its text index built: an empty search waits for
    // it), to tell the scans made meanwhile (answered from the snapshot, beside its indexing) from the others.
    await ready.evaluate(() => {
      const page = window as {
        __posLocalDatabase?: () => Promise<LocalDatabaseRemote> | null
        __catalogLoadedAt?: number
      }
      void page.__posLocalDatabase?.()?.then((api) =>
        api.catalog.search('').then(() => {
          page.__catalogLoadedAt = performance.now()
        }),
      )
    })

    await measure('scan.to.line', 'ms', '<16 p95', async () => {
      const times: number[] = []
      // BENCH_TRACE=<folder>: a Chromium performance trace of the scans (scan.to.line.json; open it in DevTools'
      // Performance panel) to see where a scan's time goes: the lookup, React's render and commit, layout, paint.
      const trace = traceFile('scan.to.line')
      if (trace) await browser.startTracing(ready, { path: trace, screenshots: false })
      // BENCH_PROFILE=<folder>: the page's JavaScript sampled every 0.1 ms over the scans (scan.to.line.cpuprofile),
      // to see which functions a scan's render spends its time in (with an unminified build in BENCH_WEB_DIST).
      const profile = process.env.BENCH_PROFILE ? await ready.context().newCDPSession(ready) : null
      if (profile) {
        await profile.send('Profiler.enable')
        await profile.send('Profiler.setSamplingInterval', { interval: 100 })
        await profile.send('Profiler.start')
      }
      const parts: ScanParts[] = []
      let failed = 0
      for (const next of items.slice(1, scans + 1)) {
        const scan = await scanToLine(ready, next.barcode, next.sku)
        if (Number.isNaN(scan.total)) {
          const shown = await ready.evaluate(
            () => document.querySelector('[role="alert"]')?.textContent ?? null,
          )
          step(`scan.to.line: no line for ${next.barcode} within 15 s (the screen says: ${shown})`)
          if (++failed >= 3) throw new Error(`${failed} scans found no line within 15 s (last: ${shown})`)
          continue
        }
        times.push(scan.total)
        parts.push(scan)
      }
      if (trace) {
        await browser.stopTracing()
        step(`scan.to.line: trace written to ${trace}`)
      }
      if (profile) {
        const { profile: samples } = await profile.send('Profiler.stop')
        const folder = process.env.BENCH_PROFILE!
        mkdirSync(folder, { recursive: true })
        writeFileSync(join(folder, 'scan.to.line.cpuprofile'), JSON.stringify(samples))
        step(`scan.to.line: CPU profile written to ${folder}/scan.to.line.cpuprofile`)
      }
      print({
        name: 'scan.to.line',
        value: round(quantile(times, 0.95)),
        unit: 'ms p95',
        baseline: round(quantile(times, 0.5)),
        target: '<16',
        ratio: times.length,
      })
      const part = (key: keyof ScanParts) => {
        const values = parts.map((scan) => scan[key])
        return `${round(quantile(values, 0.5))}/${round(quantile(values, 0.95))}`
      }
      step(
        `scan.to.line parts, median/p95 ms: last key to Enter ${part('gap')}, typing ${part('keys')}, queued ${part('queued')}, lookup+render to DOM ${part('rendered')}, to the frame ${part('frame')}`,
      )
      // The issue's own measure: the line painted in the first frame after the Enter key (within one frame
      // interval of it). The lookup is answered by a worker, so the page's thread is idle while it waits and the
      // frame that comes meanwhile is painted without the line: a scan makes that frame only when the whole of
      // it (queued + lookup + render) fits before the next frame boundary, which falls anywhere 0-16.7 ms after
      // the key.
      const firstFrame = times.filter((time) => time < FRAME_MS).length
      print({
        name: 'scan.to.line.first_frame',
        value: Math.round((100 * firstFrame) / Math.max(1, times.length)),
        unit: '% of scans',
        baseline: null,
        target: '>=95',
        ratio: times.length,
      })
      // By quarter of the run: the first scans after the reload may meet the catalog worker still loading.
      const quarter = Math.ceil(times.length / 4)
      const missed = [0, 1, 2, 3].map(
        (part) => times.slice(part * quarter, (part + 1) * quarter).filter((time) => time >= FRAME_MS).length,
      )
      step(
        `scan.to.line: painted in the first frame after Enter: ${firstFrame} of ${times.length} (${Math.round((100 * firstFrame) / Math.max(1, times.length))}%; target 95%); missed by quarter of the run: ${missed.join('/')}`,
      )
      // Each miss: when it came (seconds after the reload's navigation) and where its time went.
      const misses = parts
        .map((scan, index) => ({ scan, index }))
        .filter(({ scan }) => scan.total >= FRAME_MS)
        .map(
          ({ scan, index }) =>
            `#${index + 1} at ${(scan.at / 1000).toFixed(1)} s: ${round(scan.total)} = queued ${round(scan.queued)} + to DOM ${round(scan.rendered)} + frame ${round(scan.frame)} (last key to Enter ${round(scan.gap)})`,
        )
      const loadedAt = await ready.evaluate(
        () => (window as { __catalogLoadedAt?: number }).__catalogLoadedAt,
      )
      // Before and after the catalog worker loaded: scans missed, and scans whose answer was not in hand at the
      // Enter (the line reached the DOM more than 5 ms after it: the lookup, not the render, kept it).
      const phase = (during: boolean) => {
        const scans = parts.filter((scan) => (loadedAt === undefined || scan.at < loadedAt) === during)
        const missed = scans.filter((scan) => scan.total >= FRAME_MS).length
        const late = scans.filter((scan) => scan.rendered > 5).length
        return `missed ${missed} of ${scans.length}, answer late ${late}`
      }
      step(
        `scan.to.line: the catalog worker loaded ${loadedAt === undefined ? 'after the scans' : `${(loadedAt / 1000).toFixed(1)} s after the reload`}; before then ${phase(true)}; after ${phase(false)}`,
      )
      if (misses.length > 0)
        step(
          `scan.to.line misses (scans ${(parts[0]!.at / 1000).toFixed(1)}-${(parts.at(-1)!.at / 1000).toFixed(1)} s after the reload): ${misses.join('; ')}`,
        )
    })
    // scan.lookup: the floor of scan.to.line's lookup, the same items looked up in the worker from the page as
    // the sale screen does (barcode, then today's price: two Comlink round trips), no sale and no rendering.
    await measure('scan.lookup', 'ms', 'n/a', async () => {
      const times = await ready.evaluate(
        async (barcodes) => {
          const hook = (window as { __posLocalDatabase?: () => Promise<LocalDatabaseRemote> | null })
            .__posLocalDatabase
          const api = await hook?.()
          if (!api) throw new Error('no worker command map on window (page opened without ?pos-test-hooks?)')
          const times: number[] = []
          for (const barcode of barcodes) {
            const started = performance.now()
            const found = await api.catalog.findByBarcode(barcode)
            if (found) await api.prices.priceOn(found.item.id)
            times.push(performance.now() - started)
          }
          return times
        },
        items.slice(1, scans + 1).map((item) => item.barcode),
      )
      print({
        name: 'scan.lookup',
        value: round(quantile(times, 0.95)),
        unit: 'ms p95',
        baseline: round(quantile(times, 0.5)),
        target: 'n/a (the floor of scan.to.line)',
        ratio: times.length,
      })
    })

    // search.type: the sale screen's type-ahead. Each of 40 queries ("<adjective> <type>", as the demo's names
    // read) is typed into the cleared field a character at a time at a person's pace (HUMAN_KEY_DELAY_MS apart).
    // Timed: a keystroke's keydown event time to the frame after the list of matches for the text it made is in
    // the DOM (the list's data-query names the text it answers). search.type counts only the keystroke that
    // completes each query; search.type.keys counts every keystroke whose own answer was painted (a key typed
    // before the previous answer came drops that answer, so not every keystroke has one). search.worker is the
    // floor: the same 40 queries asked of the worker from the page (Comlink round trip, limit 20), no rendering.
    await measure('search.type', 'ms', '<30 p95', async () => {
      const queries = searchQueries()
      const final: number[] = []
      const every: number[] = []
      const field = ready.getByRole('combobox', { name: 'Scan or search' })
      // tsx compiles with keepNames: a named function inside page.evaluate calls esbuild's __name helper.
      await ready.evaluate('window.__name = (fn) => fn')
      const trace = traceFile('search.type')
      if (trace) await browser.startTracing(ready, { path: trace, screenshots: false })
      for (const [i, query] of queries.entries()) {
        await field.fill('')
        await ready.locator('[data-query]').waitFor({ state: 'detached' })
        await field.focus()
        // The probe is set up (and awaited) before the first key: it maps each text to its keystroke's time
        // and times each answer painted; it resolves on the answer to the whole query.
        await ready.evaluate((whole) => {
          const probe = window as {
            __typeProbe?: Promise<{ final: number; every: number[] }>
          }
          probe.__typeProbe = new Promise((resolve) => {
            const input = document.querySelector('input[role="combobox"]') as HTMLInputElement
            const keyAt = new Map<string, number>()
            const timed = new Set<string>()
            const every: number[] = []
            let lastKey = 0
            const onKey = (event: KeyboardEvent) => {
              lastKey = event.timeStamp
            }
            const onInput = () => {
              keyAt.set(input.value.trim(), lastKey)
            }
            input.addEventListener('keydown', onKey, { capture: true })
            input.addEventListener('input', onInput, { capture: true })
            const done = (final: number) => {
              observer.disconnect()
              input.removeEventListener('keydown', onKey, { capture: true })
              input.removeEventListener('input', onInput, { capture: true })
              resolve({ final, every })
            }
            const observer = new MutationObserver(() => {
              const query = document.querySelector('[data-query]')?.getAttribute('data-query')
              if (query === undefined || query === null || timed.has(query)) return
              const at = keyAt.get(query)
              if (at === undefined) return
              timed.add(query)
              requestAnimationFrame(() => {
                const ms = performance.now() - at
                every.push(ms)
                if (query === whole) done(ms)
              })
            })
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              attributeFilter: ['data-query'],
            })
            setTimeout(() => done(Number.NaN), 10_000)
          })
        }, query)
        await ready.keyboard.type(query, { delay: HUMAN_KEY_DELAY_MS })
        const probed = await ready.evaluate(
          () => (window as { __typeProbe?: Promise<{ final: number; every: number[] }> }).__typeProbe!,
        )
        every.push(...probed.every)
        if (!Number.isNaN(probed.final)) final.push(probed.final)
        else step(`search.type: no list for query ${i} ("${query}") within 10 s`)
      }
      if (trace) {
        await browser.stopTracing()
        step(`search.type: trace written to ${trace}`)
      }
      await field.fill('')
      print({
        name: 'search.type',
        value: round(quantile(final, 0.95)),
        unit: 'ms p95',
        baseline: round(quantile(final, 0.5)),
        target: '<30',
        ratio: final.length,
        how: `the keystroke completing each of ${queries.length} queries typed ${HUMAN_KEY_DELAY_MS} ms apart → its matches painted; baseline is the median, ratio the queries timed`,
      })
      print({
        name: 'search.type.keys',
        value: round(quantile(every, 0.95)),
        unit: 'ms p95',
        baseline: round(quantile(every, 0.5)),
        target: '<30',
        ratio: every.length,
        how: 'every keystroke whose own answer was painted; baseline is the median, ratio the keystrokes timed',
      })
    })
    await measure('search.worker', 'ms', 'n/a', async () => {
      const times = await ready.evaluate(async (queries) => {
        const hook = (window as { __posLocalDatabase?: () => Promise<LocalDatabaseRemote> | null })
          .__posLocalDatabase
        const api = await hook?.()
        if (!api) throw new Error('no worker command map on window (page opened without ?pos-test-hooks?)')
        const times: number[] = []
        for (const query of queries) {
          const started = performance.now()
          await api.catalog.search(query, { limit: 20 })
          times.push(performance.now() - started)
        }
        return times
      }, searchQueries())
      print({
        name: 'search.worker',
        value: round(quantile(times, 0.95)),
        unit: 'ms p95',
        baseline: round(quantile(times, 0.5)),
        target: 'n/a (the floor of search.type)',
        ratio: times.length,
      })
    })
    // queue.flush: 1,000 sales put in the register's own durable queue while the page is offline (the worker's
    // sales.enqueue, as the sale screen's Pay does), then the page goes online: from there to the queue empty
    // and the server holding exactly those 1,000 sales. The baseline posts the same 1,000 sales from Node, one
    // after another, with the same session.
    await measure('queue.flush', 'ms', '<20000', async () => {
      const { cashId, itemId } = await demoCashAndFirstItem(server.database, owner.company_id)
      const sales = (prefix: string) =>
        Array.from({ length: queuedSales }, (_, i) =>
          saleBody(
            { store: Number(register.store_id), register: Number(register.id), method: cashId },
            [
              { quantity: 1, price: 2500, itemId },
              { quantity: 2, price: 1000, itemId },
            ],
            { id: crypto.randomUUID(), receipt_number: `${prefix}-${String(i + 1).padStart(6, '0')}` },
          ),
        )
      const stored = async (prefix: string) => {
        const response = await ready.request.get('/api/proxy/sales.json', {
          params: { receipt_number: `${prefix}-`, limit: 1 },
        })
        if (!response.ok()) throw new Error(`sales.json answered ${response.status()}`)
        return ((await response.json()) as { total: number }).total
      }
      const pending = () =>
        ready.evaluate(async () => {
          const hook = (window as { __posLocalDatabase?: () => Promise<LocalDatabaseRemote> | null })
            .__posLocalDatabase
          const api = await hook?.()
          if (!api) throw new Error('no worker command map on window (page opened without ?pos-test-hooks?)')
          return (await api.sales.pending()).count
        })
      const waiting = await pending()

      await context.setOffline(true)
      await ready.waitForFunction(() => !navigator.onLine)
      const queued = sales('BQ')
      const enqueueStarted = performance.now()
      const refused = await ready.evaluate(async (queued) => {
        const hook = (window as { __posLocalDatabase?: () => Promise<LocalDatabaseRemote> | null })
          .__posLocalDatabase
        const api = (await hook?.())!
        const errors: string[] = []
        for (const sale of queued) {
          const result = await api.sales.enqueue({ id: sale.id, date: sale.created, sale })
          if (!result.ok) errors.push(result.error.message)
        }
        return errors
      }, queued)
      const enqueueMs = performance.now() - enqueueStarted
      if (refused.length > 0) throw new Error(`the queue refused ${refused.length} sales: ${refused[0]}`)
      // One read of the whole queue (what the flush does before every sale it sends), timed for RESULTS.md.
      const readStarted = performance.now()
      const inQueue = await pending()
      const readMs = performance.now() - readStarted
      if (inQueue !== waiting + queuedSales)
        throw new Error(`${inQueue} sales queued, expected ${queuedSales}`)
      if ((await stored('BQ')) !== 0) throw new Error('a sale reached the server while offline')
      step(
        `queue.flush: ${queuedSales} sales queued offline in ${Math.round(enqueueMs)} ms, the queue read whole in ${Math.round(readMs)} ms; going online`,
      )

      // Online: the sale screen flushes on the 'online' event; the bench asks the worker to flush as well in
      // case the event is missed (one flush at a time: a second call answers busy at once).
      const started = performance.now()
      await context.setOffline(false)
      await ready.evaluate(async () => {
        const hook = (window as { __posLocalDatabase?: () => Promise<LocalDatabaseRemote> | null })
          .__posLocalDatabase
        void (await hook?.())?.sales.flush()
      })
      // Polls the server (a cheap count) until it holds them all, then the queue (a read of every entry, so
      // not polled while the flush runs) until it is empty: the entry is deleted just after the server answers.
      let onServer = 0
      let left = inQueue
      for (;;) {
        onServer = await stored('BQ')
        if (onServer >= queuedSales) left = await pending()
        if (onServer >= queuedSales && left === waiting) break
        if (performance.now() - started > 600_000)
          throw new Error(`${onServer} sales on the server after 600 s`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const flushMs = performance.now() - started
      if (onServer !== queuedSales)
        throw new Error(`the server holds ${onServer} sales, expected ${queuedSales}`)

      step(`queue.flush: the same ${queuedSales} sales posted from Node`)
      const direct = sales('BN')
      const baselineStarted = performance.now()
      for (const sale of direct) {
        const response = await ready.request.post('/api/proxy/sale.json', { data: sale })
        if (!response.ok())
          throw new Error(`sale.json answered ${response.status()}: ${await response.text()}`)
      }
      const baselineMs = performance.now() - baselineStarted
      const fromNode = await stored('BN')
      if (fromNode !== queuedSales) throw new Error(`the server holds ${fromNode} Node sales`)
      print({
        name: 'queue.flush',
        value: Math.round(flushMs),
        unit: 'ms',
        baseline: Math.round(baselineMs),
        target: '<20000',
        how: `${queuedSales} sales in the register's IndexedDB queue (queued offline in ${Math.round(enqueueMs)} ms), online → queue empty and all on the server (PGlite)`,
      })
    })
  })
  await context.close()
} finally {
  await browser.close()
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
