import {
  PARTNER_SCHEMAS,
  PARTNER_SECRETS,
  type Partner,
  type PartnerSettings,
  type PartnerSettingsInput,
} from '@pos/core'
import type { DatabaseHandle } from '../db/open-database.ts'
import { loadStoredSettings } from '../integrations/settings-store.ts'

/** A partner's stored settings: public fields and the secrets (server only). */
export type StoredPartner<P extends Partner> = {
  settings: PartnerSettingsInput<P>
  secrets: Record<string, string>
}

/** The partner's settings of a company (the defaults before the first save). */
export async function loadPartner<P extends Partner>(
  database: DatabaseHandle,
  companyId: number,
  partner: P,
): Promise<StoredPartner<P>> {
  const stored = await loadStoredSettings(database, companyId, partner, PARTNER_SCHEMAS[partner])
  return { settings: stored.settings as PartnerSettingsInput<P>, secrets: stored.secrets }
}

/** Splits a settings body into its public part and the secrets typed into it. */
export function splitSecrets(partner: Partner, body: Record<string, unknown>) {
  const settings: Record<string, unknown> = { ...body }
  const secrets: Record<string, string> = {}
  for (const name of PARTNER_SECRETS[partner]) {
    const value = settings[name]
    delete settings[name]
    if (typeof value === 'string' && value !== '') secrets[name] = value
  }
  return { settings, secrets }
}

export function secretsSet(partner: Partner, secrets: Record<string, string>): Record<string, boolean> {
  return Object.fromEntries(PARTNER_SECRETS[partner].map((name) => [name, Boolean(secrets[name])]))
}

/** Settings as the browser sees them: never a secret, only whether each is set. */
export function publicPartner<P extends Partner>(partner: P, stored: StoredPartner<P>): PartnerSettings<P> {
  const { settings } = splitSecrets(partner, stored.settings as Record<string, unknown>)
  return { ...settings, secrets_set: secretsSet(partner, stored.secrets) } as PartnerSettings<P>
}
