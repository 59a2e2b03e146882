import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type DepreciationPlan, depreciationSchedule, disposalPosting } from './depreciation.ts'

const plan = (extra: Partial<DepreciationPlan> = {}): DepreciationPlan => ({
  cost: 1_000_000,
  purchaseDate: '2025-01-01',
  method: 'straight_line',
  period: 'yearly',
  effectiveLifeYears: 5,
  fullOnPurchase: false,
  ...extra,
})
const sum = (periods: { amount: number }[]) => periods.reduce((total, p) => total + p.amount, 0)

const arbitraryPlan = fc.record({
  cost: fc.integer({ min: 1, max: 100_000_000_000 }),
  purchaseDate: fc
    .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10)),
  method: fc.constantFrom('straight_line' as const, 'diminishing_value' as const),
  period: fc.constantFrom('daily' as const, 'monthly' as const, 'yearly' as const),
  effectiveLifeYears: fc.integer({ min: 1, max: 1000 }).map((hundredths) => hundredths / 100 + 1),
  fullOnPurchase: fc.boolean(),
})
const addYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`

describe('depreciation schedule (accounting-au.md §5)', () => {
  it('[DEP1] prime cost test vector: 991.78 then 2,000.00', () => {
    const periods = depreciationSchedule(plan(), '2026-06-30')
    expect(periods.map((p) => [p.end, p.days, p.amount])).toEqual([
      ['2025-06-30', 181, 99_178],
      ['2026-06-30', 365, 200_000],
    ])
  })

  it('[DEP2] diminishing value test vector: 1,983.56 then 3,206.58', () => {
    const periods = depreciationSchedule(plan({ method: 'diminishing_value' }), '2026-06-30')
    expect(periods.map((p) => p.amount)).toEqual([198_356, 320_658])
  })

  it('[DEP2] the ATO example: $80,000 over 5 years held all year, PC 16,000 and DV 32,000', () => {
    const whole = { cost: 8_000_000, purchaseDate: '2024-07-01' }
    expect(depreciationSchedule(plan(whole), '2025-06-30')[0]?.amount).toBe(1_600_000)
    expect(
      depreciationSchedule(plan({ ...whole, method: 'diminishing_value' }), '2025-06-30')[0]?.amount,
    ).toBe(3_200_000)
  })

  it('[DEP3] full depreciation on purchase writes the cost off on the purchase day', () => {
    expect(depreciationSchedule(plan({ fullOnPurchase: true, cost: 150_000 }), '2025-01-01')).toEqual([
      { start: '2025-01-01', end: '2025-01-01', days: 1, amount: 150_000 },
    ])
    expect(depreciationSchedule(plan({ fullOnPurchase: true }), '2024-12-31')).toEqual([])
  })

  it('[DEP4] only whole periods up to the day', () => {
    const periods = depreciationSchedule(plan({ period: 'monthly' }), '2025-03-15')
    expect(periods.map((p) => p.end)).toEqual(['2025-01-31', '2025-02-28'])
  })

  it('[DEP4] never depreciates below 0: every period positive, the total at most the cost', () => {
    fc.assert(
      fc.property(arbitraryPlan, fc.integer({ min: 0, max: 60 }), (p, years) => {
        const periods = depreciationSchedule(p, addYears(p.purchaseDate, years))
        expect(periods.every((period) => period.amount > 0)).toBe(true)
        expect(sum(periods)).toBeLessThanOrEqual(p.cost)
      }),
      { numRuns: 60 },
    )
  })

  it('[DEP1] straight line over the effective life adds up to the cost, whatever the period', () => {
    fc.assert(
      fc.property(arbitraryPlan, (p) => {
        const life = { ...p, method: 'straight_line' as const, fullOnPurchase: false }
        const periods = depreciationSchedule(
          life,
          addYears(p.purchaseDate, Math.ceil(p.effectiveLifeYears) + 2),
        )
        expect(sum(periods)).toBe(p.cost)
      }),
      { numRuns: 60 },
    )
  })

  it('[DEP4] the total to an income year end is the same daily, monthly or yearly', () => {
    fc.assert(
      fc.property(arbitraryPlan, fc.integer({ min: 0, max: 6 }), (p, years) => {
        const end = `${Number(p.purchaseDate.slice(0, 4)) + years + 1}-06-30`
        const totals = (['daily', 'monthly', 'yearly'] as const).map((period) =>
          sum(depreciationSchedule({ ...p, period }, end)),
        )
        expect(new Set(totals).size).toBe(1)
      }),
      { numRuns: 25 },
    )
  })

  it('[DEP6] the disposal write-off balances, a loss debits the expense account', () => {
    const lines = disposalPosting({
      cost: 1_000_000,
      accumulated: 299_178,
      proceeds: 600_000,
      assetAccount: 1,
      accumulatedAccount: 2,
      expenseAccount: 3,
      proceedsAccount: 'bank',
    })
    expect(lines.reduce((total, line) => total + line.amount, 0)).toBe(0)
    expect(lines.find((line) => line.account === 3)?.amount).toBe(100_822)
    fc.assert(
      fc.property(fc.nat(1e10), fc.nat(1e10), fc.nat(1e10), (cost, accumulated, proceeds) => {
        const posted = disposalPosting({
          cost,
          accumulated: Math.min(cost, accumulated),
          proceeds,
          assetAccount: 1,
          accumulatedAccount: 2,
          expenseAccount: 3,
          proceedsAccount: 'bank',
        })
        expect(posted.reduce((total, line) => total + line.amount, 0)).toBe(0)
      }),
    )
  })
})
