import { storedProductOf } from '@pos/core'
import { Index } from 'flexsearch'
import type * as Y from 'yjs'
import { Slicer } from './slices.ts'
import type { ItemMatch, ProductMatch, ResultPage, StoredProduct } from './types.ts'

/** Search results and lookups are sent in messages under this size (performance.md 6.5, M11). */
export const MAX_MESSAGE_BYTES = 100 * 1024
export const MAX_PAGE = 50

/**
 * The register's lookups over the product document, kept in the worker: barcode and SKU in Maps (0.01 ms,
 * performance.md M5) and a FlexSearch index of one entry per product over its name, style and its items'
 * SKUs (prefixes of 13-digit barcodes would be most of the index for searches nobody types; a whole barcode
 * is found through the Map). It follows the document: every transaction (a sync page) updates the Maps of
 * exactly the products it changed, and marks them due for the text index, which takes them in slices when
 * `indexText` runs (after a sync settles, or before a search: a search never sees a stale entry). A 100k
 * first sync then does not pay FlexSearch's encoder page by page on its way. `build` indexes what the
 * document holds in slices, so a 100k catalog never holds the worker for more than a slice.
 */
export class CatalogIndex {
  private readonly byBarcode = new Map<string, string>()
  private readonly bySku = new Map<string, string>()
  /** Item id to product id. */
  private readonly itemProduct = new Map<string, string>()
  /**
   * The products the Maps hold. A product's keys as indexed are read again from its value before a change
   * (the document's event says it) when it changes: keeping them per product here (a list of nine keys each)
   * was 48 MB of the catalog worker's heap at 300,000 products.
   */
  private readonly known = new Set<string>()
  private readonly text = new Index({ tokenize: 'forward' })
  /**
   * Products whose text entry is missing or out of date (added, changed or deleted since it was written), with
   * the words to index (taken when the product was read for its keys), null when it is gone, or undefined when
   * its keys came without reading it (a bootstrap part's): read when its entry is written.
   */
  private readonly textDue = new Map<string, string | null | undefined>()
  /**
   * The keys of the products a bootstrap part's transaction writes, while it applies (`withKeys`): the part's
   * keys as sent, and where each product's begin.
   */
  private given: { keys: readonly string[]; at: Map<string, number> } | null = null
  /** The text index being brought up to date, shared by every caller that waits for it. */
  private texting: Promise<void> | null = null

  constructor(private readonly products: Y.Map<unknown>) {
    // The values before the change are asked only for products the Maps hold (a bootstrap part's are all new,
    // and its 10,000 changes are never worked out).
    products.observe((event) => this.apply(event.keysChanged, (id) => event.changes.keys.get(id)?.oldValue))
  }

  /** Indexes every product of the document: the Maps (lookups), then the text index (search). */
  async build(slicer = new Slicer(), onLookupsReady: () => void = () => {}): Promise<void> {
    // A product indexed meanwhile (a sync page's) was indexed from the value it still has.
    const current = (id: string) => this.products.get(id)
    for (const id of [...this.products.keys()]) {
      this.apply([id], current)
      const wait = slicer.step()
      if (wait) await wait
    }
    onLookupsReady()
  }

  /**
   * Runs `apply`, a bootstrap part's transaction, with its products' lookup keys at hand (core's
   * `registerProductKeys`, as the server sent them): the Maps take them instead of parsing every product's JSON
   * text, and the products' words are read when their text entries are written, after the sync. A product the
   * keys do not name (or name in another shape) is read as any other.
   */
  withKeys(keys: readonly string[], apply: () => void): void {
    // Per product: how many keys, its id, then its items' id, barcode and SKU.
    const at = new Map<string, number>()
    for (let start = 0, count = 0; start < keys.length; start += 1 + count) {
      count = Number(keys[start])
      if (!(count >= 1)) break
      if (count % 3 === 1) at.set(keys[start + 1]!, start)
    }
    this.given = { keys, at }
    try {
      apply()
    } finally {
      this.given = null
    }
  }

  /** Whether products wait for their text entries (`indexText` writes them). */
  get textPending(): boolean {
    return this.textDue.size > 0
  }

  /**
   * Brings the text index up to date with the document, in slices. Resolves once no product waits, or
   * earlier when `until()` says so at a slice's end (a sync began: it goes first); callers that need the
   * whole index wait while `textPending`.
   */
  indexText(until: () => boolean = () => false): Promise<void> {
    if (this.texting) return this.texting
    const run = this.drainText(until)
    this.texting = run
    // Cleared once it ends (not inside it: a run with nothing to wait for ends before it is assigned).
    const clear = () => {
      if (this.texting === run) this.texting = null
    }
    run.then(clear, clear)
    return run
  }

  private async drainText(until: () => boolean): Promise<void> {
    const slicer = new Slicer()
    while (this.textDue.size > 0) {
      for (const [id, words] of this.textDue) {
        this.textDue.delete(id)
        this.applyText(id, words === undefined ? this.wordsOf(id) : words)
        // A text entry costs 0.1-0.3 ms (FlexSearch encodes every word): 64 of them between clock reads could
        // run a slice to 10-20 ms, past SLICE_MS, and a lookup arriving meanwhile waits for the slice to end.
        const wait = slicer.step(true)
        if (wait) {
          await wait
          if (until()) return
        }
      }
    }
  }

  /**
   * Re-reads the given products (and their items) from the document into the Maps; their text is due.
   * `before`: a product's value as the Maps took it, for those they hold.
   */
  private apply(productIds: Iterable<string>, before: (productId: string) => unknown): void {
    for (const productId of productIds) this.textDue.set(productId, this.applyKeys(productId, before))
  }

  /**
   * Re-reads one product's keys into the Maps; answers the words of its text entry (null: it is gone;
   * undefined: its keys were given, its words are read later).
   */
  private applyKeys(productId: string, before: (productId: string) => unknown): string | null | undefined {
    if (this.known.delete(productId)) {
      for (const item of storedProductOf(before(productId))?.items ?? []) {
        if (this.itemProduct.get(item.id) !== productId) continue
        if (item.barcode && this.byBarcode.get(item.barcode) === item.id) this.byBarcode.delete(item.barcode)
        const sku = item.sku.toLowerCase()
        if (sku && this.bySku.get(sku) === item.id) this.bySku.delete(sku)
        this.itemProduct.delete(item.id)
      }
    }
    const start = this.given?.at.get(productId)
    if (start !== undefined && this.products.has(productId)) {
      const given = this.given!.keys
      const end = start + 1 + Number(given[start])
      for (let at = start + 2; at < end; at += 3)
        this.addItem(productId, given[at]!, given[at + 1]!, given[at + 2]!)
      this.known.add(productId)
      return undefined
    }
    const product = storedProductOf(this.products.get(productId))
    if (!product) return null
    for (const item of product.items) this.addItem(productId, item.id, item.barcode, item.sku)
    this.known.add(productId)
    return wordsOf(product)
  }

  /** Indexes one item of a product: its id, barcode and lower-case SKU. */
  private addItem(productId: string, itemId: string, barcode: string, sku: string): void {
    this.itemProduct.set(itemId, productId)
    if (barcode) this.byBarcode.set(barcode, itemId)
    const lower = sku.toLowerCase()
    if (lower) this.bySku.set(lower, itemId)
  }

  /** The words of a product's text entry as the document holds it now (null: it is gone). */
  private wordsOf(productId: string): string | null {
    const product = storedProductOf(this.products.get(productId))
    return product ? wordsOf(product) : null
  }

  /** Rewrites one product's text entry (or removes it). */
  private applyText(productId: string, words: string | null): void {
    if (this.text.contain(productId)) this.text.remove(productId)
    if (words !== null) this.text.add(productId, words)
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
  items(): IterableIterator<[string, string]> {
    return this.itemProduct.entries()
  }

  /**
   * The item whose barcode is `barcode`. The Map's entry is checked against the item it names: a bootstrap
   * part's keys are taken as sent, and an entry they made that its product's text does not bear out (keys
   * that disagreed with it) is never answered, nor kept past the product's next change.
   */
  findByBarcode(barcode: string): ItemMatch | null {
    const code = barcode.trim()
    const found = this.match(this.byBarcode.get(code))
    return found && found.item.barcode === code ? found : null
  }

  findBySku(sku: string): ItemMatch | null {
    const code = sku.trim().toLowerCase()
    const found = this.match(this.bySku.get(code))
    return found && found.item.sku.toLowerCase() === code ? found : null
  }

  item(itemId: string): ItemMatch | null {
    return this.match(itemId)
  }

  /** The product an item belongs to, by the index (prices need it for product-wide prices). */
  productOf(itemId: string): string | null {
    return this.itemProduct.get(itemId) ?? null
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
    const exactProduct = exact === undefined ? undefined : this.itemProduct.get(exact)
    const ids =
      exactProduct === undefined || offset > 0
        ? found
        : [exactProduct, ...found.filter((id) => String(id) !== exactProduct)]
    const results: ProductMatch[] = []
    let bytes = 0
    for (const id of ids.slice(0, limit)) {
      const product = storedProductOf(this.products.get(String(id)))
      if (!product) continue
      const { items, ...summary } = product
      const match = { product: summary, items }
      bytes += JSON.stringify(match).length
      if (bytes > MAX_MESSAGE_BYTES && results.length > 0) return { results, more: true }
      results.push(match)
    }
    return { results, more: ids.length > limit }
  }

  /** Products in the document (kept by the index: Y.Map#size walks every entry). */
  get productCount(): number {
    return this.known.size
  }

  get itemCount(): number {
    return this.itemProduct.size
  }

  private match(itemId: string | undefined): ItemMatch | null {
    if (itemId === undefined) return null
    const productId = this.itemProduct.get(itemId)
    const product = productId === undefined ? undefined : storedProductOf(this.products.get(productId))
    const item = product?.items.find((each) => each.id === itemId)
    if (!product || !item) return null
    const { items: _items, ...summary } = product
    return { item, product: summary }
  }
}

/** A product's text entry: its name, style and its items' SKUs. */
function wordsOf(product: StoredProduct): string {
  const words = [product.name, product.style]
  for (const item of product.items) words.push(item.sku)
  return words.join(' ')
}
