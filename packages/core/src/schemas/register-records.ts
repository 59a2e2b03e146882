import type { Result } from '../shared/result.ts'
import { ok } from '../shared/result.ts'
import { type Price, PriceSchema, type Product, ProductSchema } from './catalog.ts'
import { type ParseError, parseWith } from './parse.ts'

/**
 * A product of a sync page as the register stores it (spec 3, 7): parsed with `ProductSchema`, its items kept
 * inside it (one entry per product) each naming its product, and an item the server sent without a tax rate
 * taking the product's. The register's paged sync and the server's catalog bootstrap both store this, so a
 * catalog bootstrapped and one paged from zero hold the same values.
 */
export function registerProductOf(raw: Record<string, unknown>): Result<Product, ParseError> {
  const parsed = parseWith(ProductSchema, raw)
  if (!parsed.ok) return parsed
  const product = parsed.value
  const id = String(product.id)
  const rawItems = Array.isArray(raw.items) ? (raw.items as Array<Record<string, unknown>>) : []
  const items = product.items.map((item, index) => ({
    ...item,
    id: String(item.id),
    product_id: id,
    tax_percent:
      rawItems[index]?.tax_percent === undefined && typeof product.tax_percent === 'number'
        ? product.tax_percent
        : item.tax_percent,
  }))
  return ok({ ...product, id, items })
}

/** A price of a sync page as the register stores it (spec 3). */
export function registerPriceOf(raw: Record<string, unknown>): Result<Price, ParseError> {
  return parseWith(PriceSchema, raw)
}

/**
 * The values a product's or item's field has when the register's record leaves it out: what `registerProductOf`
 * gives an absent field (an item's `product_id` is its product's id).
 */
const PRODUCT_DEFAULTS = {
  image: null,
  style: '',
  description: '',
  option_names: [],
  type: '',
  vendor: '',
  tags: [],
  view: '',
  metadata: {},
  // Not in the schema: the sync page sends it beside `image` (null when there is none); the register reads neither.
  image_thumbnail: null,
} as const
const ITEM_DEFAULTS = { barcode: '', option1: '', option2: '', option3: '', metadata: {} } as const
const PRICE_DEFAULTS = {
  product_id: null,
  item_id: null,
  start_date: null,
  end_date: null,
  tags: [],
} as const

/** `record` without the fields that hold their default (an empty text, list or object, or null). */
function withoutDefaults<T extends Record<string, unknown>>(record: T, defaults: Record<string, unknown>) {
  const lean: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if (!(key in defaults) || !isDefault(value, defaults[key])) lean[key] = value
  }
  return lean
}

function isDefault(value: unknown, fallback: unknown): boolean {
  if (value === fallback) return true
  if (Array.isArray(fallback)) return Array.isArray(value) && value.length === 0
  if (fallback !== null && typeof fallback === 'object') {
    return (
      value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0
    )
  }
  return false
}

/** The defaults as fresh values (a list or object read from a record is never shared with another). */
function defaultsOf(defaults: Record<string, unknown>): Record<string, unknown> {
  const fresh: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(defaults)) {
    fresh[key] = Array.isArray(value) ? [] : value !== null && typeof value === 'object' ? {} : value
  }
  return fresh
}

/**
 * How the register's product document holds a product (issue 19): as the JSON text of what
 * `registerProductOf` answers, one string per `Y.Map` entry, less the fields that hold their default (an empty
 * option, description or list, no image, an item's own product id): a 300,000-product catalog's texts are most
 * of the catalog worker's memory, and a third of each was defaults. Yjs decodes a string value in one native
 * step, where an object value is decoded field by field in JavaScript (about 55 values per product with its 3
 * items): a new register's 100k bootstrap spent most of its time there. The register reads a product through
 * `storedProductOf`, which puts the defaults back; texts written before hold every field, which read the same.
 */
export function registerProductText(product: Product): string {
  const lean = withoutDefaults(product, PRODUCT_DEFAULTS)
  lean.items = product.items.map((item) => {
    const { product_id: _productId, ...rest } = item
    return withoutDefaults(rest, ITEM_DEFAULTS)
  })
  return JSON.stringify(lean)
}

/**
 * A product as the register's product document holds it (`registerProductText`'s text, a text of an earlier
 * release with every field, or an object of older documents), with every field.
 */
export function storedProductOf(value: unknown): Product | undefined {
  if (value === undefined) return undefined
  const read = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>
  const product = { ...defaultsOf(PRODUCT_DEFAULTS), ...read } as Product
  const items = Array.isArray(read.items) ? (read.items as Array<Record<string, unknown>>) : []
  product.items = items.map(
    (item) => ({ ...defaultsOf(ITEM_DEFAULTS), product_id: product.id, ...item }) as Product['items'][number],
  )
  return product
}

/** How the register's price document holds a price: its JSON text less its defaults, as products. */
export function registerPriceText(price: Price): string {
  return JSON.stringify(withoutDefaults(price, PRICE_DEFAULTS))
}

/** A price as the register's price document holds it (as products: any of its forms), with every field. */
export function storedPriceOf(value: unknown): Price | undefined {
  if (value === undefined) return undefined
  const read = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>
  return { ...defaultsOf(PRICE_DEFAULTS), ...read } as Price
}

/**
 * A product's lookup keys as the register's catalog index takes them (issue 19): its id, then per item its id,
 * barcode and SKU, as `registerProductOf` holds them. A catalog bootstrap sends each part's keys beside its Yjs
 * update, so the register builds its barcode, SKU and item Maps without parsing every product's JSON text.
 */
export function registerProductKeys(product: Product): string[] {
  const keys = [product.id]
  for (const item of product.items) keys.push(item.id, item.barcode, item.sku)
  return keys
}

/** A price's lookup keys as the register's price index takes them: its id, item id and product id ('' for none). */
export function registerPriceKeys(price: Price): [string, string, string] {
  return [
    String(price.id),
    price.item_id == null ? '' : String(price.item_id),
    price.product_id == null ? '' : String(price.product_id),
  ]
}

/**
 * Between the keys of a `keysFrame` (ASCII's unit separator). A record with a key that holds it is left out of
 * its part's keys: the register reads that record itself.
 */
const SEPARATOR = '\u001f'

// Core is typed without the DOM's or Node's types; both platforms have the WHATWG text codecs.
declare const TextEncoder: new () => { encode(text: string): Uint8Array }
declare const TextDecoder: new () => { decode(bytes: Uint8Array): string }

/**
 * A bootstrap part's keys (`registerProductKeys` or `registerPriceKeys` of each record) as one frame: per record
 * how many keys it has, then the keys, all joined by `SEPARATOR` (one native split reads it back: a tenth of the
 * time `JSON.parse` takes for the same keys as arrays).
 */
export function keysFrame(records: ReadonlyArray<readonly string[]>): Uint8Array {
  const flat: string[] = []
  for (const keys of records) {
    if (keys.some((key) => key.includes(SEPARATOR))) continue
    flat.push(String(keys.length), ...keys)
  }
  return new TextEncoder().encode(flat.join(SEPARATOR))
}

/**
 * The keys of a `keysFrame`, flat as sent (each record's count, then its keys), or null when it is not one (a
 * body the register cannot use).
 */
export function keysOfFrame(frame: Uint8Array): string[] | null {
  const text = new TextDecoder().decode(frame)
  if (text === '') return []
  const flat = text.split(SEPARATOR)
  for (let at = 0; at < flat.length; at += 1 + Number(flat[at])) {
    const count = Number(flat[at])
    if (!Number.isSafeInteger(count) || count < 1 || at + count >= flat.length) return null
  }
  return flat
}
