import { describe, expect, it } from 'vitest'
import { formatBucket, formatMoney, fromDateInput, toDateInput } from './money.ts'

describe('formatMoney (en-AU, spec 9)', () => {
  it('should turn minor units into the currency', () => {
    expect(formatMoney(123456, 'AUD')).toBe('$1,234.56')
    expect(formatMoney(-5, 'AUD')).toBe('-$0.05')
    // en-AU writes other dollars with their code, joined by a no-break space.
    expect(formatMoney(100, 'NZD')).toMatch(/^NZD\s1\.00$/)
    expect(formatMoney(100, 'USD')).toMatch(/^USD\s1\.00$/)
  })

  it('should respect currencies without minor units', () => {
    expect(formatMoney(1500, 'JPY')).toMatch(/^JPY\s1,500$/)
  })
})

describe('date inputs', () => {
  it('should round-trip local calendar days', () => {
    expect(toDateInput(new Date(2026, 0, 5))).toBe('2026-01-05')
    expect(fromDateInput('2026-01-05')?.getTime()).toBe(new Date(2026, 0, 5).getTime())
    expect(fromDateInput('')).toBeUndefined()
  })

  it('should label chart buckets by their size', () => {
    const start = new Date(2026, 10, 21, 15)
    expect(formatBucket(start, 'month')).toBe('Nov 2026')
    expect(formatBucket(start, 'day')).toBe('21 Nov')
    expect(formatBucket(start, 'hour')).toMatch(/^3\spm$/)
  })
})
