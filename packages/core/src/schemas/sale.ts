import * as v from 'valibot'
import type { Sale } from '../sale/types.ts'
import { IdSchema, InstantSchema, MetadataSchema, MinorSchema, PercentSchema, TextSchema } from './common.ts'

/**
 * The largest amount a sale may reach, in cents (90 million): a tax is `amount × rate` in 1/10,000 of a
 * percent (at most 1,000,000), which must stay an exact integer below 2^53 [TAX1].
 */
export const MAX_SALE_AMOUNT = 9_000_000_000

/** The most units one line may hold: what the database's quantity column keeps (int4). */
export const MAX_LINE_QUANTITY = 2_147_483_647

const QuantitySchema = v.pipe(
  v.number('Expected a quantity'),
  v.safeInteger('A quantity must be a whole number'),
  v.check((value) => value !== 0, 'A quantity cannot be 0'),
  v.check((value) => Math.abs(value) <= MAX_LINE_QUANTITY, 'A quantity is at most 2,147,483,647 units'),
)

/** An amount of a sale in cents: a whole number no larger than MAX_SALE_AMOUNT either way. */
const SaleAmountSchema = v.pipe(
  MinorSchema,
  v.check((value) => Math.abs(value) <= MAX_SALE_AMOUNT, 'An amount is at most 90,000,000.00'),
)

/** |quantity × price| summed: what the tax and total rules multiply. */
function grossOf(lines: readonly { quantity: number; item_price: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.abs(line.quantity * line.item_price), 0)
}

/** The check on a sale's lines: quantity × price of them all stays within MAX_SALE_AMOUNT. */
export function linesWithinSaleLimit<T extends { quantity: number; item_price: number }>() {
  return v.check<T[], string>(
    (lines) => grossOf(lines) <= MAX_SALE_AMOUNT,
    'A sale (quantity × price of every line) is at most 90,000,000.00',
  )
}

const ManualDiscountSchema = v.pipe(
  v.object({
    kind: v.picklist(['percent', 'amount'], 'A discount is a percent or an amount'),
    value: v.pipe(
      v.number('Expected a discount'),
      v.minValue(0, 'A discount cannot be negative'),
      v.maxValue(MAX_SALE_AMOUNT, 'A discount is at most 90,000,000.00'),
    ),
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
  amount: SaleAmountSchema,
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
  item_price: SaleAmountSchema,
  tax_percent: v.pipe(
    v.number('Expected a tax rate'),
    v.minValue(0, 'A tax rate cannot be negative'),
    v.maxValue(100, 'A tax rate cannot be over 100'),
  ),
  manual_discount: v.optional(v.nullable(ManualDiscountSchema)),
  return_reason_id: v.optional(v.nullable(IdSchema)),
  item_discount: SaleAmountSchema,
  sale_discount: v.optional(SaleAmountSchema),
  promotion: v.optional(v.nullable(AppliedPromotionSchema)),
  item_loyalty: v.pipe(v.number('Expected loyalty points'), v.safeInteger('Loyalty points are whole')),
  total_tax: SaleAmountSchema,
})

/** A payment as posted (spec 3). */
export const PaymentSchema = v.object({
  payment_method: IdSchema,
  amount: SaleAmountSchema,
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
  lines: v.pipe(v.array(SaleLineSchema, 'Expected a list of lines'), linesWithinSaleLimit()),
  payments: v.array(PaymentSchema, 'Expected a list of payments'),
  customer_id: v.optional(v.nullable(IdSchema), null),
  shipping: v.optional(
    v.nullable(
      v.object({
        price: SaleAmountSchema,
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
