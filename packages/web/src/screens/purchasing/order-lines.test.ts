import { describe, expect, it } from 'vitest'
import { orderLinesOf, orderLinesParam } from './order-lines.ts'

describe('a replenishment proposal as a new purchase order’s lines', () => {
  it('should carry each SKU with units to order, dropping those with none, and read back the same', () => {
    const param = orderLinesParam([
      { sku: 'TEE:S,1', quantity: '4' },
      { sku: 'CAP', quantity: '0' },
      { sku: 'MUG', quantity: '12' },
    ])
    expect(orderLinesOf(param)).toEqual([
      { sku: 'TEE:S,1', quantity: '4' },
      { sku: 'MUG', quantity: '12' },
    ])
    expect(orderLinesOf('%E0%A4%A:3,junk,:4')).toEqual([])
  })
})
