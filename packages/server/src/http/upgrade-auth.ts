import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { Hono } from 'hono'
import type { AppDeps, AppEnv, Principal } from '../app-env.ts'
import { authenticate } from './authenticate.ts'

/**
 * Who is opening a WebSocket: the upgrade request goes through the same `authenticate` as any HTTP request
 * (session cookie, and `Authorization: Bearer` unless `headers` leaves it out, as the browser-only terminal
 * bridges do). Null when nobody is signed in.
 */
export function upgradePrincipal(
  deps: AppDeps,
  headers: readonly ('cookie' | 'authorization')[] = ['cookie', 'authorization'],
): (request: IncomingMessage) => Promise<Principal | null> {
  const who = new Hono<AppEnv>()
  who.use('*', authenticate(deps))
  who.get('*', (c) => c.json({ principal: c.get('principal') ?? null }))
  return async (request) => {
    const forwarded = new Headers()
    for (const name of [...headers, 'host'] as const) {
      const value = request.headers[name]
      if (typeof value === 'string') forwarded.set(name, value)
    }
    const path = (request.url ?? '/').split('?')[0]
    const response = await who.request(`http://${request.headers.host ?? 'localhost'}${path}`, {
      headers: forwarded,
    })
    if (response.status !== 200) return null
    return ((await response.json()) as { principal: Principal | null }).principal
  }
}

/** Answers a WebSocket upgrade with an HTTP status instead, and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: 401 | 403 | 500): void {
  const text = { 401: 'Unauthorized', 403: 'Forbidden', 500: 'Internal Server Error' }[status]
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}
