import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import {
  arbPromotion,
  arbSale,
  CATALOG,
  context,
  line,
  NOW,
  permute,
  promotion,
  sale,
} from '../test/fixtures.ts'
import { lineNet } from './lines.ts'
import { recomputeSale } from './recompute.ts'
import type { Sale } from './types.ts'

const RUNS = { numRuns: 1000 }
const promoContext = (promotions: Parameters<typeof promotion>[0][] = []) =>
  context({
    promotions: {
      promotions: promotions.map((id) => promotion(id)),
      catalog: CATALOG,
      customer: null,
      now: NOW,
    },
  })
const arbPromoContext = fc
  .array(arbPromotion, { maxLength: 8 })
  .map((promotions) => context({ promotions: { promotions, catalog: CATALOG, customer: null, now: NOW } }))

describe('recomputeSale', () => {
  it('[SALE1][SALE2] two lines and shipping: totals, GST per line', () => {
    const s = sale([line('a', { price: 1995, quantity: 2 }), line('b', { price: 499 })], {
      shipping: { price: minor(1100), tax_percent: 10 },
    })
    const { sale: out, totals } = recomputeSale(s, context())
    expect(out.lines.map((l) => l.total_tax)).toEqual([363, 45])
    expect(totals).toEqual({
      subtotal: 4489,
      discounts: 0,
      shipping: 1100,
      tax: 508,
      total: 5589,
      paid: 0,
      rounding: 0,
      remaining: 5589,
      change: 0,
    })
  })

  it('[SALE1] a return line is negative and its tax mirrors the sale', () => {
    const { totals, sale: out } = recomputeSale(sale([line('a', { price: 1995, quantity: -1 })]), context())
    expect(out.lines[0]!.total_tax).toBe(-181)
    expect(totals.total).toBe(-1995)
    expect(totals.remaining).toBe(-1995)
  })

  it('[SALE2] prices exclusive of tax add the tax to the total', () => {
    const ctx = context({ tax: { rule: 'per_line', pricesIncludeTax: false, mode: 'half_up' } })
    const { totals } = recomputeSale(sale([line('a', { price: 10000 })]), ctx)
    expect(totals.tax).toBe(1000)
    expect(totals.total).toBe(11000)
  })

  it('[SALE5][DSC5] line discount, promotion and sale discount combine', () => {
    const s = sale(
      [
        line('a', { price: 2000, manual_discount: { kind: 'percent', value: 50, reason_id: 'staff' } }),
        line('b', { price: 1000, item_id: 'item-0' }),
        line('c', { price: 3000, item_id: 'item-1' }),
      ],
      { discount: { kind: 'amount', value: 500, reason_id: 'manager' } },
    )
    const { sale: out, totals, notices } = recomputeSale(s, promoContext(['p']))
    // a: staff reason caps 50% at 20% = 400. b, c: 10% promotion = 100, 300.
    expect(notices).toEqual([{ line_id: 'a', code: 'CAPPED', message: 'Discount capped at 20%' }])
    expect(out.lines.map((l) => l.promotion?.promotion_id ?? null)).toEqual([null, 'p', 'p'])
    // sale discount 500 over nets 1600, 900, 2700 (5200): 153.8, 86.5, 259.6 → 154, 86, 260
    expect(out.lines.map((l) => l.sale_discount)).toEqual([154, 86, 260])
    expect(out.lines.map((l) => l.item_discount)).toEqual([554, 186, 560])
    expect(totals.discounts).toBe(1300)
    expect(totals.total).toBe(4700)
  })

  it('[SALE1][DSC4][TAX5] returning every line of a sale mirrors it to the cent', () => {
    fc.assert(
      fc.property(arbSale, (s) => {
        const plain: Sale = { ...s, discount: null, shipping: null }
        const refund: Sale = { ...plain, lines: plain.lines.map((l) => ({ ...l, quantity: -l.quantity })) }
        const a = recomputeSale(plain, context()).totals
        const b = recomputeSale(refund, context()).totals
        const negate = (n: number) => -n || 0
        expect([b.subtotal, b.discounts, b.tax, b.total]).toEqual(
          [a.subtotal, a.discounts, a.tax, a.total].map(negate),
        )
      }),
      RUNS,
    )
  })

  it('[SALE6] recomputing a sale is idempotent', () => {
    fc.assert(
      fc.property(arbSale, arbPromoContext, (s, ctx) => {
        const once = recomputeSale(s, ctx)
        const twice = recomputeSale(once.sale, ctx)
        expect(twice.sale).toEqual(once.sale)
        expect(twice.totals).toEqual(once.totals)
      }),
      RUNS,
    )
  })

  it('[SALE4] totals do not depend on line order', () => {
    fc.assert(
      fc.property(arbSale, arbPromoContext, fc.array(fc.nat(), { minLength: 1 }), (s, ctx, keys) => {
        const shuffled: Sale = { ...s, lines: permute(s.lines, keys) }
        expect(recomputeSale(shuffled, ctx).totals).toEqual(recomputeSale(s, ctx).totals)
      }),
      RUNS,
    )
  })

  it('[TAX5] tax never exceeds a line amount and has its sign', () => {
    fc.assert(
      fc.property(arbSale, arbPromoContext, (s, ctx) => {
        for (const l of recomputeSale(s, ctx).sale.lines) {
          const net = lineNet(l)
          expect(Math.abs(l.total_tax)).toBeLessThanOrEqual(Math.abs(net))
          expect(l.total_tax * net).toBeGreaterThanOrEqual(0)
        }
      }),
      RUNS,
    )
  })

  it('[SALE7][PRM13] discounts and promotions never make a line or the sale negative', () => {
    fc.assert(
      fc.property(arbSale, arbPromoContext, (s, ctx) => {
        const { sale: out, totals } = recomputeSale(s, ctx)
        for (const l of out.lines) {
          if (l.quantity > 0) expect(lineNet(l)).toBeGreaterThanOrEqual(0)
          else expect(lineNet(l)).toBeLessThanOrEqual(0)
        }
        if (out.lines.every((l) => l.quantity > 0)) expect(totals.total).toBeGreaterThanOrEqual(0)
      }),
      RUNS,
    )
  })
})
