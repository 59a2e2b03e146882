import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Writes `sales` posted sales straight into a company's journal, spread over the 365 days from `firstDay`, for
 * the reports benchmark (tests/bench/books-reports.bench.ts): each two lines of $11.00 and $5.50 incl. GST paid
 * cash at a cost of $8.00, posted as a stored sale posts (revenue with its GST, GST, the tender, cost of goods
 * sold against inventory). Gives the number of journal lines.
 */
export async function writeBenchSales(
  db: Kysely<Database>,
  companyId: number,
  sales: number,
  firstDay: string,
) {
  await sql`
    INSERT INTO journals (company_id, date, narration, source_kind, source_id)
    SELECT ${companyId}, ${firstDay}::date + (g % 365), 'Sale', 'sale', g
    FROM generate_series(1, ${sales}) g`.execute(db)
  await sql`
    INSERT INTO journal_lines (journal_id, company_id, date, account_id, amount, tax_type, tax, source_kind, source_id)
    SELECT j.id, j.company_id, j.date, a.id, p.amount, p.tax_type, p.tax, 'sale', j.source_id
    FROM journals j
    CROSS JOIN (VALUES ('sales', -1500, 'OUTPUT', -150), ('gst', -150, 'BASEXCLUDED', 0),
      ('cash', 1650, 'BASEXCLUDED', 0), ('cogs', 800, 'BASEXCLUDED', 0), ('inventory', -800, 'BASEXCLUDED', 0))
      AS p(role, amount, tax_type, tax)
    JOIN accounts a ON a.company_id = j.company_id AND a.role = p.role
    WHERE j.company_id = ${companyId}`.execute(db)
  await sql`ANALYZE journal_lines`.execute(db)
  await sql`ANALYZE journals`.execute(db)
  const lines = await sql<{
    n: string
  }>`SELECT count(*) AS n FROM journal_lines WHERE company_id = ${companyId}`.execute(db)
  return Number(lines.rows[0]!.n)
}
