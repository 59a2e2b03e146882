import * as v from 'valibot'
import type { Sale } from '../sale/types.ts'
import { IdSchema, InstantSchema, MetadataSchema, MinorSchema, PercentSchema, TextSchema } from './common.ts'

const QuantitySchema = v.pipe(
  v.number('Expected a quantity'),
  v.safeInteger('A quantity must be a whole number'),
  v.check((value) => value !== 0, 'A quantity cannot be 0'),
)

const ManualDiscountSchema = v.pipe(
  v.object({
    kind: v.picklist(['percent', 'amount'], 'A discount is a percent or an amount'),
    value: v.pipe(v.number('Expected a discount'), v.minValue(0, 'A discount cannot be negative')),
    reason_id: IdSchema,
  }),
  v.check((d) => d.kind === 'amount' || d.value <= 100, 'A percentage discount cannot be over 100'),
  v.check((d) => d.kind === 'percent' || Number.isSafeInteger(d.value), 'An amount discount is whole cents'),
)

const AppliedPromotionSchema = v.object({
  promotion_id: IdSchema,
  name: v.string(),
  discount_reason: TextSchema,
  units: v.pipe(v.number(), v.safeInteger()),
  amount: MinorSchema,
  why: TextSchema,
})

/** A sale line as posted (spec 3). */
export const SaleLineSchema = v.object({
  id: IdSchema,
  item: v.object({ sku: TextSchema, name: TextSchema, view: v.optional(v.string()) }),
  product: v.object({ name: TextSchema, view: v.optional(v.string()) }),
  item_id: IdSchema,
  product_id: v.optional(IdSchema),
  quantity: QuantitySchema,
  item_price: MinorSchema,
  tax_percent: v.pipe(v.number('Expected a tax rate'), v.minValue(0, 'A tax rate cannot be negative')),
  manual_discount: v.optional(v.nullable(ManualDiscountSchema)),
  return_reason_id: v.optional(v.nullable(IdSchema)),
  item_discount: MinorSchema,
  sale_discount: v.optional(MinorSchema),
  promotion: v.optional(v.nullable(AppliedPromotionSchema)),
  item_loyalty: v.pipe(v.number('Expected loyalty points'), v.safeInteger('Loyalty points are whole')),
  total_tax: MinorSchema,
})

/** A payment as posted (spec 3). */
export const PaymentSchema = v.object({
  payment_method: IdSchema,
  amount: MinorSchema,
  processor: v.string('Expected a payment processor'),
  name: TextSchema,
  processed: v.boolean('Expected whether the payment was processed'),
  date: InstantSchema,
  processor_response: v.optional(v.unknown()),
  error: v.optional(v.nullable(v.string())),
  metadata: v.optional(v.record(v.string(), v.unknown())),
  points: v.optional(v.number()),
  point_value: v.optional(v.number()),
  serial_number: v.optional(v.string()),
  pan: v.optional(v.string()),
})

/** The sale posted to `proxy/sale.json` and kept in the offline queue (spec 3, 7). */
export const SaleSchema = v.object({
  id: IdSchema,
  receipt_number: v.pipe(
    v.string('Expected a receipt number'),
    v.minLength(1, 'A sale needs a receipt number'),
  ),
  created: InstantSchema,
  currency: v.pipe(
    v.optional(v.string(), 'AUD'),
    v.length(3, 'A currency is a 3-letter ISO code'),
    v.toUpperCase(),
  ),
  lines: v.array(SaleLineSchema, 'Expected a list of lines'),
  payments: v.array(PaymentSchema, 'Expected a list of payments'),
  customer_id: v.optional(v.nullable(IdSchema), null),
  shipping: v.optional(
    v.nullable(
      v.object({
        price: MinorSchema,
        tax_percent: PercentSchema,
        carrier: v.optional(v.string()),
        name: v.optional(v.string()),
        address: v.optional(v.string()),
      }),
    ),
    null,
  ),
  discount: v.optional(v.nullable(ManualDiscountSchema)),
  promo_codes: v.optional(v.array(v.string()), []),
  total_loyalty: v.optional(MinorSchema, 0),
  total_loyalty_points: v.optional(v.pipe(v.number(), v.safeInteger()), 0),
  employee: v.optional(
    v.nullable(v.object({ id: v.optional(IdSchema), display_name: v.string('Expected the employee name') })),
    null,
  ),
  fulfillments: v.optional(
    v.array(
      v.object({
        type: v.picklist(
          ['Store Pickup', 'Warehouse To Customer', 'Warehouse To Warehouse'],
          'Unknown fulfillment type',
        ),
        lines: v.array(v.object({ line_id: IdSchema, quantity: QuantitySchema })),
        source_warehouse: v.optional(IdSchema),
        destination_address: v.optional(v.record(v.string(), v.string())),
      }),
    ),
    [],
  ),
  gift_receipt: v.optional(v.boolean(), false),
  payment_recovery: v.optional(
    v.nullable(
      v.object({
        type: v.string(),
        payment_method_id: IdSchema,
        amount: MinorSchema,
        session_id: v.string(),
      }),
    ),
    null,
  ),
  metadata: MetadataSchema,
})

/** A queued offline sale (spec 3: processing_sales): id, the date it was saved and the sale. */
export const ProcessingSaleSchema = v.object({ id: IdSchema, date: InstantSchema, sale: SaleSchema })

// Compile-time proof that a parsed sale is a Sale the rules accept.
export function asSale(parsed: v.InferOutput<typeof SaleSchema>): Sale {
  return parsed
}
