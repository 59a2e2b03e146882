import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { AU_TAX } from '../tax/gst.ts'
import { addTenderPayments } from '../tenders/add-payment.ts'
import { tenderAllowance } from '../tenders/tender.ts'
import { arbSale, context, line, method, NOW, sale } from '../test/fixtures.ts'
import { saleIntegrityIssues } from './integrity.ts'
import { recomputeSale } from './recompute.ts'

const cash = method('cash', 'cash', 5)
const roundingMethod = method('rounding', '', 0, 'rounding')

describe('sale integrity', () => {
  it('[SALE8] a tampered sale is reported line by line', () => {
    const s = sale([line('a', { price: 1000, item_discount: minor(1500), total_tax: minor(600) })], {
      payments: [
        {
          payment_method: 'r',
          amount: minor(40),
          processor: 'rounding',
          name: 'R',
          processed: true,
          date: 'd',
        },
      ],
    })
    expect(saleIntegrityIssues(s, AU_TAX).map((issue) => issue.path)).toEqual([
      'lines.0.item_discount',
      'lines.0.total_tax',
      'payments.0.amount',
      'payments',
    ])
  })

  it('[SALE8] any recomputed sale settled in cash passes', () => {
    fc.assert(
      fc.property(arbSale, (start) => {
        let { sale: s, totals } = recomputeSale(start, context())
        if (totals.remaining !== 0) {
          const allowance = tenderAllowance({
            method: cash,
            amount: minor(totals.remaining * 2),
            sale: s,
            totals,
            customer: null,
            now: NOW,
          })
          if (!allowance.ok) throw new Error(allowance.error.message)
          s = addTenderPayments(s, allowance.value, {
            method: cash,
            roundingMethod,
            date: 'd',
            processed: true,
          })
          totals = recomputeSale(s, context()).totals
        }
        expect(saleIntegrityIssues(s, AU_TAX)).toEqual([])
      }),
      { numRuns: 1000 },
    )
  })
})
