import { Index } from 'flexsearch'
import type * as Y from 'yjs'
import { Slicer } from './slices.ts'
import { changedKeys } from './store.ts'
import type { ItemMatch, ProductMatch, ResultPage, StoredProduct } from './types.ts'

type ItemKeys = { barcode: string; sku: string; productId: string }

/** Search results and lookups are sent in messages under this size (performance.md 6.5, M11). */
export const MAX_MESSAGE_BYTES = 100 * 1024
export const MAX_PAGE = 50

/**
 * The register's lookups over the product document, kept in the worker: barcode and SKU in Maps (0.01 ms,
 * performance.md M5) and a FlexSearch index of one entry per product over its name, style and its items'
 * SKUs (prefixes of 13-digit barcodes would be most of the index for searches nobody types; a whole barcode
 * is found through the Map). It follows the document: every transaction (a sync page) updates exactly the
 * products it changed. `build` indexes what the document holds in slices (maps first, then the text index),
 * so a 100k catalog never holds the worker for more than a slice.
 */
export class CatalogIndex {
  private readonly byBarcode = new Map<string, string>()
  private readonly bySku = new Map<string, string>()
  private readonly itemKeys = new Map<string, ItemKeys>()
  private readonly productItems = new Map<string, string[]>()
  private readonly text = new Index({ tokenize: 'forward' })
  /** While the text index is being built: the products already in it. Null once it holds them all. */
  private texted: Set<string> | null = new Set()
  private textStarted = false

  constructor(private readonly products: Y.Map<unknown>) {
    products.doc?.on('afterTransaction', (transaction: Y.Transaction) => {
      const changed = changedKeys(transaction, products)
      if (changed) this.apply(changed)
    })
  }

  /** Indexes every product of the document: the Maps (lookups), then the text index (search). */
  async build(slicer = new Slicer(), onLookupsReady: () => void = () => {}): Promise<void> {
    const ids = [...this.products.keys()]
    for (const id of ids) {
      this.applyKeys(id)
      const wait = slicer.step()
      if (wait) await wait
    }
    onLookupsReady()
    this.textStarted = true
    for (const id of ids) {
      if (!this.texted?.has(id)) this.applyText(id, false)
      const wait = slicer.step()
      if (wait) await wait
    }
    this.texted = null
  }

  /** Re-reads the given products (and their items) from the document into the indexes. */
  private apply(productIds: Iterable<string>): void {
    for (const productId of productIds) {
      const known = this.productItems.has(productId)
      this.applyKeys(productId)
      if (this.textStarted) this.applyText(productId, known)
    }
  }

  private applyKeys(productId: string): void {
    const previous = this.productItems.get(productId)
    if (previous) {
      for (const itemId of previous) {
        const keys = this.itemKeys.get(itemId)
        if (!keys) continue
        if (this.byBarcode.get(keys.barcode) === itemId) this.byBarcode.delete(keys.barcode)
        if (this.bySku.get(keys.sku) === itemId) this.bySku.delete(keys.sku)
        this.itemKeys.delete(itemId)
      }
      this.productItems.delete(productId)
    }
    const product = this.products.get(productId) as StoredProduct | undefined
    if (!product) return
    const itemIds: string[] = []
    for (const item of product.items) {
      const keys = { barcode: item.barcode, sku: item.sku.toLowerCase(), productId }
      this.itemKeys.set(item.id, keys)
      if (keys.barcode) this.byBarcode.set(keys.barcode, item.id)
      if (keys.sku) this.bySku.set(keys.sku, item.id)
      itemIds.push(item.id)
    }
    this.productItems.set(productId, itemIds)
  }

  /** `known`: the product was indexed before this change (once the text index is whole, it is in it). */
  private applyText(productId: string, known: boolean): void {
    const indexed = this.texted ? this.texted.has(productId) : known
    if (indexed) this.text.remove(productId)
    const product = this.products.get(productId) as StoredProduct | undefined
    if (!product) {
      this.texted?.delete(productId)
      return
    }
    const words = [product.name, product.style]
    for (const item of product.items) words.push(item.sku)
    this.text.add(productId, words.join(' '))
    this.texted?.add(productId)
  }

  /** Barcode to item id, as the lookups use it (the snapshot is written from these). */
  barcodes(): IterableIterator<[string, string]> {
    return this.byBarcode.entries()
  }

  /** Lower-case SKU to item id. */
  skus(): IterableIterator<[string, string]> {
    return this.bySku.entries()
  }

  /** Item id to product id, for every indexed item. */
  *items(): IterableIterator<[string, string]> {
    for (const [itemId, keys] of this.itemKeys) yield [itemId, keys.productId]
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
      const { items, ...summary } = product
      const match = { product: summary, items }
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
    return this.itemKeys.size
  }

  private match(itemId: string | undefined): ItemMatch | null {
    if (itemId === undefined) return null
    const productId = this.itemKeys.get(itemId)?.productId
    const product =
      productId === undefined ? undefined : (this.products.get(productId) as StoredProduct | undefined)
    const item = product?.items.find((each) => each.id === itemId)
    if (!product || !item) return null
    const { items: _items, ...summary } = product
    return { item, product: summary }
  }
}
