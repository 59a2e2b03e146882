import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REPORT_MEASURES, type ReportMeasure } from './report-definition.ts'
import { marginPercent, measureValue, type ReportSums, reportRow, reportTotals } from './report-figures.ts'

const cents = fc.integer({ min: -10_000_000, max: 10_000_000 })
const sums: fc.Arbitrary<ReportSums> = fc.record({
  quantity: fc.integer({ min: -1000, max: 1000 }),
  gross: cents,
  discounts: cents,
  tax: cents,
  cost: cents,
  sales: fc.nat(1000),
  amount: cents,
})
const measures = fc.uniqueArray(fc.constantFrom(...REPORT_MEASURES), { minLength: 1 })

describe('report figures', () => {
  it('[RPT1] net sales is gross less discounts and tax, and margin is net sales less cost', () => {
    fc.assert(
      fc.property(sums, (s) => {
        expect(measureValue('net_sales', s)).toBe(s.gross - s.discounts - s.tax)
        expect(measureValue('margin', s)).toBe(measureValue('net_sales', s) - measureValue('cost', s))
      }),
    )
  })

  it('[RPT2] a report total is the sum of its rows, for every measure', () => {
    fc.assert(
      fc.property(fc.array(sums, { maxLength: 30 }), measures, (rowsSums, chosen) => {
        const rows = rowsSums.map((s, i) => reportRow(String(i), `Row ${i}`, s, chosen))
        const totals = reportTotals(rows, chosen)
        for (const measure of chosen) {
          expect(totals[measure]).toBe(rows.reduce((sum, row) => sum + (row.values[measure] ?? 0), 0))
        }
      }),
    )
  })

  it('[RPT2] the total of the margins is the margin of the totals (measures are linear)', () => {
    fc.assert(
      fc.property(fc.array(sums, { maxLength: 30 }), (rowsSums) => {
        const chosen: ReportMeasure[] = ['net_sales', 'cost', 'margin']
        const totals = reportTotals(
          rowsSums.map((s, i) => reportRow(String(i), '', s, chosen)),
          chosen,
        )
        expect(totals.margin).toBe((totals.net_sales ?? 0) - (totals.cost ?? 0))
      }),
    )
  })

  it('[RPT3] margin percent is to one decimal and null without net sales', () => {
    expect(marginPercent(250, 1000)).toBe(25)
    expect(marginPercent(1, 3)).toBe(33.3)
    expect(marginPercent(5, 0)).toBeNull()
  })
})
