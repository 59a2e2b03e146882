import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { averageCents, DashboardQuerySchema } from './dashboard.ts'
import { parsePayload } from './parse-payload.ts'

describe('averageCents', () => {
  it.each([
    [0n, 0n, 0n],
    [1000n, 3n, 333n],
    [1001n, 2n, 501n],
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [-1000n, 3n, -333n],
    [7n, 4n, 2n],
    [-7n, 4n, -2n],
  ])('should average %s over %s as %s', (total, count, expected) => {
    expect(averageCents(total, count)).toBe(expected)
  })

  it('should stay within half a cent of the exact average, rounding ties away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (t, n) => {
          const average = averageCents(t, n)
          const error = average * n - t // scaled by n
          expect(2n * (error < 0n ? -error : error) <= n).toBe(true)
          if (2n * (error < 0n ? -error : error) === n)
            expect(average < 0n ? -average : average).toBeGreaterThan(0n)
          expect(averageCents(-t, n)).toBe(-average)
        },
      ),
    )
  })
})

describe('DashboardQuerySchema', () => {
  it('should parse a range, a zone and store ids', () => {
    const parsed = parsePayload(DashboardQuerySchema, {
      from: '2026-01-01T00:00:00+11:00',
      to: '2026-01-02T00:00:00+11:00',
      bucket: 'hour',
      tz: 'Australia/Sydney',
      store_ids: '3,1,3',
    })
    expect(parsed).toEqual({
      ok: true,
      value: {
        from: new Date('2025-12-31T13:00:00Z'),
        to: new Date('2026-01-01T13:00:00Z'),
        bucket: 'hour',
        tz: 'Australia/Sydney',
        store_ids: [3, 1],
      },
    })
  })

  it.each([
    [
      { from: 'x', to: '2026-01-01T00:00:00Z' },
      'Please give from as an ISO date and time with a time zone offset',
    ],
    [
      { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      'Please select a from date before the to date',
    ],
    [
      { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z', tz: 'Mars/Base' },
      'Please give tz as an IANA time zone such as Australia/Sydney',
    ],
    [
      { from: '2020-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z', bucket: 'hour' },
      'That date range is too long for this bucket size: choose a larger bucket',
    ],
  ])('should refuse %o with a clear message', (query, message) => {
    expect(parsePayload(DashboardQuerySchema, query)).toMatchObject({ ok: false, error: message })
  })
})
