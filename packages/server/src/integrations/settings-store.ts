import { type PayloadSchema, parsePayload } from '@pos/core'
import { sql } from 'kysely'
import { randomSecret } from '../auth/secrets.ts'
import type { DatabaseHandle } from '../db/open-database.ts'

/**
 * The company's stored row of one provider (a terminal provider or a partner) in `integration_settings`: its
 * public settings read through the provider's schema (the schema's defaults before the first save or when the
 * stored ones no longer pass), its secrets (server only) and its notification token.
 */
export async function loadStoredSettings(
  database: DatabaseHandle,
  companyId: number,
  provider: string,
  schema: PayloadSchema,
): Promise<{ settings: unknown; secrets: Record<string, string>; notifyToken: string }> {
  const row = await database.db
    .selectFrom('integration_settings')
    .select(['settings', 'secrets', 'notify_token'])
    .where('company_id', '=', companyId)
    .where('provider', '=', provider)
    .executeTakeFirst()
  const parsed = parsePayload(schema, row?.settings ?? {})
  const fallback = parsePayload(schema, {})
  return {
    settings: parsed.ok ? parsed.value : fallback.ok ? fallback.value : {},
    secrets: row?.secrets ?? {},
    notifyToken: row?.notify_token ?? '',
  }
}

/**
 * Saves a provider's public settings and merges its secrets: an absent or empty secret keeps the stored one.
 * The notification token is made with the row and kept afterwards.
 */
export async function saveStoredSettings(
  database: DatabaseHandle,
  companyId: number,
  provider: string,
  settings: Record<string, unknown>,
  secrets: Record<string, string>,
): Promise<void> {
  const current = await database.db
    .selectFrom('integration_settings')
    .select('secrets')
    .where('company_id', '=', companyId)
    .where('provider', '=', provider)
    .executeTakeFirst()
  const merged = { ...current?.secrets, ...secrets }
  await database.db
    .insertInto('integration_settings')
    .values({
      company_id: companyId,
      provider,
      settings: JSON.stringify(settings),
      secrets: JSON.stringify(merged),
      notify_token: randomSecret(24),
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'provider']).doUpdateSet({
        settings: JSON.stringify(settings),
        secrets: JSON.stringify(merged),
        updated: sql`now()`,
      }),
    )
    .execute()
}
