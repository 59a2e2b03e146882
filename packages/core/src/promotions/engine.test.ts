import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import type { SaleLine } from '../sale/types.ts'
import { arbPromotion, CATALOG, facts, line, NOW, permute, promotion } from '../test/fixtures.ts'
import { applyPromotions, type PromotionContext, promotionsToShow } from './engine.ts'
import type { Promotion, PromotionCustomer } from './types.ts'

function ctx(promotions: Promotion[], fields: Partial<PromotionContext> = {}): PromotionContext {
  return { promotions, catalog: CATALOG, codes: [], customer: null, now: NOW, currency: 'AUD', ...fields }
}
const shoes = line('a', { price: 10000, item_id: 'item-0' }) // p1, summer, Shoes, Acme, Red
const shirt = line('b', { price: 2000, item_id: 'item-1', quantity: 3 }) // p2, winter, Shirts, Acme, Blue
const amounts = (lines: readonly SaleLine[], p: PromotionContext) =>
  applyPromotions(lines, p).lines.map((l) => l?.amount ?? 0)

describe('promotion engine', () => {
  it('[PRM1] applies only between its dates; 0001-01-01 is open', () => {
    const lines = [shoes]
    expect(amounts(lines, ctx([promotion('x', { from_date: '2026-07-01T00:00:00Z' })]))).toEqual([0])
    expect(amounts(lines, ctx([promotion('x', { to_date: '2026-06-01T00:00:00Z' })]))).toEqual([0])
    expect(
      amounts(
        lines,
        ctx([promotion('x', { from_date: '0001-01-01T00:00:00Z', to_date: '2026-06-30T00:00:00Z' })]),
      ),
    ).toEqual([1000])
  })

  it('[PRM2] a coded promotion needs its code; outcomes per code', () => {
    const p = promotion('x', { code: 'Winter ' })
    expect(amounts([shoes], ctx([p]))).toEqual([0])
    const outcome = applyPromotions([shoes], ctx([p], { codes: [' WINTER', 'bogus'] }))
    expect(outcome.lines[0]?.amount).toBe(1000)
    expect(outcome.codes).toEqual([
      { code: 'winter', status: 'applied' },
      { code: 'bogus', status: 'unknown' },
    ])
  })

  it('[PRM3] customer and loyalty tier requirements', () => {
    const gold: PromotionCustomer = { id: 'c', loyalty_tier: 'gold', promotion_uses: [] }
    const p = promotion('x', { customer_required: true, customer_loyalty_tier: 'gold' })
    expect(amounts([shoes], ctx([p]))).toEqual([0])
    expect(amounts([shoes], ctx([p], { customer: { ...gold, loyalty_tier: 'silver' } }))).toEqual([0])
    expect(amounts([shoes], ctx([p], { customer: gold }))).toEqual([1000])
  })

  it('[PRM4] usage limits: total and per customer within months; 0 is unlimited', () => {
    expect(amounts([shoes], ctx([promotion('x', { limit_usage: 5, used_times: 5 })]))).toEqual([0])
    expect(amounts([shoes], ctx([promotion('x', { limit_usage: 0, used_times: 500 })]))).toEqual([1000])
    const perCustomer = promotion('x', { limit_customer_usage: 1, limit_customer_usage_months: 3 })
    const recent: PromotionCustomer = {
      id: 'c',
      loyalty_tier: null,
      promotion_uses: [{ promotion_id: 'x', date: '2026-05-01T00:00:00Z' }],
    }
    const old = { ...recent, promotion_uses: [{ promotion_id: 'x', date: '2026-01-01T00:00:00Z' }] }
    expect(amounts([shoes], ctx([perCustomer]))).toEqual([0])
    expect(amounts([shoes], ctx([perCustomer], { customer: recent }))).toEqual([0])
    expect(amounts([shoes], ctx([perCustomer], { customer: old }))).toEqual([1000])
  })

  it('[PRM5] product filters: ids, options, tags, types, vendors, marked down', () => {
    const lines = [shoes, shirt]
    expect(amounts(lines, ctx([promotion('x', { product_ids: ['p2'] })]))).toEqual([0, 600])
    expect(amounts(lines, ctx([promotion('x', { option1: 'red' })]))).toEqual([1000, 0])
    expect(amounts(lines, ctx([promotion('x', { product_tags: ['Winter', 'other'] })]))).toEqual([0, 600])
    expect(amounts(lines, ctx([promotion('x', { product_types: ['shoes'] })]))).toEqual([1000, 0])
    expect(amounts(lines, ctx([promotion('x', { product_vendors: ['Globex'] })]))).toEqual([0, 0])
    const marked = line('m', { price: 1000, item_id: 'item-9' })
    expect(amounts([marked], ctx([promotion('x', { product_marked_down: false })]))).toEqual([0])
    expect(amounts([marked], ctx([promotion('x', { product_marked_down: true })]))).toEqual([100])
    const unknown = line('u', { item_id: 'not-in-catalog' })
    expect(amounts([unknown], ctx([promotion('x')]))).toEqual([100])
    expect(amounts([unknown], ctx([promotion('x', { product_tags: ['summer'] })]))).toEqual([0])
  })

  it('[PRM6] amount off each unit and fixed price', () => {
    expect(amounts([shirt], ctx([promotion('x', { discount_type: 'amount', discount: 500 })]))).toEqual([
      1500,
    ])
    expect(amounts([shirt], ctx([promotion('x', { discount_type: 'amount', discount: 5000 })]))).toEqual([
      6000,
    ])
    expect(amounts([shirt], ctx([promotion('x', { discount_type: 'fixed_price', discount: 1500 })]))).toEqual(
      [1500],
    )
    expect(amounts([shirt], ctx([promotion('x', { discount_type: 'fixed_price', discount: 2500 })]))).toEqual(
      [0],
    )
  })

  it('[PRM7] a percentage rounds once over all its units', () => {
    const lines = [1, 2, 3].map((i) => line(`l${i}`, { price: 105, item_id: 'item-0' }))
    // 3 × 1.05 × 15% = 47.25c → 47, spread 16, 16, 15
    expect(amounts(lines, ctx([promotion('x', { discount: 15 })]))).toEqual([16, 16, 15])
  })

  it('[PRM8] minimum and maximum item quantity; dearest units first', () => {
    const buy2 = promotion('x', { minimum_item_quantity: 4 })
    expect(amounts([shoes, shirt], ctx([buy2]))).toEqual([1000, 600])
    expect(amounts([shirt], ctx([buy2]))).toEqual([0])
    const two = promotion('x', { maximum_item_quantity: 2, discount: 50 })
    const outcome = applyPromotions([shirt, shoes], ctx([two]))
    expect(outcome.lines.map((l) => [l?.units ?? 0, l?.amount ?? 0])).toEqual([
      [1, 1000],
      [1, 5000],
    ])
  })

  it('[PRM8] order quantity and order total requirements', () => {
    expect(amounts([shoes], ctx([promotion('x', { order_quantity: 2 })]))).toEqual([0])
    expect(amounts([shoes, shirt], ctx([promotion('x', { order_quantity: 2 })]))).toEqual([1000, 600])
    expect(amounts([shirt], ctx([promotion('x', { order_total: minor(6001) })]))).toEqual([0])
    expect(amounts([shirt], ctx([promotion('x', { order_total: minor(6000) })]))).toEqual([600])
  })

  it('[PRM11] returns, gift cards and manually discounted lines take no promotion', () => {
    const lines = [
      line('r', { quantity: -1 }),
      line('g', { item: { sku: 'g', name: 'g', view: 'Gift Card' } }),
      line('m', { manual_discount: { kind: 'percent', value: 5, reason_id: 'staff' } }),
    ]
    expect(amounts(lines, ctx([promotion('x')]))).toEqual([0, 0, 0])
  })

  it('[PRM12] best promotion first, one per line, the rest re-evaluated on free lines', () => {
    const shoesOnly = promotion('big', { product_ids: ['p1'], discount: 30 })
    const everything = promotion('all', { discount: 10 })
    const outcome = applyPromotions([shoes, shirt], ctx([everything, shoesOnly]))
    expect(outcome.lines.map((l) => l?.promotion_id)).toEqual(['big', 'all'])
    expect(outcome.applied.map((a) => [a.promotion_id, a.total])).toEqual([
      ['big', 3000],
      ['all', 600],
    ])
  })

  it('[PRM10] each discount says why it applies', () => {
    const p = promotion('x', { name: 'Winter', code: 'winter', minimum_item_quantity: 2, discount: 20 })
    const outcome = applyPromotions([shirt], ctx([p], { codes: ['WINTER'] }))
    expect(outcome.lines[0]?.why).toBe('Winter: 20% off, code WINTER, buy 2 or more')
    expect(outcome.lines[0]?.discount_reason).toBe('promo')
  })

  it('[PRM14] the register lists running promotions marked show_on_pos', () => {
    const shown = promotion('a')
    const hidden = promotion('b', { show_on_pos: false })
    const later = promotion('c', { from_date: '2027-01-01T00:00:00Z' })
    expect(promotionsToShow([shown, hidden, later], NOW)).toEqual([shown])
  })

  it('[PRM9] the outcome does not depend on the order of lines or promotions', () => {
    const arbLines = fc
      .array(
        fc.record({
          price: fc.integer({ min: 1, max: 20_000 }),
          quantity: fc.integer({ min: 1, max: 4 }),
          item: fc.integer({ min: 0, max: 9 }),
        }),
        { minLength: 1, maxLength: 10 },
      )
      .map((rows) =>
        rows.map((r, i) =>
          line(`l${i}`, { price: r.price, quantity: r.quantity, item_id: `item-${r.item}` }),
        ),
      )
    fc.assert(
      fc.property(
        arbLines,
        fc.uniqueArray(arbPromotion, { selector: (p) => p.id, maxLength: 8 }),
        fc.array(fc.nat()),
        (lines, promotions, keys) => {
          const codes = ['SAVE', 'VIP']
          const a = applyPromotions(lines, ctx(promotions, { codes }))
          const shuffledLines = permute(lines, keys)
          const b = applyPromotions(
            shuffledLines,
            ctx(permute(promotions, keys.slice().reverse()), { codes }),
          )
          const byId = (outcome: typeof a, ls: SaleLine[]) =>
            Object.fromEntries(ls.map((l, i) => [l.id, outcome.lines[i]?.amount ?? 0]))
          expect(byId(b, shuffledLines)).toEqual(byId(a, lines))
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('[PRM13] a promotion discount never exceeds the line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 20_000 }), quantity: fc.integer({ min: 1, max: 4 }) }),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        fc.array(arbPromotion, { maxLength: 8 }),
        (rows, promotions) => {
          const lines = rows.map((r, i) => line(`l${i}`, { ...r, item_id: `item-${i % 10}` }))
          const outcome = applyPromotions(lines, ctx(promotions, { codes: ['SAVE'] }))
          outcome.lines.forEach((applied, i) => {
            const l = lines[i]!
            expect(applied?.amount ?? 0).toBeGreaterThanOrEqual(0)
            expect(applied?.amount ?? 0).toBeLessThanOrEqual(l.quantity * l.item_price)
          })
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('[PRM12] the combined discount is at least what the best single promotion gives', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 20_000 }),
            quantity: fc.integer({ min: 1, max: 4 }),
            item: fc.integer({ min: 0, max: 9 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.uniqueArray(arbPromotion, { selector: (p) => p.id, maxLength: 8 }),
        (rows, promotions) => {
          const lines = rows.map((r, i) =>
            line(`l${i}`, { price: r.price, quantity: r.quantity, item_id: `item-${r.item}` }),
          )
          const total = (ps: Promotion[]) =>
            applyPromotions(lines, ctx(ps, { codes: ['SAVE', 'VIP'] })).lines.reduce(
              (sum, l) => sum + (l?.amount ?? 0),
              0,
            )
          const combined = total(promotions)
          for (const p of promotions) expect(combined).toBeGreaterThanOrEqual(total([p]))
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('facts of an item can come with its product id', () => {
    const catalog = new Map([['i', facts('', { tags: ['x'] })]])
    const l = line('z', { item_id: 'i', product_id: 'prod' })
    expect(amounts([l], ctx([promotion('x', { product_ids: ['prod'] })], { catalog }))).toEqual([100])
  })
})
