import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { AU_TAX, taxIncluded } from '../tax/gst.ts'
import { arbSale, line, sale } from '../test/fixtures.ts'
import { SHIPPING_MESSAGES, saleShipping, totalsWithShipping } from './shipping.ts'

describe('shipping a sale', () => {
  it('[SHIP1] needs an address and a charge of 0 or more cents', () => {
    expect(saleShipping({ address: ' ', price: 1000, tax_percent: 10 })).toEqual({
      ok: false,
      error: SHIPPING_MESSAGES.address,
    })
    expect(saleShipping({ address: '1 Main St', price: -1, tax_percent: 10 })).toMatchObject({
      error: SHIPPING_MESSAGES.price,
    })
    expect(saleShipping({ address: '1 Main St', price: 10.5, tax_percent: 10 })).toMatchObject({
      error: SHIPPING_MESSAGES.price,
    })
    expect(saleShipping({ address: ' 1 Main St ', price: 1100, tax_percent: 10 })).toEqual({
      ok: true,
      value: { price: 1100, tax_percent: 10, address: '1 Main St' },
    })
  })

  it('[SHIP2] $11.00 shipping at 10% adds $11.00 to the total and $1.00 to the GST', () => {
    const plain = sale([line('a', { price: 2200, quantity: 1 })])
    const shipping = saleShipping({ address: '1 Main St', price: 1100, tax_percent: 10 })
    if (!shipping.ok) throw new Error(shipping.error)
    const totals = totalsWithShipping(plain, shipping.value, AU_TAX)
    expect(totals).toMatchObject({ shipping: 1100, total: 3300 })
    expect(totals.tax - totalsWithShipping(plain, null, AU_TAX).tax).toBe(100)
  })

  it('[SHIP2] shipping adds exactly its charge to the total and its own tax to the GST', () => {
    fc.assert(
      fc.property(
        arbSale,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(0, 10, 15),
        (s, price, percent) => {
          const shipping = saleShipping({ address: 'Dock 4', price, tax_percent: percent })
          if (!shipping.ok) throw new Error(shipping.error)
          const without = totalsWithShipping(s, null, AU_TAX)
          const withIt = totalsWithShipping(s, shipping.value, AU_TAX)
          expect(withIt.shipping).toBe(price)
          expect(withIt.total - without.total).toBe(price)
          expect(withIt.tax - without.tax).toBe(taxIncluded(minor(price), percent, AU_TAX.mode))
          expect(withIt.subtotal).toBe(without.subtotal)
        },
      ),
      { numRuns: 500 },
    )
  })
})
