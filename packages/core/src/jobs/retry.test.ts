import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { afterFailedAttempt, JOB_RETRY_BASE_MS, JOB_RETRY_MAX_MS, jobRetryDelayMs } from './retry.ts'

const attempts = fc.integer({ min: 1, max: 100 })
const jitters = fc.double({ min: 0, max: 1, noNaN: true })

describe('job retries', () => {
  it('waits at least three quarters of the base and never more than the cap', () => {
    fc.assert(
      fc.property(attempts, jitters, (attempt, jitter) => {
        const delay = jobRetryDelayMs(attempt, jitter)
        expect(delay).toBeGreaterThanOrEqual(JOB_RETRY_BASE_MS * 0.75)
        expect(delay).toBeLessThanOrEqual(JOB_RETRY_MAX_MS)
      }),
    )
  })

  it('never waits less after a later attempt (same jitter)', () => {
    fc.assert(
      fc.property(attempts, attempts, jitters, (a, b, jitter) => {
        const [early, late] = a <= b ? [a, b] : [b, a]
        expect(jobRetryDelayMs(late, jitter)).toBeGreaterThanOrEqual(jobRetryDelayMs(early, jitter))
      }),
    )
  })

  it('doubles until the cap', () => {
    expect([1, 2, 3].map((attempt) => jobRetryDelayMs(attempt, 1))).toEqual([5_000, 10_000, 20_000])
    expect(jobRetryDelayMs(50, 1)).toBe(JOB_RETRY_MAX_MS)
  })

  it('fails a job exactly when its last allowed attempt failed, else retries it later', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    fc.assert(
      fc.property(attempts, fc.integer({ min: 1, max: 20 }), jitters, (made, max, jitter) => {
        const next = afterFailedAttempt(made, max, now, jitter)
        if (made >= max) expect(next).toEqual({ state: 'failed' })
        else {
          expect(next.state).toBe('retrying')
          if (next.state === 'retrying') expect(next.runAt.getTime()).toBeGreaterThan(now.getTime())
        }
      }),
    )
  })
})
