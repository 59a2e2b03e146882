import * as v from 'valibot'
import { requiredText } from '../admin/fields.ts'
import { PercentSchema } from '../schemas/common.ts'
import { pagingFields, SearchSchema } from './list-query.ts'

/**
 * The kinds of reason code (spec 2 /admin/reason-codes): each kind is chosen where that kind of change is made
 * (a gift card issued, store credit adjusted, a discount or return at the register, petty cash, stock).
 */
export const REASON_KINDS = {
  gift_card: 'gift_card',
  store_credit: 'store_credit',
  discount: 'discount',
  return: 'return',
  petty_cash: 'petty_cash',
  stock_adjustment: 'stock_adjustment',
} as const
export type ReasonKind = keyof typeof REASON_KINDS

const KIND_LIST = Object.keys(REASON_KINDS) as ReasonKind[]

export function isReasonKind(value: string): value is ReasonKind {
  return Object.hasOwn(REASON_KINDS, value)
}

const KindSchema = v.picklist(
  KIND_LIST,
  'Please choose a kind: gift_card, store_credit, discount, return, petty_cash or stock_adjustment',
)

/** An account code (spec 3 Reason: account). There is no chart of accounts yet, so it is free text. */
const AccountSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string('Please enter the account as text'),
      v.trim(),
      v.maxLength(50, 'Please keep the account under 51 characters'),
      v.transform((text) => (text === '' ? null : text)),
    ),
  ),
  null,
)

const MaxDiscountSchema = v.optional(PercentSchema, 0)

/**
 * POST /api/proxy/reasons.json and PUT /api/proxy/reason/{id}.json: a reason (spec 3: name, account).
 * Discount reasons also carry max_discount_percent (0 = unlimited, spec 3, 5); other kinds keep 0.
 */
export const ReasonPayloadSchema = v.pipe(
  v.object({
    kind: KindSchema,
    name: requiredText('a name'),
    account: AccountSchema,
    max_discount_percent: MaxDiscountSchema,
  }),
  v.check(
    (reason) => reason.kind === 'discount' || reason.max_discount_percent === 0,
    'Only discount reasons have a maximum discount',
  ),
)
export type ReasonPayload = v.InferOutput<typeof ReasonPayloadSchema>

/** Query of GET /api/proxy/reasons.json: one kind (or all), search by name, paging. */
export const ReasonListQuerySchema = v.object({
  kind: v.optional(v.union([v.literal(''), KindSchema], 'Please choose a reason kind'), ''),
  search: SearchSchema,
  ...pagingFields,
})
export type ReasonListQuery = v.InferOutput<typeof ReasonListQuerySchema>
