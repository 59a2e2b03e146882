import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { AU_TAX, documentTax, taxExcluded, taxIncluded } from './gst.ts'

const RUNS = { numRuns: 1000 }

describe('GST', () => {
  it.each([
    [11000, 1000],
    [1995, 181],
    [499, 45],
  ])('[TAX2] GST in %i inclusive is %i (accounting-au.md 1.2 vectors)', (inc, gst) => {
    expect(taxIncluded(minor(inc), 10)).toBe(gst)
  })

  it.each([
    [11500, 1500],
    [1000, 130],
    [1995, 260],
  ])('[TAX2] NZ GST in %i inclusive is %i', (inc, gst) => {
    expect(taxIncluded(minor(inc), 15, 'half_down')).toBe(gst)
  })

  it('[TAX2] a half-cent tie rounds up in AU and down in NZ', () => {
    // 2.3c inclusive at 15%: 0.3c; 23c at 15% inc is exactly 3c. A tie: 5c exclusive at 10% is 0.5c.
    expect(taxIncluded(minor(23), 15, 'half_up')).toBe(3)
    expect(taxExcluded(minor(5), 10, 'half_up')).toBe(1)
    expect(taxExcluded(minor(5), 10, 'half_down')).toBe(0)
  })

  it('[TAX1] rates with three decimals (8.875%) work exactly', () => {
    expect(taxExcluded(minor(10_000), 8.875)).toBe(888)
    expect(taxIncluded(minor(10_888), 8.875)).toBe(888)
  })

  it('[TAX4] three lines of 1.05 inclusive: per line 0.30, per invoice 0.29', () => {
    const lines = [1, 2, 3].map(() => ({ amount: minor(105), percent: 10 }))
    expect(documentTax(lines, AU_TAX)).toBe(30)
    expect(documentTax(lines, { ...AU_TAX, rule: 'per_invoice' })).toBe(29)
  })

  it('[TAX4] three lines of 0.33 exclusive: per line 0.09, per invoice 0.10', () => {
    const lines = [1, 2, 3].map(() => ({ amount: minor(33), percent: 10 }))
    const exclusive = { ...AU_TAX, pricesIncludeTax: false }
    expect(documentTax(lines, exclusive)).toBe(9)
    expect(documentTax(lines, { ...exclusive, rule: 'per_invoice' })).toBe(10)
  })

  it('[TAX4] per-invoice with mixed rates sums exact fractions', () => {
    const lines = [
      { amount: minor(11000), percent: 10 },
      { amount: minor(11500), percent: 15 },
      { amount: minor(500), percent: 0 },
    ]
    expect(documentTax(lines, { ...AU_TAX, rule: 'per_invoice' })).toBe(2500)
  })

  it('[TAX5] tax never exceeds the amount, keeps its sign, and a refund mirrors the sale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
        (cents, percent) => {
          const tax = taxIncluded(minor(cents), percent)
          expect(Math.abs(tax)).toBeLessThanOrEqual(Math.abs(cents))
          expect(tax * cents).toBeGreaterThanOrEqual(0)
          expect(taxIncluded(minor(-cents), percent)).toBe(-tax || 0)
        },
      ),
      RUNS,
    )
  })

  it('[TAX4] the two rules differ by at most one cent per line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: -100_000, max: 100_000 }),
            percent: fc.constantFrom(0, 10, 15),
          }),
          {
            maxLength: 30,
          },
        ),
        (raw) => {
          const lines = raw.map((line) => ({ amount: minor(line.amount), percent: line.percent }))
          const perLine = documentTax(lines, AU_TAX)
          const perInvoice = documentTax(lines, { ...AU_TAX, rule: 'per_invoice' })
          expect(Math.abs(perLine - perInvoice)).toBeLessThanOrEqual(Math.max(1, lines.length))
        },
      ),
      RUNS,
    )
  })
})
