import type * as Y from 'yjs'
import { changedKeys } from './store.ts'
import type { Price } from './types.ts'

type PriceKeys = { itemId: string | null; productId: string | null }

/**
 * Prices by item and by product, following the price document like `CatalogIndex` follows the catalog.
 * The price of an item on a date: a price of that item beats a price of its whole product; among those, the
 * one that starts latest wins (a dated special beats the undated retail price); a tie goes to the newest id.
 */
export class PriceIndex {
  private readonly keys = new Map<string, PriceKeys>()
  private readonly byItem = new Map<string, Set<string>>()
  private readonly byProduct = new Map<string, Set<string>>()

  constructor(private readonly prices: Y.Map<unknown>) {
    this.apply(prices.keys())
    prices.doc?.on('afterTransaction', (transaction: Y.Transaction) => {
      const changed = changedKeys(transaction, prices)
      if (changed) this.apply(changed)
    })
  }

  private apply(ids: Iterable<string>): void {
    for (const id of ids) {
      const previous = this.keys.get(id)
      if (previous) {
        if (previous.itemId) this.byItem.get(previous.itemId)?.delete(id)
        else if (previous.productId) this.byProduct.get(previous.productId)?.delete(id)
        this.keys.delete(id)
      }
      const price = this.prices.get(id) as Price | undefined
      if (!price) continue
      const keys = {
        itemId: price.item_id == null ? null : String(price.item_id),
        productId: price.product_id == null ? null : String(price.product_id),
      }
      this.keys.set(id, keys)
      if (keys.itemId) add(this.byItem, keys.itemId, id)
      else if (keys.productId) add(this.byProduct, keys.productId, id)
    }
  }

  /** The price of `itemId` (whose product is `productId`) in force at `at` (epoch ms), or null. */
  priceOn(itemId: string, productId: string | null, at: number): Price | null {
    return (
      this.best(this.byItem.get(itemId), at) ??
      (productId ? this.best(this.byProduct.get(productId), at) : null)
    )
  }

  get count(): number {
    return this.prices.size
  }

  private best(ids: Set<string> | undefined, at: number): Price | null {
    let best: Price | null = null
    let bestStart = Number.NEGATIVE_INFINITY
    for (const id of ids ?? []) {
      const price = this.prices.get(id) as Price | undefined
      if (!price) continue
      const start = price.start_date ? Date.parse(price.start_date) : Number.NEGATIVE_INFINITY
      const end = price.end_date ? Date.parse(price.end_date) : Number.POSITIVE_INFINITY
      if (at < start || at >= end) continue
      if (!best || start > bestStart || (start === bestStart && compareIds(price.id, best.id) > 0)) {
        best = price
        bestStart = start
      }
    }
    return best
  }
}

function add(map: Map<string, Set<string>>, key: string, id: string): void {
  const set = map.get(key)
  if (set) set.add(id)
  else map.set(key, new Set([id]))
}

function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}
