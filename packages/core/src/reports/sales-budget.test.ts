import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BUDGET_DATES_MESSAGE,
  budgetPeriods,
  budgetRangeProblem,
  compareWithBudget,
  defaultBudgetRange,
  periodEnd,
  periodStart,
  totalComparison,
} from './sales-budget.ts'

const day = fc
  .integer({ min: 0, max: 60 * 365 })
  .map((n) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10))
const period = fc.constantFrom('day' as const, 'week' as const, 'month' as const)
const cents = fc.integer({ min: 0, max: 1_000_000_000 })

describe('sales budget', () => {
  it('[BUD1] a day lies in the period that starts at its period start', () => {
    fc.assert(
      fc.property(day, period, (d, p) => {
        const start = periodStart(d, p)
        expect(start <= d).toBe(true)
        expect(d < periodEnd(start, p)).toBe(true)
        expect(periodStart(start, p)).toBe(start)
      }),
    )
  })

  it('[BUD1] weeks start on Monday and months on the first', () => {
    expect(periodStart('2026-11-26', 'week')).toBe('2026-11-23')
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23')
    expect(periodStart('2026-11-26', 'month')).toBe('2026-11-01')
    expect(periodEnd('2026-12-01', 'month')).toBe('2027-01-01')
    expect(budgetPeriods('2026-01-15', '2026-03-02', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ])
  })

  it('[BUD1] the periods cover every day of the range once, in order', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), period, (from, length, p) => {
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10)
        const starts = budgetPeriods(from, to, p)
        expect(starts[0]).toBe(periodStart(from, p))
        expect(starts.at(-1)).toBe(periodStart(to, p))
        for (let i = 1; i < starts.length; i++) expect(starts[i]).toBe(periodEnd(starts[i - 1]!, p))
      }),
    )
  })

  it('[BUD2] actual is budget plus variance, and % of budget is 100 exactly when they match', () => {
    fc.assert(
      fc.property(cents, cents, (actual, budget) => {
        const c = compareWithBudget(actual, budget)
        expect(c.budget + c.variance).toBe(actual)
        if (budget === 0) expect(c.percent).toBeNull()
        else expect(Math.sign((c.percent ?? 0) - 100) * Math.sign(c.variance)).toBeGreaterThanOrEqual(0)
        if (budget > 0 && actual === budget) expect(c.percent).toBe(100)
      }),
    )
  })

  it('[BUD3] the total variance is the sum of the variances', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ actual: cents, budget: cents }), { maxLength: 40 }), (cells) => {
        const total = totalComparison(cells)
        const sum = cells.reduce((s, c) => s + compareWithBudget(c.actual, c.budget).variance, 0)
        expect(total.variance).toBe(sum)
      }),
    )
  })

  it('[BUD1] opens on the month that holds the day and the two after it, a valid range', () => {
    expect(defaultBudgetRange('2026-11-27')).toEqual({
      from: '2026-11-01',
      to: '2027-01-31',
      period: 'month',
    })
    fc.assert(
      fc.property(day, (d) => {
        const range = defaultBudgetRange(d)
        expect(budgetRangeProblem(range)).toBeUndefined()
        expect(range.from <= d && d <= range.to).toBe(true)
        expect(budgetPeriods(range.from, range.to, 'month')).toHaveLength(3)
      }),
    )
  })

  it("asks 'Please select a from and to date' when a date is missing", () => {
    expect(budgetRangeProblem({ from: '', to: '2026-01-01', period: 'day' })?.message).toBe(
      BUDGET_DATES_MESSAGE,
    )
    expect(budgetRangeProblem({ from: '2026-01-01', to: '', period: 'day' })?.message).toBe(
      'Please select a from and to date',
    )
    expect(budgetRangeProblem({ from: '2026-01-01', to: '2026-01-31', period: 'day' })).toBeUndefined()
    expect(budgetRangeProblem({ from: '2020-01-01', to: '2026-01-31', period: 'day' })?.field).toBe('period')
  })
})
