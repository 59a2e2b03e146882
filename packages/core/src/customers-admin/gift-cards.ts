import * as v from 'valibot'
import { idSchema } from '../admin/fields.ts'
import { pagingFields, SearchSchema } from './list-query.ts'

/** Screen and API messages of gift cards (spec 5, 8). */
export const GIFT_CARD_MESSAGES = {
  notFound: 'No Gift Card Found',
  noReasons:
    'Gift card reasons must be added before a gift card can be created. Please ask an administrator to add them.',
  serialTaken: 'A gift card with this serial already exists',
  belowZero: 'A gift card balance cannot go below zero',
} as const

/** Gift card serials: letters, digits, - and _, up to 40 characters, kept upper-case. */
export const SerialSchema = v.pipe(
  v.string('Please enter a serial'),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9_-]{4,40}$/, 'A serial is 4 to 40 letters, digits, - or _'),
)

const MAX_CARD_VALUE = 100_000_000

const AmountSchema = v.pipe(
  v.number('Please enter the value in cents'),
  v.safeInteger('Please enter the value as whole cents'),
)

/**
 * POST /api/proxy/giftcards.json (spec 3 Gift card): serial (made by the server when left out), value,
 * reason, customer. The expiration comes from the company's gift card validity in days.
 */
export const GiftCardCreatePayloadSchema = v.object({
  serial: v.optional(
    v.union([v.literal(''), SerialSchema], 'A serial is 4 to 40 letters, digits, - or _'),
    '',
  ),
  value: v.pipe(
    AmountSchema,
    v.minValue(1, 'A gift card needs a value above zero'),
    v.maxValue(MAX_CARD_VALUE, 'That value is too large'),
  ),
  reason_id: idSchema('a gift card reason'),
  customer_id: v.optional(v.nullable(idSchema('a customer')), null),
})
export type GiftCardCreatePayload = v.InferOutput<typeof GiftCardCreatePayloadSchema>

/** PUT /api/proxy/giftcard/{serial}.json: who the card belongs to and when it expires (never its balance). */
export const GiftCardUpdatePayloadSchema = v.object({
  customer_id: v.nullable(idSchema('a customer')),
  expiration: v.nullable(
    v.pipe(
      v.string('Please enter the expiration as a date'),
      v.isoTimestamp('Please enter the expiration as an ISO date and time'),
    ),
  ),
})
export type GiftCardUpdatePayload = v.InferOutput<typeof GiftCardUpdatePayloadSchema>

/** POST /api/proxy/giftcard/{serial}/adjust.json: a change of balance with its reason (signed cents). */
export const GiftCardAdjustmentSchema = v.object({
  amount: v.pipe(
    AmountSchema,
    v.check((amount) => amount !== 0, 'Please enter an amount other than zero'),
    v.check((amount) => Math.abs(amount) <= MAX_CARD_VALUE, 'That amount is too large'),
  ),
  reason_id: idSchema('a gift card reason'),
  description: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'Please keep the description under 201 characters')),
    '',
  ),
})
export type GiftCardAdjustment = v.InferOutput<typeof GiftCardAdjustmentSchema>

/** Query of GET /api/proxy/giftcards.json: search by serial or customer, status, paging. */
export const GiftCardListQuerySchema = v.object({
  search: SearchSchema,
  status: v.optional(
    v.picklist(['', 'active', 'used', 'expired'] as const, 'Please choose a status: active, used or expired'),
    '',
  ),
  ...pagingFields,
})
export type GiftCardListQuery = v.InferOutput<typeof GiftCardListQuerySchema>

/** The company's gift card validity (spec 9: set in days in company settings); 0: cards never expire. */
export const GiftCardSettingsSchema = v.object({
  gift_card_validity_days: v.pipe(
    v.number('Please enter the validity in days'),
    v.safeInteger('Please enter the validity as whole days'),
    v.minValue(0, 'The validity cannot be negative'),
    v.maxValue(36_500, 'The validity is at most 36500 days'),
  ),
})

/**
 * When a card issued at `issued` expires [GFT1]: `validityDays` whole days later (the same clock time), or
 * null when the validity is 0 (never).
 */
export function giftCardExpiry(issued: Date, validityDays: number): string | null {
  if (validityDays <= 0) return null
  return new Date(issued.getTime() + validityDays * 86_400_000).toISOString()
}

/** A card's state at `now` [GFT2]: expired past its expiration, used at a zero balance, otherwise active. */
export function giftCardStatus(
  card: { readonly current_amount: number; readonly expiration: string | null },
  now: Date,
): 'active' | 'used' | 'expired' {
  if (card.expiration && Date.parse(card.expiration) < now.getTime()) return 'expired'
  return card.current_amount <= 0 ? 'used' : 'active'
}
