import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type DatedPrice, parseMoneyText, priceInForce, priceOn } from './prices.ts'

function price(id: number, fields: Partial<DatedPrice>): DatedPrice {
  return { id, product_id: 1, item_id: null, start_date: null, end_date: null, price: id * 100, ...fields }
}

describe('price on a date', () => {
  const base = price(1, {})
  const sale = price(2, { start_date: '2026-11-01T00:00:00Z', end_date: '2026-12-01T00:00:00Z' })
  const itemBase = price(3, { item_id: 10, product_id: null })
  const later = price(4, { start_date: '2026-11-15T00:00:00Z' })

  it('should use the product price when nothing more specific is in force', () => {
    expect(priceOn([base, sale], { product_id: 1, item_id: 11 }, '2026-10-01T00:00:00Z')).toBe(base)
  })

  it('should prefer a dated price in force, and the latest start among them', () => {
    expect(priceOn([base, sale], { product_id: 1, item_id: 11 }, '2026-11-10T00:00:00Z')).toBe(sale)
    expect(priceOn([base, sale, later], { product_id: 1, item_id: 11 }, '2026-11-20T00:00:00Z')).toBe(later)
  })

  it("should prefer the item's own price over its product's", () => {
    expect(priceOn([base, sale, itemBase], { product_id: 1, item_id: 10 }, '2026-11-10T00:00:00Z')).toBe(
      itemBase,
    )
  })

  it('should treat the end date as exclusive and give nothing for another product', () => {
    expect(priceInForce(sale, '2026-12-01T00:00:00Z')).toBe(false)
    expect(priceInForce(sale, '2026-11-30T23:59:59Z')).toBe(true)
    expect(priceOn([base], { product_id: 2, item_id: null }, '2026-11-10T00:00:00Z')).toBeUndefined()
  })
})

describe('money typed as text', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['$7', 700],
    ['1,234.05', 123405],
    [' 0 ', 0],
  ])('should read %s as %d cents', (text, cents) => {
    expect(parseMoneyText(text)).toBe(cents)
  })

  it.each(['', 'abc', '-1', '1.234', '12,5', '1e3'])('should refuse %s', (text) => {
    expect(parseMoneyText(text)).toBeUndefined()
  })

  it('should answer the same price whatever order the prices come in (two undated ones: the later id)', () => {
    expect(
      priceOn([price(5, {}), price(7, {})], { product_id: 1, item_id: null }, '2026-11-20T00:00:00Z')?.id,
    ).toBe(7)
    expect(
      priceOn([price(7, {}), price(5, {})], { product_id: 1, item_id: null }, '2026-11-20T00:00:00Z')?.id,
    ).toBe(7)
    const any = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      item: fc.boolean(),
      start: fc.constantFrom(null, '2026-11-01T00:00:00Z', '2026-11-10T00:00:00Z'),
    })
    fc.assert(
      fc.property(fc.uniqueArray(any, { selector: (each) => each.id, maxLength: 8 }), (specs) => {
        const prices = specs.map((spec) =>
          price(
            spec.id,
            spec.item
              ? { item_id: 10, product_id: null, start_date: spec.start }
              : { start_date: spec.start },
          ),
        )
        const target = { product_id: 1, item_id: 10 }
        const at = '2026-11-20T00:00:00Z'
        expect(priceOn([...prices].reverse(), target, at)).toBe(priceOn(prices, target, at))
      }),
    )
  })
})
