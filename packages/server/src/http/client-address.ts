import { getConnInfo } from '@hono/node-server/conninfo'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'

/**
 * The client's address, for per-address rate limits. Only the socket's address is trusted: a
 * client-supplied X-Forwarded-For would let anyone pick a fresh address for every try.
 */
export function clientAddress(): MiddlewareHandler<AppEnv> {
  return async function clientAddress(c, next) {
    let address = 'unknown'
    try {
      address = getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      // app.request() in tests has no socket.
    }
    c.set('clientAddress', address)
    return next()
  }
}
