import {
  type AdyenSettings,
  type AdyenSettingsInput,
  AdyenSettingsSchema,
  type LinklySettings,
  type LinklySettingsInput,
  LinklySettingsSchema,
  type TerminalProvider,
} from '@pos/core'
import type { DatabaseHandle } from '../db/open-database.ts'
import { loadStoredSettings } from './settings-store.ts'

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
  const schema = provider === 'linkly' ? LinklySettingsSchema : AdyenSettingsSchema
  const stored = await loadStoredSettings(database, companyId, provider, schema)
  return { ...stored, settings: stored.settings as StoredSettings<P>['settings'] }
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
