import { type Kysely, sql } from 'kysely'
import { runStatements } from '../run-statements.ts'

/**
 * Integration settings per company (spec 2 /admin/integrations: public settings and write-only secrets) and
 * terminal transactions (spec 7): one row per bridge session, keeping state, displays, receipts and the result
 * so `GET /integrations/{provider}/transaction/{session}` answers after a lost connection. The partial unique
 * index is the idempotency rule: one live or approved transaction per register and receipt number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE integration_settings (
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      provider text NOT NULL,
      settings jsonb NOT NULL DEFAULT '{}',
      secrets jsonb NOT NULL DEFAULT '{}',
      notify_token text NOT NULL,
      created timestamptz NOT NULL DEFAULT now(),
      updated timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, provider)
    );
    CREATE UNIQUE INDEX integration_settings_notify_token ON integration_settings (notify_token);
    CREATE TABLE terminal_transactions (
      session_id text PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      provider text NOT NULL,
      user_id integer,
      register_id text NOT NULL,
      receipt_number text NOT NULL,
      amount bigint NOT NULL,
      currency text NOT NULL,
      terminal_id text,
      service_id text,
      notify_secret text NOT NULL,
      state text NOT NULL,
      displays jsonb NOT NULL DEFAULT '[]',
      receipts jsonb NOT NULL DEFAULT '[]',
      result jsonb,
      created timestamptz NOT NULL DEFAULT now(),
      updated timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX terminal_transactions_company ON terminal_transactions (company_id, created);
    CREATE UNIQUE INDEX terminal_transactions_one_charge ON terminal_transactions (company_id, provider, register_id, receipt_number)
      WHERE state IN ('requested', 'waiting', 'approved')
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE terminal_transactions`.execute(db)
  await sql`DROP TABLE integration_settings`.execute(db)
}
