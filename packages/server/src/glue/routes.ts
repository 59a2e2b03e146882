import {
  checkPayload,
  type GlueErrorListSchema,
  type GlueJob,
  type GlueRunAnswerSchema,
  glueRunInput,
  WEBHOOK_PATH,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { publicRoute } from '../http/access.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam } from '../http/read-payload.ts'
import type { GlueSettings } from './outbound.ts'
import { enqueueRun, loadJob } from './queue.ts'
import { runJob } from './runner.ts'

/** The largest body a webhook takes: it is kept in the queue and, if the run fails, in the error queue. */
const MAX_POST_BYTES = 256 * 1024
/** Headers never kept with a run: credentials and hop-by-hop noise. */
const DROPPED_HEADERS = new Set(['cookie', 'authorization', 'connection', 'content-length', 'host'])
const ERRORS_PAGE = 50

function keptHeaders(c: Context): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [key, value] of Object.entries(c.req.header())) {
    if (!DROPPED_HEADERS.has(key.toLowerCase())) headers[key.toLowerCase()] = value.slice(0, 2000)
  }
  return headers
}

type ErrorRow = {
  id: number
  job_id: number
  job_name: string
  date: Date
  attempts: number
  post_data: string
  error: string
}

function errorJson(row: ErrorRow, queued: boolean) {
  return {
    id: row.id,
    job_id: row.job_id,
    job_name: row.job_name,
    date: row.date.toISOString(),
    attempts: row.attempts,
    post_data: row.post_data,
    error: row.error,
    queued,
  }
}

/**
 * Glue's own routes (spec 2 /glue):
 * - POST /api/glue/hooks/{token}: a webhook job's URL; queues a run with the posted body as its data (202).
 * - POST /api/proxy/gluejob/{id}/run.json: "Run now" with a test body; answers the run log (no error is queued).
 * - GET /api/proxy/glueerrors.json: the error queue, newest first; DELETE /api/proxy/glueerror/{id}.json;
 *   POST /api/proxy/glueerror/{id}/retry.json queues the run again with the same post data.
 */
export function registerGlueRoutes(app: Hono<AppEnv>, deps: AppDeps, settings: GlueSettings): void {
  const right = requireRight('glue')
  const { db } = deps.database

  app.post(
    '/api/glue/hooks/:token',
    publicRoute("a webhook job's URL: its secret token is the auth"),
    async (c) => {
      const token = c.req.param('token')
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return notFound(c)
      const job = await db
        .selectFrom('glue_jobs')
        .select(['id', 'company_id'])
        .where('webhook_url', '=', `${WEBHOOK_PATH}${token}`)
        .where('type', '=', 'webhook')
        .executeTakeFirst()
      if (!job) return notFound(c)
      const data = await c.req.text()
      if (data.length > MAX_POST_BYTES) return badRequest(c, 'The posted body is too large')
      if (data.includes('\u0000')) return badRequest(c, 'The posted body cannot contain NUL characters')
      await enqueueRun(db, { companyId: job.company_id, jobId: job.id, data, headers: keptHeaders(c) })
      return c.json({ queued: true }, 202)
    },
  )

  app.post('/api/proxy/gluejob/:id{[0-9]+}/run.json', right, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const { companyId } = principalOf(c)
    let body: unknown = {}
    try {
      const text = await c.req.text()
      body = text === '' ? {} : JSON.parse(text)
    } catch {
      return badRequest(c, 'The request body is not valid JSON')
    }
    const parsed = checkPayload(glueRunInput, body)
    if (!parsed.ok) return badRequest(c, parsed.error.message, parsed.error.field)
    const job: GlueJob | undefined = await loadJob(db, companyId, id)
    if (!job) return notFound(c)
    const outcome = await runJob(deps, settings, {
      companyId,
      job,
      data: parsed.value.data,
      headers: { 'content-type': 'application/json' },
    })
    return c.json({ run: outcome } satisfies Sent<typeof GlueRunAnswerSchema>)
  })

  app.get('/api/proxy/glueerrors.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const page = Math.min(Math.max(Number.parseInt(c.req.query('page') ?? '1', 10) || 1, 1), 10_000)
    const rows = await db
      .selectFrom('glue_errors')
      .select(['id', 'job_id', 'job_name', 'date', 'attempts', 'post_data', 'error'])
      .where('company_id', '=', companyId)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(ERRORS_PAGE)
      .offset((page - 1) * ERRORS_PAGE)
      .execute()
    const total = await db
      .selectFrom('glue_errors')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow()
    const queued = new Set(
      (
        await db
          .selectFrom('glue_queue')
          .select('error_id')
          .where('company_id', '=', companyId)
          .where('error_id', 'is not', null)
          .execute()
      ).map((row) => row.error_id),
    )
    return c.json({
      glueerrors: rows.map((row) => errorJson(row, queued.has(row.id))),
      total: Number(total.count),
    } satisfies Sent<typeof GlueErrorListSchema>)
  })

  app.delete('/api/proxy/glueerror/:id{[0-9]+\\.json}', right, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const { companyId } = principalOf(c)
    const deleted = await db
      .deleteFrom('glue_errors')
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) return notFound(c)
    return c.json({ ok: true })
  })

  app.post('/api/proxy/glueerror/:id{[0-9]+}/retry.json', right, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const { companyId } = principalOf(c)
    const row = await db
      .selectFrom('glue_errors')
      .select(['id', 'job_id', 'job_name', 'date', 'attempts', 'post_data', 'error', 'headers'])
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) return notFound(c)
    const waiting = await db
      .selectFrom('glue_queue')
      .select('id')
      .where('company_id', '=', companyId)
      .where('error_id', '=', id)
      .executeTakeFirst()
    if (!waiting)
      await enqueueRun(db, {
        companyId,
        jobId: row.job_id,
        errorId: row.id,
        data: row.post_data,
        headers: row.headers,
      })
    return c.json({
      glueerror: errorJson(row, true),
      flash_msg: 'Queued to run again',
      flash_colour: 'green',
    })
  })
}
