// Sales the server stores (issue 8): queue.flush.node, 1,000 sales delivered by one register one after another as
// its queue flushes them but posted over HTTP from Node (POST /api/proxy/sale.json, no browser; queue.flush itself,
// through the register's IndexedDB queue in Chromium, is in chain.bench.ts), and sales per second
// stored from 8 concurrent registers, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/pos_bench, recreated per run; skipped with an error line when unreachable).
// The registers post from a child process, as separate devices would, so that the server's event loop serves
// sales and does not also run 8 HTTP clients (BENCH_CLIENT=same-thread posts from the server's thread, as this
// bench did before 2026-11-21 21:30 UTC). sales.cpu says what a sale cost in CPU time, which a shared machine
// disturbs far less than the rate: the server process, and on PostgreSQL the database's backends (from /proc).
// One JSON line per figure: {"name","value","unit","baseline","ratio","target"}.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '@pos/server'
import { saleBody } from '../../packages/server/src/register/test-fixtures.ts'

type Register = { id: number; store_id: number | null }
/** What the registers need to post: the server, a signed-in session, and the company's registers, cash and item. */
type Till = { url: string; cookie: string; registers: Register[]; cashId: number; itemId: number }
type Round = { till: Till; registers: number; perRegister: number }
/** CPU ms of a round: the server process (user + system), the PostgreSQL backends serving it, the registers. */
type Cpu = { server: number; database: number | null; registers: number | null }

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
  const registersProcess = await startRegisters()
  const clients = registersProcess ? 'own process' : 'server thread'
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
    // Warm: the pool's connections open and its statements prepared, as in a server that has been serving.
    await postRound(registersProcess, label, { till, registers: REGISTERS, perRegister: 5 })
    // One register's queue: every sale posted after the previous one is stored.
    step(`${label}: ${SALES} sales from one register`)
    const { ms: sequential } = await postRound(registersProcess, label, {
      till,
      registers: 1,
      perRegister: SALES,
    })
    print({
      name: 'queue.flush.node',
      database: label,
      value: Math.round(sequential),
      unit: 'ms',
      baseline: null,
      target: '<20000',
      sales: SALES,
      how: 'HTTP from Node, one at a time',
      clients,
    })
    step(`${label}: ${SALES} sales from ${REGISTERS} registers at once`)
    const perRegister = Math.ceil(SALES / REGISTERS)
    const { ms: concurrent, cpu } = await postRound(registersProcess, label, {
      till,
      registers: REGISTERS,
      perRegister,
    })
    const stored = perRegister * REGISTERS
    const perSecond = Math.round(stored / (concurrent / 1000))
    print({
      name: 'sales.per_second',
      database: label,
      value: perSecond,
      unit: 'sales/s',
      baseline: Math.round(SALES / (sequential / 1000)),
      target: label === 'postgresql' ? '>=1000' : 'n/a',
      registers: REGISTERS,
      clients,
    })
    const serverMs = cpu.server / stored
    const databaseMs = cpu.database === null ? null : cpu.database / stored
    const registersMs = cpu.registers === null ? null : cpu.registers / stored
    print({
      name: 'sales.cpu',
      database: label,
      value: Math.round((serverMs + (databaseMs ?? 0)) * 1000) / 1000,
      unit: 'ms CPU per sale',
      baseline: null,
      target: '',
      server_ms: Math.round(serverMs * 1000) / 1000,
      database_ms: databaseMs === null ? null : Math.round(databaseMs * 1000) / 1000,
      // The bench's own HTTP clients, on the same machine (not in value).
      registers_ms: registersMs === null ? null : Math.round(registersMs * 1000) / 1000,
      // What 2 idle cores could store: the server's one thread and the database each need their share.
      capacity_2_cores:
        databaseMs === null
          ? Math.round(1000 / serverMs)
          : Math.round(Math.min(1000 / serverMs, 2000 / (serverMs + databaseMs))),
      registers: REGISTERS,
      clients,
    })
  } finally {
    registersProcess?.kill()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Posts `perRegister` sales from each of `registers` registers at once, each after the previous one is stored. */
/**
 * One POST over a kept-alive connection with node:http: the registers share the machine with the server and the
 * database, and fetch cost them about 0.9 ms of CPU a sale (more than the server's own work on PostgreSQL).
 */
function postJson(
  agent: Agent,
  url: URL,
  cookie: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Posts `perRegister` sales from each of `registers` registers at once, each after the previous one is stored. */
async function postSales({ till, registers, perRegister }: Round): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: registers })
  const url = new URL('/api/proxy/sale.json', till.url)
  const post = async (register: Register) => {
    const body = saleBody({ store: register.store_id!, register: register.id, method: till.cashId }, [
      { quantity: 1, price: 2500, itemId: till.itemId },
      { quantity: 2, price: 1000, itemId: till.itemId },
    ])
    // Unique whichever process posts (saleBody numbers receipts per module instance).
    const sale = { ...body, id: crypto.randomUUID(), receipt_number: `R${crypto.randomUUID()}` }
    const response = await postJson(agent, url, till.cookie, JSON.stringify(sale))
    if (response.status !== 200) throw new Error(`sale.json answered ${response.status}: ${response.text}`)
  }
  const started = performance.now()
  await Promise.all(
    Array.from({ length: registers }, async (_, r) => {
      const register = till.registers[r % till.registers.length]!
      for (let i = 0; i < perRegister; i++) await post(register)
    }),
  )
  const ms = performance.now() - started
  agent.destroy()
  return ms
}

const sameThread = process.env.BENCH_CLIENT === 'same-thread'
const ROLE_REGISTERS = 'registers'

/** The registers' own process (or none with BENCH_CLIENT=same-thread): it posts a round when asked. */
async function startRegisters(): Promise<ChildProcess | undefined> {
  if (sameThread) return undefined
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename], {
    env: { ...process.env, BENCH_ROLE: ROLE_REGISTERS },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  await reply(child)
  return child
}

/** The next message of the registers' process (an error when it stops first). */
type Reply = { ready?: true; ms?: number; cpu?: number; error?: string }
function reply(child: ChildProcess): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const stopped = (code: number | null) => reject(new Error(`the registers' process stopped (${code})`))
    child.once('exit', stopped)
    child.once('message', (message: Reply) => {
      child.off('exit', stopped)
      resolve(message)
    })
  })
}

/** CPU seconds per clock tick of /proc/<pid>/stat. */
const CLOCK_TICK_MS =
  1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100)

/**
 * CPU ms so far of each PostgreSQL backend serving the bench's database, found by its process title
 * (`postgres: ... <user> <database> <host>`) on this machine (Linux); undefined on PGlite or elsewhere.
 */
function databaseCpu(label: 'pglite' | 'postgresql'): Map<number, number> | undefined {
  if (label !== 'postgresql' || process.platform !== 'linux') return undefined
  const target = new URL(postgresUrl)
  const title = ` ${target.username || 'postgres'} ${target.pathname.slice(1)} `
  const cpu = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(title)) continue
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS)
    } catch {
      // A process that just ended, or one of another user: not counted.
    }
  }
  return cpu
}

/** Posts a round from the registers' process (or this thread): its ms, and the CPU it cost here and in the database. */
async function postRound(
  registersProcess: ChildProcess | undefined,
  label: 'pglite' | 'postgresql',
  round: Round,
): Promise<{ ms: number; cpu: Cpu }> {
  const usage = process.cpuUsage()
  const before = databaseCpu(label)
  let ms: number
  let registersMs: number | null = null
  if (!registersProcess) ms = await postSales(round)
  else {
    const answer = reply(registersProcess)
    registersProcess.send(round)
    const message = await answer
    if (message.error !== undefined) throw new Error(message.error)
    ms = message.ms!
    registersMs = message.cpu ?? null
  }
  const used = process.cpuUsage(usage)
  const after = databaseCpu(label)
  let databaseMs: number | null = null
  if (before && after) {
    databaseMs = 0
    for (const [pid, total] of after) databaseMs += total - (before.get(pid) ?? 0)
  }
  return {
    ms,
    cpu: { server: (used.user + used.system) / 1000, database: databaseMs, registers: registersMs },
  }
}

if (process.env.BENCH_ROLE === ROLE_REGISTERS) {
  process.on('message', (round: Round) => {
    const usage = process.cpuUsage()
    postSales(round).then(
      (ms) => {
        const used = process.cpuUsage(usage)
        process.send!({ ms, cpu: (used.user + used.system) / 1000 })
      },
      (error: Error) => process.send!({ error: error.message }),
    )
  })
  process.send!({ ready: true })
} else {
  // BENCH_DATABASES=postgresql (or pglite) measures one of them.
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',')
  for (const label of (['pglite', 'postgresql'] as const).filter((name) => databases.includes(name))) {
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
