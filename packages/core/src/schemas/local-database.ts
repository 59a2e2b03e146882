import type * as v from 'valibot'
import { DeletedRecordSchema, ItemSchema, PriceSchema, ProductSchema } from './catalog.ts'
import {
  CustomScriptSchema,
  DiscountReasonSchema,
  PosCodeSchema,
  PromotionSchema,
  ReturnReasonSchema,
  StocktakeSchema,
} from './register.ts'
import { ProcessingSaleSchema } from './sale.ts'

/** The register's local database schema version (spec 3, 9). A change drops the caches and resyncs. */
export const LOCAL_SCHEMA_VERSION = 19

/** Every table of the local database and the schema of its records [SCH1]. */
export const LOCAL_TABLES = {
  products: ProductSchema,
  items: ItemSchema,
  prices: PriceSchema,
  poscodes: PosCodeSchema,
  promotions: PromotionSchema,
  processing_sales: ProcessingSaleSchema,
  stocktakes: StocktakeSchema,
  discount_reasons: DiscountReasonSchema,
  return_reasons: ReturnReasonSchema,
  custom_scripts: CustomScriptSchema,
  deleted_products: DeletedRecordSchema,
  deleted_items: DeletedRecordSchema,
  deleted_prices: DeletedRecordSchema,
} as const satisfies Record<string, v.GenericSchema>

export type LocalTable = keyof typeof LOCAL_TABLES
/** The record type of a local table. */
export type LocalRecord<T extends LocalTable> = v.InferOutput<(typeof LOCAL_TABLES)[T]>
