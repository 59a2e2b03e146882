import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/** What a price list row prices: a product (its style), or one item of it (its SKU). */
export type PriceTarget = { product_id: string; item_id: string | null }

/** How a price list file names what it prices: every code a style, or every code a SKU. */
export type PriceCodeKey = 'style' | 'sku'

/** The company's products (by style) or items (by SKU) that `codes` name, by the code in lower case. */
export async function priceTargetsOf(
  db: Kysely<Database> | Transaction<Database>,
  companyId: number,
  key: PriceCodeKey,
  codes: readonly string[],
): Promise<Map<string, PriceTarget>> {
  const found = new Map<string, PriceTarget>()
  if (key === 'style') {
    const rows = await db
      .selectFrom('products')
      .select(['id', sql<string>`lower(style)`.as('code')])
      .where('company_id', '=', companyId)
      .where(sql<string>`lower(style)`, 'in', codes)
      .execute()
    for (const row of rows) found.set(row.code, { product_id: String(row.id), item_id: null })
  } else {
    const rows = await db
      .selectFrom('items')
      .select(['id', 'product_id', sql<string>`lower(sku)`.as('code')])
      .where('company_id', '=', companyId)
      .where(sql<string>`lower(sku)`, 'in', codes)
      .execute()
    for (const row of rows)
      found.set(row.code, { product_id: String(row.product_id), item_id: String(row.id) })
  }
  return found
}

/** The price list a row is written for: its currency, dates and tags, which each of its prices carries. */
export type ListOfPrices = {
  id: number
  currency: string
  start_date: Date | null
  end_date: Date | null
  tags: string[]
}

/** A price list's row for what it prices: the list's currency, dates and tags, at `price`. */
export function listPrice(companyId: number, list: ListOfPrices, target: PriceTarget, price: number) {
  return {
    company_id: companyId,
    ...target,
    price_list_id: list.id,
    start_date: list.start_date,
    end_date: list.end_date,
    currency: list.currency,
    tags: JSON.stringify(list.tags),
    price,
  }
}

/**
 * Writes price list prices: a product or item the list already prices keeps its row with the new price, so a
 * file imported again updates and never duplicates.
 */
export async function upsertListPrices(
  trx: Transaction<Database>,
  key: PriceCodeKey,
  values: readonly (PriceTarget & {
    company_id: number
    price_list_id: number
    start_date: Date | null
    end_date: Date | null
    currency: string
    price: number
    tags?: string
  })[],
): Promise<void> {
  await trx
    .insertInto('prices')
    .values(values)
    .onConflict((conflict) =>
      (key === 'style'
        ? conflict
            .columns(['price_list_id', 'product_id'])
            .where('price_list_id', 'is not', null)
            .where('item_id', 'is', null)
        : conflict
            .columns(['price_list_id', 'item_id'])
            .where('price_list_id', 'is not', null)
            .where('item_id', 'is not', null)
      ).doUpdateSet({ price: (eb) => eb.ref('excluded.price'), updated: sql`now()` }),
    )
    .execute()
}
