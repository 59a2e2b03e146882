import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { isGiftCardLine, lineNet } from '../sale/lines.ts'
import { recomputeSale } from '../sale/recompute.ts'
import { arbSale, context, method, NOW } from '../test/fixtures.ts'
import { addTenderPayments } from './add-payment.ts'
import { tenderAllowance } from './tender.ts'

const loyalty = method('loyalty', 'loyalty')
const credit = method('credit', 'store_credit')

describe('tender caps', () => {
  it('[TND3][TND4] loyalty and store credit never exceed their caps, however often they are tendered', () => {
    fc.assert(
      fc.property(
        arbSale,
        fc.record({
          points: fc.integer({ min: 0, max: 100_000 }),
          balance: fc.integer({ min: 0, max: 100_000 }),
          pointValue: fc.constantFrom(0, 0.5, 1, 2, 5),
        }),
        fc.array(fc.tuple(fc.constantFrom(loyalty, credit), fc.integer({ min: 1, max: 200_000 })), {
          maxLength: 6,
        }),
        (start, customerFields, tenders) => {
          const customer = {
            id: 'c',
            loyalty_points: customerFields.points,
            credit_balance: minor(customerFields.balance),
          }
          let s = recomputeSale(start, context()).sale
          for (const [m, ask] of tenders) {
            const { totals } = recomputeSale(s, context())
            if (totals.remaining <= 0) break
            const result = tenderAllowance({
              method: m,
              amount: minor(ask),
              sale: s,
              totals,
              customer,
              pointValue: customerFields.pointValue,
              now: NOW,
            })
            if (!result.ok) continue
            expect(result.value.amount).toBeLessThanOrEqual(totals.remaining)
            expect(result.value.amount).toBeLessThanOrEqual(ask)
            s = addTenderPayments(s, result.value, {
              method: m,
              roundingMethod: null,
              date: 'd',
              processed: true,
            })
          }
          const paidWith = (processor: string) =>
            s.payments.filter((p) => p.processor === processor).reduce((sum, p) => sum + p.amount, 0)
          const eligible = s.lines
            .filter((l) => l.quantity > 0 && !isGiftCardLine(l))
            .reduce((sum, l) => sum + lineNet(l), 0)
          const pointsUsed = s.payments.reduce((sum, p) => sum + (p.points ?? 0), 0)
          expect(paidWith('store_credit')).toBeLessThanOrEqual(customerFields.balance)
          expect(pointsUsed).toBeLessThanOrEqual(customerFields.points)
          expect(paidWith('loyalty')).toBeLessThanOrEqual(Math.floor(pointsUsed * customerFields.pointValue))
          expect(paidWith('loyalty')).toBeLessThanOrEqual(Math.max(0, eligible))
          expect(paidWith('loyalty') + paidWith('store_credit')).toBeLessThanOrEqual(
            Math.max(0, recomputeSale(s, context()).totals.total),
          )
        },
      ),
      { numRuns: 1000 },
    )
  })
})
