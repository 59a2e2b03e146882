import * as v from 'valibot'
import type { LoyaltyProgram } from '../loyalty/types.ts'
import type { PaymentMethod } from '../tenders/payment-methods.ts'
import type { GiftCard, TenderCustomer } from '../tenders/tender.ts'
import {
  CountSchema,
  IdSchema,
  MinorSchema,
  OptionalInstantSchema,
  TagsSchema,
  TextSchema,
} from './common.ts'

const SettingSchema = v.optional(v.object({ value: v.optional(v.unknown()) }))

/** A payment method (spec 3; GET /proxy/paymentmethods.json). */
export const PaymentMethodSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.minLength(1, 'A payment method needs a name')),
  system_type: v.optional(v.nullable(v.string()), null),
  metadata: v.optional(
    v.record(v.string(), v.optional(v.object({ payment_processor: SettingSchema, rounding: SettingSchema }))),
    {},
  ),
})

/** GET /api/proxy/paymentmethods.json as the register reads it (the resource's list, each row a method). */
export const PaymentMethodListSchema = v.object({ paymentmethods: v.array(PaymentMethodSchema) })

/** A customer as the register reads them (spec 3; GET /proxy/customer/{id}.json). */
export const CustomerSchema = v.object({
  id: IdSchema,
  first_name: TextSchema,
  last_name: TextSchema,
  email: TextSchema,
  phone: TextSchema,
  loyalty: v.optional(v.boolean(), false),
  loyalty_points: v.optional(v.pipe(v.number(), v.minValue(0, 'Points cannot be negative')), 0),
  loyalty_tier: v.optional(v.nullable(v.string()), null),
  credit_balance: v.optional(MinorSchema, 0),
  tags: TagsSchema,
})

/** A gift card (spec 3; GET /proxy/giftcard/{serial}.json). */
export const GiftCardSchema = v.object({
  serial: v.pipe(v.string(), v.minLength(1, 'A gift card needs a serial')),
  value: v.optional(MinorSchema, 0),
  current_amount: MinorSchema,
  reason: TextSchema,
  customer_id: v.optional(v.nullable(IdSchema), null),
  expiration: OptionalInstantSchema,
})

const TierSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.minLength(1, 'A tier needs a name')),
  points_per_unit: v.pipe(v.number(), v.minValue(0, 'Points per unit cannot be negative')),
  qualification_minimum: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
  qualification_maximum: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
})

/** The loyalty program and its tiers (spec 3; GET /proxy/loyalty.json). */
export const LoyaltyProgramSchema = v.object({
  enabled: v.optional(v.boolean(), false),
  customer_opt_in_required: v.optional(v.boolean(), false),
  accumulate_points: v.optional(v.boolean(), true),
  tier_calculation: v.optional(
    v.picklist(['spend', 'transactions', 'items'], 'Tiers are by spend, transactions or items'),
    'spend',
  ),
  duration_in_tier_months: v.optional(CountSchema, 12),
  point_value: v.pipe(v.number('Expected a point value'), v.minValue(0, 'A point value cannot be negative')),
  tiers: v.optional(v.array(TierSchema), []),
})

/** GET /proxy/giftcard/{serial}.json as the register reads it: the card its gift card tender takes. */
export const GiftCardLookupSchema = v.object({ giftcard: GiftCardSchema })

/** GET /proxy/loyalty.json as the register reads it: the program its loyalty rules take. */
export const LoyaltyLookupSchema = v.object({ loyalty: LoyaltyProgramSchema })

// Compile-time proofs that parsed records are what the tender and loyalty rules take.
export function asPaymentMethod(parsed: v.InferOutput<typeof PaymentMethodSchema>): PaymentMethod {
  return parsed
}
export function asTenderCustomer(parsed: v.InferOutput<typeof CustomerSchema>): TenderCustomer {
  return parsed
}
export function asGiftCard(parsed: v.InferOutput<typeof GiftCardSchema>): GiftCard {
  return parsed
}
export function asLoyaltyProgram(parsed: v.InferOutput<typeof LoyaltyProgramSchema>): LoyaltyProgram {
  return parsed
}
