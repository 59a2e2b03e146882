import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from './schema.ts'

/** The tables whose rows belong to a company (they have its company_id). */
export type CompanyTable = {
  [T in keyof Database]: Database[T] extends { company_id: unknown } ? T : never
}[keyof Database]

/** The company tables whose rows are named by an id. */
type CompanyIdTable = {
  [T in CompanyTable]: Database[T] extends { id: unknown } ? T : never
}[CompanyTable]

/**
 * Whether the company has the row of `table` with this id: what a write checks of an id it is sent (a price list,
 * a customer, a carrier) before it refers to it, so that nobody names another company's row.
 */
export async function companyHas(
  db: Kysely<Database> | Transaction<Database>,
  table: CompanyIdTable,
  companyId: number,
  id: number | string,
): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`
    SELECT 1 AS found FROM ${sql.table(table)} WHERE company_id = ${companyId} AND id = ${id}`.execute(db)
  return rows.length > 0
}

/** The company's currency: what its prices, sales and documents are in when they name none. */
export async function companyCurrency(
  db: Kysely<Database> | Transaction<Database>,
  companyId: number,
): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select('currency')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow()
  return row.currency
}
