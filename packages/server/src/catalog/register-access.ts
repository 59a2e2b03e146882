import { cachesToSync, type PageRight, type RegisterCache } from '@pos/core'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { ERROR_MESSAGES, forbidden, unauthorized } from '../http/errors.ts'

/**
 * The register's sync endpoints (spec 6, 7): open to a caller whose group syncs `cache` (the register), or
 * who holds the back-office page right of that data (the back office and API users).
 */
export function requireCacheOrRight(cache: RegisterCache, right: PageRight): MiddlewareHandler<AppEnv> {
  return async function requireCacheOrRight(c, next) {
    const principal = c.get('principal')
    if (!principal) return unauthorized(c)
    const caches = principal.kind === 'user' ? cachesToSync(principal.rights) : []
    if (!caches.includes(cache) && !principal.rights.pages.includes(right)) {
      return forbidden(c, ERROR_MESSAGES.noAccess)
    }
    return next()
  }
}
