// Sales the server stores (issue 8): queue.flush.node, 1,000 sales delivered by one register one after another as
// its queue flushes them but posted over HTTP from Node (POST /api/proxy/sale.json, no browser; queue.flush itself,
// through the register's IndexedDB queue in Chromium, is in chain.bench.ts), and sales per second
// stored from 8 concurrent registers, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/pos_bench, recreated per run; skipped with an error line when unreachable).
// The registers post from a worker thread, as separate devices would, so that the server's event loop serves
// sales and does not also run 8 HTTP clients (BENCH_CLIENT=same-thread posts from the server's thread, as this
// bench did before 2026-11-21 21:30 UTC).
// One JSON line per figure: {"name","value","unit","baseline","ratio","target"}.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { startServer } from '@pos/server'
import { saleBody } from '../../packages/server/src/register/test-fixtures.ts'

type Register = { id: number; store_id: number | null }
/** What the registers need to post: the server, a signed-in session, and the company's registers, cash and item. */
type Till = { url: string; cookie: string; registers: Register[]; cashId: number; itemId: number }
type Round = { till: Till; registers: number; perRegister: number }

const root = join(import.meta.dirname, '../..')
const SALES = Number(process.env.BENCH_SALES ?? 1000)
const REGISTERS = 8
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pos_bench'
const step = (text: string) => process.stderr.write(`[bench] ${new Date().toISOString()} ${text}\n`)
const print = (figure: Record<string, unknown>) => {
  const { value, baseline } = figure as { value: number | null; baseline: number | null }
  const ratio = value !== null && baseline ? Math.round((value / baseline) * 100) / 100 : null
  process.stdout.write(`${JSON.stringify({ ratio, ...figure })}\n`)
}

async function run(label: 'pglite' | 'postgresql') {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-bench-sales-'))
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  }
  if (label === 'postgresql') {
    const base = new URL(postgresUrl)
    const name = base.pathname.slice(1)
    for (const sql of [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]) {
      const result = spawnSync(
        'psql',
        [
          '-h',
          base.hostname,
          '-p',
          base.port || '5432',
          '-U',
          base.username || 'postgres',
          '-d',
          'postgres',
          '-c',
          sql,
        ],
        { encoding: 'utf8' },
      )
      if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error?.message}`)
    }
    env.DATABASE_URL = postgresUrl
  }
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/seed/main.ts', '--products', '1000', '--items', '3'],
    { cwd: root, env, encoding: 'utf8' },
  )
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`)
  const server = await startServer({
    port: 0,
    ...(label === 'postgresql' ? { databaseUrl: postgresUrl } : { dataDir }),
    logLevel: 'silent',
    hostname: '127.0.0.1',
  })
  const url = server.url.replace('localhost', '127.0.0.1')
  try {
    await fetch(`${url}/api/sessions/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com' }),
    })
    const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { to: string; text: string }[]
    const code = /\b\d{6}\b/.exec(outbox.find((m) => m.to === 'demo@example.com')?.text ?? '')?.[0]
    const verified = await fetch(`${url}/api/sessions/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', code }),
    })
    const cookie = /pos_session=[^;]+/.exec(verified.headers.get('set-cookie') ?? '')?.[0] ?? ''
    const { db } = server.database
    const owner = await db
      .selectFrom('users')
      .select(['company_id'])
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow()
    const registers = await db
      .selectFrom('registers')
      .select(['id', 'store_id'])
      .where('company_id', '=', owner.company_id)
      .orderBy('id')
      .execute()
    const methods = await db
      .selectFrom('payment_methods')
      .select(['id', 'name'])
      .where('company_id', '=', owner.company_id)
      .execute()
    const cash = methods.find((method) => method.name === 'Cash') ?? methods[0]!
    const item = await db
      .selectFrom('items')
      .select(['id'])
      .where('company_id', '=', owner.company_id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const till: Till = { url, cookie, registers, cashId: cash.id, itemId: Number(item.id) }
    // One register's queue: every sale posted after the previous one is stored.
    await postRound({ till, registers: 1, perRegister: 1 })
    step(`${label}: ${SALES} sales from one register`)
    const sequential = await postRound({ till, registers: 1, perRegister: SALES })
    print({
      name: 'queue.flush.node',
      database: label,
      value: Math.round(sequential),
      unit: 'ms',
      baseline: null,
      target: '<20000',
      sales: SALES,
      how: 'HTTP from Node, one at a time',
      clients: sameThread ? 'server thread' : 'worker thread',
    })
    step(`${label}: ${SALES} sales from ${REGISTERS} registers at once`)
    const perRegister = Math.ceil(SALES / REGISTERS)
    const concurrent = await postRound({ till, registers: REGISTERS, perRegister })
    const perSecond = Math.round((perRegister * REGISTERS) / (concurrent / 1000))
    print({
      name: 'sales.per_second',
      database: label,
      value: perSecond,
      unit: 'sales/s',
      baseline: Math.round(SALES / (sequential / 1000)),
      target: label === 'postgresql' ? '>=1000' : 'n/a',
      registers: REGISTERS,
      clients: sameThread ? 'server thread' : 'worker thread',
    })
  } finally {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Posts `perRegister` sales from each of `registers` registers at once, each after the previous one is stored. */
async function postSales({ till, registers, perRegister }: Round): Promise<number> {
  const post = async (register: Register) => {
    const body = saleBody({ store: register.store_id!, register: register.id, method: till.cashId }, [
      { quantity: 1, price: 2500, itemId: till.itemId },
      { quantity: 2, price: 1000, itemId: till.itemId },
    ])
    const response = await fetch(`${till.url}/api/proxy/sale.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: till.cookie },
      // Unique whichever thread posts (saleBody numbers receipts per module instance).
      body: JSON.stringify({ ...body, id: crypto.randomUUID(), receipt_number: `R${crypto.randomUUID()}` }),
    })
    if (!response.ok) throw new Error(`sale.json answered ${response.status}: ${await response.text()}`)
    await response.arrayBuffer()
  }
  const started = performance.now()
  await Promise.all(
    Array.from({ length: registers }, async (_, r) => {
      const register = till.registers[r % till.registers.length]!
      for (let i = 0; i < perRegister; i++) await post(register)
    }),
  )
  return performance.now() - started
}

const sameThread = process.env.BENCH_CLIENT === 'same-thread'

/** The ms a round took, posted from a worker thread (or from this thread with BENCH_CLIENT=same-thread). */
async function postRound(round: Round): Promise<number> {
  if (sameThread) return postSales(round)
  // A worker thread does not inherit tsx's loader: it loads this file through tsx's API.
  const load = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`
  const worker = new Worker(load, { eval: true, workerData: round })
  try {
    return await new Promise<number>((resolve, reject) => {
      worker.once('message', (message: { ms?: number; error?: string }) =>
        message.error === undefined ? resolve(message.ms!) : reject(new Error(message.error)),
      )
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`the registers' thread stopped (${code})`)))
    })
  } finally {
    await worker.terminate()
  }
}

if (!isMainThread) {
  try {
    parentPort!.postMessage({ ms: await postSales(workerData as Round) })
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message })
  }
} else {
  for (const label of ['pglite', 'postgresql'] as const) {
    try {
      await run(label)
    } catch (error) {
      step(`${label} failed: ${(error as Error).stack}`)
      for (const name of ['queue.flush.node', 'sales.per_second']) {
        print({
          name,
          database: label,
          value: null,
          unit: '',
          baseline: null,
          target: '',
          error: (error as Error).message.slice(0, 300),
        })
      }
    }
  }
}
