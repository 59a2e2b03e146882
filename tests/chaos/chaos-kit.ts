// What the chaos runs share (issue 17): the server as `npm start` runs it, a company set up over HTTP, a
// register's queue that keeps to the queue's contract (ARCHITECTURE.md, "Offline queue": a sale stays queued until
// an answer carries its id and is sent again with the same client-made id after a dropped connection or any 5xx;
// a 4xx is a refusal), and the count at the end: every sale made stored exactly once, its stock moved once, its
// journal posted once, and the books balanced.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type DatabaseOptions, openDatabase } from '../../packages/server/src/db/open-database.ts'
import { saleBody } from '../../packages/server/src/register/test-fixtures.ts'
import { SALES_PER_REQUEST } from '../../packages/sync-worker/src/queue/flush.ts'

const root = join(import.meta.dirname, '../..')

export type Queued = ReturnType<typeof saleBody>

export type ChaosCounts = {
  made: number
  stored: number
  duplicates: number
  lost: number
  /** Items whose stock movements do not add up to what the stored sales sold. */
  stockMismatches: number
  /** Stored sales without exactly one journal. */
  unposted: number
  /** The sum of every journal line of the company in cents: 0 when the books balance. */
  booksImbalance: number
  /** Posts that failed (connection refused or cut, or a 503) and were sent again. */
  retries: number
  /** 500 answers: a bug, never a reason to give up a sale (the register sends it again). */
  serverErrors: number
  /** Answers 4xx: a sale the server refused. */
  refused: number
}

/** A seeded pseudo-random sequence in [0, 1) (mulberry32): the same seed gives the same timings. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export type Server = { url: string; child: ChildProcess; exited: Promise<void> }

/** The server as `npm start` runs it (the built main.mjs when there is one), on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<Server> {
  const built = join(root, 'packages/server/dist/main.mjs')
  const args = existsSync(built) ? [built] : ['--import', 'tsx', 'packages/server/src/main.ts']
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'error', NODE_ENV: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const message = await new Promise<{ listening: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server stopped while starting (${code})`)))
    child.once('message', (answer: { listening: string }) => resolve(answer))
  })
  return { url: message.listening.replace('localhost', '127.0.0.1'), child, exited }
}

async function call(url: string, path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const answer = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
  return { answer, response }
}

export type Company = {
  cookie: string
  companyId: number
  place: { store: number; register: number; method: number }
}

/** A company with a store, a register and its cash method, made over HTTP as a person would. */
export async function setUpCompany(url: string): Promise<Company> {
  const email = `chaos.${Date.now()}@example.com`
  await call(url, '/api/sessions/register', '', {
    company_name: 'Chaos',
    first_name: 'Kim',
    last_name: 'Chaos',
    email,
    currency: 'AUD',
  })
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { to: string; text: string }[]
  const code = /\b\d{6}\b/.exec(outbox.find((m) => m.to === email)?.text ?? '')?.[0]
  const { response, answer } = await call(url, '/api/sessions/register/verify', '', { email, code })
  const cookie = /pos_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? ''
  const companyId = (answer as { company: { id: number } }).company.id
  const store = (await call(url, '/api/proxy/stores.json', cookie, { name: 'Chaos store' })).answer as {
    store: { id: number }
  }
  const template = (await call(url, '/api/proxy/registertemplates.json', cookie, { name: 'Chaos template' }))
    .answer as { registertemplate: { id: number } }
  const register = (
    await call(url, `/api/proxy/store/${store.store.id}/registers.json`, cookie, {
      name: 'Chaos register',
      register_template_id: template.registertemplate.id,
    })
  ).answer as { register: { id: number } }
  const methods = (await call(url, '/api/proxy/paymentmethods.json', cookie)).answer as {
    paymentmethods: { id: number; name: string }[]
  }
  const method = methods.paymentmethods.find((m) => m.name === 'Cash')!.id
  return { cookie, companyId, place: { store: store.store.id, register: register.register.id, method } }
}

/** A register's queue: sales made, and the posts that deliver them. */
export function registerQueue(company: Company, seed: number, random: () => number) {
  const made: Queued[] = []
  const queue: Queued[] = []
  const counts = { retries: 0, serverErrors: 0, refused: 0 }
  return {
    made,
    counts,
    /** Makes 1-4 sales of 1-3 units of items 1-3 and queues them; gives how many. */
    makeSales(): number {
      const count = 1 + Math.floor(random() * 4)
      for (let i = 0; i < count; i += 1) {
        const lines = [
          { quantity: 1 + Math.floor(random() * 3), price: 500, itemId: 1 + Math.floor(random() * 3) },
        ]
        const sale = saleBody(company.place, lines, { receipt_number: `CH-${seed}-${made.length + 1}` })
        made.push(sale)
        queue.push(sale)
      }
      return count
    },
    /**
     * Posts the queue's head, SALES_PER_REQUEST sales a request, until the queue is empty, sending a batch again
     * after a failure, as the register does.
     */
    async flush(serverUrl: () => Promise<string>) {
      while (queue.length > 0) {
        const batch = queue.slice(0, SALES_PER_REQUEST)
        let status: number
        let results: unknown
        try {
          const response = await fetch(`${await serverUrl()}/api/proxy/sales/batch.json`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: company.cookie },
            body: JSON.stringify({ sales: batch }),
          })
          status = response.status
          results = ((await response.json()) as { results?: unknown }).results
        } catch {
          counts.retries += 1
          await new Promise((resolve) => setTimeout(resolve, 20))
          continue
        }
        if (status === 200 && Array.isArray(results) && results.length === batch.length) {
          counts.refused += results.filter((result) => (result as { id?: unknown }).id === undefined).length
          queue.splice(0, batch.length)
        } else if (status >= 500 || status === 409) {
          if (status === 500) counts.serverErrors += 1
          counts.retries += 1
          await new Promise((resolve) => setTimeout(resolve, 20))
        } else {
          counts.refused += batch.length
          queue.splice(0, batch.length)
        }
      }
    },
  }
}

/** Compares what was made with what the database holds, once the server has stopped. */
export async function countStored(
  database: DatabaseOptions,
  companyId: number,
  made: readonly Queued[],
): Promise<Omit<ChaosCounts, 'retries' | 'serverErrors' | 'refused'>> {
  const handle = await openDatabase(database)
  try {
    const { db } = handle
    const sales = await db
      .selectFrom('sales')
      .select(['id', 'receipt_number'])
      .where('company_id', '=', companyId)
      .execute()
    const receipts = new Set(sales.map((sale) => sale.receipt_number))
    const lost = made.filter((sale) => !receipts.has(sale.receipt_number)).length
    const movements = await db
      .selectFrom('stock_ledger')
      .select(['item_id', (eb) => eb.fn.sum<string | number>('quantity').as('quantity')])
      .where('company_id', '=', companyId)
      .where('reason', 'in', ['sale', 'return'])
      .groupBy('item_id')
      .execute()
    const sold = new Map<number, number>()
    for (const sale of made) {
      for (const line of sale.lines) {
        const item = Number(line.item_id)
        sold.set(item, (sold.get(item) ?? 0) - line.quantity)
      }
    }
    const moved = new Map(movements.map((row) => [Number(row.item_id), Number(row.quantity)]))
    const items = new Set([...sold.keys(), ...moved.keys()])
    const stockMismatches = [...items].filter(
      (item) => (sold.get(item) ?? 0) !== (moved.get(item) ?? 0),
    ).length
    const journals = await db
      .selectFrom('journals')
      .select(['source_id', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('company_id', '=', companyId)
      .where('source_kind', '=', 'sale')
      .groupBy('source_id')
      .execute()
    const postedOnce = new Set(
      journals.filter((row) => Number(row.count) === 1).map((row) => String(row.source_id)),
    )
    const unposted = sales.filter((sale) => !postedOnce.has(String(sale.id))).length
    const total = await db
      .selectFrom('journal_lines')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), eb.lit(0)).as('sum'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow()
    return {
      made: made.length,
      stored: sales.length,
      duplicates: sales.length - receipts.size,
      lost,
      stockMismatches,
      unposted,
      booksImbalance: Number(total.sum),
    }
  } finally {
    await handle.close()
    // Kysely's destroy does not wait for PGlite to finish with its folder; a caller may remove it next.
    if (handle.pglite && !handle.pglite.closed) await handle.pglite.close()
  }
}
