import { priceOn, storedPriceOf } from '@pos/core'
import type * as Y from 'yjs'
import { Slicer } from './slices.ts'
import { changedKeys } from './store.ts'
import type { Price } from './types.ts'

type PriceKeys = { itemId: string | null; productId: string | null }

/**
 * Prices by item and by product, following the price document like `CatalogIndex` follows the catalog, so
 * that core's `priceOn` (the rule: item over product, dated over undated, later start first) only weighs the
 * prices of one item and its product.
 */
export class PriceIndex {
  private readonly keys = new Map<string, PriceKeys>()
  /** An item's prices (or a product's, priced as a whole): one price id, or the ids when it has several. */
  private readonly byItem = new Map<string, PriceIds>()
  private readonly byProduct = new Map<string, PriceIds>()
  /** The keys of the prices a bootstrap part's transaction writes, while it applies (`withKeys`). */
  private given: Map<string, PriceKeys> | null = null

  constructor(private readonly prices: Y.Map<unknown>) {
    prices.doc?.on('afterTransaction', (transaction: Y.Transaction) => {
      const changed = changedKeys(transaction, prices)
      if (changed) this.apply(changed)
    })
  }

  /** Indexes every price the document holds, in slices. */
  async build(slicer = new Slicer()): Promise<void> {
    for (const id of [...this.prices.keys()]) {
      this.apply([id])
      const wait = slicer.step()
      if (wait) await wait
    }
  }

  /**
   * Runs `apply`, a bootstrap part's transaction, with its prices' keys at hand (core's `registerPriceKeys`, as
   * the server sent them) instead of parsing every price's JSON text; a price they do not name is read.
   */
  withKeys(keys: readonly string[], apply: () => void): void {
    // Per price: how many keys (3), its id, its item's id and its product's id ('' for none).
    const given = new Map<string, PriceKeys>()
    for (let at = 0, count = 0; at < keys.length; at += 1 + count) {
      count = Number(keys[at])
      if (!(count >= 1)) break
      if (count !== 3) continue
      given.set(keys[at + 1]!, { itemId: keys[at + 2] || null, productId: keys[at + 3] || null })
    }
    this.given = given
    try {
      apply()
    } finally {
      this.given = null
    }
  }

  private apply(ids: Iterable<string>): void {
    for (const id of ids) {
      const previous = this.keys.get(id)
      if (previous) {
        if (previous.itemId) remove(this.byItem, previous.itemId, id)
        else if (previous.productId) remove(this.byProduct, previous.productId, id)
        this.keys.delete(id)
      }
      const keys = this.keysOf(id)
      if (!keys) continue
      this.keys.set(id, keys)
      if (keys.itemId) add(this.byItem, keys.itemId, id)
      else if (keys.productId) add(this.byProduct, keys.productId, id)
    }
  }

  /** A price's keys: given by a bootstrap part, else read from the document (null: it is gone). */
  private keysOf(id: string): PriceKeys | null {
    const given = this.given?.get(id)
    if (given && this.prices.has(id)) return given
    const price = storedPriceOf(this.prices.get(id))
    if (!price) return null
    return {
      itemId: price.item_id == null ? null : String(price.item_id),
      productId: price.product_id == null ? null : String(price.product_id),
    }
  }

  /** The price of `itemId` (whose product is `productId`) in force at `at` (ISO), by core's `priceOn`. */
  priceOn(itemId: string, productId: string | null, at: string): Price | null {
    const candidates: Price[] = []
    // The document holds prices as JSON text: only the candidates are parsed.
    for (const id of idsOf(this.byItem, itemId)) candidates.push(storedPriceOf(this.prices.get(id))!)
    if (productId)
      for (const id of idsOf(this.byProduct, productId)) candidates.push(storedPriceOf(this.prices.get(id))!)
    const target = { product_id: productId ?? candidates[0]?.product_id ?? '', item_id: itemId }
    return priceOn(candidates, target, at) ?? null
  }

  /** The product whose snapshot chunk holds a price: its item's product, else its own (null: neither). */
  productOf(priceId: string, productOfItem: (itemId: string) => string | null): string | null {
    const keys = this.keys.get(priceId)
    if (!keys) return null
    return keys.itemId !== null ? productOfItem(keys.itemId) : keys.productId
  }

  /** Prices in the document (kept by the index: Y.Map#size walks every entry). */
  get count(): number {
    return this.keys.size
  }
}

/**
 * The price ids of an item or a product: most have one price, kept as its id alone (a Set for each of 300,000
 * products was 40 MB of the catalog worker's heap), several as a list.
 */
type PriceIds = string | string[]

function idsOf(map: Map<string, PriceIds>, key: string): readonly string[] {
  const ids = map.get(key)
  return ids === undefined ? [] : typeof ids === 'string' ? [ids] : ids
}

function add(map: Map<string, PriceIds>, key: string, id: string): void {
  const ids = map.get(key)
  if (ids === undefined) map.set(key, id)
  else if (typeof ids === 'string') {
    if (ids !== id) map.set(key, [ids, id])
  } else if (!ids.includes(id)) ids.push(id)
}

function remove(map: Map<string, PriceIds>, key: string, id: string): void {
  const ids = map.get(key)
  if (ids === undefined) return
  if (typeof ids === 'string') {
    if (ids === id) map.delete(key)
    return
  }
  const left = ids.filter((each) => each !== id)
  if (left.length === 0) map.delete(key)
  else map.set(key, left.length === 1 ? left[0]! : left)
}
