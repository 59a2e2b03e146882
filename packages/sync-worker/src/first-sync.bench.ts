// The first sync of a seeded catalog in Node, against a real server: `pnpm --filter @pos/sync-worker bench`
// (PRODUCTS=10000 by default, 3 items each). One JSON line per figure (ARCHITECTURE "Tests and measurements"),
// with a baseline measured in the same run: raw fake-indexeddb puts of the same number of records in
// batches of 250, so the figure survives a noisy machine. `first_sync` pages from zero (the bootstrap refused,
// as the chain bench's sync.paged); `first_sync_client_only` replays the recorded answers with the catalog
// bootstrap, as a new register in the browser takes it, and says the process's CPU time (robust to a busy
// machine, where wall-clock is not).
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { createLocalDatabaseApi } from './api.ts'
import { nodeDeps, signIn, startTestServer } from './test/server.ts'

const products = Number(process.env.PRODUCTS ?? 10_000)
const print = (figure: string, value: number, unit: string, extra: Record<string, unknown> = {}) =>
  process.stdout.write(
    `${JSON.stringify({ bench: 'sync-worker', figure, value, unit, products, ...extra })}\n`,
  )
const heapMb = () => {
  globalThis.gc?.()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

async function baseline(count: number): Promise<number> {
  const factory = new IDBFactory()
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open('baseline', 1)
    request.onupgradeneeded = () => request.result.createObjectStore('rows', { keyPath: 'id' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  const started = performance.now()
  for (let start = 0; start < count; start += 250) {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('rows', 'readwrite')
      const store = tx.objectStore('rows')
      for (let id = start; id < Math.min(count, start + 250); id++) {
        store.put({ id, name: `Product ${id}`, sku: `SKU-${id}`, barcode: String(9300000000000 + id) })
      }
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
  }
  db.close()
  return performance.now() - started
}

const seedStarted = performance.now()
const server = await startTestServer({ seedProducts: products })
print('seed', Math.round(performance.now() - seedStarted), 'ms')
try {
  const owner = await signIn(server.url, 'demo@example.com')
  // The server's share: the same pages fetched and parsed as JSON, with nothing done with them.
  const serverStarted = performance.now()
  for (const [path, key] of [
    ['proxy/products.json', 'products'],
    ['proxy/prices.json', 'prices'],
  ] as const) {
    let sinceId = '0'
    for (;;) {
      const response = await fetch(`${server.url}/api/${path}?limit=250&since_id=${sinceId}&sort_field=id`, {
        headers: { cookie: owner.cookie },
      })
      const page = ((await response.json()) as Record<string, { id: string | number }[]>)[key] ?? []
      if (page.length < 250) break
      sinceId = String(page.at(-1)?.id)
    }
  }
  print('server_pages_only', Math.round(performance.now() - serverStarted), 'ms')
  const indexedDB = new IDBFactory()
  const heapBefore = heapMb()
  // Every answer is kept, so the client's share can be measured again without the server (below).
  const recorded = new Map<string, { body: Uint8Array; headers: Headers; status: number }>()
  const cookieFetch = nodeDeps({ url: server.url, cookie: owner.cookie }).fetch
  const api = createLocalDatabaseApi(
    nodeDeps({
      url: server.url,
      cookie: owner.cookie,
      indexedDB,
      realtime: false,
      fetch: async (url, init) => {
        const response = await cookieFetch(url, init)
        // Kept as bytes (the bootstrap is binary); fetch has already taken off the gzip.
        const body = new Uint8Array(await response.arrayBuffer())
        const headers = new Headers(response.headers)
        headers.delete('content-encoding')
        headers.delete('content-length')
        recorded.set(url, { body, headers, status: response.status })
        // This sync pages from zero; the bootstrap's answer is kept for the replay below.
        if (new URL(url).pathname.endsWith('/bootstrap'))
          return new Response('{"error":"Not found"}', { status: 404 })
        return new Response(body, { status: response.status, headers })
      },
    }),
  )
  let sellReadyAt = 0
  const started = performance.now()
  await api.sync.subscribe((event) => {
    if (event.type === 'status' && event.status.sellReady && sellReadyAt === 0)
      sellReadyAt = performance.now()
  })
  await api.db.open({ companyId: owner.companyId })
  const result = await api.sync.start()
  const ms = performance.now() - started
  if (!result.ok) throw new Error(result.error.message)
  const counts = Object.fromEntries(result.status.kinds.map((kind) => [kind.kind, kind.count]))
  print('first_sync', Math.round(ms), 'ms', { counts })
  print('sell_ready', Math.round(sellReadyAt - started), 'ms')
  print('heap_with_catalog', Math.round(heapMb() - heapBefore), 'MB', { heap_total_mb: Math.round(heapMb()) })
  // The catalog snapshot is written after the sync settles, off its critical path.
  const snapshotStarted = performance.now()
  const snapshot = await api.sync.snapshot()
  print('snapshot_settled_after_sync', Math.round(performance.now() - snapshotStarted), 'ms', {
    write_ms: snapshot.writeMs,
    fresh: snapshot.fresh,
  })
  const someBarcode = (await api.catalog.search('jacket', { limit: 1 })).results[0]?.items[0]?.barcode ?? ''
  const lookups = 1000
  const barcodeStarted = performance.now()
  for (let i = 0; i < lookups; i++) await api.catalog.findBySku('nothing')
  print('lookup_miss', Number(((performance.now() - barcodeStarted) / lookups).toFixed(4)), 'ms')
  const searchStarted = performance.now()
  for (let i = 0; i < 100; i++) await api.catalog.search(i % 2 ? 'classic navy' : 'jacket')
  print('search', Number(((performance.now() - searchStarted) / 100).toFixed(3)), 'ms')
  await api.db.close()

  const reopened = createLocalDatabaseApi(
    nodeDeps({ url: server.url, cookie: owner.cookie, indexedDB, realtime: false }),
  )
  const reopenStarted = performance.now()
  const info = await reopened.db.open({ companyId: owner.companyId })
  print('reopen_from_indexeddb', Math.round(performance.now() - reopenStarted), 'ms', { counts: info.counts })
  // A scan right after the open is answered from the snapshot; search waits for the catalog to be indexed.
  const found = await reopened.catalog.findByBarcode(someBarcode)
  print('reopen_first_lookup', Math.round(performance.now() - reopenStarted), 'ms', { found: found !== null })
  await reopened.catalog.search('jacket')
  print('reopen_catalog_indexed', Math.round(performance.now() - reopenStarted), 'ms')
  await reopened.db.close()
  const heapAfterClose = heapMb()
  const again = createLocalDatabaseApi(
    nodeDeps({ url: server.url, cookie: owner.cookie, indexedDB, realtime: false }),
  )
  await again.db.open({ companyId: owner.companyId })
  await again.catalog.search('jacket')
  print('heap_catalog_loaded', Math.round(heapMb() - heapAfterClose), 'MB')
  await again.db.close()

  // The client's share: a new register's first sync by the catalog bootstrap, answered from the recorded
  // responses (no server work), the bootstrap's body streamed in 64 KB chunks as a network delivers it. The
  // delta and deletion listings after it were not recorded (the sync above paged from zero): answered empty,
  // as for a catalog unchanged since its bootstrap was built (so does the real server: its deltas start just
  // before the bootstrap was read, after the seed's transaction).
  let pagedFromZero = 0
  const replay = createLocalDatabaseApi(
    nodeDeps({
      url: server.url,
      cookie: owner.cookie,
      indexedDB: new IDBFactory(),
      realtime: false,
      fetch: async (url) => {
        if (/\/(products|prices)\.json\?limit=/.test(url)) pagedFromZero += 1
        const hit = recorded.get(url)
        if (!hit) {
          const listing =
            /\/api\/proxy\/(?:(\w+)\/)?(?:items\/)?(\w+)\.json\?.*(?:updated|deleted)_min=/.exec(url)
          if (!listing) return new Response('{"error":"Not recorded"}', { status: 404 })
          const key = url.includes('/items/deleted')
            ? 'items'
            : listing[2] === 'deleted'
              ? listing[1]
              : listing[2]
          return Response.json({ [key!]: [] })
        }
        let at = 0
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (at >= hit.body.byteLength) return controller.close()
            controller.enqueue(hit.body.slice(at, at + 65_536))
            at += 65_536
          },
        })
        return new Response(body, { status: hit.status, headers: hit.headers })
      },
    }),
  )
  const replayStarted = performance.now()
  await replay.db.open({ companyId: owner.companyId })
  const replayCpu = process.cpuUsage()
  const replayed = await replay.sync.start()
  if (!replayed.ok) throw new Error(replayed.error.message)
  const cpu = process.cpuUsage(replayCpu)
  print('first_sync_client_only', Math.round(performance.now() - replayStarted), 'ms', {
    cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
    // Whether both catalog kinds took the bootstrap (no page of a sync from zero was asked for).
    bootstrap: pagedFromZero === 0,
    counts: Object.fromEntries(replayed.status.kinds.map((kind) => [kind.kind, kind.count])),
  })
  await replay.db.close()
  const records = Object.values(counts).reduce((sum, count) => sum + count, 0)
  print('baseline_raw_idb_puts', Math.round(await baseline(records)), 'ms', { records })
} finally {
  await server.close()
}
