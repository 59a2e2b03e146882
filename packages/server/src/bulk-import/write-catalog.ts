import type { PriceImport, ProductImport, RowError } from '@pos/core'
import { sql, type Transaction } from 'kysely'
import {
  type ListOfPrices,
  listPrice,
  type PriceCodeKey,
  type PriceTarget,
  priceTargetsOf,
  upsertListPrices,
} from '../catalog/price-list-codes.ts'
import type { Database } from '../db/schema.ts'

/**
 * Writes a chunk of planned products in one transaction with set-based statements: products upserted by style,
 * items by SKU, the retail price by product (each a unique index of migration 0100, so a re-run updates and never
 * duplicates). A product whose barcode already belongs to another company item is refused row by row first.
 */
export async function writeProducts(
  trx: Transaction<Database>,
  companyId: number,
  currency: string,
  chunk: readonly ProductImport[],
): Promise<{ written: number; errors: RowError[] }> {
  const errors: RowError[] = []
  const barcodes = chunk.flatMap((row) =>
    row.product.items
      .filter((i) => i.barcode !== '')
      .map((i) => ({ barcode: i.barcode, sku: i.sku.toLowerCase() })),
  )
  let refused = new Set<ProductImport>()
  if (barcodes.length > 0) {
    const taken = await trx
      .selectFrom('items')
      .select(['barcode', sql<string>`lower(sku)`.as('sku')])
      .where('company_id', '=', companyId)
      .where(
        'barcode',
        'in',
        barcodes.map((b) => b.barcode),
      )
      .execute()
    const owner = new Map(taken.map((row) => [row.barcode, row.sku]))
    refused = new Set(
      chunk.filter((row) =>
        row.product.items.some((item) => {
          const sku = owner.get(item.barcode)
          return item.barcode !== '' && sku !== undefined && sku !== item.sku.toLowerCase()
        }),
      ),
    )
    for (const row of refused)
      for (const line of row.lines)
        errors.push({ line, reason: 'A barcode of this product belongs to another item' })
  }
  const rows = chunk.filter((row) => !refused.has(row))
  if (rows.length === 0) return { written: 0, errors }
  const products = rows.map((row) => ({
    style: row.product.style,
    name: row.product.name,
    description: row.product.description,
    vendor: row.product.vendor,
    type: row.product.type,
    tags: row.product.tags,
    option_names: row.product.option_names,
    cost_price: row.product.cost_price,
    tax_percent: row.product.tax_percent,
    // Custom values read from the file's columns (core [CF5]), kept in metadata.custom as the edit screen keeps them.
    custom: row.product.custom ?? null,
  }))
  const saved = await sql<{ id: string; style: string }>`
    INSERT INTO products (company_id, style, name, description, vendor, type, tags, option_names, cost_price, tax_percent,
      metadata)
    SELECT ${companyId}, r.style, r.name, r.description, r.vendor, r.type, r.tags, r.option_names, r.cost_price,
      r.tax_percent, CASE WHEN r.custom IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('custom', r.custom) END
    FROM jsonb_to_recordset(${JSON.stringify(products)}::jsonb)
      AS r (style text, name text, description text, vendor text, type text, tags jsonb, option_names jsonb,
        cost_price bigint, tax_percent numeric, custom jsonb)
    ON CONFLICT (company_id, lower(style)) DO UPDATE SET
      name = excluded.name, description = excluded.description, vendor = excluded.vendor, type = excluded.type,
      tags = excluded.tags, option_names = excluded.option_names, cost_price = excluded.cost_price,
      tax_percent = excluded.tax_percent,
      metadata = CASE WHEN excluded.metadata -> 'custom' IS NOT NULL
        THEN products.metadata || jsonb_build_object('custom',
          COALESCE(products.metadata -> 'custom', '{}') || (excluded.metadata -> 'custom'))
        ELSE products.metadata END,
      updated = now()
    RETURNING id, style`.execute(trx)
  const idOf = new Map(saved.rows.map((row) => [row.style.toLowerCase(), row.id]))
  const items = rows.flatMap((row) =>
    row.product.items.map((item, position) => ({
      product_id: idOf.get(row.product.style.toLowerCase()),
      sku: item.sku,
      barcode: item.barcode,
      option1: item.option1,
      option2: item.option2,
      option3: item.option3,
      position,
      // Item custom values read from the file's columns (core [CF5]); none when it had no such column.
      custom: item.custom ?? null,
    })),
  )
  await sql`
    INSERT INTO items (company_id, product_id, sku, barcode, option1, option2, option3, position, metadata)
    SELECT ${companyId}, r.product_id, r.sku, r.barcode, r.option1, r.option2, r.option3, r.position,
      CASE WHEN r.custom IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('custom', r.custom) END
    FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
      AS r (product_id bigint, sku text, barcode text, option1 text, option2 text, option3 text, position integer,
        custom jsonb)
    ON CONFLICT (company_id, lower(sku)) DO UPDATE SET
      product_id = excluded.product_id, barcode = excluded.barcode, option1 = excluded.option1,
      option2 = excluded.option2, option3 = excluded.option3, position = excluded.position,
      metadata = CASE WHEN excluded.metadata -> 'custom' IS NOT NULL
        THEN items.metadata || jsonb_build_object('custom',
          COALESCE(items.metadata -> 'custom', '{}') || (excluded.metadata -> 'custom'))
        ELSE items.metadata END,
      updated = now()`.execute(trx)
  const prices = rows.map((row) => ({
    product_id: idOf.get(row.product.style.toLowerCase()),
    price: row.product.retail_price,
  }))
  await sql`
    INSERT INTO prices (company_id, product_id, currency, price)
    SELECT ${companyId}, r.product_id, ${currency}, r.price
    FROM jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) AS r (product_id bigint, price bigint)
    ON CONFLICT (company_id, product_id)
      WHERE item_id IS NULL AND price_list_id IS NULL AND start_date IS NULL AND end_date IS NULL
    DO UPDATE SET price = excluded.price, updated = now()`.execute(trx)
  return { written: rows.reduce((sum, row) => sum + row.lines.length, 0), errors }
}

/** Price list rows: each code is a style or a SKU (the file's choice); an unknown one is refused with its line. */
export async function writePriceList(
  trx: Transaction<Database>,
  companyId: number,
  list: ListOfPrices,
  key: PriceCodeKey,
  chunk: readonly PriceImport[],
): Promise<{ written: number; errors: RowError[] }> {
  const found = await priceTargetsOf(
    trx,
    companyId,
    key,
    chunk.map((row) => row.code.toLowerCase()),
  )
  const errors = chunk
    .filter((row) => !found.has(row.code.toLowerCase()))
    .map((row) => ({
      line: row.line,
      reason: key === 'style' ? `No product has the style ${row.code}` : `No item has the SKU ${row.code}`,
    }))
  const values = chunk
    .filter((row) => found.has(row.code.toLowerCase()))
    .map((row) => listPrice(companyId, list, found.get(row.code.toLowerCase()) as PriceTarget, row.price))
  if (values.length > 0) await upsertListPrices(trx, key, values)
  return { written: values.length, errors }
}
