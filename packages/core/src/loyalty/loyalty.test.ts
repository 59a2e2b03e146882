import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { recomputeSale } from '../sale/recompute.ts'
import { context, line, sale } from '../test/fixtures.ts'
import { earnsPoints, pointsEarned, pointsForAmount, pointsValue } from './points.ts'
import { tierFor, tierStanding } from './tiers.ts'
import type { LoyaltyProgram } from './types.ts'

const bronze = {
  id: 'bronze',
  name: 'Bronze',
  points_per_unit: 1,
  qualification_minimum: 0,
  qualification_maximum: 49_999,
}
const silver = {
  id: 'silver',
  name: 'Silver',
  points_per_unit: 1.5,
  qualification_minimum: 50_000,
  qualification_maximum: 0,
}
const program: LoyaltyProgram = {
  enabled: true,
  customer_opt_in_required: true,
  accumulate_points: true,
  tier_calculation: 'spend',
  duration_in_tier_months: 12,
  point_value: 0.5,
  tiers: [bronze, silver],
}

describe('loyalty', () => {
  it('[LOY2] points per dollar, truncated; a return takes back the same', () => {
    expect(pointsEarned(minor(1999), bronze)).toBe(19)
    expect(pointsEarned(minor(1999), silver)).toBe(29)
    expect(pointsEarned(minor(-1999), silver)).toBe(-29)
    expect(pointsEarned(minor(1500), silver, 0)).toBe(2250)
  })

  it('[LOY3][LOY4] point value and redemption use whole points, rounded down', () => {
    expect(pointsValue(1001.9, 0.5)).toBe(500)
    expect(pointsForAmount(minor(333), 0.5)).toEqual({ points: 666, value: 333 })
    expect(pointsForAmount(minor(333), 2)).toEqual({ points: 166, value: 332 })
    expect(pointsForAmount(minor(333), 0)).toEqual({ points: 0, value: 0 })
  })

  it('[LOY5] earning needs an enabled program, accumulation and opt-in when required', () => {
    expect(earnsPoints(program, null)).toBe(false)
    expect(earnsPoints(program, { loyalty: false })).toBe(false)
    expect(earnsPoints(program, { loyalty: true })).toBe(true)
    expect(earnsPoints({ ...program, customer_opt_in_required: false }, { loyalty: false })).toBe(true)
    expect(earnsPoints({ ...program, accumulate_points: false }, { loyalty: true })).toBe(false)
  })

  it('[LOY6] tiers by qualification range; maximum 0 is open', () => {
    expect(tierFor(program, 0)?.id).toBe('bronze')
    expect(tierFor(program, 49_999)?.id).toBe('bronze')
    expect(tierFor(program, 1_000_000)?.id).toBe('silver')
    expect(tierFor({ tiers: [silver] }, 10)).toBeNull()
  })

  it('[LOY7] tier standing over the window, and when it lapses', () => {
    const now = new Date('2026-06-15T00:00:00Z')
    const activity = [
      { date: '2025-01-01T00:00:00Z', spend: 90_000, items: 9 },
      { date: '2025-08-01T00:00:00Z', spend: 30_000, items: 3 },
      { date: '2026-03-01T00:00:00Z', spend: 25_000, items: 2 },
    ]
    const standing = tierStanding(program, activity, now)
    expect(standing.metric).toBe(55_000)
    expect(standing.tier?.id).toBe('silver')
    expect(standing.expires).toBe('2026-08-01T00:00:00.000Z')
    expect(tierStanding({ ...program, tier_calculation: 'items' }, activity, now).metric).toBe(5)
    expect(
      tierStanding(
        { ...program, tier_calculation: 'transactions', duration_in_tier_months: 0 },
        activity,
        now,
      ),
    ).toEqual({
      metric: 3,
      tier: bronze,
      expires: null,
    })
  })

  it('[LOY2] a recomputed sale earns per line, not on gift cards', () => {
    const s = sale([
      line('a', { price: 2550 }),
      line('g', { price: 5000, item: { sku: 'g', name: 'g', view: 'Gift Card' } }),
      line('r', { price: 1000, quantity: -1 }),
    ])
    const loyalty = { program, customer: { loyalty: true }, tier: silver }
    const { sale: out } = recomputeSale(s, context({ loyalty }))
    expect(out.lines.map((l) => l.item_loyalty)).toEqual([38, 0, -15])
    expect(out.total_loyalty_points).toBe(23)
  })

  it('[LOY3][LOY4] redeemed value never exceeds the amount asked or the points held', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }).map((v) => v / 10_000),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (amount, pointValue, held) => {
          const { points, value } = pointsForAmount(minor(amount), pointValue)
          expect(value).toBeLessThanOrEqual(amount)
          expect(Number.isInteger(points)).toBe(true)
          expect(pointsValue(held, pointValue)).toBeLessThanOrEqual(Math.trunc(held) * pointValue + 1e-9)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
