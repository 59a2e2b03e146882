import {
  type AdyenSettings,
  type AdyenSettingsInput,
  AdyenSettingsSchema,
  type LinklySettings,
  type LinklySettingsInput,
  LinklySettingsSchema,
  parsePayload,
  type TerminalProvider,
} from '@pos/core'
import { sql } from 'kysely'
import { randomSecret } from '../auth/secrets.ts'
import type { DatabaseHandle } from '../db/open-database.ts'

/** Stored settings of one provider: public fields, secrets (server only) and the notification token. */
export type StoredSettings<P extends TerminalProvider> = {
  settings: P extends 'linkly' ? LinklySettingsInput : AdyenSettingsInput
  secrets: Record<string, string>
  notifyToken: string
}

/** The provider's settings of a company (defaults before the first save). */
export async function loadSettings<P extends TerminalProvider>(
  database: DatabaseHandle,
  companyId: number,
  provider: P,
): Promise<StoredSettings<P>> {
  const row = await database.db
    .selectFrom('integration_settings')
    .select(['settings', 'secrets', 'notify_token'])
    .where('company_id', '=', companyId)
    .where('provider', '=', provider)
    .executeTakeFirst()
  const schema = provider === 'linkly' ? LinklySettingsSchema : AdyenSettingsSchema
  const parsed = parsePayload(schema, row?.settings ?? {})
  const fallback = parsePayload(schema, {})
  return {
    settings: (parsed.ok ? parsed.value : fallback.ok ? fallback.value : {}) as StoredSettings<P>['settings'],
    secrets: row?.secrets ?? {},
    notifyToken: row?.notify_token ?? '',
  }
}

/** Saves public settings and merges secrets (an absent or empty secret keeps the stored one). */
export async function saveSettings(
  database: DatabaseHandle,
  companyId: number,
  provider: TerminalProvider,
  settings: Record<string, unknown>,
  secrets: Record<string, string>,
): Promise<void> {
  const current = await loadSettings(database, companyId, provider)
  const merged = { ...current.secrets, ...secrets }
  await database.db
    .insertInto('integration_settings')
    .values({
      company_id: companyId,
      provider,
      settings: JSON.stringify(settings),
      secrets: JSON.stringify(merged),
      notify_token: current.notifyToken || randomSecret(24),
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

/** Linkly settings as the browser sees them: never the password or secret. */
export function publicLinkly(stored: StoredSettings<'linkly'>): LinklySettings {
  const { password: _p, pair_code: _c, secret: _s, ...rest } = stored.settings
  return { ...rest, secret_set: Boolean(stored.secrets.secret) }
}

/** Adyen settings as the browser sees them: never the API key. */
export function publicAdyen(stored: StoredSettings<'adyen'>): AdyenSettings {
  const { api_key: _k, ...rest } = stored.settings
  return {
    ...rest,
    api_key_set: Boolean(stored.secrets.api_key),
    notification_path: stored.notifyToken ? `/api/integrations/adyen/notify/${stored.notifyToken}` : '',
  }
}

/** The company whose Adyen notification token this is. */
export async function companyOfNotifyToken(
  database: DatabaseHandle,
  token: string,
): Promise<number | undefined> {
  if (!token) return undefined
  const row = await database.db
    .selectFrom('integration_settings')
    .select('company_id')
    .where('provider', '=', 'adyen')
    .where('notify_token', '=', token)
    .executeTakeFirst()
  return row?.company_id
}
