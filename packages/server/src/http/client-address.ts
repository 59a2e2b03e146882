import { getConnInfo } from '@hono/node-server/conninfo'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { forwardedFor, type TrustProxy } from './trust-proxy.ts'

/**
 * The client's address (for per-address rate limits) and whether it reached us over https (the session cookie,
 * HSTS). X-Forwarded-For and X-Forwarded-Proto count only from a proxy TRUST_PROXY names: a client's own would
 * let anyone pick a fresh address for every try, or claim https. In production the session cookie is always
 * `__Host-` and Secure (the server is behind https there, or refuses to start).
 */
export function clientAddress(trust: TrustProxy, production: boolean): MiddlewareHandler<AppEnv> {
  return async function clientAddress(c, next) {
    let address = 'unknown'
    try {
      address = getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      // app.request() in tests has no socket.
    }
    const encrypted = new URL(c.req.url).protocol === 'https:'
    const client = forwardedFor(trust, { address, encrypted }, (name) => c.req.header(name))
    c.set('clientAddress', client.address)
    c.set('https', client.https)
    c.set('secureCookie', production || client.https)
    return next()
  }
}
