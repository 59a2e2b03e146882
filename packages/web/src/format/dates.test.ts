import { describe, expect, it } from 'vitest'
import { daysFromToday, formatDate, formatDateTime, formatDay, formatTime, today } from './dates.ts'

describe('dates in the company locale (en-AU)', () => {
  it('writes the day first, whatever the browser is set to', () => {
    const at = new Date(2026, 10, 4, 9, 5)
    expect(formatDate(at)).toBe('04/11/2026')
    expect(formatDateTime(at)).toMatch(/^04\/11\/2026, 9:05\sam$/)
    expect(formatTime(at.toISOString())).toMatch(/^9:05\sam$/)
  })
})

describe('formatDay', () => {
  it('writes a day with no time as formatDate does, the same day wherever the browser is', () => {
    expect(formatDay('2026-07-01')).toBe('01/07/2026')
    expect(formatDay('2026-12-31T00:00:00.000Z')).toBe('31/12/2026')
  })
})

describe('today', () => {
  it('is the local calendar day, not the UTC one', () => {
    const earlyMorning = new Date(2026, 10, 27, 0, 30)
    expect(today(earlyMorning)).toBe('2026-11-27')
    const lateEvening = new Date(2026, 10, 26, 23, 30)
    expect(today(lateEvening)).toBe('2026-11-26')
  })
})

describe('daysFromToday', () => {
  it('counts local calendar days, across a month end and a daylight-saving change', () => {
    expect(daysFromToday(30, new Date(2026, 10, 27, 0, 30))).toBe('2026-12-27')
    expect(daysFromToday(1, new Date(2026, 9, 3, 23, 30))).toBe('2026-10-04')
    expect(daysFromToday(0, new Date(2026, 0, 31, 8))).toBe('2026-01-31')
  })
})
