import { type Minor, minor } from '../money/minor.ts'
import type { ItemFacts } from '../promotions/types.ts'
import type { SaleLine } from './types.ts'

/** The product and item records a line is made from (local database, spec 3). */
export type CatalogProduct = {
  readonly id: string
  readonly name: string
  readonly type: string
  readonly vendor: string
  readonly tags: readonly string[]
  readonly view: string
}
export type CatalogItem = {
  readonly id: string
  readonly product_id: string
  readonly sku: string
  readonly option1: string
  readonly option2: string
  readonly option3: string
  readonly tax_percent: number
  readonly view?: string | undefined
  readonly name?: string | undefined
}

/**
 * A new sale line for an item [PRC4]: the item's SKU and name (the item's own name, else the product's name
 * and its options), the product's name and view, the price found by `itemPrice`, the item's tax rate. Derived
 * fields start at zero; `recomputeSale` fills them. `id` is made by the caller (no randomness in core).
 */
export function lineFromItem(
  product: CatalogProduct,
  item: CatalogItem,
  price: Minor,
  fields: { readonly id: string; readonly quantity: number },
): SaleLine {
  const options = [item.option1, item.option2, item.option3].filter(
    (option) => option && option.trim() !== '',
  )
  const name = item.name?.trim() || [product.name, ...options].join(' / ')
  return {
    id: fields.id,
    item: { sku: item.sku, name, view: item.view || product.view || undefined },
    product: { name: product.name, view: product.view || undefined },
    item_id: item.id,
    product_id: product.id,
    quantity: fields.quantity,
    item_price: price,
    tax_percent: item.tax_percent,
    item_discount: minor(0),
    item_loyalty: 0,
    total_tax: minor(0),
  }
}

/** What the promotion engine needs to know about an item [PRC5]. */
export function itemFacts(product: CatalogProduct, item: CatalogItem, markedDown: boolean): ItemFacts {
  return {
    product_id: product.id,
    option1: item.option1,
    option2: item.option2,
    option3: item.option3,
    tags: product.tags,
    type: product.type,
    vendor: product.vendor,
    marked_down: markedDown,
  }
}
