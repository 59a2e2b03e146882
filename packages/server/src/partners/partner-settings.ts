import {
  PARTNER_SCHEMAS,
  PARTNER_SECRETS,
  type Partner,
  type PartnerSettings,
  type PartnerSettingsInput,
  parsePayload,
} from '@pos/core'
import { sql } from 'kysely'
import { randomSecret } from '../auth/secrets.ts'
import type { DatabaseHandle } from '../db/open-database.ts'

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
  const row = await database.db
    .selectFrom('integration_settings')
    .select(['settings', 'secrets'])
    .where('company_id', '=', companyId)
    .where('provider', '=', partner)
    .executeTakeFirst()
  const schema = PARTNER_SCHEMAS[partner]
  const parsed = parsePayload(schema, row?.settings ?? {})
  const fallback = parsePayload(schema, {})
  const settings = parsed.ok ? parsed.value : fallback.ok ? fallback.value : {}
  return { settings: settings as PartnerSettingsInput<P>, secrets: row?.secrets ?? {} }
}

/** Saves public settings; a secret left empty keeps the stored one. */
export async function savePartner(
  database: DatabaseHandle,
  companyId: number,
  partner: Partner,
  settings: Record<string, unknown>,
  secrets: Record<string, string>,
): Promise<void> {
  const current = await loadPartner(database, companyId, partner)
  const merged = { ...current.secrets, ...secrets }
  await database.db
    .insertInto('integration_settings')
    .values({
      company_id: companyId,
      provider: partner,
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
