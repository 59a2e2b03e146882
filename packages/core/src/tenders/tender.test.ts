import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { recomputeSale } from '../sale/recompute.ts'
import { computeTotals } from '../sale/totals.ts'
import type { Sale } from '../sale/types.ts'
import { AU_TAX } from '../tax/gst.ts'
import { context, line, method, NOW, sale } from '../test/fixtures.ts'
import { addTenderPayments } from './add-payment.ts'
import { type TenderRequest, tenderAllowance } from './tender.ts'

const cash = method('cash', 'cash', 5)
const card = method('card', 'linkly')
const loyalty = method('loyalty', 'loyalty')
const credit = method('credit', 'store_credit')
const gift = method('gift', 'gift_card')
const roundingMethod = method('rounding', '', 0, 'rounding')
const customer = { id: 'c1', loyalty_points: 1234.7, credit_balance: minor(5000) }
const RUNS = { numRuns: 1000 }

function request(s: Sale, fields: Partial<TenderRequest>): TenderRequest {
  const { totals } = recomputeSale(s, context())
  return { method: cash, amount: totals.remaining, sale: s, totals, customer: null, now: NOW, ...fields }
}

const sale1003 = sale([line('a', { price: 1003 })])

describe('tenderAllowance', () => {
  it.each([
    ['an unknown method', undefined],
    ['an unknown processor', method('x', 'paypal')],
    ['the rounding method', roundingMethod],
  ])("[TND1] %s is 'Incorrect Payment Method'", (_, m) => {
    const result = tenderAllowance(request(sale1003, { method: m }))
    expect(result).toEqual({
      ok: false,
      error: { code: 'INCORRECT_PAYMENT_METHOD', message: 'Incorrect Payment Method' },
    })
  })

  it('[TND2] nothing owing and a wrong-signed amount are refused', () => {
    expect(tenderAllowance(request(sale([]), {}))).toMatchObject({
      ok: false,
      error: { code: 'NOTHING_OWING' },
    })
    expect(tenderAllowance(request(sale1003, { amount: minor(-5) }))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_AMOUNT' },
    })
  })

  it('[TND7][TND8] cash for $10.03 takes $10.05 and adds a -2c rounding payment', () => {
    const result = tenderAllowance(request(sale1003, {}))
    expect(result).toEqual({
      ok: true,
      value: { processor: 'cash', amount: 1005, rounding: -2, change: 0, settles: true },
    })
  })

  it('[TND7] cash of $20 for $10.03 gives $9.95 change', () => {
    const result = tenderAllowance(request(sale1003, { amount: minor(2000) }))
    expect(result).toMatchObject({ ok: true, value: { amount: 2000, rounding: -2, change: 995 } })
  })

  it('[TND7] a partial cash tender is not rounded', () => {
    expect(tenderAllowance(request(sale1003, { amount: minor(500) }))).toMatchObject({
      ok: true,
      value: { amount: 500, rounding: 0, change: 0, settles: false },
    })
  })

  it('[TND7][RND4] a cash refund of $10.03 pays out $10.05 with a +2c rounding payment', () => {
    const refund = sale([line('a', { price: 1003, quantity: -1 })])
    expect(tenderAllowance(request(refund, {}))).toMatchObject({
      ok: true,
      value: { amount: -1005, rounding: 2, change: 0, settles: true },
    })
  })

  it.each(['linkly', 'adyen', 'adyen_tap', ''])(
    '[TND6] processor %j takes what is owed, no change',
    (processor) => {
      const m = method('terminal', processor)
      expect(tenderAllowance(request(sale1003, { method: m, amount: minor(400) }))).toMatchObject({
        ok: true,
        value: { processor, amount: 400, settles: false },
      })
      expect(tenderAllowance(request(sale1003, { method: m, amount: minor(9999) }))).toMatchObject({
        ok: true,
        value: { processor, amount: 1003, change: 0, settles: true },
      })
    },
  )

  it('[TND7][RND1] NZD cash rounds to 10c and a 5c tie goes down', () => {
    const nzd = sale([line('a', { price: 1005 })], { currency: 'NZD' })
    const nzCash = method('nzcash', 'cash', 10)
    expect(tenderAllowance(request(nzd, { method: nzCash }))).toMatchObject({
      ok: true,
      value: { amount: 1000, rounding: 5, change: 0, settles: true },
    })
  })

  it('[TND6] a card takes at most what is owed, unrounded', () => {
    expect(tenderAllowance(request(sale1003, { method: card, amount: minor(5000) }))).toMatchObject({
      ok: true,
      value: { processor: 'linkly', amount: 1003, rounding: 0, change: 0 },
    })
  })

  it('[TND3] loyalty needs a customer and points, and counts only positive non-gift-card lines', () => {
    const s = sale([
      line('a', { price: 1500 }),
      line('g', { price: 5000, item: { sku: 'GC', name: 'Gift card', view: 'Gift Card' } }),
      line('r', { price: 400, quantity: -1 }),
    ])
    expect(tenderAllowance(request(s, { method: loyalty, pointValue: 1 }))).toMatchObject({
      error: { message: 'No Customer' },
    })
    const broke = { ...customer, loyalty_points: 0.9 }
    expect(tenderAllowance(request(s, { method: loyalty, customer: broke, pointValue: 1 }))).toMatchObject({
      error: { message: 'Insufficient Points' },
    })
    // 1234 whole points × 1c = $12.34 < eligible $15.00
    expect(tenderAllowance(request(s, { method: loyalty, customer, pointValue: 1 }))).toMatchObject({
      ok: true,
      value: { amount: 1234, points: 1234, point_value: 1 },
    })
    // at 5c a point the eligible $15.00 caps it: 300 points
    expect(tenderAllowance(request(s, { method: loyalty, customer, pointValue: 5 }))).toMatchObject({
      ok: true,
      value: { amount: 1500, points: 300 },
    })
  })

  it('[TND3] loyalty redeems whole points only, rounding the value down', () => {
    const s = sale([line('a', { price: 1003 })])
    expect(tenderAllowance(request(s, { method: loyalty, customer, pointValue: 2 }))).toMatchObject({
      ok: true,
      value: { amount: 1002, points: 501 },
    })
  })

  it('[TND4] store credit needs a customer, takes part, then runs out', () => {
    const s = sale([line('a', { price: 8000 })])
    expect(tenderAllowance(request(s, { method: credit }))).toMatchObject({
      error: { message: 'No Customer' },
    })
    const first = tenderAllowance(request(s, { method: credit, customer }))
    expect(first).toMatchObject({ ok: true, value: { amount: 5000, settles: false } })
    if (!first.ok) throw new Error('expected ok')
    const paid = addTenderPayments(s, first.value, {
      method: credit,
      roundingMethod,
      date: NOW.toISOString(),
      processed: true,
    })
    expect(tenderAllowance(request(paid, { method: credit, customer }))).toMatchObject({
      error: { message: 'Insufficient Funds' },
    })
  })

  it('[TND5] gift cards: serial, existence, expiry, balance, partial', () => {
    const s = sale([line('a', { price: 8000 })])
    const card = { serial: 'GC1', current_amount: minor(3000), expiration: '2026-12-31T00:00:00Z' }
    expect(tenderAllowance(request(s, { method: gift, giftCard: card }))).toMatchObject({
      error: { message: 'Invalid Gift Card' },
    })
    expect(tenderAllowance(request(s, { method: gift, serial: 'GC1', giftCard: null }))).toMatchObject({
      error: { message: 'Invalid Gift Card' },
    })
    const expired = { ...card, expiration: '2026-01-01T00:00:00Z' }
    expect(tenderAllowance(request(s, { method: gift, serial: 'GC1', giftCard: expired }))).toMatchObject({
      error: { message: 'Gift Card Expired' },
    })
    const empty = { ...card, current_amount: minor(0) }
    expect(tenderAllowance(request(s, { method: gift, serial: 'GC1', giftCard: empty }))).toMatchObject({
      error: { message: 'Insufficient Funds' },
    })
    expect(tenderAllowance(request(s, { method: gift, serial: 'GC1', giftCard: card }))).toMatchObject({
      ok: true,
      value: { amount: 3000, serial_number: 'GC1', settles: false },
    })
  })

  it('[TND7] a balance that covers what is owed but not the rounded-up amount pays exactly, unrounded', () => {
    const roundedCredit = method('credit', 'store_credit', 5)
    const exact = { ...customer, credit_balance: minor(1003) }
    expect(tenderAllowance(request(sale1003, { method: roundedCredit, customer: exact }))).toMatchObject({
      ok: true,
      value: { amount: 1003, rounding: 0, settles: true },
    })
    const more = { ...customer, credit_balance: minor(2000) }
    expect(tenderAllowance(request(sale1003, { method: roundedCredit, customer: more }))).toMatchObject({
      ok: true,
      value: { amount: 1005, rounding: -2, settles: true },
    })
  })

  it('[TND8] a rounding payment is its own line of the rounding method', () => {
    const result = tenderAllowance(request(sale1003, { amount: minor(2000) }))
    if (!result.ok) throw new Error('expected ok')
    const paid = addTenderPayments(sale1003, result.value, {
      method: cash,
      roundingMethod,
      date: 'd',
      processed: true,
    })
    expect(paid.payments.map((p) => [p.payment_method, p.processor, p.amount])).toEqual([
      ['cash', 'cash', 2000],
      ['rounding', 'rounding', -2],
    ])
    const totals = computeTotals(recomputeSale(paid, context()).sale, AU_TAX)
    expect(totals).toMatchObject({ total: 1003, paid: 1998, rounding: -2, remaining: 0, change: 995 })
  })

  it('[TND8][TND9] tenders settle the total exactly; rounding is under half the increment', () => {
    const arbTender = fc.record({
      method: fc.constantFrom(cash, card, credit, gift, loyalty, method('nzcash', 'cash', 10)),
      fraction: fc.integer({ min: 1, max: 150 }),
    })
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 20_000 }), quantity: fc.integer({ min: 1, max: 3 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.boolean(),
        fc.array(arbTender, { maxLength: 6 }),
        (rows, refund, tenders) => {
          let s = sale(
            rows.map((r, i) =>
              line(`l${i}`, { price: r.price, quantity: refund ? -r.quantity : r.quantity }),
            ),
          )
          const card = { serial: 'GC1', current_amount: minor(4000), expiration: null }
          for (const tender of [...tenders, { method: cash, fraction: 200 }]) {
            const { totals } = recomputeSale(s, context())
            if (totals.remaining === 0) break
            const amount = minor(
              Math.trunc((totals.remaining * tender.fraction) / 100) || Math.sign(totals.remaining),
            )
            const result = tenderAllowance({
              method: tender.method,
              amount,
              sale: s,
              totals,
              customer,
              pointValue: 3,
              serial: 'GC1',
              giftCard: card,
              now: NOW,
            })
            if (!result.ok) continue
            const { rounding, amount: taken } = result.value
            const increment = tender.method.id === 'nzcash' ? 10 : tender.method.id === 'cash' ? 5 : 1
            expect(2 * Math.abs(rounding)).toBeLessThanOrEqual(increment === 1 ? 0 : increment)
            if (increment === 5) expect(2 * Math.abs(rounding)).toBeLessThan(5)
            if (increment === 1) expect(Math.abs(taken)).toBeLessThanOrEqual(Math.abs(totals.remaining))
            s = addTenderPayments(s, result.value, {
              method: tender.method,
              roundingMethod,
              date: 'd',
              processed: true,
            })
          }
          const totals = recomputeSale(s, context()).totals
          expect(totals.remaining).toBe(0)
          expect(totals.paid - totals.change).toBe(totals.total)
          const used = (processor: string) =>
            s.payments.filter((p) => p.processor === processor).reduce((sum, p) => sum + p.amount, 0)
          if (!refund) {
            expect(used('store_credit')).toBeLessThanOrEqual(customer.credit_balance)
            expect(used('gift_card')).toBeLessThanOrEqual(4000)
            expect(used('loyalty')).toBeLessThanOrEqual(1234 * 3)
            const points = s.payments.reduce((sum, p) => sum + (p.points ?? 0), 0)
            expect(points).toBeLessThanOrEqual(1234)
          }
        },
      ),
      RUNS,
    )
  })
})
