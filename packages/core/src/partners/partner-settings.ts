import * as v from 'valibot'
import { PARTNER_MESSAGES } from './partner-payloads.ts'

/**
 * Partner integration settings (spec 2 /admin/integrations/{shopify|shippit|klaviyo|cloud-print}/settings), written
 * from docs/partner-apis.md. Like the card terminals: an environment (the partner's own hosts, or `custom` for any
 * base URL such as the simulators), public fields, and write-only secrets that the server never answers back.
 */
export const PARTNERS = ['shopify', 'shippit', 'klaviyo', 'cloud-print'] as const
export type Partner = (typeof PARTNERS)[number]

const Url = v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.url('Enter a full URL (https://…)'))])
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const Secret = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)))

export const SHOPIFY_ENVIRONMENTS = ['production', 'custom'] as const
/** The spec's default Shopify API version (also the Glue step's). */
export const SHOPIFY_API_VERSION = '2024-04'

export const ShopifySettingsSchema = v.object({
  enabled: v.optional(v.boolean(), false),
  environment: v.optional(v.picklist(SHOPIFY_ENVIRONMENTS, 'Choose production or custom'), 'production'),
  /** The shop's myshopify subdomain: `my-shop` of my-shop.myshopify.com. */
  shop: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,59}$|^$/, 'A shop name looks like my-shop')),
    '',
  ),
  base_url: v.optional(Url, ''),
  api_version: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}$/, 'An API version looks like 2024-04')),
    SHOPIFY_API_VERSION,
  ),
  /** The Shopify location whose stock levels we set. */
  location_id: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{0,20}$/, 'A location id is digits')), ''),
  /** Write-only: the Admin API access token (shpat_…). */
  access_token: Secret,
})

export const SHIPPIT_ENVIRONMENTS = ['staging', 'production', 'custom'] as const
export const SHIPPIT_SERVICE_LEVELS = ['standard', 'express', 'priority'] as const

export const ShippitSettingsSchema = v.object({
  enabled: v.optional(v.boolean(), false),
  environment: v.optional(
    v.picklist(SHIPPIT_ENVIRONMENTS, 'Choose staging, production or custom'),
    'staging',
  ),
  base_url: v.optional(Url, ''),
  service_level: v.optional(
    v.picklist(SHIPPIT_SERVICE_LEVELS, 'Choose standard, express or priority'),
    'standard',
  ),
  /** Write-only: the API secret (one per account and store location). */
  api_key: Secret,
})

export const KLAVIYO_ENVIRONMENTS = ['production', 'custom'] as const
/** A 2026 revision: every 2024 one is retired (partner-apis 3.1). */
export const KLAVIYO_REVISION = '2026-10-15'

export const KlaviyoSettingsSchema = v.object({
  enabled: v.optional(v.boolean(), false),
  environment: v.optional(v.picklist(KLAVIYO_ENVIRONMENTS, 'Choose production or custom'), 'production'),
  base_url: v.optional(Url, ''),
  revision: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A revision looks like 2026-10-15')),
    KLAVIYO_REVISION,
  ),
  /** The list that consenting customers are subscribed to. */
  list_id: v.optional(v.pipe(Text(40), v.regex(/^[A-Za-z0-9]*$/, 'A list id is letters and digits')), ''),
  /** Write-only: the private API key (pk_…). */
  api_key: Secret,
})

export const CLOUD_PRINT_ENVIRONMENTS = ['production', 'custom'] as const

export const CloudPrinterSchema = v.object({
  id: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  name: Text(200),
  state: v.optional(Text(40), ''),
})
export type CloudPrinter = v.InferOutput<typeof CloudPrinterSchema>

const PrinterId = v.optional(
  v.pipe(v.number('Choose a printer'), v.safeInteger(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  0,
)

/** Cloud printing through PrintNode: receipts and shipping labels to printers registered from the account. */
export const CloudPrintSettingsSchema = v.object({
  enabled: v.optional(v.boolean(), false),
  environment: v.optional(v.picklist(CLOUD_PRINT_ENVIRONMENTS, 'Choose production or custom'), 'production'),
  base_url: v.optional(Url, ''),
  receipt_printer_id: PrinterId,
  label_printer_id: PrinterId,
  /** The account's printers as last registered (read from PrintNode by "Register printers"). */
  printers: v.optional(v.pipe(v.array(CloudPrinterSchema), v.maxLength(200)), []),
  /** Write-only: the PrintNode API key. */
  api_key: Secret,
})

export const PARTNER_SCHEMAS = {
  shopify: ShopifySettingsSchema,
  shippit: ShippitSettingsSchema,
  klaviyo: KlaviyoSettingsSchema,
  'cloud-print': CloudPrintSettingsSchema,
} as const

/** The write-only fields of each partner's settings. */
export const PARTNER_SECRETS = {
  shopify: ['access_token'],
  shippit: ['api_key'],
  klaviyo: ['api_key'],
  'cloud-print': ['api_key'],
} as const satisfies Record<Partner, readonly string[]>

export type PartnerSettingsInput<P extends Partner> = v.InferOutput<(typeof PARTNER_SCHEMAS)[P]>
/** Settings as the browser sees them: no secret, only which are set. */
export type PartnerSettings<P extends Partner> = Omit<
  PartnerSettingsInput<P>,
  (typeof PARTNER_SECRETS)[P][number]
> & { secrets_set: Record<string, boolean> }

const trim = (url: string) => url.replace(/\/+$/, '')

/** The REST base of the shop: https://{shop}.myshopify.com/admin/api/{version} (partner-apis 1.1), or custom. */
export function shopifyBase(
  settings: Pick<PartnerSettingsInput<'shopify'>, 'environment' | 'shop' | 'base_url' | 'api_version'>,
): string {
  const host =
    settings.environment === 'custom' ? trim(settings.base_url) : `https://${settings.shop}.myshopify.com`
  return `${host}/admin/api/${settings.api_version}`
}

/** Shippit API v3 (partner-apis 2.1). */
export function shippitBase(settings: Pick<PartnerSettingsInput<'shippit'>, 'environment' | 'base_url'>) {
  if (settings.environment === 'custom') return `${trim(settings.base_url)}/api/3`
  return settings.environment === 'production'
    ? 'https://app.shippit.com/api/3'
    : 'https://app.staging.shippit.com/api/3'
}

/** Klaviyo's private-key API (partner-apis 3.1). */
export function klaviyoBase(settings: Pick<PartnerSettingsInput<'klaviyo'>, 'environment' | 'base_url'>) {
  return settings.environment === 'custom' ? `${trim(settings.base_url)}/api` : 'https://a.klaviyo.com/api'
}

/** PrintNode's REST API (partner-apis 4B). */
export function printNodeBase(
  settings: Pick<PartnerSettingsInput<'cloud-print'>, 'environment' | 'base_url'>,
) {
  return settings.environment === 'custom' ? trim(settings.base_url) : 'https://api.printnode.com'
}

/** Why saved settings cannot reach the partner yet, or null when they can. */
export function partnerNotReady<P extends Partner>(
  partner: P,
  settings: PartnerSettingsInput<P>,
  secretsSet: Record<string, boolean>,
): string | null {
  if (settings.environment === 'custom' && !settings.base_url)
    return 'A custom environment needs its base URL'
  if (partner === 'shopify' && settings.environment !== 'custom' && !(settings as { shop: string }).shop)
    return 'Please enter the shop name'
  const missing = PARTNER_SECRETS[partner].find((name) => !secretsSet[name])
  if (missing) return `Please enter the ${missing === 'access_token' ? 'access token' : 'API key'}`
  return null
}

/** Each partner's name in the sentences about it. */
export const PARTNER_NAMES: Record<Partner, string> = {
  shopify: 'Shopify',
  shippit: 'Shippit',
  klaviyo: 'Klaviyo',
  'cloud-print': 'Cloud print',
}

/**
 * Why a call to the partner would fail now, or null when it may be made: not set up (partnerNotReady), or switched
 * off in its settings (cloud print in the spec's words).
 */
export function partnerUnavailable<P extends Partner>(
  partner: P,
  settings: PartnerSettingsInput<P>,
  secretsSet: Record<string, boolean>,
): string | null {
  const problem = partnerNotReady(partner, settings, secretsSet)
  if (problem) return problem
  if (settings.enabled) return null
  return partner === 'cloud-print'
    ? PARTNER_MESSAGES.cloudPrintOff
    : `${PARTNER_NAMES[partner]} is not enabled in its settings`
}

const RecordId = (label: string) =>
  v.pipe(
    v.number(`Choose ${label}`),
    v.safeInteger(`Choose ${label}`),
    v.minValue(1, `Choose ${label}`),
    v.maxValue(2_147_483_647, `Choose ${label}`),
  )

/** The syncs an administrator starts from the Shopify page. */
export const SHOPIFY_SYNCS = ['products', 'stock', 'orders'] as const
export const ShopifySyncPayloadSchema = v.object({
  what: v.picklist(SHOPIFY_SYNCS, 'Choose products, stock or orders'),
})
/** The manual sync by id: any value is taken, and a missing or malformed id answers the spec's message. */
export const ShopifyOrderSyncPayloadSchema = v.object({ order_id: v.optional(v.unknown()) })
export const ShopifyProductSyncPayloadSchema = v.object({ product_id: v.optional(v.unknown()) })
export const FulfillmentShipmentPayloadSchema = v.object({
  fulfillment_id: RecordId('a fulfillment'),
  print: v.optional(v.boolean(), false),
})
export const SalePartnerPayloadSchema = v.object({ sale_id: RecordId('a sale') })
export const ReceiptPrintPayloadSchema = v.object({
  sale_id: v.optional(v.nullable(RecordId('a sale')), null),
})
