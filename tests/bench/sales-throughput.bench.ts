// Sales the server stores (issue 8): queue.flush.node, 1,000 sales delivered by one register one after another as
// its queue flushes them but posted over HTTP from Node (POST /api/proxy/sale.json, no browser; queue.flush itself,
// through the register's IndexedDB queue in Chromium, is in chain.bench.ts), and sales per second
// stored from 8 concurrent registers, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/pos_bench, recreated per run; skipped with an error line when unreachable).
// The server runs as `npm start` runs it, in processes of its own (packages/server/src/main.ts: on PostgreSQL
// SERVER_PROCESSES of them, one per CPU by default; the bench passes SERVER_PROCESSES through), and the registers
// post from this process, as separate devices would. sales.cpu says what a sale cost in CPU time, which a shared
// machine disturbs far less than the rate: the server's processes, on PostgreSQL the database's backends (both
// from /proc), and the registers (this process). LOG_LEVEL is warn unless BENCH_LOG_LEVEL says otherwise.
// One JSON line per figure: {"name","value","unit","baseline","ratio","target"}.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DatabaseHandle, openDatabase } from '../../packages/server/src/db/open-database.ts'
import { saleBody } from '../../packages/server/src/register/test-fixtures.ts'
import { SALES_PER_REQUEST } from '../../packages/sync-worker/src/queue/flush.ts'
import { demoCashAndFirstItem } from '../e2e/demo-register.ts'

type Register = { id: number; store_id: number | null }
/** What the registers need to post: the server, a signed-in session, and the company's registers, cash and item. */
type Till = { url: string; cookie: string; registers: Register[]; cashId: number; itemId: number }
/** `batch`: sales a request, with POST /api/proxy/sales/batch.json as the register's queue sends them. */
type Round = { till: Till; registers: number; perRegister: number; batch?: number }
/** CPU ms of a round: the server's processes (user + system), the PostgreSQL backends serving it, the registers. */
type Cpu = { server: number; database: number | null; registers: number }
/** The server's main process: where it listens, how many processes serve, and its stop. */
type ServerProcess = { url: string; pid: number; processes: number; stop(): Promise<void> }

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
  // What the registers post: read before the server starts (PGlite's data folder is the server's alone then).
  const database = await openDatabase(label === 'postgresql' ? { databaseUrl: postgresUrl } : { dataDir })
  const facts = await tillFacts(database).finally(() => database.close())
  const server = await startServerProcess(env)
  const url = server.url.replace('localhost', '127.0.0.1')
  const clients = 'own process'
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
    const till: Till = { url, cookie, ...facts }
    // Warm: every process's pool connections open, its statements prepared and its code compiled, as in a server
    // that has been serving.
    await postRound(server, label, { till, registers: REGISTERS, perRegister: 25 })
    // One register's queue: every sale posted after the previous one is stored.
    step(`${label}: ${SALES} sales from one register`)
    const { ms: sequential } = await postRound(server, label, {
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
    // The same from the register's queue as it sends it: SALES_PER_REQUEST sales a request.
    step(`${label}: ${SALES} sales from one register, ${SALES_PER_REQUEST} a request`)
    const batched = await postRound(server, label, {
      till,
      registers: 1,
      perRegister: SALES,
      batch: SALES_PER_REQUEST,
    })
    print({
      name: 'queue.flush.node.batched',
      database: label,
      value: Math.round(batched.ms),
      unit: 'ms',
      baseline: Math.round(sequential),
      target: '<20000',
      sales: SALES,
      how: `HTTP from Node, ${SALES_PER_REQUEST} sales a request (POST /api/proxy/sales/batch.json); baseline one at a time`,
      server_ms_per_sale: Math.round((batched.cpu.server / SALES) * 1000) / 1000,
      database_ms_per_sale:
        batched.cpu.database === null ? null : Math.round((batched.cpu.database / SALES) * 1000) / 1000,
      clients,
    })
    step(`${label}: ${SALES} sales from ${REGISTERS} registers at once`)
    const perRegister = Math.ceil(SALES / REGISTERS)
    const { ms: concurrent, cpu } = await postRound(server, label, {
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
      server_processes: server.processes,
      clients,
    })
    const serverMs = cpu.server / stored
    const databaseMs = cpu.database === null ? null : cpu.database / stored
    const registersMs = cpu.registers / stored
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
      registers_ms: Math.round(registersMs * 1000) / 1000,
      // What 2 idle cores could store: each server process is one thread; it and the database share the cores.
      capacity_2_cores: Math.round(
        Math.min((Math.min(server.processes, 2) * 1000) / serverMs, 2000 / (serverMs + (databaseMs ?? 0))),
      ),
      registers: REGISTERS,
      server_processes: server.processes,
      clients,
    })
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

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

/**
 * Posts `perRegister` sales from each of `registers` registers at once, each after the previous one is stored
 * (or `batch` at a time, each batch after the previous one is answered).
 */
async function postSales({ till, registers, perRegister, batch }: Round): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: registers })
  const url = new URL(batch ? '/api/proxy/sales/batch.json' : '/api/proxy/sale.json', till.url)
  const sale = (register: Register) => {
    const body = saleBody({ store: register.store_id!, register: register.id, method: till.cashId }, [
      { quantity: 1, price: 2500, itemId: till.itemId },
      { quantity: 2, price: 1000, itemId: till.itemId },
    ])
    // Unique whichever process posts (saleBody numbers receipts per module instance).
    return { ...body, id: crypto.randomUUID(), receipt_number: `R${crypto.randomUUID()}` }
  }
  const post = async (register: Register, count: number) => {
    const sales = Array.from({ length: count }, () => sale(register))
    const body = JSON.stringify(batch ? { sales } : sales[0])
    const response = await postJson(agent, url, till.cookie, body)
    if (response.status !== 200)
      throw new Error(`${url.pathname} answered ${response.status}: ${response.text}`)
    if (batch) {
      const { results } = JSON.parse(response.text) as { results: { id?: number }[] }
      if (results.some((result) => result.id === undefined))
        throw new Error(`a sale was refused: ${response.text}`)
    }
  }
  const started = performance.now()
  await Promise.all(
    Array.from({ length: registers }, async (_, r) => {
      const register = till.registers[r % till.registers.length]!
      for (let i = 0; i < perRegister; i += batch ?? 1)
        await post(register, Math.min(batch ?? 1, perRegister - i))
    }),
  )
  const ms = performance.now() - started
  agent.destroy()
  return ms
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

/** CPU ms so far of a process and each of its descendants (the server's cluster workers), from /proc (Linux). */
function processTreeCpu(root: number): Map<number, number> {
  const stats = new Map<number, { parent: number; ms: number }>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // Fields after the command's closing parenthesis: the parent is the 2nd, utime and stime the 12th and 13th.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')
      stats.set(Number(entry), {
        parent: Number(fields[1]),
        ms: (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS,
      })
    } catch {
      // A process that just ended.
    }
  }
  const cpu = new Map<number, number>()
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.parent) {
      if (at === root) return true
    }
    return false
  }
  for (const [pid, { ms }] of stats) if (inTree(pid)) cpu.set(pid, ms)
  return cpu
}

/**
 * Starts the server as `npm start` does (main.ts in a process of its own, its settings from the environment) on
 * a free port, and waits until every one of its processes listens (main.ts says so over IPC).
 */
async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // BENCH_SERVER_NODE_ARGS: more node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const main = [...extra, '--import', 'tsx', 'packages/server/src/main.ts']
  const child: ChildProcess = spawn(process.execPath, main, {
    cwd: root,
    env: { ...env, PORT: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', NODE_ENV: '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const message = await new Promise<{ listening: string; processes: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server stopped while starting (${code})`)))
    child.once('message', (answer: { listening: string; processes: number }) => resolve(answer))
  })
  return {
    url: message.listening,
    pid: child.pid!,
    processes: message.processes,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** The company's registers, cash payment method and first item, read from the database before the server starts. */
async function tillFacts({ db }: DatabaseHandle): Promise<Omit<Till, 'url' | 'cookie'>> {
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
  return { registers, ...(await demoCashAndFirstItem({ db }, owner.company_id)) }
}

/** Posts a round from this process: its ms, and the CPU it cost the server, the database and the registers. */
async function postRound(
  server: ServerProcess,
  label: 'pglite' | 'postgresql',
  round: Round,
): Promise<{ ms: number; cpu: Cpu }> {
  const usage = process.cpuUsage()
  const serverBefore = processTreeCpu(server.pid)
  const before = databaseCpu(label)
  const ms = await postSales(round)
  const serverAfter = processTreeCpu(server.pid)
  const after = databaseCpu(label)
  const used = process.cpuUsage(usage)
  let databaseMs: number | null = null
  if (before && after) {
    databaseMs = 0
    for (const [pid, total] of after) databaseMs += total - (before.get(pid) ?? 0)
  }
  let serverMs = 0
  for (const [pid, total] of serverAfter) serverMs += total - (serverBefore.get(pid) ?? 0)
  return {
    ms,
    cpu: { server: serverMs, database: databaseMs, registers: (used.user + used.system) / 1000 },
  }
}

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
