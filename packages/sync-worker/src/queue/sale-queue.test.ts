import { IDBDatabase, IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WorkerDeps } from '../types.ts'
import { createSalesCommands } from './commands.ts'
import type { LocksLike } from './flush.ts'
import type { QueueEntry } from './sale-queue.ts'
import { SaleQueue } from './sale-queue.ts'

const BASE = 'http://pos.test'

function entry(n: number, seconds = n): QueueEntry {
  const id = `0000000${n}-aaaa-4bbb-8ccc-dddddddddddd`
  const date = new Date(Date.UTC(2026, 10, 21, 5, 0, seconds)).toISOString()
  return {
    id,
    date,
    sale: {
      id,
      receipt_number: `R1-00000${n}`,
      created: date,
      lines: [],
      payments: [],
      register_id: '1',
      store_id: '1',
    },
  }
}

/** Lets other promise chains and IndexedDB callbacks run (fake-indexeddb schedules with setImmediate). */
function yieldTurns(turns = 3): Promise<void> {
  let chain = Promise.resolve()
  for (let i = 0; i < turns; i++) chain = chain.then(() => new Promise((resolve) => setImmediate(resolve)))
  return chain
}

/**
 * A server that stores each client id once (like POST proxy/sales/batch.json) and keeps every sale posted, in
 * order, and the sales of each request. `answer` may answer a request itself (or drop it), or `refuse` one sale.
 */
function fakeServer(
  answer: (sales: Record<string, unknown>[]) => Response | 'drop' | null = () => null,
  refuse: (sale: Record<string, unknown>) => string | null = () => null,
) {
  const stored = new Map<string, number>()
  const posts: Record<string, unknown>[] = []
  const requests: string[][] = []
  const fetch = async (_url: string, init?: RequestInit) => {
    const { sales } = JSON.parse(String(init?.body)) as { sales: Record<string, unknown>[] }
    posts.push(...sales)
    requests.push(sales.map((sale) => String(sale.id)))
    await yieldTurns()
    const special = answer(sales)
    if (special === 'drop') throw new TypeError('Failed to fetch')
    if (special) return special
    const results = sales.map((sale) => {
      const error = refuse(sale)
      if (error) return { error }
      const id = String(sale.id)
      const replayed = stored.has(id)
      if (!replayed) stored.set(id, stored.size + 1)
      return { id: stored.get(id), replayed }
    })
    return Response.json({ results })
  }
  return { stored, posts, requests, fetch }
}

function depsOf(indexedDB: IDBFactory, fetch: WorkerDeps['fetch']): WorkerDeps {
  return {
    baseUrl: BASE,
    fetch,
    now: () => Date.parse('2026-11-21T05:00:00Z'),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    openSocket: () => null,
    indexedDB,
  }
}

/** One tab: its own commands (own IndexedDB connection and owner) over a shared browser profile. */
function tab(
  profile: IDBFactory,
  fetch: WorkerDeps['fetch'],
  locks: LocksLike | null = null,
  owner?: string,
) {
  return createSalesCommands(depsOf(profile, fetch), async () => '7', {
    locks,
    ...(owner ? { owner } : {}),
  })
}

/** An in-memory Web Locks manager shared by tabs (the browser's `navigator.locks` semantics we use). */
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

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the offline sale queue', () => {
  it("writes with durability 'strict' and the sale is there for a new connection when enqueue resolves", async () => {
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction')
    const profile = new IDBFactory()
    const sales = tab(profile, fakeServer().fetch)
    await sales.saveCurrent('register-1', { lines: [1] })
    const done = await sales.enqueue(entry(1), 'register-1')
    expect(done).toEqual({ ok: true, queued: 1 })
    const writes = spy.mock.calls.filter((call) => call[1] === 'readwrite')
    expect(writes.length).toBeGreaterThan(0)
    for (const call of writes) expect(call[2]).toEqual({ durability: 'strict' })
    // A reload: a fresh connection to the same profile sees the sale and no current sale.
    const reopened = await SaleQueue.open(profile, 'pos-local-7-sale-queue')
    expect((await reopened.list()).map((e) => e.id)).toEqual([entry(1).id])
    expect(await reopened.current('register-1')).toBeNull()
    reopened.close()
  })

  it('refuses an entry that is not a sale, and keeps the queue as it was', async () => {
    const sales = tab(new IDBFactory(), fakeServer().fetch)
    const bad = await sales.enqueue({ ...entry(1), date: 'yesterday' })
    expect(bad).toMatchObject({ ok: false, error: { type: 'invalid-input' } })
    expect((await sales.pending()).count).toBe(0)
  })

  it('deletes an entry only when the answer carries an id', async () => {
    let mode: 'drop' | 'no-id' | 'refuse' | 'ok' = 'drop'
    const server = fakeServer(
      () => {
        if (mode === 'drop') return 'drop'
        if (mode === 'no-id') return Response.json({ ok: true })
        return null
      },
      () => (mode === 'refuse' ? 'Incorrect Payment Method' : null),
    )
    const sales = tab(new IDBFactory(), server.fetch)
    await sales.enqueue(entry(1))
    expect(await sales.flush()).toMatchObject({ stopped: 'offline', sent: 0, left: 1 })
    mode = 'no-id'
    expect(await sales.flush()).toMatchObject({ stopped: 'server-error', left: 1 })
    mode = 'refuse'
    expect(await sales.flush()).toMatchObject({ refused: [{ error: 'Incorrect Payment Method' }], left: 1 })
    expect((await sales.pending()).sales[0]).toMatchObject({ attempts: 3, error: 'Incorrect Payment Method' })
    mode = 'ok'
    expect(await sales.flush()).toMatchObject({ sent: 1, left: 0 })
    // Posted with created = the saved date, flagged offline once a send had failed.
    const last = server.posts.at(-1)!
    expect(last).toMatchObject({ id: entry(1).id, created: entry(1).date, offline: true })
  })

  it('sends oldest first and a repeat after a lost answer makes no second sale', async () => {
    let lose = true
    const server = fakeServer()
    const losing = async (url: string, init?: RequestInit) => {
      const response = await server.fetch(url, init)
      if (lose) {
        lose = false
        throw new TypeError('The answer was lost')
      }
      return response
    }
    const sales = tab(new IDBFactory(), losing)
    await sales.enqueue(entry(2, 20))
    await sales.enqueue(entry(1, 10))
    expect(await sales.flush()).toMatchObject({ stopped: 'offline', left: 2 })
    expect(await sales.flush()).toMatchObject({ sent: 2, left: 0 })
    // Both went in one batch whose answer was lost; the batch went again, and each sale is stored once.
    expect(server.requests).toEqual([
      [entry(1).id, entry(2).id],
      [entry(1).id, entry(2).id],
    ])
    expect(server.stored.size).toBe(2)
  })

  it('sends a sale queued while the flush runs in the same flush, reading the queue once per round', async () => {
    const server = fakeServer()
    let sales: ReturnType<typeof tab> | undefined
    let queuedDuring = false
    const fetch = async (url: string, init?: RequestInit) => {
      if (!queuedDuring) {
        queuedDuring = true
        await sales!.enqueue(entry(9, 90))
      }
      return server.fetch(url, init)
    }
    sales = tab(new IDBFactory(), fetch)
    for (const n of [1, 2, 3]) await sales.enqueue(entry(n))
    const list = vi.spyOn(SaleQueue.prototype, 'list')
    expect(await sales.flush()).toMatchObject({ sent: 4, left: 0 })
    expect(server.posts.map((post) => post.id)).toEqual([1, 2, 3, 9].map((n) => entry(n).id))
    // One read for the first round, one for the sale queued during it, one that finds nothing left.
    expect(list.mock.calls.length).toBeLessThanOrEqual(4)
  })

  for (const locking of ['a Web Lock', 'a lease in IndexedDB'] as const) {
    it(`two tabs flushing at once deliver each sale once (${locking})`, async () => {
      const profile = new IDBFactory()
      const server = fakeServer()
      const locks = locking === 'a Web Lock' ? memoryLocks() : null
      const first = tab(profile, server.fetch, locks, 'tab-a')
      const second = tab(profile, server.fetch, locks, 'tab-b')
      for (let n = 1; n <= 5; n++) await (n % 2 ? first : second).enqueue(entry(n))
      const results = await Promise.all([first.flush(), second.flush(), first.flush()])
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(5)
      expect(results.filter((result) => result.busy).length).toBe(2)
      const perId = new Map<string, number>()
      for (const post of server.posts) perId.set(String(post.id), (perId.get(String(post.id)) ?? 0) + 1)
      expect([...perId.values()]).toEqual([1, 1, 1, 1, 1])
      expect((await first.pending()).count).toBe(0)
    })
  }

  it('sends up to 20 sales a request in order, deleting the stored and keeping the refused with their message', async () => {
    const refusedId = entry(7).id
    const server = fakeServer(undefined, (sale) =>
      sale.id === refusedId ? 'Incorrect Payment Method' : null,
    )
    const sales = tab(new IDBFactory(), server.fetch)
    const queued = Array.from({ length: 45 }, (_, i) => entry(i + 1, i))
    for (const sale of queued) await sales.enqueue(sale)
    expect(await sales.flush()).toMatchObject({
      sent: 44,
      refused: [{ id: refusedId, error: 'Incorrect Payment Method' }],
      stopped: null,
      left: 1,
    })
    expect(server.requests.map((request) => request.length)).toEqual([20, 20, 5])
    expect(server.requests.flat()).toEqual(queued.map((sale) => sale.id))
    expect((await sales.pending()).sales).toMatchObject([
      { id: refusedId, attempts: 1, error: 'Incorrect Payment Method' },
    ])
  })

  it('keeps a whole batch queued when the server fails it or cannot be reached, and sends it again whole', async () => {
    let mode: 'fail' | 'drop' | 'ok' = 'fail'
    const server = fakeServer(() => {
      if (mode === 'fail') return new Response('oops', { status: 503 })
      return mode === 'drop' ? 'drop' : null
    })
    const sales = tab(new IDBFactory(), server.fetch)
    for (const n of [1, 2, 3]) await sales.enqueue(entry(n))
    expect(await sales.flush()).toMatchObject({ stopped: 'server-error', sent: 0, left: 3 })
    mode = 'drop'
    expect(await sales.flush()).toMatchObject({ stopped: 'offline', sent: 0, left: 3 })
    expect((await sales.pending()).sales.map((sale) => sale.attempts)).toEqual([2, 2, 2])
    mode = 'ok'
    expect(await sales.flush()).toMatchObject({ sent: 3, left: 0 })
    expect(server.posts.slice(-3)).toMatchObject([1, 2, 3].map((n) => ({ id: entry(n).id, offline: true })))
  })

  it('sends one sale at a time to a server without batches, up to the first it cannot deliver', async () => {
    const stored = new Map<string, number>()
    const singles: string[] = []
    let reachable = 2
    const fetch = async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/proxy/sales/batch.json')) return new Response('Not Found', { status: 404 })
      if (reachable-- <= 0) throw new TypeError('Failed to fetch')
      const sale = JSON.parse(String(init?.body)) as { id: string }
      singles.push(sale.id)
      if (!stored.has(sale.id)) stored.set(sale.id, stored.size + 1)
      return Response.json({ id: stored.get(sale.id), replayed: false })
    }
    const sales = tab(new IDBFactory(), fetch)
    for (const n of [1, 2, 3]) await sales.enqueue(entry(n))
    expect(await sales.flush()).toMatchObject({ sent: 2, stopped: 'offline', left: 1 })
    reachable = 10
    expect(await sales.flush()).toMatchObject({ sent: 1, left: 0 })
    expect(singles).toEqual([1, 2, 3].map((n) => entry(n).id))
  })

  it('makes receipt numbers that never repeat on one register, across tabs, past what the server has', async () => {
    const profile = new IDBFactory()
    const a = tab(profile, fakeServer().fetch)
    const b = tab(profile, fakeServer().fetch)
    const numbers = await Promise.all([
      a.nextReceiptNumber('1', 'R1'),
      b.nextReceiptNumber('1', 'R1'),
      a.nextReceiptNumber('1', 'R1'),
    ])
    expect(new Set(numbers).size).toBe(3)
    expect(await b.nextReceiptNumber('1', 'R1', 'R1-000041')).toBe('R1-000042')
    expect(await a.nextReceiptNumber('2', 'R2')).toBe('R2-000001')
  })

  it('keeps the sale being built until it is queued', async () => {
    const profile = new IDBFactory()
    const sales = tab(profile, fakeServer().fetch)
    await sales.saveCurrent('r1', { id: 'x', lines: [{ id: 'l1' }] })
    expect(await tab(profile, fakeServer().fetch).current('r1')).toEqual({ id: 'x', lines: [{ id: 'l1' }] })
    await sales.saveCurrent('r1', null)
    expect(await sales.current('r1')).toBeNull()
  })
})
