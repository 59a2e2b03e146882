// Chaos, measured (issue 17): a register's queue flushes to the real server process while the server is killed
// with SIGKILL at a random moment and started again on the same data folder, `kills` times. The register keeps
// to the queue's contract (ARCHITECTURE.md, "Offline queue"): a sale stays queued until an answer carries its
// id, and is sent again, with the same client-made id, after any failure. At the end every sale made must be
// stored exactly once (count and receipt numbers compared) and the stock movements must agree with the sales.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../packages/server/src/db/open-database.ts'
import { saleBody } from '../../packages/server/src/register/test-fixtures.ts'

const root = join(import.meta.dirname, '../..')

export type ChaosResult = {
  kills: number
  made: number
  stored: number
  duplicates: number
  lost: number
  /** Items whose stock movements do not add up to what the stored sales sold. */
  stockMismatches: number
  /** Posts that failed (connection refused or cut) and were sent again. */
  retries: number
  /** Answers other than 200 that were not a failure of the connection: a sale the server refused. */
  refused: number
  seconds: number
}

/** A seeded pseudo-random sequence in [0, 1) (mulberry32): the same seed gives the same kill timings. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

type Server = { url: string; child: ChildProcess; exited: Promise<void> }

/** The server as `npm start` runs it (the built main.mjs when there is one), on a free port. */
async function startServerProcess(dataDir: string): Promise<Server> {
  const built = join(root, 'packages/server/dist/main.mjs')
  const args = existsSync(built) ? [built] : ['--import', 'tsx', 'packages/server/src/main.ts']
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'error', NODE_ENV: '' },
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

/** A company with a store, a register and its cash method, made over HTTP as a person would. */
async function setUpCompany(url: string) {
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

type Queued = ReturnType<typeof saleBody>

/**
 * Kills the server `kills` times while the register's queue flushes; returns what was made and what was
 * stored. `onRound` hears the progress.
 */
export async function serverKillChaos(options: {
  kills: number
  seed: number
  onRound?: (round: number, made: number) => void
}): Promise<ChaosResult> {
  const started = performance.now()
  const random = randomFrom(options.seed)
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-chaos-'))
  let server = await startServerProcess(dataDir)
  const { cookie, companyId, place } = await setUpCompany(server.url)
  const made: Queued[] = []
  const queue: Queued[] = []
  let retries = 0
  let refused = 0

  /** Posts the queue's head until the queue is empty; a failed post is sent again once the server is back. */
  async function flush(serverUp: () => Promise<string>) {
    while (queue.length > 0) {
      const sale = queue[0]!
      let status: number
      let id: unknown
      try {
        const response = await fetch(`${await serverUp()}/api/proxy/sale.json`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(sale),
        })
        status = response.status
        id = ((await response.json()) as { id?: unknown }).id
      } catch {
        retries += 1
        continue
      }
      if (status === 200 && id !== undefined) queue.shift()
      else if (status === 409 || status === 503) retries += 1
      else {
        refused += 1
        queue.shift()
      }
    }
  }

  try {
    // The server the register reaches: replaced, in the same tick as the kill, by the one starting after it.
    let current: Promise<Server> = Promise.resolve(server)
    for (let round = 1; round <= options.kills; round += 1) {
      const count = 1 + Math.floor(random() * 4)
      for (let i = 0; i < count; i += 1) {
        const lines = [
          { quantity: 1 + Math.floor(random() * 3), price: 500, itemId: 1 + Math.floor(random() * 3) },
        ]
        const sale = saleBody(place, lines, { receipt_number: `CH-${options.seed}-${made.length + 1}` })
        made.push(sale)
        queue.push(sale)
      }
      // The kill lands anywhere from before the first post to after the last (a post takes a few ms).
      const killAfterMs = random() * count * 12
      const flushing = flush(async () => (await current).url)
      await new Promise((resolve) => setTimeout(resolve, killAfterMs))
      const killed = server
      killed.child.kill('SIGKILL')
      current = killed.exited.then(() => startServerProcess(dataDir))
      server = await current
      await flushing
      options.onRound?.(round, made.length)
    }
    server.child.kill('SIGTERM')
    await server.exited
    const database = await openDatabase({ dataDir })
    try {
      const { db } = database
      const sales = await db
        .selectFrom('sales')
        .select(['receipt_number', 'client_id'])
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
      return {
        kills: options.kills,
        made: made.length,
        stored: sales.length,
        duplicates: sales.length - receipts.size,
        lost,
        stockMismatches,
        retries,
        refused,
        seconds: Math.round((performance.now() - started) / 100) / 10,
      }
    } finally {
      await database.close()
      // Kysely's destroy does not wait for PGlite to finish with its folder; the folder is removed next.
      if (database.pglite && !database.pglite.closed) await database.pglite.close()
    }
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
}
