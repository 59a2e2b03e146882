import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { publicRoute } from '../http/access.ts'

/** How many messages the outbox lists: enough for any test or first sign-in. */
const OUTBOX_LIMIT = 100

/**
 * GET /api/dev/outbox: the messages kept when no SMTP server is set, newest first, so a new user can
 * sign in on a fresh machine; each with its attachments (name, type, size, base64 content). Never registered
 * when NODE_ENV=production.
 */
export function registerDevOutboxRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get(
    '/api/dev/outbox',
    publicRoute('a new user reads their sign-in code; never in production'),
    async (c) => {
      const rows = await deps.database.db
        .selectFrom('dev_outbox')
        .select(['to', 'subject', 'text', 'attachments', 'created'])
        .orderBy('id', 'desc')
        .limit(OUTBOX_LIMIT)
        .execute()
      return c.json(rows.map((row) => ({ ...row, created: row.created.toISOString() })))
    },
  )
}
