import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePayload } from '../admin/parse-payload.ts'
import { minor } from '../money/minor.ts'
import { taxExcluded, taxIncluded } from '../tax/gst.ts'
import { MAX_SALE_AMOUNT, SaleLineSchema, SaleSchema } from './sale.ts'

const line = {
  id: 'l1',
  item: { sku: 'S', name: 'Item' },
  product: { name: 'Product' },
  item_id: '1',
  quantity: 1,
  item_price: 1000,
  tax_percent: 10,
  item_discount: 0,
  item_loyalty: 0,
  total_tax: 91,
}

describe('what a sale line may hold', () => {
  it.each([
    ['tax_percent', 1_881_922_796, 'A tax rate cannot be over 100'],
    ['tax_percent', 1e20, 'A tax rate cannot be over 100'],
    ['quantity', 2_147_483_648, 'A quantity is at most 2,147,483,647 units'],
    ['item_price', MAX_SALE_AMOUNT + 1, 'An amount is at most 90,000,000.00'],
    ['total_tax', -1e20, 'An amount must be a whole number of cents'],
  ])('should refuse %s %s', (field, value, message) => {
    expect(parsePayload(SaleLineSchema, { ...line, [field]: value })).toMatchObject({
      ok: false,
      error: message,
    })
  })

  it('should keep every accepted sale within what the tax rule computes exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2_147_483_647, max: 2_147_483_647 }).filter((q) => q !== 0),
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (quantity, price, tax) => {
          const sale = {
            id: 's1',
            receipt_number: 'R1',
            created: '2026-01-01T00:00:00Z',
            lines: [{ ...line, quantity, item_price: price, tax_percent: tax }],
            payments: [],
          }
          const parsed = parsePayload(SaleSchema, sale)
          if (!parsed.ok) return
          const gross = minor(quantity * price)
          expect(() => taxIncluded(gross, tax)).not.toThrow()
          expect(() => taxExcluded(gross, tax)).not.toThrow()
        },
      ),
    )
  })
})
