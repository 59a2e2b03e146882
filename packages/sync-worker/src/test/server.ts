// Test support: a real server on a fresh embedded database, a signed-in owner, and worker dependencies for
// Node (fake-indexeddb, the server's cookie on fetch and on the realtime WebSocket, a clock and timers the
// test controls).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, startServer } from '@pos/server'
import { IDBFactory } from 'fake-indexeddb'
import WebSocket from 'ws'
import { CatalogHost } from '../catalog-host.ts'
import type { SocketLike, WorkerDeps } from '../types.ts'

export type TestServer = {
  server: RunningServer
  url: string
  close(): Promise<void>
}

const root = join(import.meta.dirname, '../../../..')

/**
 * Fills a fresh data folder with the server's demo seed (`npm run seed`'s module, run as its command line
 * before the server opens the folder: the embedded database takes one process at a time). The demo owner
 * is demo@example.com.
 */
export function seedDataDir(dataDir: string, products: number, items = 3): void {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'packages/server/src/seed/main.ts'),
      '--products',
      String(products),
      '--items',
      String(items),
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`seed failed: ${result.stderr || result.stdout}`)
}

export async function startTestServer(options: { seedProducts?: number } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-sync-worker-'))
  if (options.seedProducts !== undefined) seedDataDir(dataDir, options.seedProducts)
  const server = await startServer({ port: 0, dataDir, logLevel: 'silent', hostname: '127.0.0.1' })
  return {
    server,
    url: server.url.replace('localhost', '127.0.0.1'),
    async close() {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type Owner = { cookie: string; companyId: number; email: string }

let counter = 0

/** Registers a company through the API (email code from the development outbox) and returns its session. */
export async function signUp(url: string, name = 'Corner Store'): Promise<Owner> {
  counter += 1
  const email = `owner${counter}.${Date.now()}@sync.test`
  await call(url, '', 'POST', '/api/sessions/register', {
    company_name: name,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    currency: 'AUD',
  })
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { to: string; text: string }[]
  const code = /\b\d{6}\b/.exec(outbox.find((message) => message.to === email)?.text ?? '')?.[0]
  if (!code) throw new Error(`no code was emailed to ${email}`)
  const response = await fetch(`${url}/api/sessions/register/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  })
  if (!response.ok) throw new Error(`verify answered ${response.status}`)
  const cookie = /pos_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0]
  const account = (await response.json()) as { company: { id: number } }
  if (!cookie) throw new Error('no session cookie')
  return { cookie, companyId: account.company.id, email }
}

/** Signs an existing user in with an emailed code (the demo owner of a seeded server). */
export async function signIn(url: string, email: string): Promise<Owner> {
  await call(url, '', 'POST', '/api/sessions/sign-in', { email })
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { to: string; text: string }[]
  const code = /\b\d{6}\b/.exec(outbox.find((message) => message.to === email)?.text ?? '')?.[0]
  if (!code) throw new Error(`no code was emailed to ${email}`)
  const response = await fetch(`${url}/api/sessions/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  })
  if (!response.ok) throw new Error(`verify answered ${response.status}`)
  const cookie = /pos_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0]
  const account = (await response.json()) as { company: { id: number } }
  if (!cookie) throw new Error('no session cookie')
  return { cookie, companyId: account.company.id, email }
}

/** A JSON call to the server as the signed-in owner; throws on anything but 200. */
export async function call<T = Record<string, unknown>>(
  url: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
  })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return JSON.parse(text) as T
}

type Timer = { id: number; callback: () => void; ms: number }

/** Timers the test fires by hand (the 60 s delayed resync, the reconnect and retry back-offs). */
export class ManualTimers {
  private next = 1
  readonly pending = new Map<number, Timer>()

  setTimeout = (callback: () => void, ms: number): number => {
    const id = this.next++
    this.pending.set(id, { id, callback, ms })
    return id
  }

  clearTimeout = (handle: unknown): void => {
    this.pending.delete(handle as number)
  }

  /** The pending timers of exactly `ms`. */
  of(ms: number): Timer[] {
    return [...this.pending.values()].filter((timer) => timer.ms === ms)
  }

  /** Runs the pending timers of exactly `ms`; returns how many ran. */
  fire(ms: number): number {
    const due = this.of(ms)
    for (const timer of due) {
      this.pending.delete(timer.id)
      timer.callback()
    }
    return due.length
  }
}

export type NodeDepsOptions = {
  url: string
  cookie: string
  indexedDB?: IDBFactory
  timers?: ManualTimers
  now?: () => number
  /** Wraps fetch (a gate, or a network that is down). */
  fetch?: WorkerDeps['fetch']
  realtime?: boolean
}

/** Worker dependencies for Node: the owner's cookie on every request and on the realtime socket. */
export function nodeDeps(options: NodeDepsOptions): WorkerDeps & { timers: ManualTimers } {
  const timers = options.timers ?? new ManualTimers()
  const withCookie: WorkerDeps['fetch'] = (url, init) =>
    fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: options.cookie } })
  const deps: WorkerDeps & { timers: ManualTimers } = {
    baseUrl: options.url,
    fetch: options.fetch ?? withCookie,
    now: options.now ?? (() => Date.now()),
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    openSocket: (socketUrl) =>
      options.realtime === false
        ? null
        : (new WebSocket(socketUrl, { headers: { cookie: options.cookie } }) as unknown as SocketLike),
    indexedDB: options.indexedDB ?? new IDBFactory(),
    // The catalog in this thread (the browser gives it a worker of its own).
    catalogHost: () => new CatalogHost(deps),
    timers,
  }
  return deps
}

/** Waits until `check` returns a value that isn't null/undefined/false, polling every 20 ms. */
export async function until<T>(
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== null && value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
