import { expectedCash, type TenderSummaryRow, tenderSummary } from '@pos/core'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** The cash movements of a register day and what the drawer should hold (core CASH3). */
export async function drawerFigures(db: Db, companyId: number, sessionId: number, float: number) {
  const sales = await db
    .selectFrom('sales')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>('cash_taken'), eb.lit(0)).as('cash'),
      eb.fn.countAll<string | number>().as('count'),
    ])
    .where('company_id', '=', companyId)
    .where('register_session_id', '=', sessionId)
    .executeTakeFirstOrThrow()
  const petty = await db
    .selectFrom('petty_cash')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), eb.lit(0)).as('total'))
    .where('company_id', '=', companyId)
    .where('register_session_id', '=', sessionId)
    .executeTakeFirstOrThrow()
  const cashSales = Number(sales.cash)
  const pettyCash = Number(petty.total)
  return {
    float,
    cash_sales: cashSales,
    petty_cash: pettyCash,
    sale_count: Number(sales.count),
    expected: Number(expectedCash({ float, cashSales, pettyCash })),
  }
}

/** The day's payments by tender (core CASH7). */
export async function sessionTenders(
  db: Db,
  companyId: number,
  sessionId: number,
): Promise<TenderSummaryRow[]> {
  const payments = await db
    .selectFrom('sale_payments as p')
    .innerJoin('sales as s', (join) =>
      join.onRef('s.id', '=', 'p.sale_id').onRef('s.company_id', '=', 'p.company_id'),
    )
    .select(['p.name', 'p.amount'])
    .where('p.company_id', '=', companyId)
    .where('s.register_session_id', '=', sessionId)
    .orderBy('p.id')
    .execute()
  return tenderSummary(payments.map((p) => ({ name: p.name, amount: Number(p.amount) })))
}
