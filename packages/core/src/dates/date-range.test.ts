import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chartBucket, DATE_RANGE_KINDS, dateRange } from './date-range.ts'

describe('dateRange', () => {
  const now = new Date(2026, 10, 21, 15, 30) // Saturday 21 November 2026, local time

  it('gives today and yesterday as whole local days', () => {
    expect(dateRange('today', now)).toEqual({ from: new Date(2026, 10, 21), to: new Date(2026, 10, 22) })
    expect(dateRange('yesterday', now)).toEqual({ from: new Date(2026, 10, 20), to: new Date(2026, 10, 21) })
  })

  it('starts weeks on Monday by default', () => {
    expect(dateRange('this_week', now)).toEqual({ from: new Date(2026, 10, 16), to: new Date(2026, 10, 23) })
    expect(dateRange('last_week', now)).toEqual({ from: new Date(2026, 10, 9), to: new Date(2026, 10, 16) })
  })

  it('gives months and years', () => {
    expect(dateRange('this_month', now)).toEqual({ from: new Date(2026, 10, 1), to: new Date(2026, 11, 1) })
    expect(dateRange('last_month', now)).toEqual({ from: new Date(2026, 9, 1), to: new Date(2026, 10, 1) })
    expect(dateRange('this_year', now)).toEqual({ from: new Date(2026, 0, 1), to: new Date(2027, 0, 1) })
    expect(dateRange('last_year', now)).toEqual({ from: new Date(2025, 0, 1), to: new Date(2026, 0, 1) })
  })

  it('includes both ends of a custom range, in either order', () => {
    const range = dateRange('custom', now, {
      customFrom: new Date(2026, 1, 3),
      customTo: new Date(2026, 0, 30, 12),
    })
    expect(range).toEqual({ from: new Date(2026, 0, 30), to: new Date(2026, 1, 4) })
  })

  it('always gives a non-empty range that contains now, except the past ones', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (at) => {
          for (const kind of DATE_RANGE_KINDS) {
            const { from, to } = dateRange(kind, at)
            expect(from.getTime()).toBeLessThan(to.getTime())
            const past = kind.startsWith('last_') || kind === 'yesterday'
            if (past) expect(to.getTime()).toBeLessThanOrEqual(at.getTime())
            else expect(from.getTime() <= at.getTime() && at.getTime() < to.getTime()).toBe(true)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('picks hourly buckets for a day, daily for a month and monthly for a year', () => {
    expect(chartBucket(dateRange('today', now))).toBe('hour')
    expect(chartBucket(dateRange('this_month', now))).toBe('day')
    expect(chartBucket(dateRange('this_year', now))).toBe('month')
  })
})
