import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { CatalogIndex } from './catalog-index.ts'
import type { StoredProduct } from './types.ts'

function product(id: string, name: string, items: Array<{ id: string; barcode: string; sku: string }>) {
  return {
    id,
    name,
    style: `ST-${id}`,
    items: items.map((item) => ({ ...item, product_id: id })),
  } as unknown as StoredProduct
}

const ids = (index: CatalogIndex, text: string) =>
  index.search(text, 0, 50).results.map((match) => match.product.id)

describe('the catalog index', () => {
  it('keeps barcode and SKU lookups exact on every write, and the text index exact once the due products are indexed', async () => {
    const doc = new Y.Doc()
    const products = doc.getMap('products')
    const index = new CatalogIndex(products)
    await index.build()
    doc.transact(() => {
      products.set('1', product('1', 'Navy jacket', [{ id: '11', barcode: '9300000000011', sku: 'JK-1' }]))
      products.set('2', product('2', 'Red scarf', [{ id: '21', barcode: '9300000000021', sku: 'SC-2' }]))
    })
    // Lookups follow the write at once; the text entries wait until they are indexed.
    expect(index.findByBarcode('9300000000011')?.item.id).toBe('11')
    expect(index.findBySku('sc-2')?.product.name).toBe('Red scarf')
    expect(index.productCount).toBe(2)
    expect(index.textPending).toBe(true)
    await index.indexText()
    expect(index.textPending).toBe(false)
    expect(ids(index, 'jacket')).toEqual(['1'])

    // A rename, a new barcode and a deletion: no stale key or text entry is left.
    doc.transact(() => {
      products.set('1', product('1', 'Green coat', [{ id: '11', barcode: '9300000000099', sku: 'JK-1' }]))
      products.delete('2')
    })
    expect(index.findByBarcode('9300000000011')).toBeNull()
    expect(index.findByBarcode('9300000000099')?.item.id).toBe('11')
    expect(index.findBySku('SC-2')).toBeNull()
    expect(index.productOf('21')).toBeNull()
    expect(index.productCount).toBe(1)
    await index.indexText()
    expect(ids(index, 'jacket')).toEqual([])
    expect(ids(index, 'scarf')).toEqual([])
    expect(ids(index, 'green')).toEqual(['1'])
  })

  it('stops indexing text when asked at a slice end and picks up where it stopped', async () => {
    const doc = new Y.Doc()
    const products = doc.getMap('products')
    const index = new CatalogIndex(products)
    doc.transact(() => {
      for (let id = 1; id <= 3000; id += 1) {
        products.set(
          String(id),
          product(String(id), `Item ${id} wool`, [{ id: `i${id}`, barcode: `b${id}`, sku: `s${id}` }]),
        )
      }
    })
    await index.build()
    await index.indexText(() => true)
    await index.indexText()
    expect(index.textPending).toBe(false)
    expect(index.search('wool', 0, 50).more).toBe(true)
    expect(ids(index, 'Item 2999')).toContain('2999')
  })
})
