import { Index } from 'flexsearch'
import type * as Y from 'yjs'
import { changedKeys } from './store.ts'
import type { Item, ItemMatch, ProductMatch, ResultPage, StoredProduct } from './types.ts'

type ItemKeys = { barcode: string; sku: string; productId: string }

/** Search results and lookups are sent in messages under this size (performance.md 6.5, M11). */
export const MAX_MESSAGE_BYTES = 100 * 1024
export const MAX_PAGE = 50

/**
 * The register's lookups over the product document, kept in the worker: barcode and SKU in Maps (0.01 ms,
 * performance.md M5) and a FlexSearch index of one entry per product over its name, style and its items'
 * SKUs (one entry per product, not per item: a third of the indexing work), and whole barcodes. It follows the
 * document: every transaction (a sync page, or the load from IndexedDB) updates exactly the changed keys.
 */
export class CatalogIndex {
  private readonly byBarcode = new Map<string, string>()
  private readonly bySku = new Map<string, string>()
  private readonly itemKeys = new Map<string, ItemKeys>()
  private readonly productItems = new Map<string, Set<string>>()
  private readonly text = new Index({ tokenize: 'forward' })
  private readonly indexed = new Set<string>()

  constructor(
    private readonly products: Y.Map<unknown>,
    private readonly items: Y.Map<unknown>,
  ) {
    this.apply(products.keys(), items.keys())
    const doc = products.doc
    doc?.on('afterTransaction', (transaction: Y.Transaction) => {
      const productKeys = changedKeys(transaction, products)
      const itemKeys = changedKeys(transaction, items)
      if (!productKeys && !itemKeys) return
      this.apply(productKeys ?? [], itemKeys ?? [])
    })
  }

  /** Re-reads the given products and items from the document into the indexes. */
  private apply(productIds: Iterable<string>, itemIds: Iterable<string>): void {
    const touched = new Set<string>(productIds)
    for (const itemId of itemIds) {
      const previous = this.itemKeys.get(itemId)
      if (previous) {
        if (this.byBarcode.get(previous.barcode) === itemId) this.byBarcode.delete(previous.barcode)
        if (this.bySku.get(previous.sku) === itemId) this.bySku.delete(previous.sku)
        this.productItems.get(previous.productId)?.delete(itemId)
        touched.add(previous.productId)
        this.itemKeys.delete(itemId)
      }
      const item = this.items.get(itemId) as Item | undefined
      if (!item) continue
      const keys = { barcode: item.barcode, sku: item.sku.toLowerCase(), productId: String(item.product_id) }
      this.itemKeys.set(itemId, keys)
      if (keys.barcode) this.byBarcode.set(keys.barcode, itemId)
      if (keys.sku) this.bySku.set(keys.sku, itemId)
      const set = this.productItems.get(keys.productId)
      if (set) set.add(itemId)
      else this.productItems.set(keys.productId, new Set([itemId]))
      touched.add(keys.productId)
    }
    for (const productId of touched) this.reindex(productId)
  }

  private reindex(productId: string): void {
    const product = this.products.get(productId) as StoredProduct | undefined
    if (this.indexed.has(productId)) {
      this.text.remove(productId)
      this.indexed.delete(productId)
    }
    if (!product) return
    // Barcodes are matched whole through the Map (see search): prefixes of 13-digit codes would be most
    // of the index's size and time for searches nobody types.
    const words = [product.name, product.style]
    for (const itemId of this.productItems.get(productId) ?? []) {
      const keys = this.itemKeys.get(itemId)
      if (keys) words.push(keys.sku)
    }
    this.text.add(productId, words.join(' '))
    this.indexed.add(productId)
  }

  findByBarcode(barcode: string): ItemMatch | null {
    return this.match(this.byBarcode.get(barcode.trim()))
  }

  findBySku(sku: string): ItemMatch | null {
    return this.match(this.bySku.get(sku.trim().toLowerCase()))
  }

  item(itemId: string): ItemMatch | null {
    return this.match(itemId)
  }

  /** The product an item belongs to, by the index (prices need it for product-wide prices). */
  productOf(itemId: string): string | null {
    return this.itemKeys.get(itemId)?.productId ?? null
  }

  /**
   * Products whose name, style or SKUs have words starting with every word of `query`, best first; a whole
   * barcode or SKU finds its product first.
   */
  search(query: string, offset: number, limit: number): ResultPage<ProductMatch> {
    const text = query.trim()
    if (!text) return { results: [], more: false }
    const found = this.text.search(text, { offset, limit: limit + 1 }) as Array<string | number>
    // A whole barcode (or SKU) typed into search finds its product first.
    const exact = this.byBarcode.get(text) ?? this.bySku.get(text.toLowerCase())
    const exactProduct = exact === undefined ? undefined : this.itemKeys.get(exact)?.productId
    const ids =
      exactProduct === undefined || offset > 0
        ? found
        : [exactProduct, ...found.filter((id) => String(id) !== exactProduct)]
    const results: ProductMatch[] = []
    let bytes = 0
    for (const id of ids.slice(0, limit)) {
      const product = this.products.get(String(id)) as StoredProduct | undefined
      if (!product) continue
      const items = [...(this.productItems.get(String(id)) ?? [])]
        .map((itemId) => this.items.get(itemId) as Item | undefined)
        .filter((item): item is Item => item !== undefined)
      const match = { product, items }
      bytes += JSON.stringify(match).length
      if (bytes > MAX_MESSAGE_BYTES && results.length > 0) return { results, more: true }
      results.push(match)
    }
    return { results, more: ids.length > limit }
  }

  get productCount(): number {
    return this.products.size
  }

  get itemCount(): number {
    return this.items.size
  }

  private match(itemId: string | undefined): ItemMatch | null {
    if (itemId === undefined) return null
    const item = this.items.get(itemId) as Item | undefined
    if (!item) return null
    const product = this.products.get(String(item.product_id)) as StoredProduct | undefined
    return product ? { item, product } : null
  }
}
