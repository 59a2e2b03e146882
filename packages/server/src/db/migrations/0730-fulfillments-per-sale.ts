import { type Kysely, sql } from 'kysely'

/**
 * A register sale may ask for several fulfillments (spec 3 sale.fulfillments: a pickup and a delivery, say), so the
 * one-per-sale unique index gives way to a plain one. They are still written once: only in the transaction that
 * claims the sale (sales/sale-fulfillments.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS fulfillments_company_sale`.execute(db)
  await sql`CREATE INDEX fulfillments_company_sale ON fulfillments (company_id, sale_id) WHERE sale_id IS NOT NULL`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS fulfillments_company_sale`.execute(db)
  await sql`CREATE UNIQUE INDEX fulfillments_company_sale ON fulfillments (company_id, sale_id) WHERE sale_id IS NOT NULL`.execute(
    db,
  )
}
