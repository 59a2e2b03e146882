import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import type { Sale, SaleLine } from '../sale/types.ts'
import { pickupOfSale, SALE_FULFILLMENT_MESSAGES, saleFulfillmentPlans } from './sale-fulfillments.ts'

function line(id: string, quantity: number, extra: Partial<SaleLine> = {}): SaleLine {
  return {
    id,
    item: { sku: `S${id}`, name: `Item ${id}` },
    product: { name: `Product ${id}` },
    item_id: String(100 + Number(id)),
    quantity,
    item_price: 1000,
    tax_percent: 10,
    item_discount: 0,
    item_loyalty: 0,
    total_tax: 0,
    ...extra,
  } as SaleLine
}

type ForPlans = Pick<Sale, 'lines' | 'shipping' | 'fulfillments' | 'receipt_number'>
const sale = (over: Partial<ForPlans>): ForPlans => ({
  lines: [],
  shipping: null,
  fulfillments: [],
  receipt_number: 'R-1',
  ...over,
})

describe('the fulfillments a register sale asks for', () => {
  it('a shipped sale with no fulfillments of its own sends every line that takes stock to the shipping address', () => {
    const planned = saleFulfillmentPlans(
      sale({
        lines: [
          line('1', 2),
          line('2', -1),
          line('3', 1, { item: { sku: 'GC', name: 'Gift card', view: 'Gift Card' } } as Partial<SaleLine>),
          line('4', 3),
        ],
        shipping: { price: minor(995), tax_percent: 10, name: 'Mia Chen', address: '1 Harbour St' },
      }),
    )
    expect(planned).toEqual({
      ok: true,
      value: [
        {
          type: 'Warehouse To Customer',
          source_warehouse_id: null,
          destination_address: { name: 'Mia Chen', line1: '1 Harbour St' },
          reference: 'R-1',
          lines: [
            { item_id: 101, name: 'Item 1', requested: 2 },
            { item_id: 104, name: 'Item 4', requested: 3 },
          ],
        },
      ],
    })
  })

  it('a sale neither shipped nor asking for one makes none', () => {
    expect(saleFulfillmentPlans(sale({ lines: [line('1', 2)] }))).toEqual({ ok: true, value: [] })
  })

  it('refuses lines it does not have, returns, and more than was sold', () => {
    const lines = [line('1', 2), line('2', -1)]
    const ask = (line_id: string, quantity: number) =>
      saleFulfillmentPlans(
        sale({ lines, fulfillments: [{ type: 'Store Pickup', lines: [{ line_id, quantity }] }] }),
      )
    expect(ask('9', 1)).toMatchObject({
      ok: false,
      error: { message: SALE_FULFILLMENT_MESSAGES.unknownLine },
    })
    expect(ask('2', 1)).toMatchObject({ ok: false, error: { message: SALE_FULFILLMENT_MESSAGES.notStock } })
    expect(ask('1', 3)).toMatchObject({
      ok: false,
      error: { message: SALE_FULFILLMENT_MESSAGES.tooMany, field: 'fulfillments' },
    })
  })

  it('never asks more of a line than the sale sold, and takes every ask that fits', () => {
    const arbitrary = fc
      .array(fc.integer({ min: -2, max: 5 }), { minLength: 1, maxLength: 6 })
      .chain((quantities) =>
        fc.record({
          quantities: fc.constant(quantities),
          asks: fc.array(
            fc.array(
              fc.record({
                line: fc.integer({ min: 0, max: quantities.length - 1 }),
                quantity: fc.integer({ min: 1, max: 4 }),
              }),
              { minLength: 1, maxLength: 4 },
            ),
            { maxLength: 3 },
          ),
        }),
      )
    fc.assert(
      fc.property(arbitrary, ({ quantities, asks }) => {
        const lines = quantities.map((quantity, i) => line(String(i + 1), quantity))
        const fulfillments = asks.map((parts) => ({
          type: 'Store Pickup',
          lines: parts.map((part) => ({ line_id: String(part.line + 1), quantity: part.quantity })),
        }))
        const planned = saleFulfillmentPlans(sale({ lines, fulfillments }))
        const askedOf = new Map<number, number>()
        for (const parts of asks)
          for (const part of parts) askedOf.set(part.line, (askedOf.get(part.line) ?? 0) + part.quantity)
        const fits = [...askedOf].every(([i, asked]) => quantities[i]! > 0 && asked <= quantities[i]!)
        expect(planned.ok).toBe(fits)
        if (!planned.ok) return
        expect(planned.value).toHaveLength(asks.length)
        const requested = new Map<number, number>()
        for (const plan of planned.value)
          for (const l of plan.lines) requested.set(l.item_id, (requested.get(l.item_id) ?? 0) + l.requested)
        for (const [itemId, total] of requested) expect(total).toBeLessThanOrEqual(quantities[itemId - 101]!)
      }),
    )
  })

  it('a pickup takes every line that takes stock in full, and is a plan the server accepts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 5 }), { maxLength: 6 }), (quantities) => {
        const lines = quantities.map((quantity, i) => line(String(i + 1), quantity))
        const pickup = pickupOfSale(lines)
        const sold = lines.filter((l) => l.quantity > 0)
        if (sold.length === 0) {
          expect(pickup).toBeNull()
          return
        }
        expect(pickup?.lines).toEqual(sold.map((l) => ({ line_id: l.id, quantity: l.quantity })))
        const planned = saleFulfillmentPlans(sale({ lines, fulfillments: [pickup!] }))
        expect(planned.ok && planned.value[0]?.type).toBe('Store Pickup')
      }),
    )
  })
})
