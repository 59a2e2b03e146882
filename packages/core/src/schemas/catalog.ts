import * as v from 'valibot'
import type { CatalogItem, CatalogProduct } from '../sale/line-from-item.ts'
import type { PriceRecord } from '../sale/prices.ts'
import {
  IdSchema,
  InstantSchema,
  MetadataSchema,
  MinorSchema,
  OptionalInstantSchema,
  TagsSchema,
  TextSchema,
} from './common.ts'

/** An item (variant) of the local database (spec 3), with the product fields copied onto it kept as-is. */
export const ItemSchema = v.looseObject({
  id: IdSchema,
  product_id: IdSchema,
  barcode: TextSchema,
  sku: TextSchema,
  option1: TextSchema,
  option2: TextSchema,
  option3: TextSchema,
  tax_percent: v.pipe(
    v.optional(v.number('Expected a tax rate'), 0),
    v.minValue(0, 'A tax rate cannot be negative'),
  ),
  metadata: MetadataSchema,
})
export type Item = v.InferOutput<typeof ItemSchema>

/** A product of the local database (spec 3). `view` is 'Gift Card' for gift cards. */
export const ProductSchema = v.looseObject({
  id: IdSchema,
  image: v.optional(v.nullable(v.string()), null),
  style: TextSchema,
  name: v.pipe(v.string('A product needs a name'), v.minLength(1, 'A product needs a name')),
  description: TextSchema,
  option_names: v.optional(v.array(v.string()), []),
  type: TextSchema,
  vendor: TextSchema,
  tags: TagsSchema,
  view: TextSchema,
  metadata: MetadataSchema,
  created: InstantSchema,
  updated: InstantSchema,
  items: v.optional(v.array(ItemSchema), []),
})
export type Product = v.InferOutput<typeof ProductSchema>

/** A price of a product or item over a period (spec 3). */
export const PriceSchema = v.object({
  id: IdSchema,
  product_id: v.optional(v.nullable(IdSchema), null),
  item_id: v.optional(v.nullable(IdSchema), null),
  start_date: OptionalInstantSchema,
  end_date: OptionalInstantSchema,
  currency: v.pipe(v.string(), v.length(3, 'A currency is a 3-letter ISO code'), v.toUpperCase()),
  price: MinorSchema,
  tags: TagsSchema,
  created: InstantSchema,
  updated: InstantSchema,
})
export type Price = v.InferOutput<typeof PriceSchema>

/** A deleted-record entry (products, items, prices): the id and when it was deleted. */
export const DeletedRecordSchema = v.object({ id: IdSchema, deleted: InstantSchema })
export type DeletedRecord = v.InferOutput<typeof DeletedRecordSchema>

// Compile-time proofs that parsed records are what the price and line rules take.
export function asPriceRecord(parsed: Price): PriceRecord {
  return parsed
}
export function asCatalogProduct(parsed: Product): CatalogProduct {
  return parsed
}
export function asCatalogItem(parsed: Item): CatalogItem {
  return parsed
}
