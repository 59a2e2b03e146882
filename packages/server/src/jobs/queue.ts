import { afterFailedAttempt, JOB_MAX_ATTEMPTS, type JobState, jobsKeptSince } from '@pos/core'
import { sql } from 'kysely'
import type { AppDeps } from '../app-env.ts'

/**
 * The shared background job queue (migration 1540): a request enqueues a job and answers 202 with its id at
 * once; a worker in any server process takes it (SELECT ... FOR UPDATE SKIP LOCKED, a lease while it runs), runs
 * its kind's handler, and keeps the outcome as the job's state and result for the screen that polls it. A failed
 * attempt (a failed outcome or a throw) is tried again after core's backoff until its attempts run out; a job
 * whose process died is taken again once its lease ran out. Handlers must be safe to repeat (partner syncs are:
 * partner_links makes each idempotent).
 */

type Db = AppDeps['database']['db']

/** What a handler answers: `ok` false is a failed attempt (retried), with `message` as the job's error. */
export type JobOutcome = { ok: boolean; message: string } & Record<string, unknown>
export type JobHandler = (
  deps: AppDeps,
  companyId: number,
  payload: Record<string, unknown>,
) => Promise<JobOutcome>
export type JobHandlers = Record<string, JobHandler>

/** How long a taken job is its process's: past this (the process died) another takes it again. */
const LEASE_MS = 5 * 60_000
/** How often each process deletes the finished jobs past their keeping (a full read of the table). */
const SWEEP_MS = 60 * 60_000
/** How often each process looks for due jobs when it found none (a found one makes it look again at once). */
const POLL_MS = 500

export type JobView = {
  id: number
  kind: string
  state: JobState
  attempts: number
  max_attempts: number
  result: Record<string, unknown> | null
  error: string
  run_at: string
  created: string
  updated: string
}

type JobRow = {
  id: string | number
  kind: string
  state: string
  attempts: number
  max_attempts: number
  result: Record<string, unknown> | null
  error: string
  run_at: Date
  created: Date
  updated: Date
}

function view(row: JobRow): JobView {
  return {
    id: Number(row.id),
    kind: row.kind,
    state: row.state as JobState,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    result: row.result,
    error: row.error,
    run_at: new Date(row.run_at).toISOString(),
    created: new Date(row.created).toISOString(),
    updated: new Date(row.updated).toISOString(),
  }
}

const VIEW_COLUMNS = sql`id, kind, state, attempts, max_attempts, result, error, run_at, created, updated`

export async function enqueueJob(
  db: Db,
  job: { companyId: number; kind: string; payload: Record<string, unknown>; maxAttempts?: number },
): Promise<JobView> {
  const made = await sql<JobRow>`
    INSERT INTO jobs (company_id, kind, payload, max_attempts)
    VALUES (${job.companyId}, ${job.kind}, ${JSON.stringify(job.payload)}::jsonb,
      ${job.maxAttempts ?? JOB_MAX_ATTEMPTS})
    RETURNING ${VIEW_COLUMNS}`.execute(db)
  return view(made.rows[0]!)
}

/** A company's job, or undefined (another company's is not found either). */
export async function findJob(db: Db, companyId: number, id: number): Promise<JobView | undefined> {
  const found = await sql<JobRow>`
    SELECT ${VIEW_COLUMNS} FROM jobs WHERE company_id = ${companyId} AND id = ${id}`.execute(db)
  return found.rows[0] ? view(found.rows[0]) : undefined
}

/** A company's newest jobs of these kinds (a partner page's list). */
export async function recentJobs(db: Db, companyId: number, kinds: readonly string[], limit = 10) {
  if (kinds.length === 0) return []
  const found = await sql<JobRow>`
    SELECT ${VIEW_COLUMNS} FROM jobs WHERE company_id = ${companyId} AND kind IN (${sql.join(kinds)})
    ORDER BY id DESC LIMIT ${limit}`.execute(db)
  return found.rows.map(view)
}

type Taken = { id: string | number; company_id: number; kind: string; payload: Record<string, unknown> }

/** What a job says when the process running its last attempt stopped (its lease ran out): it is not run again. */
export const JOB_STOPPED_MESSAGE = 'The server stopped during the last attempt'

/**
 * Ends the jobs whose last attempt was taken by a process that stopped before it finished (the lease ran out): they
 * have had every attempt they may, so they fail rather than run once more than `max_attempts`.
 */
async function failSpentLeases(db: Db, now: Date): Promise<void> {
  await sql`
    UPDATE jobs SET state = 'failed', error = ${JOB_STOPPED_MESSAGE}, locked_until = NULL, updated = ${now}
    WHERE state = 'running' AND locked_until < ${now} AND attempts >= max_attempts`.execute(db)
}

/** Deletes the finished jobs older than core's keeping; answers how many went. The queue would grow forever. */
export async function deleteFinishedJobs(db: Db, now: Date): Promise<number> {
  const deleted = await sql`
    DELETE FROM jobs WHERE state IN ('done', 'failed') AND updated < ${jobsKeptSince(now)}`.execute(db)
  return Number(deleted.numAffectedRows ?? 0)
}

/** Takes the next due job for this process: running, its attempt counted, leased until it is done. */
async function take(
  db: Db,
  now: Date,
): Promise<(Taken & { attempts: number; max_attempts: number }) | undefined> {
  const taken = await sql<Taken & { attempts: number; max_attempts: number }>`
    UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_until = ${new Date(now.getTime() + LEASE_MS)},
      updated = ${now}
    WHERE id = (
      SELECT id FROM jobs
      WHERE state IN ('queued', 'retrying', 'running') AND run_at <= ${now}
        AND (locked_until IS NULL OR locked_until < ${now}) AND attempts < max_attempts
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, company_id, kind, payload, attempts, max_attempts`.execute(db)
  return taken.rows[0]
}

/**
 * Runs due jobs one after another until none is due or `limit` ran; answers how many ran. `clock` gives the time
 * and `jitter` the retry spread (tests drive both).
 */
export async function runDueJobs(
  deps: AppDeps,
  handlers: JobHandlers,
  options: { limit?: number; clock?: () => Date; jitter?: () => number } = {},
): Promise<number> {
  const { db } = deps.database
  const clock = options.clock ?? (() => new Date())
  const jitter = options.jitter ?? Math.random
  const limit = options.limit ?? 20
  let ran = 0
  await failSpentLeases(db, clock())
  while (ran < limit) {
    const job = await take(db, clock())
    if (!job) break
    ran += 1
    const handler = handlers[job.kind]
    let outcome: JobOutcome
    try {
      outcome = handler
        ? await handler(deps, job.company_id, job.payload)
        : { ok: false, message: `No worker knows jobs of kind "${job.kind}"` }
    } catch (error) {
      outcome = { ok: false, message: `The job failed unexpectedly: ${(error as Error).message}` }
    }
    const now = clock()
    const result = JSON.stringify(outcome)
    if (outcome.ok) {
      await sql`
        UPDATE jobs SET state = 'done', result = ${result}::jsonb, error = '', locked_until = NULL, updated = ${now}
        WHERE id = ${job.id}`.execute(db)
    } else {
      const next = afterFailedAttempt(job.attempts, job.max_attempts, now, jitter())
      const error = outcome.message.slice(0, 2000)
      await sql`
        UPDATE jobs SET state = ${next.state}, result = ${result}::jsonb, error = ${error}, locked_until = NULL,
          run_at = ${next.state === 'retrying' ? next.runAt : now}, updated = ${now}
        WHERE id = ${job.id}`.execute(db)
    }
    deps.logger.info(
      { job: Number(job.id), kind: job.kind, company: job.company_id, ok: outcome.ok, attempt: job.attempts },
      'job run',
    )
  }
  return ran
}

/** The background loop of one server process; `stop` waits for the job in hand. */
export function startJobWorker(
  deps: AppDeps,
  handlers: JobHandlers,
  options: { pollMs?: number } = {},
): { stop(): Promise<void> } {
  let stopped = false
  let current: Promise<void> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let swept = 0
  const tick = async () => {
    let ran = 0
    try {
      if (Date.now() - swept >= SWEEP_MS) {
        swept = Date.now()
        await deleteFinishedJobs(deps.database.db, new Date())
      }
      ran = await runDueJobs(deps, handlers, { limit: 5 })
    } catch (error) {
      deps.logger.warn({ err: error }, 'job worker')
    }
    if (stopped) return
    // Found work: look again at once (more may be due); else wait a poll.
    timer = setTimeout(
      () => {
        current = tick()
      },
      ran > 0 ? 0 : (options.pollMs ?? POLL_MS),
    )
    timer.unref?.()
  }
  current = tick()
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}
