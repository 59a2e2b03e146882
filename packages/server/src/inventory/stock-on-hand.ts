import type { StockOnHandQuery } from '@pos/core'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { likePattern } from '../reasons/like-pattern.ts'

export type StockOnHandRow = {
  item_id: string
  product_id: string
  sku: string
  name: string
  type: string
  vendor: string
  warehouse_id: number
  warehouse_name: string
  quantity: number
  average_cost: string
}

const ORDER = {
  sku: sql`lower(i.sku), s.warehouse_id`,
  name: sql`p.name, lower(i.sku), s.warehouse_id`,
  quantity: sql`s.quantity DESC, lower(i.sku), s.warehouse_id`,
} as const

/**
 * A page of stock on hand: one row per item and warehouse from the projection, with the product's name, type and
 * vendor. Items walk in SKU order through their index and each takes its warehouses' rows by (company, item), so a
 * first page reads about a page of rows whatever the catalog's size; a page is `limit` rows and says whether more
 * follow instead of counting them all (a count of a million rows is the slow part of a page). A search finds its
 * items first, each table by its own trigram index (migration 0710), rather than testing every item's three texts.
 */
export async function stockOnHandPage(
  db: Kysely<Database>,
  companyId: number,
  query: Omit<StockOnHandQuery, 'page' | 'limit'>,
  window: { limit: number; offset: number },
  /** The warehouses the caller may see (restriction groups), as a condition on `s.warehouse_id`. */
  warehouses: RawBuilder<boolean> = sql<boolean>`true`,
) {
  const search = query.search ? likePattern(query.search) : null
  const { rows } = await sql<StockOnHandRow>`
    SELECT i.id::text AS item_id, i.product_id::text AS product_id, i.sku, p.name, p.type, p.vendor,
      s.warehouse_id, w.name AS warehouse_name, s.quantity, s.average_cost::text AS average_cost
    FROM items i
    JOIN products p ON p.id = i.product_id AND p.company_id = i.company_id
    JOIN stock_on_hand s ON s.company_id = i.company_id AND s.item_id = i.id
    JOIN warehouses w ON w.id = s.warehouse_id
    WHERE i.company_id = ${companyId} AND ${warehouses}
      ${query.warehouse_id ? sql`AND s.warehouse_id = ${query.warehouse_id}` : sql``}
      ${query.type ? sql`AND p.type = ${query.type}` : sql``}
      ${query.vendor ? sql`AND p.vendor = ${query.vendor}` : sql``}
      ${query.tag ? sql`AND p.tags ? ${query.tag}` : sql``}
      ${
        search
          ? sql`AND i.id IN (
              SELECT m.id FROM items m WHERE m.company_id = ${companyId} AND (m.sku ILIKE ${search} OR m.barcode ILIKE ${search})
              UNION ALL
              SELECT n.id FROM products q JOIN items n ON n.product_id = q.id AND n.company_id = q.company_id
              WHERE q.company_id = ${companyId} AND q.name ILIKE ${search})`
          : sql``
      }
    ORDER BY ${ORDER[query.sort]}
    LIMIT ${window.limit} OFFSET ${window.offset}`.execute(db)
  return rows
}

/** An item's stock on hand in a warehouse as the projection holds it: none yet is 0 at a cost of 0. */
export async function itemOnHand(
  db: Kysely<Database>,
  companyId: number,
  warehouseId: number,
  itemId: number,
): Promise<{ quantity: number; average_cost: number }> {
  const row = await db
    .selectFrom('stock_on_hand')
    .select(['quantity', 'average_cost'])
    .where('company_id', '=', companyId)
    .where('warehouse_id', '=', warehouseId)
    .where('item_id', '=', itemId)
    .executeTakeFirst()
  return { quantity: row?.quantity ?? 0, average_cost: Number(row?.average_cost ?? 0) }
}
