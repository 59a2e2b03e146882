import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import type { ItemFacts, Promotion, PromotionCustomer } from '../promotions/types.ts'
import {
  arbLine,
  arbPromotion,
  arbSale,
  CATALOG,
  context,
  line,
  NOW,
  promotion,
  sale,
} from '../test/fixtures.ts'
import { recomputeSaleFrom, type SaleRecompute } from './incremental.ts'
import { type RecomputeContext, recomputeSale } from './recompute.ts'
import type { Sale, SaleLine } from './types.ts'

const HOUR = 3_600_000
const CUSTOMER: PromotionCustomer = { id: 'c1', loyalty_tier: 'gold', promotion_uses: [] }

/** Promotions over the fixture catalog with every kind of filter, order requirement and date window. */
const arbWidePromotion: fc.Arbitrary<Promotion> = fc
  .record({
    base: arbPromotion,
    filter: fc.constantFrom('as-is', 'none', 'type', 'vendor', 'option'),
    type: fc.constantFrom('shoes', 'Shirts'),
    vendor: fc.constantFrom('Acme', 'globex '),
    orderQuantity: fc.constantFrom(0, 0, 0, 3, 6),
    orderTotal: fc.constantFrom(0, 0, 2000, 8000),
    from: fc.constantFrom(null, -2, 1, 3),
    to: fc.constantFrom(null, -1, 2, 5),
    customer: fc.boolean(),
  })
  .map(({ base, filter, type, vendor, orderQuantity, orderTotal, from, to, customer }) => ({
    ...base,
    product_ids: filter === 'as-is' ? base.product_ids : [],
    product_tags: filter === 'as-is' ? base.product_tags : [],
    product_types: filter === 'type' ? [type] : [],
    product_vendors: filter === 'vendor' ? [vendor] : [],
    option1: filter === 'option' ? 'red' : '',
    order_quantity: orderQuantity,
    order_total: minor(orderTotal || base.order_total),
    from_date: from === null ? null : new Date(NOW.getTime() + from * HOUR).toISOString(),
    to_date: to === null ? null : new Date(NOW.getTime() + to * HOUR).toISOString(),
    customer_required: customer,
  }))

/** One change the register makes to a sale or its context between two recomputes. */
const arbStep = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('add' as const), line: arbLine, at: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('change' as const),
      at: fc.nat(),
      quantity: fc.integer({ min: -2, max: 5 }).filter((q) => q !== 0),
      price: fc.option(fc.integer({ min: 1, max: 30_000 })),
      item: fc.option(fc.integer({ min: 0, max: 11 })),
      manual: fc.option(
        fc.record({
          kind: fc.constantFrom('percent' as const, 'amount' as const),
          value: fc.integer({ min: 0, max: 100 }),
          reason_id: fc.constantFrom('staff', 'manager', 'unknown'),
        }),
        { freq: 3 },
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('codes' as const), codes: fc.subarray(['SAVE', 'VIP']) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('now' as const),
      hours: fc.constantFrom(0, 0.5, 1, 2.5, 4, -1.5),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('catalog' as const), at: fc.nat(), changed: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('discount' as const), on: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('customer' as const), on: fc.boolean() }) },
)
type Step = typeof arbStep extends fc.Arbitrary<infer T> ? T : never

type State = { sale: Sale; context: RecomputeContext }

function apply(state: State, step: Step, n: number): State {
  const { sale: s, context: c } = state
  const lines = s.lines
  const promotions = c.promotions!
  switch (step.kind) {
    case 'add': {
      const added: SaleLine = { ...step.line, id: `line-${String(n).padStart(2, '0')}-new` }
      const at = step.at % 4 === 0 ? step.at % (lines.length + 1) : lines.length
      return { ...state, sale: { ...s, lines: [...lines.slice(0, at), added, ...lines.slice(at)] } }
    }
    case 'change': {
      if (lines.length === 0) return state
      const at = step.at % lines.length
      const was = lines[at]!
      const changed: SaleLine = {
        ...was,
        quantity: step.quantity,
        item_price: step.price === null ? was.item_price : minor(step.price),
        item_id: step.item === null ? was.item_id : `item-${step.item}`,
        manual_discount: step.manual,
      }
      return { ...state, sale: { ...s, lines: lines.map((l, i) => (i === at ? changed : l)) } }
    }
    case 'remove': {
      if (lines.length === 0) return state
      const at = step.at % lines.length
      return { ...state, sale: { ...s, lines: lines.filter((_, i) => i !== at) } }
    }
    case 'codes':
      return { ...state, sale: { ...s, promo_codes: step.codes } }
    case 'now':
      return {
        ...state,
        context: { ...c, promotions: { ...promotions, now: new Date(NOW.getTime() + step.hours * HOUR) } },
      }
    case 'catalog': {
      // A new map: the same facts as new objects, or one item's facts changed.
      const catalog = new Map<string, ItemFacts>()
      for (const [id, f] of promotions.catalog) catalog.set(id, { ...f, tags: [...f.tags] })
      // The item of one of the sale's lines becomes another product, of another type, vendor, tag and colour.
      const id = lines.length ? lines[step.at % lines.length]!.item_id : 'item-0'
      const was = catalog.get(id)
      if (step.changed && was) {
        catalog.set(id, {
          product_id: was.product_id === 'p1' ? 'p2' : 'p1',
          type: was.type === 'Shoes' ? 'Shirts' : 'Shoes',
          vendor: was.vendor === 'Acme' ? 'Globex' : 'Acme',
          tags: was.tags.includes('summer') ? ['winter'] : ['summer'],
          option1: was.option1 === 'Red' ? 'Blue' : 'Red',
          marked_down: false,
        })
      }
      return { ...state, context: { ...c, promotions: { ...promotions, catalog } } }
    }
    case 'discount':
      return {
        ...state,
        sale: { ...s, discount: step.on ? { kind: 'amount', value: 300, reason_id: 'staff' } : null },
      }
    case 'customer':
      return {
        ...state,
        context: { ...c, promotions: { ...promotions, customer: step.on ? CUSTOMER : null } },
      }
  }
}

const strip = ({ memo: _memo, ...result }: SaleRecompute) => result

describe('recomputeSaleFrom', () => {
  it('equals a full recompute after any sequence of line additions, changes and removals, codes, time, catalog, discount and customer changes', () => {
    let incremental = 0
    let total = 0
    fc.assert(
      fc.property(
        arbSale.map((s) => ({ ...s, discount: s.lines.length % 3 === 0 ? s.discount : null })),
        fc.array(arbWidePromotion, { maxLength: 10 }),
        fc.array(arbStep, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (start, promotions, steps, withPromotions) => {
          let state: State = {
            sale: start,
            context: context({
              promotions: withPromotions ? { promotions, catalog: CATALOG, customer: null, now: NOW } : null,
            }),
          }
          let last = recomputeSaleFrom(null, state.sale, state.context)
          expect(strip(last)).toEqual(recomputeSale(state.sale, state.context))
          steps.forEach((step, n) => {
            if (!withPromotions && ['now', 'catalog', 'customer'].includes(step.kind)) return
            state = apply(state, step, n)
            last = recomputeSaleFrom(last, state.sale, state.context)
            expect(strip(last)).toEqual(recomputeSale(state.sale, state.context))
            total += 1
            if (last.memo.incremental) incremental += 1
          })
        },
      ),
      { numRuns: 400 },
    )
    // The property is not vacuous: many of the changes were made incrementally, and many were not.
    expect(incremental / total).toBeGreaterThan(0.2)
    expect(incremental / total).toBeLessThan(0.9)
  }, 60_000)

  const promoted = promotion('shoes', { product_types: ['Shoes'] })
  const promoContext = context({
    promotions: { promotions: [promoted], catalog: CATALOG, customer: null, now: NOW },
  })

  it('adds a line no promotion accepts without running the engine, and one a promotion accepts by running it', () => {
    // item-1 and item-2 are Shirts; item-0 and item-3 are Shoes.
    const first = sale([line('a', { item_id: 'item-0' }), line('b', { item_id: 'item-1' })])
    const start = recomputeSaleFrom(null, first, promoContext)
    const shirt = { ...first, lines: [...first.lines, line('c', { item_id: 'item-2' })] }
    const withShirt = recomputeSaleFrom(start, shirt, promoContext)
    expect(withShirt.memo.incremental).toBe(true)
    expect(withShirt.promotions.lines.map((p) => p?.promotion_id ?? null)).toEqual(['shoes', null, null])
    const shoe = { ...shirt, lines: [...shirt.lines, line('d', { item_id: 'item-3' })] }
    const withShoe = recomputeSaleFrom(withShirt, shoe, promoContext)
    expect(withShoe.memo.incremental).toBe(false)
    expect(strip(withShoe)).toEqual(recomputeSale(shoe, promoContext))
  })

  it('runs in full when a sale discount is on (its shares depend on every line)', () => {
    const first = sale([line('a', { item_id: 'item-1' })], {
      discount: { kind: 'amount', value: 100, reason_id: 'staff' },
    })
    const start = recomputeSaleFrom(null, first, promoContext)
    const next = { ...first, lines: [...first.lines, line('b', { item_id: 'item-2' })] }
    expect(recomputeSaleFrom(start, next, promoContext).memo.incremental).toBe(false)
  })
})
