import * as v from 'valibot'
import { idListSchema } from '../admin/fields.ts'

/** The kinds of wallet pass template (spec 2 /admin/wallet/templates tabs). */
export const WALLET_TEMPLATE_KINDS = {
  giftcard: 'giftcard',
  loyalty: 'loyalty',
  promotion: 'promotion',
} as const
export type WalletTemplateKind = keyof typeof WALLET_TEMPLATE_KINDS

/** What a loyalty card's back field shows (spec 3). */
export const WALLET_BACK_FIELD_TYPES = {
  store_credit_balance: 'Store credit balance',
  loyalty_points: 'Loyalty points',
  loyalty_points_value: 'Loyalty points value',
  email_subscriber: 'Email subscriber',
  sms_subscriber: 'SMS subscriber',
  email_address: 'Email address',
  custom: 'Custom',
} as const
export type WalletBackFieldType = keyof typeof WALLET_BACK_FIELD_TYPES

export const MEMBER_BARCODES = { none: 'none', qr: 'qr' } as const
export type MemberBarcode = keyof typeof MEMBER_BARCODES

/** Placeholders: the points in the points-update message; the store's name in the store notification. */
export const POINTS_PLACEHOLDER = '{points}'
export const STORE_NAME_PLACEHOLDER = '{name}'
export const MAX_WALLET_STORES = 10

/** The messages of spec 5, word for word, and ours for the rules the spec states without words. */
export const WALLET_MESSAGES = {
  giftcardLabel: 'A Label is Required',
  giftcardDetail: 'Details Required',
  loyaltyType: 'A type is required',
  loyaltyLabel: 'A label is required',
  loyaltyDetail: 'Details required',
  tooManyStores: `A wallet template can have at most ${MAX_WALLET_STORES} stores`,
  pointsPlaceholder: `The points update message must contain ${POINTS_PLACEHOLDER}`,
  nameRequired: 'Please enter a template name',
} as const

const text = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => (value ?? '').trim()),
      v.maxLength(max, `Please keep each text under ${max + 1} characters`),
    ),
    '',
  )

/** An image: an http(s) address or a data: URL of an uploaded PNG/JPEG/SVG, or empty. */
const ImageSchema = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(400_000, 'Please use an image under 300 KB'),
    v.check(
      (value) =>
        value === '' || /^https?:\/\//.test(value) || /^data:image\/(png|jpeg|svg\+xml);base64,/.test(value),
      'Please give images as an http or https address',
    ),
  ),
  '',
)

const ColourSchema = (fallback: string) =>
  v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Please choose colours as #rrggbb')),
    fallback,
  )

const UrlSchema = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => (value ?? '').trim()),
    v.check(
      (value) => value === '' || /^https:\/\/\S+$/.test(value),
      'Please enter the Apple and Google addresses as https links',
    ),
  ),
  '',
)

const BackFieldSchema = v.object({
  type: v.optional(v.string(), ''),
  label: text(60),
  detail: text(500),
  apple: v.optional(v.boolean(), true),
  google: v.optional(v.boolean(), true),
})

const commonFields = {
  name: text(100),
  description: text(200),
  title: text(60),
  logo: ImageSchema,
  icon: ImageSchema,
  strip_image: ImageSchema,
  background_colour: ColourSchema('#5b3fd1'),
  text_colour: ColourSchema('#ffffff'),
  store_ids: v.optional(idListSchema('the stores'), []),
  back_fields: v.optional(v.pipe(v.array(BackFieldSchema), v.maxLength(20, 'At most 20 back fields')), []),
}

const loyaltyFields = {
  membership_label: text(40),
  name_label: text(40),
  points_label: text(40),
  store_notification_text: text(200),
  points_update_message: text(200),
  member_barcode: v.optional(
    v.picklist(Object.keys(MEMBER_BARCODES) as MemberBarcode[], 'The member barcode is none or qr'),
    'qr',
  ),
  apple_url: UrlSchema,
  google_url: UrlSchema,
}

const GiftcardTemplateObject = v.object({ kind: v.literal('giftcard'), ...commonFields })
const LoyaltyTemplateObject = v.object({ kind: v.literal('loyalty'), ...commonFields, ...loyaltyFields })
const PromotionTemplateObject = v.object({ kind: v.literal('promotion'), ...commonFields })

export type GiftcardWalletTemplate = v.InferOutput<typeof GiftcardTemplateObject>
export type LoyaltyWalletTemplate = v.InferOutput<typeof LoyaltyTemplateObject>
export type PromotionWalletTemplate = v.InferOutput<typeof PromotionTemplateObject>
export type WalletTemplate = GiftcardWalletTemplate | LoyaltyWalletTemplate | PromotionWalletTemplate

/** One problem of a template, at a field path the form can mark (e.g. back_fields.0.label). */
export type WalletIssue = { readonly path: string; readonly message: string }

/**
 * Every problem of a wallet template [WAL1-WAL4]: a name; at most 10 stores; gift card back fields need a
 * label ('A Label is Required') and details ('Details Required'); loyalty back fields need a type ('A type is
 * required') and a label ('A label is required'), and a custom one its details ('Details required'; the other
 * types fill themselves in); the loyalty points-update message, when set, contains {points}.
 */
export function walletTemplateIssues(template: WalletTemplate): WalletIssue[] {
  const issues: WalletIssue[] = []
  if (template.name === '') issues.push({ path: 'name', message: WALLET_MESSAGES.nameRequired })
  if (template.store_ids.length > MAX_WALLET_STORES)
    issues.push({ path: 'store_ids', message: WALLET_MESSAGES.tooManyStores })
  template.back_fields.forEach((field, index) => {
    const at = `back_fields.${index}`
    if (template.kind === 'loyalty') {
      if (!Object.hasOwn(WALLET_BACK_FIELD_TYPES, field.type))
        issues.push({ path: `${at}.type`, message: WALLET_MESSAGES.loyaltyType })
      if (field.label === '') issues.push({ path: `${at}.label`, message: WALLET_MESSAGES.loyaltyLabel })
      if (field.type === 'custom' && field.detail === '')
        issues.push({ path: `${at}.detail`, message: WALLET_MESSAGES.loyaltyDetail })
      return
    }
    if (field.label === '') issues.push({ path: `${at}.label`, message: WALLET_MESSAGES.giftcardLabel })
    if (field.detail === '') issues.push({ path: `${at}.detail`, message: WALLET_MESSAGES.giftcardDetail })
  })
  if (
    template.kind === 'loyalty' &&
    template.points_update_message !== '' &&
    !template.points_update_message.includes(POINTS_PLACEHOLDER)
  ) {
    issues.push({ path: 'points_update_message', message: WALLET_MESSAGES.pointsPlaceholder })
  }
  return issues
}

/** POST /api/proxy/wallettemplates.json and PUT /api/proxy/wallettemplate/{id}.json. */
export const WalletTemplatePayloadSchema = v.pipe(
  v.variant(
    'kind',
    [GiftcardTemplateObject, LoyaltyTemplateObject, PromotionTemplateObject],
    'Please choose a template kind: giftcard, loyalty or promotion',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const first = walletTemplateIssues(dataset.value)[0]
    if (first) addIssue({ message: first.message })
  }),
)
export type WalletTemplatePayload = v.InferOutput<typeof WalletTemplatePayloadSchema>

/** A template with every default filled in: the form's starting point. */
export function emptyWalletTemplate<K extends WalletTemplateKind>(
  kind: K,
): Extract<WalletTemplate, { kind: K }> {
  const result = v.safeParse(
    v.variant('kind', [GiftcardTemplateObject, LoyaltyTemplateObject, PromotionTemplateObject]),
    { kind },
  )
  if (!result.success) throw new Error(`no empty ${kind} template`)
  return result.output as Extract<WalletTemplate, { kind: K }>
}

/** The points-update message as a customer reads it: {points} replaced by the points. */
export function pointsUpdateText(message: string, points: number): string {
  return message.replaceAll(POINTS_PLACEHOLDER, String(points))
}

/** The store notification as shown near a store: {name} replaced by the store's name. */
export function storeNotificationText(message: string, storeName: string): string {
  return message.replaceAll(STORE_NAME_PLACEHOLDER, storeName)
}
