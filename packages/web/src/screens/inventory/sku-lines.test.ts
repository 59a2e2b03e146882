import type { StockOnHandLine as StockRow } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { addSkuLine, FINDER_MATCHES, itemsOfStock } from './sku-lines.ts'

const row = (item_id: string, sku: string, warehouse_id = 1): StockRow => ({
  item_id,
  product_id: item_id,
  sku,
  name: `Item ${sku}`,
  type: '',
  vendor: '',
  warehouse_id,
  warehouse_name: `W${warehouse_id}`,
  quantity: 3,
  average_cost: 0,
  value: 0,
})

describe('the item finder’s lines', () => {
  it('should add a picked SKU as a line of one, then count it up on the same line', () => {
    expect(addSkuLine('', 'TEE-S')).toBe('TEE-S 1')
    expect(addSkuLine('MUG 4\n', 'TEE-S')).toBe('MUG 4\nTEE-S 1')
    expect(addSkuLine('MUG 4\ntee-s 2', 'TEE-S')).toBe('MUG 4\ntee-s 3')
    expect(addSkuLine('MUG', 'MUG')).toBe('MUG 2')
    // A replenishment's minimum and maximum after the quantity stay as typed.
    expect(addSkuLine('CAP 2 10', 'CAP')).toBe('CAP 3 10')
  })

  it('should offer each item once, the exact SKU first, and no more than the finder shows', () => {
    const rows = [row('1', 'TEE-SMALL'), row('1', 'TEE-SMALL', 2), row('2', 'TEE'), row('3', 'TEE-L')]
    expect(itemsOfStock(rows, 'tee').map((r) => r.item_id)).toEqual(['2', '1', '3'])
    const many = Array.from({ length: 20 }, (_, i) => row(String(i), `SKU${i}`))
    expect(itemsOfStock(many, 'sku')).toHaveLength(FINDER_MATCHES)
  })
})
