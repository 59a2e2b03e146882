import pino from 'pino'
import { createApp } from '../app.ts'
import type { AppDeps } from '../app-env.ts'
import { createMailer } from '../email/mailer.ts'
import { createRealtime } from '../realtime/realtime.ts'
import type { ResourceMount } from '../resource/mount.ts'
import { VERSION } from '../version.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

export type RequestOptions = {
  body?: unknown
  cookie?: string | undefined
  bearer?: string | undefined
  headers?: Record<string, string>
  /** The client's address as the socket would give it; a fresh one per request unless set. */
  address?: string
}

export type TestResponse = { status: number; body: unknown; headers: Headers }

/** The real app on a fresh database, with its log lines captured, driven through app.request(). */
export type TestApp = {
  app: ReturnType<typeof createApp>
  /** What the app was built from (to attach WebSocket handlers to a real HTTP server in a test). */
  deps: AppDeps
  database: TestDatabase
  logs: string[]
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>
  dispose(): Promise<void>
}

/**
 * A test app on a fresh database, or on `shared`'s database (then dispose leaves it open); `mounts` replaces
 * the app's resources (a test's throwaway declaration).
 */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  shared?: TestApp,
  mounts?: readonly ResourceMount[],
): Promise<TestApp> {
  const database = shared ? shared.database : await createTestDatabase()
  const logs: string[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(line) })
  const deps: AppDeps = {
    database,
    logger,
    mailer: createMailer({ database, logger }),
    realtime: await createRealtime(),
    production: false,
    version: VERSION,
    startedAt: Date.now(),
    ...overrides,
  }
  const app = mounts ? createApp(deps, mounts) : createApp(deps)
  let addresses = 0
  async function request(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.body !== undefined || (method !== 'GET' && method !== 'HEAD')) {
      headers['content-type'] ??= 'application/json'
    }
    if (options.cookie) headers.cookie = options.cookie
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`
    const init: RequestInit = { method, headers }
    if (options.body !== undefined) init.body = JSON.stringify(options.body)
    addresses += 1
    const remoteAddress =
      options.address ?? `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
    const env = { incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } } }
    const response = await app.request(`http://localhost${path}`, init, env)
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON (the web app's HTML): keep the text.
    }
    return { status: response.status, body, headers: response.headers }
  }
  return {
    app,
    deps,
    database,
    logs,
    request,
    dispose: async () => (shared ? undefined : database.dispose()),
  }
}

/** The `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieFrom(response: TestResponse): string {
  const setCookie = response.headers.get('set-cookie') ?? ''
  const match = /((?:__Host-)?pos_session=[^;]+)/.exec(setCookie)
  if (!match?.[1]) throw new Error(`no session cookie in ${setCookie}`)
  return match[1]
}

/** The code in the newest outbox message to `email`. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const outbox = await t.request('GET', '/api/dev/outbox')
  const message = (outbox.body as { to: string; text: string }[]).find((entry) => entry.to === email)
  const code = message ? /\b\d{6}\b/.exec(message.text)?.[0] : undefined
  if (!code) throw new Error(`no code for ${email}`)
  return code
}

export type SignedUp = {
  cookie: string
  companyId: number
  userId: number
  groupId: number
  email: string
}

let counter = 0

/** Creates a company through the API and returns its first user's session. */
export async function signUp(t: TestApp, name = 'Company'): Promise<SignedUp> {
  counter += 1
  const email = `owner${counter}.${Date.now()}@${name.toLowerCase().replace(/\W/g, '')}.test`
  const registered = await t.request('POST', '/api/sessions/register', {
    body: { company_name: name, first_name: 'Owner', last_name: name, email, currency: 'AUD' },
  })
  if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`)
  const verified = await t.request('POST', '/api/sessions/register/verify', {
    body: { email, code: await latestCode(t, email) },
  })
  if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`)
  const account = verified.body as { user: { id: number; group_id: number }; company: { id: number } }
  return {
    cookie: sessionCookieFrom(verified),
    companyId: account.company.id,
    userId: account.user.id,
    groupId: account.user.group_id,
    email,
  }
}
