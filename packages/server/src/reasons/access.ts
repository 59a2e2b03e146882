import { cachesToSync, type PageRight, type RegisterCache } from '@pos/core'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { ERROR_MESSAGES, forbidden, unauthorized } from '../http/errors.ts'

/**
 * Lets the request through when the caller holds any of `rights`, or syncs any of `caches` at a register
 * (spec 6: a group's caches count only when it may open the sale screen). 401 / 403 otherwise.
 */
export function requireAny(
  rights: readonly PageRight[],
  caches: readonly RegisterCache[] = [],
): MiddlewareHandler<AppEnv> {
  return async function requireAny(c, next) {
    const principal = c.get('principal')
    if (!principal) return unauthorized(c)
    const synced = principal.kind === 'user' ? cachesToSync(principal.rights) : []
    const allowed =
      rights.some((right) => principal.rights.pages.includes(right)) ||
      caches.some((cache) => synced.includes(cache))
    return allowed ? next() : forbidden(c, ERROR_MESSAGES.noAccess)
  }
}
