import * as v from 'valibot'

/**
 * Card-terminal integration settings (spec 2 /admin/integrations/linkly and /adyen, spec 9: staging or live;
 * Adyen Europe, Australia, US). Secrets (Linkly password and secret, Adyen API key) are written, never read
 * back: the server answers which are set. `custom` points at any base URL, such as the simulators.
 */
export const LINKLY_ENVIRONMENTS = ['sandbox', 'production', 'custom'] as const
export const ADYEN_ENVIRONMENTS = ['test', 'live', 'custom'] as const
export const ADYEN_REGIONS = ['EU', 'AU', 'US', 'APSE'] as const
export type AdyenRegion = (typeof ADYEN_REGIONS)[number]

const Url = v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.url('Enter a full URL (https://…)'))])
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const Secret = v.optional(v.pipe(v.string(), v.maxLength(500)))

export const LinklySettingsSchema = v.object({
  enabled: v.optional(v.boolean(), false),
  environment: v.optional(v.picklist(LINKLY_ENVIRONMENTS, 'Choose sandbox, production or custom'), 'sandbox'),
  auth_base_url: v.optional(Url, ''),
  rest_base_url: v.optional(Url, ''),
  username: v.optional(Text(200), ''),
  pos_id: v.optional(Text(64), ''),
  pos_name: v.optional(Text(64), 'POS'),
  /** Write-only: the password and a pair code from the PIN pad pair the POS (then only the secret is kept). */
  password: Secret,
  pair_code: Secret,
  /** Write-only: a secret obtained elsewhere. */
  secret: Secret,
})
export type LinklySettingsInput = v.InferOutput<typeof LinklySettingsSchema>

export const AdyenTerminalSchema = v.object({
  poiid: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[\w.-]{1,64}$/, 'A terminal id looks like P400Plus-123456789'),
  ),
  name: v.optional(Text(64), ''),
})

export const AdyenSettingsSchema = v.object({
  enabled: v.optional(v.boolean(), false),
  environment: v.optional(v.picklist(ADYEN_ENVIRONMENTS, 'Choose test, live or custom'), 'test'),
  region: v.optional(v.picklist(ADYEN_REGIONS, 'Choose EU, AU, US or APSE'), 'EU'),
  base_url: v.optional(Url, ''),
  merchant_account: v.optional(Text(100), ''),
  terminals: v.optional(v.array(AdyenTerminalSchema), []),
  tap_to_pay: v.optional(v.boolean(), false),
  /** Write-only. */
  api_key: Secret,
})
export type AdyenSettingsInput = v.InferOutput<typeof AdyenSettingsSchema>

/** Settings as the server stores and shows them: no secrets, only whether each is set. */
export const LinklyPublicSettingsSchema = v.object({
  ...v.omit(LinklySettingsSchema, ['password', 'pair_code', 'secret']).entries,
  secret_set: v.boolean(),
})
export type LinklySettings = v.InferOutput<typeof LinklyPublicSettingsSchema>
export const AdyenPublicSettingsSchema = v.object({
  ...v.omit(AdyenSettingsSchema, ['api_key']).entries,
  api_key_set: v.boolean(),
  /** Where Adyen posts display and event notifications for this company (set it in the Customer Area). */
  notification_path: v.string(),
})
export type AdyenSettings = v.InferOutput<typeof AdyenPublicSettingsSchema>

/** GET|PUT /api/proxy/integrations/linkly.json. */
export const LinklySettingsAnswerSchema = v.object({ settings: LinklyPublicSettingsSchema })
/** GET|PUT /api/proxy/integrations/adyen.json. */
export const AdyenSettingsAnswerSchema = v.object({ settings: AdyenPublicSettingsSchema })

/** GET /api/proxy/integrations.json: every integration of /admin/integrations and whether it is on. */
export const IntegrationListSchema = v.object({
  integrations: v.array(v.object({ name: v.string(), enabled: v.boolean(), available: v.boolean() })),
})

const ADYEN_TERMINAL_API: Record<'test' | AdyenRegion, string> = {
  test: 'https://terminal-api-test.adyen.com',
  EU: 'https://terminal-api-live.adyen.com',
  AU: 'https://terminal-api-live-au.adyen.com',
  US: 'https://terminal-api-live-us.adyen.com',
  APSE: 'https://terminal-api-live-apse.adyen.com',
}

/** The cloud Terminal API base (device-protocols 1.1): one test host, a live host per region, or custom. */
export function adyenTerminalApiBase(
  settings: Pick<AdyenSettingsInput, 'environment' | 'region' | 'base_url'>,
) {
  if (settings.environment === 'custom') return settings.base_url.replace(/\/+$/, '')
  if (settings.environment === 'test') return ADYEN_TERMINAL_API.test
  return ADYEN_TERMINAL_API[settings.region]
}

/** Linkly Cloud hosts (device-protocols 2.1): auth and REST, sandbox or production, or custom. */
export function linklyHosts(
  settings: Pick<LinklySettingsInput, 'environment' | 'auth_base_url' | 'rest_base_url'>,
): { auth: string; rest: string } {
  if (settings.environment === 'custom')
    return {
      auth: settings.auth_base_url.replace(/\/+$/, ''),
      rest: (settings.rest_base_url || settings.auth_base_url).replace(/\/+$/, ''),
    }
  if (settings.environment === 'production')
    return { auth: 'https://auth.cloud.pceftpos.com', rest: 'https://rest.pos.cloud.pceftpos.com' }
  return {
    auth: 'https://auth.sandbox.cloud.pceftpos.com',
    rest: 'https://rest.pos.sandbox.cloud.pceftpos.com',
  }
}

/** Our POS product's fixed vendor id for Linkly tokens (PosVendorId: one UUID per POS product). */
export const LINKLY_POS_VENDOR_ID = '5e0b3232-8a04-4d15-9b4e-000000000001'
