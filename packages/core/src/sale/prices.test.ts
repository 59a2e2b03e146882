import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { NOW } from '../test/fixtures.ts'
import { itemFacts, lineFromItem } from './line-from-item.ts'
import { itemPrice, type PriceRecord } from './prices.ts'

const base = { start_date: null, end_date: null, currency: 'AUD' }
const prices: PriceRecord[] = [
  { ...base, id: 'p1', product_id: 'tee', item_id: null, price: minor(2500) },
  { ...base, id: 'p2', product_id: 'tee', item_id: 'tee-red', price: minor(2400) },
  {
    ...base,
    id: 'p3',
    product_id: 'tee',
    item_id: null,
    price: minor(1900),
    start_date: '2026-06-01T00:00:00Z',
    end_date: '2026-06-30T00:00:00Z',
  },
  { ...base, id: 'p4', product_id: 'tee', item_id: 'tee-red', price: minor(3600), currency: 'NZD' },
]

describe('prices and new lines', () => {
  it('[PRC2] an item price beats a product price, even a running sale price of the product', () => {
    expect(itemPrice(prices, { id: 'tee-red', product_id: 'tee' }, 'AUD', NOW)).toEqual({
      price: 2400,
      regular: 2400,
      marked_down: false,
      price_id: 'p2',
    })
  })

  it('[PRC1][PRC3] a running dated price marks the item down against its regular price', () => {
    expect(itemPrice(prices, { id: 'tee-blue', product_id: 'tee' }, 'AUD', NOW)).toEqual({
      price: 1900,
      regular: 2500,
      marked_down: true,
      price_id: 'p3',
    })
    const july = new Date('2026-07-01T00:00:00Z')
    expect(itemPrice(prices, { id: 'tee-blue', product_id: 'tee' }, 'AUD', july)?.price).toBe(2500)
  })

  it('[PRC1] prices are per currency; none applies → null', () => {
    expect(itemPrice(prices, { id: 'tee-red', product_id: 'tee' }, 'nzd', NOW)?.price).toBe(3600)
    expect(itemPrice(prices, { id: 'x', product_id: 'other' }, 'AUD', NOW)).toBeNull()
  })

  it('[PRC4][PRC5] a line and promotion facts from product and item', () => {
    const product = { id: 'tee', name: 'Tee', type: 'Shirts', vendor: 'Acme', tags: ['summer'], view: '' }
    const item = {
      id: 'tee-red',
      product_id: 'tee',
      sku: 'TEE-R',
      option1: 'Red',
      option2: 'M',
      option3: '',
      tax_percent: 10,
    }
    expect(lineFromItem(product, item, minor(2400), { id: 'l1', quantity: 2 })).toEqual({
      id: 'l1',
      item: { sku: 'TEE-R', name: 'Tee / Red / M', view: undefined },
      product: { name: 'Tee', view: undefined },
      item_id: 'tee-red',
      product_id: 'tee',
      quantity: 2,
      item_price: 2400,
      tax_percent: 10,
      item_discount: 0,
      item_loyalty: 0,
      total_tax: 0,
    })
    expect(itemFacts(product, item, true)).toEqual({
      product_id: 'tee',
      option1: 'Red',
      option2: 'M',
      option3: '',
      tags: ['summer'],
      type: 'Shirts',
      vendor: 'Acme',
      marked_down: true,
    })
    const card = lineFromItem({ ...product, view: 'Gift Card' }, item, minor(5000), { id: 'g', quantity: 1 })
    expect(card.item.view).toBe('Gift Card')
  })
})
