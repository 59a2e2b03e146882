// The devices' test rig: the real server (in-memory database) with short terminal timings, the simulators,
// a signed-up company whose integration settings point at them, and WebSocket/fetch that carry its cookie.
import { type RunningServer, startServer } from '@pos/server'
import { type RunningSims, startSims } from '@pos/sim'
import WebSocket from 'ws'
import type { SocketLike } from '../terminal/bridge-terminal.ts'

export type Rig = {
  server: RunningServer
  sims: RunningSims
  baseUrl: string
  cookie: string
  openSocket(url: string): SocketLike
  fetch: typeof fetch
  /** Cuts every bridge WebSocket the rig opened (a lost connection). */
  dropSockets(): void
  close(): Promise<void>
}

/** Recovery waits scaled down 50 times: the schedule is the spec's, the clock is faster. */
export const fastSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms / 50))

export async function startRig(): Promise<Rig> {
  const server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    logLevel: 'silent',
    terminalTimings: {
      adyenWarmupMs: 5,
      linklyResultWaitMs: 300,
      providerPollMs: 20,
      providerPollAttempts: 10,
    },
  })
  const baseUrl = server.url.replace('localhost', '127.0.0.1')
  const sims = await startSims({ stepMs: 5, adyenTimeoutMs: 100 })
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${baseUrl}${path}`, {
      method: path.includes('integrations') ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    })
  const email = `devices.${Date.now()}@rig.test`
  await post('/api/sessions/register', {
    company_name: 'Rig',
    first_name: 'Rig',
    last_name: 'Owner',
    email,
    currency: 'AUD',
  })
  const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as { to: string; text: string }[]
  const code = /\b\d{6}\b/.exec(outbox.find((m) => m.to === email)?.text ?? '')?.[0]
  const verified = await post('/api/sessions/register/verify', { email, code })
  const cookie = /((?:__Host-)?pos_session=[^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1] ?? ''
  const adyen = await post(
    '/api/proxy/integrations/adyen.json',
    {
      enabled: true,
      environment: 'custom',
      base_url: sims.adyen.url,
      merchant_account: 'RigMerchant',
      terminals: [{ poiid: 'V400m-324688179', name: 'Counter' }],
      api_key: 'adyen-sim-key',
    },
    cookie,
  )
  const path = ((await adyen.json()) as { settings: { notification_path: string } }).settings
    .notification_path
  sims.adyen.setNotificationUrl(`${baseUrl}${path}`)
  const linkly = await post(
    '/api/proxy/integrations/linkly.json',
    {
      enabled: true,
      environment: 'custom',
      auth_base_url: sims.linkly.url,
      username: 'linkly-sim',
      password: 'linkly-sim-password',
      pair_code: '123456',
    },
    cookie,
  )
  if (!adyen.ok || !linkly.ok) throw new Error('rig: integration settings refused')
  const sockets = new Set<WebSocket>()
  return {
    server,
    sims,
    baseUrl,
    cookie,
    openSocket(url) {
      const ws = new WebSocket(url, { headers: { cookie } })
      sockets.add(ws)
      ws.on('close', () => sockets.delete(ws))
      return ws as unknown as SocketLike
    },
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } }),
    dropSockets() {
      for (const ws of sockets) ws.terminate()
    },
    async close() {
      await sims.close()
      await server.close()
    },
  }
}

/** Resolves when `test` holds, checking as `read` changes; never a fixed sleep. */
export async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined && value !== false) return value
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
