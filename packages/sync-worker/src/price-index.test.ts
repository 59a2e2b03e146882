import { minor, type Price, priceOn, registerPriceText } from '@pos/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { PriceIndex } from './price-index.ts'

const stamp = '2026-06-15T02:00:00.000Z'
const PRODUCTS = ['1', '2']
const ITEMS: Record<string, string> = { '11': '1', '12': '1', '21': '2' }

/** A price of one of two products, for the product as a whole or one of its items, dated or not. */
const priceArb = fc.record({
  id: fc.constantFrom('1', '2', '3', '4', '5', '6'),
  target: fc.constantFrom<string | null>(null, '11', '12', '21'),
  product: fc.constantFrom(...PRODUCTS),
  price: fc.integer({ min: 0, max: 10_000 }),
  dated: fc.boolean(),
})
const opArb = fc.oneof(
  priceArb.map((price) => ({ put: price })),
  fc.constantFrom('1', '2', '3', '4', '5', '6').map((id) => ({ remove: id })),
)

type PriceSpec = { id: string; target: string | null; product: string; price: number; dated: boolean }

function priceOf(p: PriceSpec): Price {
  return {
    id: p.id,
    product_id: p.target === null ? p.product : ITEMS[p.target]!,
    item_id: p.target,
    start_date: p.dated ? '2026-01-01T00:00:00.000Z' : null,
    end_date: p.dated ? '2026-12-31T00:00:00.000Z' : null,
    currency: 'AUD',
    price: minor(p.price),
    tags: [],
    created: stamp,
    updated: stamp,
  }
}

describe('PriceIndex', () => {
  it("answers each item's price as core's priceOn over every price the document holds, after any puts and removes", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        const doc = new Y.Doc()
        const prices = doc.getMap<unknown>('prices')
        const index = new PriceIndex(prices)
        const held = new Map<string, Price>()
        for (const op of ops) {
          doc.transact(() => {
            if ('put' in op) {
              const price = priceOf(op.put)
              held.set(price.id, price)
              prices.set(price.id, registerPriceText(price))
            } else {
              held.delete(op.remove)
              prices.delete(op.remove)
            }
          })
        }
        for (const [itemId, productId] of Object.entries(ITEMS)) {
          const mine = [...held.values()].filter(
            (price) => price.item_id === itemId || (price.item_id === null && price.product_id === productId),
          )
          const expected = priceOn(mine, { product_id: productId, item_id: itemId }, stamp) ?? null
          expect(index.priceOn(itemId, productId, stamp)).toEqual(expected)
        }
        expect(index.count).toBe(held.size)
      }),
    )
  })
})
