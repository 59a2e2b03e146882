import { type Kysely, sql } from 'kysely'

/** The development outbox keeps each email's attachments (an emailed invoice's PDF), so a test can read them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dev_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dev_outbox DROP COLUMN attachments`.execute(db)
}
