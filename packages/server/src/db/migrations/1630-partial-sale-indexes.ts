import type { Kysely } from 'kysely'
import { runStatements } from '../run-statements.ts'

/**
 * Two indexes of every stored sale hold only the rows that name what they index: a sale's customer
 * (`sales_company_customer`) and the line a return line returns (`sale_lines_company_return_of`). Every query
 * that reads them asks for one customer or for given lines (`=` or `IN`, which PostgreSQL proves non-null), and
 * most sales name no customer and return nothing, so each of their rows was an index entry written for nothing:
 * three of a two-line sale's index insertions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX sales_company_customer;
    CREATE INDEX sales_company_customer ON sales (company_id, customer_id, created)
      WHERE customer_id IS NOT NULL;
    DROP INDEX sale_lines_company_return_of;
    CREATE INDEX sale_lines_company_return_of ON sale_lines (company_id, return_of_line_id)
      WHERE return_of_line_id IS NOT NULL;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX sale_lines_company_return_of;
    CREATE INDEX sale_lines_company_return_of ON sale_lines (company_id, return_of_line_id);
    DROP INDEX sales_company_customer;
    CREATE INDEX sales_company_customer ON sales (company_id, customer_id, created);
  `,
  )
}
