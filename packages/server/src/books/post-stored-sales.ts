import type { PostedSale } from '@pos/core'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { childValues } from '../sales/post-sale.ts'
import { ledgerInserts } from './sale-journal.ts'

const PAGE = 500

/**
 * Posts the stored sales that have no journal yet (the sales stored before the books existed), by the same
 * rule and statement a new sale posts with (its cost of goods sold at the cost its stock moved at, as the
 * ledger kept it), a page at a time in id order. Gives how many it posted.
 */
export async function postStoredSales(db: Kysely<Database>): Promise<number> {
  let posted = 0
  let after = 0
  for (;;) {
    const sales = await db
      .selectFrom('sales as s')
      .select(['s.id', 's.company_id', 's.data', 's.receipt_number'])
      .where('s.id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('journals as j')
              .select('j.id')
              .whereRef('j.company_id', '=', 's.company_id')
              .where('j.source_kind', '=', 'sale')
              .whereRef('j.source_id', '=', 's.id'),
          ),
        ),
      )
      .orderBy('s.id')
      .limit(PAGE)
      .execute()
    for (const row of sales) {
      await storedSalePosting(row).execute(db)
      posted++
    }
    if (sales.length < PAGE) return posted
    after = Number(sales[sales.length - 1]!.id)
  }
}

/**
 * The statement that posts one stored sale, by the rule and CTEs a new sale posts with: its cost of goods sold
 * at the cost its stock moved at, as the stock ledger kept it.
 */
export function storedSalePosting(row: {
  id: number | string | bigint
  company_id: number
  data: unknown
  receipt_number: string
}): RawBuilder<unknown> {
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as PostedSale
  const values = childValues(row.company_id, { ...data, receipt_number: row.receipt_number })
  return sql`
    WITH claimed AS (SELECT id, created FROM sales WHERE id = ${String(row.id)}),
    stock AS (
      SELECT quantity, unit_cost FROM stock_ledger
      WHERE company_id = ${row.company_id} AND source_id = ${String(row.id)} AND reason IN ('sale', 'return')
    ),
    ${ledgerInserts(values)}
    SELECT 1`
}
