import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isScheduledAt, nextRun, SCHEDULE_PERIODS, type Schedule, scheduleSchema } from './schedule.ts'

const DAY = 86_400_000
const FROM = Date.UTC(2024, 0, 1)
const TO = Date.UTC(2030, 0, 1)

const pad = (n: number) => String(n).padStart(2, '0')
function startText(ms: number): string {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

const schedules: fc.Arbitrary<Schedule> = fc.record({
  period: fc.constantFrom(...SCHEDULE_PERIODS.map((option) => option.value)),
  start: fc.integer({ min: FROM, max: TO }).map(startText),
  weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
  months: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }),
  day: fc.integer({ min: 1, max: 31 }),
  last_day: fc.boolean(),
})
const nows = fc.integer({ min: FROM - 30 * DAY, max: TO + 30 * DAY }).map((ms) => new Date(ms))

describe('nextRun', () => {
  it('is after now, never before the start, and one of the schedule times', () => {
    fc.assert(
      fc.property(schedules, nows, (schedule, now) => {
        const next = nextRun(schedule, now)
        if (schedule.period === 'once') {
          expect(next === null).toBe(Date.parse(`${schedule.start}:00Z`) <= now.getTime())
        }
        if (next === null) return
        expect(next.getTime()).toBeGreaterThan(now.getTime())
        expect(next.getTime()).toBeGreaterThanOrEqual(Date.parse(`${schedule.start}:00Z`))
        expect(isScheduledAt(schedule, next)).toBe(true)
      }),
    )
  })

  it('runs only in the chosen months, and on the chosen weekdays', () => {
    fc.assert(
      fc.property(schedules, nows, (schedule, now) => {
        const next = nextRun(schedule, now)
        if (next === null || schedule.period === 'once') return
        if (schedule.months.length > 0) expect(schedule.months).toContain(next.getUTCMonth() + 1)
        if (schedule.weekdays.length > 0 && schedule.period !== 'monthly')
          expect(schedule.weekdays).toContain(next.getUTCDay())
      }),
    )
  })

  it('runs a monthly "last day" schedule on the last day of the month', () => {
    fc.assert(
      fc.property(schedules, nows, (schedule, now) => {
        const monthly = { ...schedule, period: 'monthly' as const, last_day: true }
        const next = nextRun(monthly, now)
        expect(next).not.toBeNull()
        const tomorrow = new Date((next as Date).getTime() + DAY)
        expect(tomorrow.getUTCMonth()).not.toBe((next as Date).getUTCMonth())
      }),
    )
  })

  it('skips no run: asked just before a run it answers that run, asked at it the one after', () => {
    fc.assert(
      fc.property(schedules, nows, (schedule, now) => {
        const next = nextRun(schedule, now)
        if (next === null) return
        expect(nextRun(schedule, new Date(next.getTime() - 1))?.getTime()).toBe(next.getTime())
        const after = nextRun(schedule, next)
        if (after !== null) expect(after.getTime()).toBeGreaterThan(next.getTime())
      }),
    )
  })

  it('keeps the time of day of daily, weekly and monthly runs', () => {
    fc.assert(
      fc.property(schedules, nows, (schedule, now) => {
        if (!['daily', 'weekly', 'monthly'].includes(schedule.period)) return
        const next = nextRun(schedule, now)
        if (next === null) return
        expect(next.toISOString().slice(11, 16)).toBe(schedule.start.slice(11, 16))
      }),
    )
  })

  it('answers the examples', () => {
    const base: Schedule = {
      period: 'every_15_minutes',
      start: '2026-03-02T09:00',
      weekdays: [],
      months: [],
      day: 1,
      last_day: false,
    }
    expect(nextRun(base, new Date('2026-03-02T09:07:00Z'))?.toISOString()).toBe('2026-03-02T09:15:00.000Z')
    expect(nextRun(base, new Date('2026-01-01T00:00:00Z'))?.toISOString()).toBe('2026-03-02T09:00:00.000Z')
    const monthly = { ...base, period: 'monthly' as const, day: 31 }
    expect(nextRun(monthly, new Date('2026-04-01T00:00:00Z'))?.toISOString()).toBe('2026-04-30T09:00:00.000Z')
    const weekly = { ...base, period: 'weekly' as const, weekdays: [5] }
    expect(nextRun(weekly, new Date('2026-03-02T10:00:00Z'))?.toISOString()).toBe('2026-03-06T09:00:00.000Z')
    expect(nextRun({ ...base, period: 'once' }, new Date('2026-03-02T09:00:00Z'))).toBeNull()
    expect(nextRun({ ...base, start: '' }, new Date())).toBeNull()
  })

  it('refuses a start that is not a date and time', () => {
    expect(v.safeParse(scheduleSchema, { start: '2026-02-28T10:00' }).success).toBe(true)
    expect(v.safeParse(scheduleSchema, { start: '2026-02-30T10:00' }).success).toBe(false)
    expect(v.safeParse(scheduleSchema, { start: 'tomorrow' }).success).toBe(false)
    expect(v.safeParse(scheduleSchema, { start: '2026-13-01T10:00' }).success).toBe(false)
  })
})
