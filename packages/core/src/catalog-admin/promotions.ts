import * as v from 'valibot'
import { PROMOTION_DISCOUNT_TYPES } from '../promotions/types.ts'

/**
 * The back office's promotion form (spec 2 /sales/promotions, spec 3 promotion). Limits and requirements use
 * 0 for "none" or "unlimited"; lists and texts use empty for "any". Money (order_total, an amount or fixed
 * price discount) is in cents; a percentage discount is 0-100.
 */

function count(label: string) {
  return v.optional(
    v.pipe(
      v.number(`Please enter ${label} as a number`),
      v.safeInteger(`Please enter ${label} as a whole number`),
      v.minValue(0, `${label[0]?.toUpperCase()}${label.slice(1)} cannot be negative`),
      v.maxValue(1_000_000_000, `Please check ${label}: it is too large`),
    ),
    0,
  )
}

function text(label: string, max = 255) {
  return v.optional(
    v.pipe(
      v.string(`Please enter ${label} as text`),
      v.trim(),
      v.maxLength(max, `Please keep ${label} under ${max + 1} characters`),
    ),
    '',
  )
}

const ListSchema = v.pipe(
  v.optional(v.array(v.string('Please enter the list as text'), 'Please enter a list'), []),
  v.maxLength(500, 'Please keep each list to 500 entries'),
  v.transform((list) => [...new Set(list.map((entry) => entry.trim()).filter((entry) => entry !== ''))]),
)

const DateSchema = v.pipe(
  v.optional(v.nullable(v.string('Please enter dates as text')), null),
  v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
  v.check(
    (value) => value === null || !Number.isNaN(Date.parse(value)),
    'Please enter dates as YYYY-MM-DD or an ISO date and time',
  ),
  v.transform((value) => (value === null ? null : new Date(Date.parse(value)).toISOString())),
)

/** The fields of a promotion, before the rules between them. */
export const PromotionFieldsSchema = v.object({
  name: v.pipe(
    v.string('Please enter a name'),
    v.trim(),
    v.minLength(1, 'Please enter a name'),
    v.maxLength(255, 'Please keep the name under 256 characters'),
  ),
  from_date: DateSchema,
  to_date: DateSchema,
  minimum_item_quantity: count('the minimum item quantity'),
  maximum_item_quantity: count('the maximum item quantity'),
  order_quantity: count('the order quantity'),
  order_total: count('the order total'),
  discount: v.pipe(
    v.number('Please enter the discount as a number'),
    v.minValue(0, 'The discount cannot be negative'),
    v.maxValue(100_000_000_000, 'Please check the discount: it is too large'),
  ),
  discount_type: v.picklist(
    Object.values(PROMOTION_DISCOUNT_TYPES),
    'Please choose percentage, amount or fixed price as the discount type',
  ),
  product_ids: v.pipe(
    v.optional(v.array(v.union([v.string(), v.number()]), 'Please choose products as a list'), []),
    v.transform((ids) => [...new Set(ids.map(String))]),
    v.check(
      (ids) => ids.every((id) => /^[1-9][0-9]{0,17}$/.test(id)),
      'Please choose products from the list',
    ),
    v.maxLength(1000, 'Please keep to 1000 products'),
  ),
  option1: text('option 1'),
  option2: text('option 2'),
  option3: text('option 3'),
  code: text('the promo code', 100),
  product_tags: ListSchema,
  product_types: ListSchema,
  product_vendors: ListSchema,
  product_marked_down: v.optional(v.boolean('Please answer marked-down items with yes or no'), true),
  discount_reason: text('the discount reason'),
  customer_required: v.optional(v.boolean('Please answer customer required with yes or no'), false),
  customer_loyalty_tier: text('the loyalty tier'),
  limit_usage: count('the usage limit'),
  limit_customer_usage: count('the usage limit per customer'),
  limit_customer_usage_months: count('the months of the usage limit per customer'),
  show_on_pos: v.optional(v.boolean('Please answer show on POS with yes or no'), true),
})

export const PromotionPayloadSchema = v.pipe(
  PromotionFieldsSchema,
  // Each rule is reported on the field to correct (forwarded), so a form can show it there.
  v.forward(
    v.check(
      (p) => p.discount_type !== 'percentage' || p.discount <= 100,
      'A percentage discount cannot be over 100',
    ),
    ['discount'],
  ),
  v.forward(
    v.check(
      (p) => p.discount_type === 'percentage' || Number.isSafeInteger(p.discount),
      'Please enter an amount or fixed price discount as a whole number of cents',
    ),
    ['discount'],
  ),
  v.forward(
    v.check(
      (p) => p.maximum_item_quantity === 0 || p.maximum_item_quantity >= p.minimum_item_quantity,
      'The maximum item quantity cannot be below the minimum',
    ),
    ['maximum_item_quantity'],
  ),
  v.forward(
    v.check(
      (p) => p.from_date === null || p.to_date === null || p.from_date <= p.to_date,
      'A promotion cannot end before it starts',
    ),
    ['to_date'],
  ),
)
export type PromotionPayload = v.InferOutput<typeof PromotionPayloadSchema>

/** Where a promotion stands on `now`: not started, running, or ended (open-ended dates never end). */
export const PROMOTION_STATUSES = { scheduled: 'scheduled', active: 'active', expired: 'expired' } as const
export type PromotionStatus = keyof typeof PROMOTION_STATUSES

export function promotionStatus(
  dates: { readonly from_date: string | null; readonly to_date: string | null },
  now: Date,
): PromotionStatus {
  const at = now.getTime()
  if (dates.to_date !== null && Date.parse(dates.to_date) <= at) return 'expired'
  if (dates.from_date !== null && Date.parse(dates.from_date) > at) return 'scheduled'
  return 'active'
}
