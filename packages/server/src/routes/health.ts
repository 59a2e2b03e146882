import type { HealthSchema } from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { publicRoute } from '../http/access.ts'
import type { Sent } from '../http/answer-body.ts'

/**
 * GET /api/health: the database answers, which one it is, the product version, the uptime, and the id of the
 * process that answered (`npm start` may run several on one port: cluster.ts).
 */
export function registerHealthRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/api/health', publicRoute('the load balancer checks it before anyone signs in'), async (c) => {
    await sql`SELECT 1`.execute(deps.database.db)
    return c.json({
      ok: true,
      db: deps.database.kind,
      version: deps.version,
      uptime_s: Math.floor((Date.now() - deps.startedAt) / 1000),
      pid: process.pid,
    } satisfies Sent<typeof HealthSchema>)
  })
}
