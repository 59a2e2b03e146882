import { type Kysely, sql } from 'kysely'

/**
 * Runs a migration's SQL one statement at a time: PGlite prepares every query, and a prepared query
 * holds one statement. Statements are separated by a semicolon at the end of a line.
 */
export async function runStatements(db: Kysely<unknown>, text: string): Promise<void> {
  const statements = text
    .split(/;\s*\n/)
    .map((statement) => statement.trim().replace(/;$/, ''))
    .filter((statement) => statement !== '')
  for (const statement of statements) await sql.raw(statement).execute(db)
}
