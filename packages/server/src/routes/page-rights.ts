import { cachesToSync } from '@pos/core'
import type { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { requireSignedIn } from '../http/access.ts'
import { principalOf } from '../http/authenticate.ts'

/** GET /api/pagerights/cache (spec 7): the register caches the caller's rights let it sync. */
export function registerPageRightsRoutes(app: Hono<AppEnv>): void {
  app.get('/api/pagerights/cache', requireSignedIn('a register asks which caches its user syncs'), (c) => {
    const principal = principalOf(c)
    return c.json(principal.kind === 'user' ? cachesToSync(principal.rights) : [])
  })
}
