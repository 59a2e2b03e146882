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
 * How the register's product document holds a product (issue 19): as the JSON text of what
 * `registerProductOf` answers, one string per `Y.Map` entry. Yjs decodes a string value in one native step,
 * where an object value is decoded field by field in JavaScript (about 55 values per product with its 3 items):
 * a new register's 100k bootstrap spent most of its time there. The register parses a product when it reads
 * it (`storedProductOf`); documents written before hold objects, which read the same.
 */
export function registerProductText(product: Product): string {
  return JSON.stringify(product)
}

/** A product as the register's product document holds it (its JSON text, or an object of older documents). */
export function storedProductOf(value: unknown): Product | undefined {
  if (value === undefined) return undefined
  return (typeof value === 'string' ? JSON.parse(value) : value) as Product
}

/** How the register's price document holds a price: its JSON text, as products (`registerProductText`). */
export function registerPriceText(price: Price): string {
  return JSON.stringify(price)
}

/** A price as the register's price document holds it (its JSON text, or an object of older documents). */
export function storedPriceOf(value: unknown): Price | undefined {
  if (value === undefined) return undefined
  return (typeof value === 'string' ? JSON.parse(value) : value) as Price
}
