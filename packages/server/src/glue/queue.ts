import { type GlueJob, nextRun, type Schedule } from '@pos/core'
import { sql } from 'kysely'
import type { AppDeps } from '../app-env.ts'
import type { GlueSettings } from './outbound.ts'
import { type RunOutcome, runJob } from './runner.ts'

/**
 * The Glue run queue (ARCHITECTURE.md, "Background work"): a table in the product's PostgreSQL that every server
 * process takes work from with SELECT ... FOR UPDATE SKIP LOCKED, so a run is taken by one process, and a run that
 * was taken by a process that died is taken again once its lease runs out. Webhooks, retries and due schedules
 * add entries; a failed run lands in the error queue (glue_errors), a retried one counts its attempts up.
 */

/** How long a taken run is its process's: past this (the process died) another process takes it again. */
const LEASE_MS = 10 * 60_000

type Db = AppDeps['database']['db']

export type QueuedRun = {
  companyId: number
  jobId: number
  data: string
  headers: Record<string, string>
  errorId?: number | undefined
  runAt?: Date | undefined
}

export async function enqueueRun(db: Db, run: QueuedRun): Promise<void> {
  await db
    .insertInto('glue_queue')
    .values({
      company_id: run.companyId,
      job_id: run.jobId,
      error_id: run.errorId ?? null,
      data: run.data,
      headers: JSON.stringify(run.headers),
      run_at: run.runAt ?? new Date(),
    })
    .execute()
}

/** A job row as core's GlueJob (the run needs its variables and steps). */
export async function loadJob(db: Db, companyId: number, jobId: number): Promise<GlueJob | undefined> {
  const row = await db
    .selectFrom('glue_jobs')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', jobId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    name: row.name,
    type: row.type as GlueJob['type'],
    system_event: row.system_event,
    webhook_url: row.webhook_url,
    log_category: row.log_category,
    variables: row.variables,
    steps: row.steps as GlueJob['steps'],
    schedule: row.schedule as Schedule,
    next_run: row.next_run ? row.next_run.toISOString() : null,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}

/** Takes the next due run, if any, for this process (a lease until it is done). */
async function take(db: Db, now: Date) {
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('glue_queue')
      .select(['id', 'company_id', 'job_id', 'error_id', 'data', 'headers'])
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('run_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst()
    if (!entry) return undefined
    await trx
      .updateTable('glue_queue')
      .set({ locked_until: new Date(now.getTime() + LEASE_MS) })
      .where('id', '=', entry.id)
      .execute()
    return entry
  })
}

/** What a failed run leaves: the error row it made or counted up. */
async function recordOutcome(
  db: Db,
  entry: {
    company_id: number
    job_id: number
    error_id: number | null
    data: string
    headers: Record<string, string>
  },
  job: GlueJob,
  outcome: RunOutcome,
  now: Date,
): Promise<void> {
  if (outcome.ok) {
    if (entry.error_id !== null)
      await db
        .deleteFrom('glue_errors')
        .where('company_id', '=', entry.company_id)
        .where('id', '=', entry.error_id)
        .execute()
    return
  }
  const error = outcome.error.slice(0, 5000)
  if (entry.error_id !== null) {
    const counted = await db
      .updateTable('glue_errors')
      .set({ attempts: sql`attempts + 1`, error, date: now, updated: now })
      .where('company_id', '=', entry.company_id)
      .where('id', '=', entry.error_id)
      .executeTakeFirst()
    if (Number(counted.numUpdatedRows) > 0) return
  }
  await db
    .insertInto('glue_errors')
    .values({
      company_id: entry.company_id,
      job_id: entry.job_id,
      job_name: job.name,
      date: now,
      post_data: entry.data,
      headers: JSON.stringify(entry.headers),
      error,
    })
    .execute()
}

/**
 * Runs due queued runs one after another until none is due or `limit` ran; answers how many ran. `clock` gives
 * the time (tests drive it).
 */
export async function processQueue(
  deps: AppDeps,
  settings: GlueSettings,
  options: { limit?: number; clock?: () => Date } = {},
): Promise<number> {
  const { db } = deps.database
  const clock = options.clock ?? (() => new Date())
  const limit = options.limit ?? 50
  let ran = 0
  while (ran < limit) {
    const entry = await take(db, clock())
    if (!entry) break
    ran += 1
    const job = await loadJob(db, entry.company_id, entry.job_id)
    if (job) {
      let outcome: RunOutcome
      try {
        outcome = await runJob(deps, settings, {
          companyId: entry.company_id,
          job,
          data: entry.data,
          headers: entry.headers,
        })
      } catch (error) {
        outcome = { ok: false, error: `The run failed unexpectedly: ${(error as Error).message}`, log: [] }
      }
      await recordOutcome(db, entry, job, outcome, clock())
      deps.logger.info(
        { job: job.id, company: entry.company_id, category: job.log_category, ok: outcome.ok },
        'glue run',
      )
    }
    await db.deleteFrom('glue_queue').where('id', '=', entry.id).execute()
  }
  return ran
}

/**
 * Queues a run of every scheduled job that is due at `now` and moves its next run on (core nextRun); several
 * processes may tick at once: each due job is taken by one.
 */
export async function queueDueSchedules(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('glue_jobs')
      .select(['id', 'company_id', 'schedule'])
      .where('type', '=', 'scheduled')
      .where('next_run', 'is not', null)
      .where('next_run', '<=', now)
      .orderBy('next_run')
      .limit(100)
      .forUpdate()
      .skipLocked()
      .execute()
    for (const job of due) {
      await trx
        .insertInto('glue_queue')
        .values({ company_id: job.company_id, job_id: job.id, data: '', headers: '{}', run_at: now })
        .execute()
      await trx
        .updateTable('glue_jobs')
        .set({ next_run: nextRun(job.schedule as Schedule, now) })
        .where('id', '=', job.id)
        .execute()
    }
    return due.length
  })
}

/** How often each server process looks for due schedules and queued runs. */
const POLL_MS = 1_000

/** The background loop of one server process; `stop` waits for the run in hand. */
export function startGlueWorker(deps: AppDeps, settings: GlueSettings): { stop(): Promise<void> } {
  let stopped = false
  let current: Promise<void> | undefined
  const tick = async () => {
    try {
      await queueDueSchedules(deps.database.db, new Date())
      await processQueue(deps, settings, { limit: 10 })
    } catch (error) {
      deps.logger.warn({ err: error }, 'glue worker')
    } finally {
      current = undefined
    }
  }
  const timer = setInterval(() => {
    // One tick at a time: a long run makes the next tick wait rather than pile up.
    if (stopped || current) return
    current = tick()
  }, POLL_MS)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await current
    },
  }
}
