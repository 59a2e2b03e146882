import type { Kysely } from 'kysely'
import { createDefaultBooks } from '../../books/default-books.ts'
import { postStoredSales } from '../../books/post-stored-sales.ts'
import type { Database } from '../schema.ts'

/**
 * The companies that exist before the books get the default tax rates and chart of accounts, their payment
 * methods their clearing accounts, and every sale they stored is posted (issue 15).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const books = db as Kysely<Database>
  const companies = await books.selectFrom('companies').select('id').orderBy('id').execute()
  for (const company of companies) await createDefaultBooks(books, company.id)
  await postStoredSales(books)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const books = db as Kysely<Database>
  await books.deleteFrom('journals').where('source_kind', '=', 'sale').execute()
}
