import type { Database } from '../db/schema.ts'
import type { TestApp } from './test-app.ts'

/** The tables whose rows belong to a company (they have its company_id). */
type CompanyTable = {
  [T in keyof Database]: Database[T] extends { company_id: unknown } ? T : never
}[keyof Database]

/** How many rows of `table` the company has: what a test compares before and after a write that must not add any. */
export async function countCompanyRows(t: TestApp, table: CompanyTable, companyId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
