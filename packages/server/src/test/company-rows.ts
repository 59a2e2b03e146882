import { sql } from 'kysely'
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

/**
 * The ids of the company's rows of `table` whose `column` holds `value`, in id order: how a test finds what it
 * made by a name, SKU or role it chose.
 */
export async function companyRowIds(
  t: TestApp,
  table: CompanyTable,
  companyId: number,
  column: string,
  value: string | number | boolean,
): Promise<number[]> {
  const { rows } = await sql<{ id: string | number }>`
    SELECT id FROM ${sql.table(table)} WHERE company_id = ${companyId} AND ${sql.ref(column)} = ${value} ORDER BY id
  `.execute(t.database.db)
  return rows.map((row) => Number(row.id))
}

/** The id of the company's first row of `table` whose `column` holds `value`; throws when there is none. */
export async function companyRowId(
  t: TestApp,
  table: CompanyTable,
  companyId: number,
  column: string,
  value: string | number | boolean,
): Promise<number> {
  const [id] = await companyRowIds(t, table, companyId, column, value)
  if (id === undefined) throw new Error(`No ${table} row with ${column} = ${value}`)
  return id
}
