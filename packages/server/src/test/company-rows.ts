import type { CompanyTable } from '../db/company-rows.ts'
import type { TestApp } from './test-app.ts'

/** How many rows of `table` the company has: what a test compares before and after a write that must not add any. */
export async function countCompanyRows(t: TestApp, table: CompanyTable, companyId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
