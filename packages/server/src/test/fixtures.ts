import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/open-database.ts'

/** Inserts a store straight into the database (the stores API comes in a later issue). */
export async function insertStore(
  database: DatabaseHandle,
  companyId: number,
  name: string,
): Promise<number> {
  const row = await database.db
    .insertInto('stores')
    .values({ company_id: companyId, name, address: JSON.stringify({ city: name }), status: 'open' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export type SaleFixture = { created: string; total: number; storeId?: number | null; receipt?: string }

let receipts = 0

/** Inserts sales straight into the database (the register issue adds the API). */
export async function insertSales(
  database: DatabaseHandle,
  companyId: number,
  sales: SaleFixture[],
): Promise<void> {
  for (const sale of sales) {
    receipts += 1
    await database.db
      .insertInto('sales')
      .values({
        company_id: companyId,
        store_id: sale.storeId ?? null,
        receipt_number: sale.receipt ?? `R${receipts}`,
        created: sql`${sale.created}::timestamptz`,
        total: sale.total,
        total_tax: Math.round(sale.total / 11),
        data: '{}',
      })
      .execute()
  }
}
