import * as v from 'valibot'
import { CustomRowValuesSchema } from '../company-admin/custom-fields.ts'
import { priceListResource } from './price-list-resource.ts'

/**
 * The answers of the catalogue's own routes (spec 2 /product, /product/price-lists; issue 4): products with their
 * items, prices and cost history, price lists with their prices, the list facets. The server writes them, the
 * screens read them typed from here. Amounts are integer cents.
 */

const maybeText = v.nullable(v.string())

/** A product as the list shows it. */
export const ProductListRowSchema = v.object({
  id: v.number(),
  style: v.string(),
  name: v.string(),
  type: v.string(),
  vendor: v.string(),
  tags: v.array(v.string()),
  view: v.string(),
  cost_price: v.number(),
  retail_price: v.number(),
  item_count: v.number(),
  /** The product's custom field values (metadata.custom), for the CSV export's column per field. */
  custom: CustomRowValuesSchema,
  updated: v.string(),
})
export type ProductListRow = v.InferOutput<typeof ProductListRowSchema>

/** GET /api/proxy/products.json (the back office's search): a page of products. */
export const ProductListSchema = v.object({ products: v.array(ProductListRowSchema) })

/** GET /api/proxy/products/facets.json: the types, vendors and tags in use, for the list's filters. */
export const ProductFacetsSchema = v.object({
  types: v.array(v.string()),
  vendors: v.array(v.string()),
  tags: v.array(v.string()),
})

/** A price: of a product or an item, in a price list or not, between dates or always. */
export const PriceRecordSchema = v.object({
  id: v.number(),
  product_id: v.nullable(v.number()),
  item_id: v.nullable(v.number()),
  price_list_id: v.nullable(v.number()),
  start_date: maybeText,
  end_date: maybeText,
  currency: v.string(),
  price: v.number(),
  tags: v.array(v.string()),
})
export type CatalogPrice = v.InferOutput<typeof PriceRecordSchema>

/** A product as its edit screen reads it: its fields, items, prices and cost history. */
export const ProductDetailSchema = v.object({
  id: v.number(),
  style: v.string(),
  name: v.string(),
  description: v.string(),
  vendor: v.string(),
  type: v.string(),
  tags: v.array(v.string()),
  view: v.string(),
  option_names: v.array(v.string()),
  images: v.array(v.string()),
  cost_price: v.number(),
  retail_price: v.number(),
  weight_grams: v.number(),
  tax_percent: v.number(),
  items: v.array(
    v.object({
      id: v.number(),
      product_id: v.number(),
      sku: v.string(),
      barcode: v.string(),
      option1: v.string(),
      option2: v.string(),
      option3: v.string(),
      /** Spec 3 item metadata; `custom` holds the company's item custom field values (/admin/custom-fields). */
      metadata: v.optional(v.object({ custom: v.optional(v.record(v.string(), v.unknown())) })),
    }),
  ),
  /** Spec 3 product metadata; `custom` holds the company's custom field values (/admin/custom-fields). */
  metadata: v.optional(v.object({ custom: v.optional(v.record(v.string(), v.unknown())) })),
  prices: v.array(PriceRecordSchema),
  cost_history: v.array(v.object({ cost_price: v.number(), created: v.string() })),
})
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>

/** GET, POST and PUT of one product. */
export const ProductAnswerSchema = v.object({ product: ProductDetailSchema })

/** POST /api/proxy/prices.json. */
export const PriceAnswerSchema = v.object({ price: PriceRecordSchema })

/** A price list: the row of its resource declaration (price-list-resource.ts). */
export const PriceListRecordSchema = priceListResource.row
export type PriceListRecord = v.InferOutput<typeof PriceListRecordSchema>

/** GET /api/proxy/pricelists.json: a page of price lists and how many there are. */
export const PriceListListSchema = v.object({ pricelists: v.array(PriceListRecordSchema), total: v.number() })

/** POST and PUT of one price list. */
export const PriceListAnswerSchema = v.object({ pricelist: PriceListRecordSchema })

/** GET /api/proxy/pricelist/{id}.json: the list and its prices, each with its product's style, name and SKU. */
export const PriceListDetailSchema = v.object({
  pricelist: PriceListRecordSchema,
  prices: v.array(
    v.object({
      ...PriceRecordSchema.entries,
      style: v.string(),
      name: v.string(),
      sku: v.nullable(v.string()),
    }),
  ),
})
export type PriceListPrice = v.InferOutput<typeof PriceListDetailSchema>['prices'][number]

/** POST /api/proxy/pricelist/{id}/import.json: how many prices the file set. */
export const PriceListImportedSchema = v.object({ imported: v.number(), pricelist: PriceListRecordSchema })
