import { JOB_RETENTION_DAYS } from '@pos/core'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'
import {
  deleteFinishedJobs,
  enqueueJob,
  findJob,
  JOB_STOPPED_MESSAGE,
  type JobHandlers,
  runDueJobs,
} from './queue.ts'

/** The shared job queue: a job runs once when it works, is retried after its backoff when it fails, then gives up. */
let t: TestApp
let owner: SignedUp
let calls = 0
let failUntil = 0

const HANDLERS: JobHandlers = {
  flaky: async () => {
    calls += 1
    if (calls <= failUntil) return { ok: false, message: `Down (call ${calls})` }
    return { ok: true, message: 'Synced', count: 2 }
  },
  broken: async () => {
    throw new Error('boom')
  },
}

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Jobs')
})

const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms)

describe('the job queue', () => {
  it('runs a job once, keeping its outcome as its result', async () => {
    calls = 0
    failUntil = 0
    const job = await enqueueJob(t.database.db, { companyId: owner.companyId, kind: 'flaky', payload: {} })
    expect(job.state).toBe('queued')
    expect(await runDueJobs(t.deps, HANDLERS)).toBe(1)
    expect(await runDueJobs(t.deps, HANDLERS)).toBe(0)
    expect(await findJob(t.database.db, owner.companyId, job.id)).toMatchObject({
      state: 'done',
      attempts: 1,
      result: { ok: true, count: 2 },
    })
    expect(calls).toBe(1)
  })

  it('retries a failed attempt only after its backoff, and is done when one works', async () => {
    calls = 0
    failUntil = 2
    const job = await enqueueJob(t.database.db, { companyId: owner.companyId, kind: 'flaky', payload: {} })
    const clock = { now: Date.now() }
    const run = () => runDueJobs(t.deps, HANDLERS, { clock: () => new Date(clock.now), jitter: () => 1 })
    expect(await run()).toBe(1)
    expect(await findJob(t.database.db, owner.companyId, job.id)).toMatchObject({
      state: 'retrying',
      attempts: 1,
      error: 'Down (call 1)',
    })
    clock.now += 4_000
    expect(await run()).toBe(0)
    clock.now += 1_001
    expect(await run()).toBe(1)
    expect((await findJob(t.database.db, owner.companyId, job.id))?.state).toBe('retrying')
    clock.now += 9_000
    expect(await run()).toBe(0)
    clock.now += 1_001
    expect(await run()).toBe(1)
    expect(await findJob(t.database.db, owner.companyId, job.id)).toMatchObject({
      state: 'done',
      attempts: 3,
      error: '',
    })
  })

  it('gives up after its last attempt, and a throw is a failed attempt', async () => {
    const job = await enqueueJob(t.database.db, {
      companyId: owner.companyId,
      kind: 'broken',
      payload: {},
      maxAttempts: 2,
    })
    const run = (ms: number) => runDueJobs(t.deps, HANDLERS, { clock: () => at(ms), jitter: () => 0 })
    expect(await run(0)).toBe(1)
    expect(await run(60_000)).toBe(1)
    expect(await run(3_600_000)).toBe(0)
    expect(await findJob(t.database.db, owner.companyId, job.id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      error: 'The job failed unexpectedly: boom',
    })
  })

  it('takes a job again when its process stopped mid-attempt, but never past its last attempt', async () => {
    calls = 0
    failUntil = 0
    const stopped = (maxAttempts: number) =>
      enqueueJob(t.database.db, { companyId: owner.companyId, kind: 'flaky', payload: {}, maxAttempts })
    const early = await stopped(2)
    const last = await stopped(1)
    // Both were taken once by a process that then stopped: running, one attempt counted, the lease run out.
    await sql`UPDATE jobs SET state = 'running', attempts = 1, locked_until = ${at(-1)}
      WHERE id IN (${early.id}, ${last.id})`.execute(t.database.db)
    expect(await runDueJobs(t.deps, HANDLERS, { clock: () => at(0) })).toBe(1)
    expect(calls).toBe(1)
    expect(await findJob(t.database.db, owner.companyId, early.id)).toMatchObject({
      state: 'done',
      attempts: 2,
    })
    expect(await findJob(t.database.db, owner.companyId, last.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: JOB_STOPPED_MESSAGE,
    })
  })

  it("does not show a company another's job", async () => {
    const job = await enqueueJob(t.database.db, { companyId: owner.companyId, kind: 'flaky', payload: {} })
    const other = await signUp(t, 'Other jobs')
    expect(await findJob(t.database.db, other.companyId, job.id)).toBeUndefined()
  })

  it('deletes finished jobs once they are past their keeping, and nothing still to run', async () => {
    const make = async (state: string, daysAgo: number) => {
      const job = await enqueueJob(t.database.db, { companyId: owner.companyId, kind: 'flaky', payload: {} })
      await sql`UPDATE jobs SET state = ${state}, updated = ${at(-daysAgo * 86_400_000)}
        WHERE id = ${job.id}`.execute(t.database.db)
      return job.id
    }
    const oldDone = await make('done', JOB_RETENTION_DAYS + 1)
    const oldFailed = await make('failed', JOB_RETENTION_DAYS + 1)
    const recentDone = await make('done', JOB_RETENTION_DAYS - 1)
    const oldQueued = await make('queued', JOB_RETENTION_DAYS + 1)
    const oldRetrying = await make('retrying', JOB_RETENTION_DAYS + 1)
    expect(await deleteFinishedJobs(t.database.db, at(0))).toBeGreaterThanOrEqual(2)
    expect(await findJob(t.database.db, owner.companyId, oldDone)).toBeUndefined()
    expect(await findJob(t.database.db, owner.companyId, oldFailed)).toBeUndefined()
    for (const kept of [recentDone, oldQueued, oldRetrying])
      expect(await findJob(t.database.db, owner.companyId, kept)).toBeDefined()
  })
})
