/**
 * The background job queue's rules (server jobs/queue.ts): the states a job goes through and how long a failed
 * attempt waits before the next. Pure: the time and the jitter come in as arguments.
 */

/** queued: waiting for its first run; running: a process holds it; retrying: an attempt failed, the next is due
 * at run_at; done and failed: finished (failed after its last attempt). */
export const JOB_STATES = ['queued', 'running', 'retrying', 'done', 'failed'] as const
export type JobState = (typeof JOB_STATES)[number]

/** The first retry waits 5 s (a partner's blip), doubling each attempt... */
export const JOB_RETRY_BASE_MS = 5_000
/** ...to at most 10 minutes (a partner's outage): a job of 5 attempts gives up after about 20 minutes at most. */
export const JOB_RETRY_MAX_MS = 10 * 60_000
/** A finished job (done or failed) is kept this long for the screens that show it, then deleted. */
export const JOB_RETENTION_DAYS = 30

/** The time before which finished jobs are no longer kept. */
export function jobsKeptSince(now: Date): Date {
  return new Date(now.getTime() - JOB_RETENTION_DAYS * 86_400_000)
}

/** Tries of a job unless it says otherwise. */
export const JOB_MAX_ATTEMPTS = 5

/**
 * How long to wait after failed attempt number `attempt` (1 for the first): exponential from the base, capped, and
 * spread by `jitter` in [0, 1] over the last quarter so that jobs failing together do not retry together.
 */
export function jobRetryDelayMs(attempt: number, jitter: number): number {
  const step = Math.max(1, Math.floor(attempt))
  const full = Math.min(JOB_RETRY_MAX_MS, JOB_RETRY_BASE_MS * 2 ** Math.min(step - 1, 30))
  const spread = Math.min(1, Math.max(0, jitter))
  return Math.round(full * (0.75 + 0.25 * spread))
}

export type AfterFailure = { state: 'retrying'; runAt: Date } | { state: 'failed' }

/** What a failed attempt leads to: another after its delay, or failed when it was the last one allowed. */
export function afterFailedAttempt(
  attempts: number,
  maxAttempts: number,
  now: Date,
  jitter: number,
): AfterFailure {
  if (attempts >= maxAttempts) return { state: 'failed' }
  return { state: 'retrying', runAt: new Date(now.getTime() + jobRetryDelayMs(attempts, jitter)) }
}
