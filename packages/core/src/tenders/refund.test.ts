import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { nextRefundTender } from './refund.ts'

const paid = (payment_method: string, processor: string, amount: number, serial_number?: string) => ({
  payment_method,
  processor,
  amount: minor(amount),
  ...(serial_number ? { serial_number } : {}),
})

describe('nextRefundTender', () => {
  it('[RFD1] goes back to the original tenders in order, capped by what each paid, never to rounding', () => {
    const original = [
      paid('gc', 'gift_card', 2000, 'GC-1'),
      paid('cash', 'cash', 1400),
      paid('r', 'rounding', 1),
    ]
    expect(nextRefundTender(original, [], minor(2500))).toEqual({
      payment_method: 'gc',
      processor: 'gift_card',
      amount: 2000,
      serial_number: 'GC-1',
    })
    const afterCard = [paid('gc', 'gift_card', -2000, 'GC-1')]
    expect(nextRefundTender(original, afterCard, minor(500))).toMatchObject({
      processor: 'cash',
      amount: 500,
    })
    const all = [...afterCard, paid('cash', 'cash', -1400)]
    expect(nextRefundTender(original, all, minor(1))).toBeNull()
    expect(nextRefundTender(original, [], minor(0))).toBeNull()
  })

  it('[RFD2] following its suggestions refunds exactly what is owed, no tender more than it paid', () => {
    const tender = fc.record({
      payment_method: fc.constantFrom('cash', 'gc', 'card', 'r'),
      amount: fc.integer({ min: -500, max: 10_000 }),
      serial: fc.constantFrom('', 'GC-1', 'GC-2'),
    })
    fc.assert(
      fc.property(
        fc.array(tender, { maxLength: 6 }),
        fc.integer({ min: 1, max: 30_000 }),
        (rows, owedStart) => {
          const original = rows.map((row) =>
            paid(
              row.payment_method,
              row.payment_method === 'r' ? 'rounding' : row.payment_method,
              row.amount,
              row.serial || undefined,
            ),
          )
          const refunded: ReturnType<typeof paid>[] = []
          let owed = owedStart
          for (let step = 0; step < 20; step++) {
            const next = nextRefundTender(original, refunded, minor(owed))
            if (!next) break
            expect(next.amount).toBeGreaterThan(0)
            expect(next.processor).not.toBe('rounding')
            refunded.push(paid(next.payment_method, next.processor, -next.amount, next.serial_number))
            owed -= next.amount
          }
          expect(owed).toBeGreaterThanOrEqual(0)
          const key = (p: { payment_method: string; serial_number?: string }) =>
            `${p.payment_method}|${p.serial_number ?? ''}`
          const paidBy = new Map<string, number>()
          for (const p of original)
            if (p.processor !== 'rounding' && p.amount > 0)
              paidBy.set(key(p), (paidBy.get(key(p)) ?? 0) + p.amount)
          const backBy = new Map<string, number>()
          for (const p of refunded) backBy.set(key(p), (backBy.get(key(p)) ?? 0) - p.amount)
          for (const [k, back] of backBy) expect(back).toBeLessThanOrEqual(paidBy.get(k) ?? 0)
          const total = [...paidBy.values()].reduce((a, b) => a + b, 0)
          // Either all is refunded, or every original tender is used up.
          expect(owed === 0 || owedStart - owed === total).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
