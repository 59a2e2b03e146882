import type { PageRight, RegisterCache } from '@pos/core'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { requireAny } from '../http/access.ts'

/**
 * The register's sync endpoints (spec 6, 7): open to a caller whose group syncs `cache` (the register), or
 * who may view the back-office area of that data (the back office and API users).
 */
export function requireCacheOrRight(cache: RegisterCache, right: PageRight): MiddlewareHandler<AppEnv> {
  return requireAny([{ area: right, action: 'view' }], [cache])
}
