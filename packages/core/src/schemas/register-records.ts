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
