import { AU_TAX, minor, taxIncluded } from '@pos/core'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, nodeDeps, type Owner, signUp, startTestServer, type TestServer } from '../test/server.ts'
import type { WorkerDeps } from '../types.ts'
import { createSalesCommands } from './commands.ts'
import { type LocksLike, SALES_PER_REQUEST } from './flush.ts'

/**
 * The closing figure, "what happens when two tabs flush the same queue at once": two tabs (two
 * command maps, two IndexedDB connections, one browser profile) flush the same 50 queued sales at the same
 * moment against the real server. Run both ways a browser can keep flushes apart: Web Locks (Chromium) and,
 * where there are none, the lease in IndexedDB; and with no coordination at all (a lock that always grants),
 * where only the server's idempotency on the client id keeps a sale from being stored twice.
 */
const N = 50
let server: TestServer
let owner: Owner
let ids: { store: number; register: number; method: number }

beforeAll(async () => {
  server = await startTestServer()
  owner = await signUp(server.url)
  const post = <T>(path: string, body?: unknown) => call<T>(server.url, owner.cookie, 'POST', path, body)
  const store = (await post<{ store: { id: number } }>('/api/proxy/stores.json', { name: 'Flush St' })).store
    .id
  const template = (
    await post<{ registertemplate: { id: number } }>('/api/proxy/registertemplates.json', { name: 'Flush' })
  ).registertemplate.id
  const register = (
    await post<{ register: { id: number } }>(`/api/proxy/store/${store}/registers.json`, {
      name: 'Flush 1',
      register_template_id: template,
    })
  ).register.id
  const methods = await call<{ paymentmethods: { id: number; name: string }[] }>(
    server.url,
    owner.cookie,
    'GET',
    '/api/proxy/paymentmethods.json',
  )
  const method = methods.paymentmethods.find((m) => m.name === 'Cash')?.id ?? 0
  ids = { store, register, method }
})
afterAll(async () => {
  await server?.close()
})

let made = 0
/** A sale whose figures add up (one line, GST included, paid in cash). */
function queued(run: string) {
  made += 1
  const id = `${run}-${made}-aaaa-4bbb-8ccc-dddddddddddd`
  const date = new Date().toISOString()
  const price = 1000 + made
  const sale = {
    id,
    receipt_number: `R${ids.register}-${String(made).padStart(6, '0')}`,
    created: date,
    currency: 'AUD',
    register_id: ids.register,
    store_id: ids.store,
    lines: [
      {
        id: 'line-1',
        item: { sku: 'SKU-1', name: 'Item 1' },
        product: { name: 'Product 1' },
        item_id: '1',
        quantity: 1,
        item_price: price,
        tax_percent: 10,
        item_discount: 0,
        item_loyalty: 0,
        total_tax: taxIncluded(minor(price), 10, AU_TAX.mode),
      },
    ],
    payments: [
      {
        payment_method: String(ids.method),
        amount: price,
        processor: 'cash',
        name: 'Cash',
        processed: true,
        date,
      },
    ],
  }
  return { id, date, sale }
}

/** An in-memory Web Locks manager shared by the tabs of one browser. */
function memoryLocks(): LocksLike {
  const held = new Set<string>()
  return {
    async request(name, options, callback) {
      if (held.has(name) && options.ifAvailable) return callback(null)
      held.add(name)
      try {
        return await callback({ name })
      } finally {
        held.delete(name)
      }
    },
  }
}

/** No coordination: every tab gets the lock (the worst case, e.g. a platform without locks nor lease). */
const noLocks: LocksLike = { request: (name, _options, callback) => callback({ name }) }

async function storedCount(run: string): Promise<number> {
  const found = await call<{ sales: { client_id: string }[]; total: number }>(
    server.url,
    owner.cookie,
    'GET',
    `/api/proxy/sales.json?register_id=${ids.register}&limit=250`,
  )
  return found.sales.filter((sale) => sale.client_id.startsWith(`${run}-`)).length
}

describe('two tabs flush the same queue at once', () => {
  for (const mode of ['web-locks', 'indexeddb-lease', 'no-coordination'] as const) {
    it(`should store each of ${N} sales exactly once and empty the queue (${mode})`, async () => {
      const profile = new IDBFactory()
      // Sales posted (each sale of each batch) and the requests that carried them.
      let posts = 0
      let requests = 0
      const base = nodeDeps({ url: server.url, cookie: owner.cookie, indexedDB: profile, realtime: false })
      const counting: WorkerDeps['fetch'] = (url, init) => {
        if (url.endsWith('/api/proxy/sales/batch.json')) {
          requests += 1
          posts += (JSON.parse(String(init?.body)) as { sales: unknown[] }).sales.length
        }
        return base.fetch(url, init)
      }
      const deps: WorkerDeps = {
        ...base,
        fetch: counting,
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      }
      const locks = mode === 'web-locks' ? memoryLocks() : mode === 'no-coordination' ? noLocks : null
      const company = async () => String(owner.companyId)
      const tabOne = createSalesCommands(deps, company, { locks, owner: 'tab-1' })
      const tabTwo = createSalesCommands(deps, company, { locks, owner: 'tab-2' })
      for (let i = 0; i < N; i += 1) await tabOne.enqueue(queued(mode))
      expect((await tabTwo.pending()).count).toBe(N)
      const started = performance.now()
      const [one, two] = await Promise.all([tabOne.flush(), tabTwo.flush()])
      const ms = performance.now() - started
      const stored = await storedCount(mode)
      console.info(
        JSON.stringify({
          figure: 'two_tab_flush',
          mode,
          queued: N,
          posts_sent: posts,
          requests,
          sales_stored: stored,
          tab1: { sent: one.sent, busy: one.busy },
          tab2: { sent: two.sent, busy: two.busy },
          ms: Math.round(ms),
        }),
      )
      expect(stored).toBe(N)
      if (mode === 'no-coordination') {
        // Both tabs post; a repeat gets the stored sale back, so both count it as sent.
        expect(one.sent + two.sent).toBe(posts)
      } else {
        // One tab sends, the other is told the queue is busy: one post per sale, SALES_PER_REQUEST a request.
        expect(one.sent + two.sent).toBe(N)
        expect(posts).toBe(N)
        expect(requests).toBe(Math.ceil(N / SALES_PER_REQUEST))
        expect(one.busy || two.busy).toBe(true)
      }
      expect((await tabOne.pending()).count).toBe(0)
      expect((await tabTwo.pending()).count).toBe(0)
      expect(posts).toBeGreaterThanOrEqual(N)
    })
  }
})
