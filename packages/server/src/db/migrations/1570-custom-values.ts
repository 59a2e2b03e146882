import type { Kysely } from 'kysely'
import { runStatements } from '../run-statements.ts'

/**
 * Custom field values (issue 16 item 5) on customers, suppliers and staff: the values of the company's custom
 * fields for the record, keyed by each field's key (core customFieldKey). Products and items keep theirs in
 * `metadata.custom`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE customers ADD COLUMN custom jsonb NOT NULL DEFAULT '{}';
    ALTER TABLE suppliers ADD COLUMN custom jsonb NOT NULL DEFAULT '{}';
    ALTER TABLE sales_staff ADD COLUMN custom jsonb NOT NULL DEFAULT '{}';
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE sales_staff DROP COLUMN custom;
    ALTER TABLE suppliers DROP COLUMN custom;
    ALTER TABLE customers DROP COLUMN custom;
  `,
  )
}
