import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTime } from './dates.ts'

describe('dates in the company locale (en-AU)', () => {
  it('writes the day first, whatever the browser is set to', () => {
    const at = new Date(2026, 10, 4, 9, 5)
    expect(formatDate(at)).toBe('04/11/2026')
    expect(formatDateTime(at)).toMatch(/^04\/11\/2026, 9:05\sam$/)
    expect(formatTime(at.toISOString())).toMatch(/^9:05\sam$/)
  })
})
