// `npm start` on PostgreSQL runs several server processes on one port (cluster.ts). Started here as npm start
// starts it (main.ts in a process of its own, SERVER_PROCESSES=2, a fresh database of its own): the database is
// migrated once, both processes serve, and a session, a sale and the realtime channel work across them.
// Only with TEST_DATABASE_URL: on PGlite the server is always one process (serverProcesses, tested below).
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { Agent, request as httpRequest } from 'node:http'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { serverProcesses } from './cluster.ts'
import { saleBody } from './register/test-fixtures.ts'
import { adminQuery, TEST_DATABASE_URL } from './test/test-database.ts'

describe('serverProcesses', () => {
  it('should run one process on PGlite whatever SERVER_PROCESSES says', () => {
    expect(serverProcesses('4', undefined)).toBe(1)
    expect(serverProcesses(undefined, undefined)).toBe(1)
  })

  it('should run SERVER_PROCESSES processes on PostgreSQL, else one per CPU up to 4', () => {
    const url = 'postgres://db/pos'
    expect(serverProcesses('3', url)).toBe(3)
    expect(serverProcesses('1', url)).toBe(1)
    const perCpu = serverProcesses(undefined, url)
    expect(perCpu).toBe(Math.min(availableParallelism(), 4))
    expect(serverProcesses('', url)).toBe(perCpu)
    expect(serverProcesses('0', url)).toBe(perCpu)
    expect(serverProcesses('two', url)).toBe(perCpu)
  })
})

type Answer = { status: number; text: string; headers: Record<string, string | string[] | undefined> }

/** One request over `agent` (a kept-alive connection stays with the process that accepted it). */
function call(
  agent: Agent,
  url: string,
  method: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method,
        agent,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const describeOnPostgres = TEST_DATABASE_URL ? describe : describe.skip

describeOnPostgres('npm start on PostgreSQL with SERVER_PROCESSES=2', () => {
  const name = `pos_cluster_${process.pid}_${randomBytes(3).toString('hex')}`
  const databaseUrl = (() => {
    const url = new URL(TEST_DATABASE_URL ?? 'postgres://localhost/postgres')
    url.pathname = `/${name}`
    return url.toString()
  })()
  let child: ChildProcess
  let exited: Promise<void>
  const log: { msg?: string; processes?: number }[] = []
  let url: string
  const agents: Agent[] = []

  async function query<R>(text: string, values: unknown[] = []): Promise<R[]> {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query(text, values)).rows as R[]
    } finally {
      await client.end()
    }
  }

  /** A kept-alive connection to the server's process `pid` (new connections go to each process in turn). */
  async function connectionTo(pid: number): Promise<Agent> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      const health = JSON.parse((await call(agent, `${url}/api/health`, 'GET')).text) as { pid: number }
      if (health.pid === pid) {
        agents.push(agent)
        return agent
      }
      agent.destroy()
    }
    throw new Error(`no connection reached process ${pid}`)
  }

  /** The pids that answer over `count` new connections. */
  async function pidsOverNewConnections(count: number): Promise<Set<number>> {
    const pids = new Set<number>()
    for (let i = 0; i < count; i++) {
      const agent = new Agent({ keepAlive: false })
      pids.add((JSON.parse((await call(agent, `${url}/api/health`, 'GET')).text) as { pid: number }).pid)
      agent.destroy()
    }
    return pids
  }

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`)
    child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        PORT: '0',
        DATABASE_URL: databaseUrl,
        SERVER_PROCESSES: '2',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    })
    exited = new Promise((resolve) => child.once('exit', () => resolve()))
    let pending = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8')
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        try {
          log.push(JSON.parse(line))
        } catch {
          // Not a log line (serveStatic's warning about a missing web build).
        }
      }
    })
    const message = await new Promise<{ listening: string; processes: number }>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the server stopped while starting (${code})`)))
      child.once('message', resolve)
    })
    expect(message.processes).toBe(2)
    url = message.listening.replace('localhost', '127.0.0.1')
    // The demo company (stores, registers, items), once the server has migrated the database.
    const seed = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'seed/main.ts'), '--products', '3', '--items', '1'],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let seedErrors = ''
    seed.stderr!.on('data', (chunk: Buffer) => {
      seedErrors += chunk.toString('utf8')
    })
    const seeded = await new Promise<number | null>((resolve) => seed.once('exit', resolve))
    expect(seeded, seedErrors).toBe(0)
  }, 180_000)

  afterAll(async () => {
    for (const agent of agents) agent.destroy()
    if (child && child.exitCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }, 60_000)

  it('should migrate the database once and serve from two processes', async () => {
    expect(log.filter((line) => line.msg === 'database migrated')).toHaveLength(1)
    expect(log.filter((line) => line.msg === 'listening')).toMatchObject([{ processes: 2 }])
    const applied = await query<{ name: string; times: string }>(
      'SELECT name, count(*) AS times FROM kysely_migration GROUP BY name HAVING count(*) > 1',
    )
    expect(applied).toEqual([])
    const pids = await pidsOverNewConnections(6)
    expect(pids.size).toBe(2)
    expect(pids.has(child.pid!)).toBe(false)
  })

  it('should keep a session, a sale and realtime across the processes', async () => {
    const [first, second] = [...(await pidsOverNewConnections(6))]
    const a = await connectionTo(first!)
    const b = await connectionTo(second!)

    // Signed in on one process, known on the other.
    expect(
      (await call(a, `${url}/api/sessions/sign-in`, 'POST', { body: { email: 'demo@example.com' } })).status,
    ).toBe(200)
    const outbox = JSON.parse((await call(b, `${url}/api/dev/outbox`, 'GET')).text) as {
      to: string
      text: string
    }[]
    const code = /\b\d{6}\b/.exec(outbox.find((m) => m.to === 'demo@example.com')?.text ?? '')?.[0]
    const verified = await call(a, `${url}/api/sessions/verify`, 'POST', {
      body: { email: 'demo@example.com', code },
    })
    expect(verified.status).toBe(200)
    const cookie = /pos_session=[^;]+/.exec(String(verified.headers['set-cookie'] ?? ''))?.[0] ?? ''
    const me = await call(b, `${url}/api/sessions/me`, 'GET', { cookie })
    expect(me.status).toBe(200)
    expect(me.text).toContain('demo@example.com')

    // The realtime channel, on one of the two processes, hears a change made on each of them.
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/realtime`, { headers: { cookie } })
    const messages: { type: string; kind?: string }[] = []
    const heard = (count: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (messages.filter((m) => m.kind === 'custom_scripts').length >= count) resolve()
        }
        socket.on('message', (data) => {
          messages.push(JSON.parse(String(data)))
          check()
        })
        socket.once('error', reject)
        check()
      })
    await new Promise<void>((resolve, reject) => {
      socket.once('message', (data) => {
        messages.push(JSON.parse(String(data)))
        resolve()
      })
      socket.once('error', reject)
    })
    expect(messages[0]).toMatchObject({ type: 'ready' })
    const both = heard(2)
    for (const agent of [a, b]) {
      const created = await call(agent, `${url}/api/proxy/customscripts.json`, 'POST', {
        cookie,
        body: { scope: 'sale', script: '// across processes' },
      })
      expect(created.status).toBe(200)
    }
    await both
    socket.close()

    // A sale posted on one process, repeated on the other: stored once, the repeat answered with it.
    const [till] = await query<{ store_id: number; register_id: number; method_id: number; item_id: string }>(
      `SELECT r.store_id, r.id AS register_id, m.id AS method_id, (SELECT min(id) FROM items) AS item_id
       FROM registers r JOIN payment_methods m ON m.company_id = r.company_id AND m.name = 'Cash'
       ORDER BY r.id LIMIT 1`,
    )
    const sale = saleBody({ store: till!.store_id, register: till!.register_id, method: till!.method_id }, [
      { quantity: 2, price: 1500, itemId: Number(till!.item_id) },
    ])
    const posted = await call(b, `${url}/api/proxy/sale.json`, 'POST', { cookie, body: sale })
    expect(posted.status, posted.text).toBe(200)
    const repeated = await call(a, `${url}/api/proxy/sale.json`, 'POST', { cookie, body: sale })
    expect(repeated.status, repeated.text).toBe(200)
    const stored = await query<{ id: string }>('SELECT id FROM sales WHERE client_id = $1', [sale.id])
    expect(stored).toHaveLength(1)
    expect(JSON.parse(posted.text)).toMatchObject({ id: Number(stored[0]!.id), replayed: false })
    expect(JSON.parse(repeated.text)).toMatchObject({ id: Number(stored[0]!.id), replayed: true })
  }, 60_000)
})
