import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

/** A page of the register's sync (spec 7): up to `limit` records after `since_id`, changed since `updated_min`. */
export type SyncPageQuery = { limit: number; since_id: number; updated_min: string | null }

/**
 * An instant as `Date#toISOString` writes it (UTC, milliseconds, `Z`), whatever the session's time zone.
 * to_char truncates to the millisecond as the drivers' Date parsing does (checked on 20,000 random instants on
 * PGlite and on PostgreSQL, also in a non-UTC session).
 */
function isoText(column: string): RawBuilder<string | null> {
  return sql<string | null>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
}

function changedSince(table: string, updatedMin: string | null): RawBuilder<unknown> {
  return updatedMin ? sql`AND ${sql.ref(`${table}.updated`)} >= ${new Date(updatedMin)}` : sql``
}

async function jsonText(db: Kysely<Database>, query: RawBuilder<{ body: string }>): Promise<string> {
  const { rows } = await query.execute(db)
  const body = rows[0]?.body
  if (typeof body !== 'string') throw new Error('The sync page query gave no body')
  return body
}

/**
 * The body of products.json's sync page, `{"products":[...]}` with each product's items (spec 3), built by
 * the database in one round trip: at 100,000 products the page as rows (products, then their items, then
 * objects and JSON in JS) took 45-65 ms on PGlite, mostly reading 1,000 rows of many columns into JS; as one
 * JSON text about 10 ms (tests/bench/RESULTS.md). The same fields, in the same order, as `productJson`.
 */
export function productSyncPage(db: Kysely<Database>, companyId: number, query: SyncPageQuery) {
  return jsonText(
    db,
    sql<{ body: string }>`
      SELECT '{"products":[' || coalesce(string_agg(row_to_json(p)::text, ',' ORDER BY p.id), '') || ']}' AS body
      FROM (
        SELECT
          p.id, p.images -> 0 AS image_thumbnail, p.style, p.name, p.description, p.option_names, p.type,
          p.vendor, p.tags, p.view, p.metadata,
          ${isoText('p.created')} AS created,
          ${isoText('p.updated')} AS updated,
          coalesce((
            SELECT '[' || string_agg(row_to_json(item)::text, ',' ORDER BY i.position, i.id) || ']'
            FROM items i, LATERAL (
              SELECT i.id, i.product_id, i.barcode, i.sku, i.option1, i.option2, i.option3,
                p.tax_percent::float8 AS tax_percent, i.metadata
            ) item
            WHERE i.company_id = p.company_id AND i.product_id = p.id
          ), '[]')::json AS items
        FROM products p
        WHERE p.company_id = ${companyId} AND p.id > ${String(query.since_id)} ${changedSince('p', query.updated_min)}
        ORDER BY p.id
        LIMIT ${query.limit}
      ) p`,
  )
}

/** The body of prices.json's sync page, `{"prices":[...]}`, in one round trip; the fields of `priceJson`. */
export function priceSyncPage(db: Kysely<Database>, companyId: number, query: SyncPageQuery) {
  return jsonText(
    db,
    sql<{ body: string }>`
      SELECT '{"prices":[' || coalesce(string_agg(row_to_json(r)::text, ',' ORDER BY r.id), '') || ']}' AS body
      FROM (
        SELECT
          r.id, r.product_id, r.item_id, r.price_list_id,
          ${isoText('r.start_date')} AS start_date,
          ${isoText('r.end_date')} AS end_date,
          r.currency, r.price, r.tags,
          ${isoText('r.created')} AS created,
          ${isoText('r.updated')} AS updated
        FROM prices r
        WHERE r.company_id = ${companyId} AND r.id > ${String(query.since_id)} ${changedSince('r', query.updated_min)}
        ORDER BY r.id
        LIMIT ${query.limit}
      ) r`,
  )
}

/** A page of the register's deleted-record sync (spec 7): up to `limit` after `since_id`, deleted since `deleted_min`. */
export type DeletedPageQuery = { deleted_min: string | null | undefined; limit: number; since_id: number }

/**
 * The company's deleted records of one kind, a page as products/deleted.json, products/items/deleted.json and
 * prices/deleted.json list them: the id, the product it belonged to (an item's) and when it was deleted.
 */
export async function deletedPage(
  db: Kysely<Database>,
  companyId: number,
  kind: 'product' | 'item' | 'price',
  { deleted_min, limit, since_id }: DeletedPageQuery,
) {
  let rows = db
    .selectFrom('deleted_records')
    .select(['id', 'product_id', 'deleted'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('id', '>', String(since_id))
  if (deleted_min) rows = rows.where('deleted', '>=', new Date(deleted_min))
  const found = await rows.orderBy('id').limit(limit).execute()
  return found.map((row) => ({
    id: Number(row.id),
    product_id: row.product_id === null ? null : Number(row.product_id),
    deleted: row.deleted.toISOString(),
  }))
}
