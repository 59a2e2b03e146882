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

  it("takes a bootstrap part's keys instead of reading its products, reads those the keys leave out or garble, and reads the words when it indexes text", async () => {
    const doc = new Y.Doc()
    const products = doc.getMap('products')
    const index = new CatalogIndex(products)
    await index.build()
    const given = (id: string, name: string, barcode: string, sku: string) =>
      product(id, name, [{ id: `${id}1`, barcode, sku }])
    // As a keys frame holds them: per product how many keys, then its id and its items' id, barcode and SKU.
    index.withKeys(
      [
        // Keys that differ from the product's own show that they, not the product, were indexed.
        ...['4', '1', '11', 'KEYED-BARCODE', 'Keyed-SKU'],
        ...['3', '2', '21', 'garbled'],
        ...['4', '9', '91', 'not-written', 'NW'],
      ],
      () =>
        doc.transact(() => {
          products.set('1', JSON.stringify(given('1', 'Navy jacket', '9300000000011', 'JK-1')))
          products.set('2', JSON.stringify(given('2', 'Red scarf', '9300000000021', 'SC-2')))
          products.set('3', JSON.stringify(given('3', 'Wool hat', '9300000000031', 'HT-3')))
        }),
    )
    expect(new Map(index.barcodes()).get('KEYED-BARCODE')).toBe('11')
    expect(new Map(index.skus()).get('keyed-sku')).toBe('11')
    expect(index.findByBarcode('9300000000011')).toBeNull()
    // A lookup answers only an item that bears the code: keys that disagree with the product are not answered.
    expect(index.findByBarcode('KEYED-BARCODE')).toBeNull()
    expect(index.findBySku('keyed-sku')).toBeNull()
    expect(index.findByBarcode('9300000000021')?.item.id).toBe('21')
    expect(index.findBySku('ht-3')?.product.name).toBe('Wool hat')
    expect(index.findByBarcode('not-written')).toBeNull()
    expect(index.productCount).toBe(3)
    // A keyed product's words are read from the document when its text entry is written.
    await index.indexText()
    expect(ids(index, 'jacket')).toEqual(['1'])
    // The keys hold for that transaction only: a later write of product 1 is read.
    doc.transact(() => products.set('1', JSON.stringify(given('1', 'Navy jacket', '9300000000012', 'JK-1'))))
    expect(index.findByBarcode('9300000000012')?.item.id).toBe('11')
    expect(index.findBySku('jk-1')?.item.id).toBe('11')
    expect(index.productCount).toBe(3)
    await index.indexText()
    expect(ids(index, 'jacket')).toEqual(['1'])
    expect(ids(index, 'scarf')).toEqual(['2'])
    expect(ids(index, 'wool')).toEqual(['3'])
  })
})
