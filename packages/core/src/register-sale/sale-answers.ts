import * as v from 'valibot'
import type { ReceiptDocument } from '../receipt/layout.ts'
import type { SaleLine } from '../sale/types.ts'
import { IdSchema, MinorSchema } from '../schemas/common.ts'

/**
 * The answers of the posted sales' routes (spec 2 /sales/history, spec 7 GET /proxy/sale/{id}.json, its receipt,
 * its email and what of it can come back): the server writes them, the register and the back office read them
 * typed from here. Amounts are integer cents.
 */

const isObject = (value: unknown) => typeof value === 'object' && value !== null

/** A posted sale as the list shows it. */
export const SaleListRowSchema = v.object({
  id: v.number(),
  client_id: v.nullable(v.string()),
  receipt_number: v.string(),
  created: v.string(),
  total: v.number(),
  total_tax: v.number(),
  store_id: v.nullable(v.number()),
  store_name: v.nullable(v.string()),
  register_id: v.nullable(v.number()),
  register_name: v.nullable(v.string()),
  customer_id: v.nullable(v.number()),
  customer_name: v.nullable(v.string()),
})
export type SaleListRow = v.InferOutput<typeof SaleListRowSchema>

/** GET /api/proxy/sales.json: a page of posted sales, newest first, and how many match. */
export const SaleListSchema = v.object({ sales: v.array(SaleListRowSchema), total: v.number() })

/** A sale's totals (core's `SaleTotals`). */
export const SaleTotalsSchema = v.object({
  subtotal: v.number(),
  discounts: v.number(),
  shipping: v.number(),
  tax: v.number(),
  total: v.number(),
  paid: v.number(),
  rounding: v.number(),
  remaining: v.number(),
  change: v.number(),
})

/** GET /api/proxy/sale/{id}.json: the posted sale with its stored names and line ids, and its totals. */
export const SaleViewSchema = v.object({
  sale: v.object({
    id: v.number(),
    client_id: v.nullable(v.string()),
    receipt_number: v.string(),
    created: v.string(),
    currency: v.string(),
    store_id: v.nullable(v.number()),
    register_id: v.nullable(v.number()),
    store_name: v.nullable(v.string()),
    register_name: v.nullable(v.string()),
    customer_id: v.nullable(v.number()),
    customer_name: v.nullable(v.string()),
    customer_email: v.nullable(v.string()),
    employee: v.nullable(v.object({ display_name: v.string() })),
    lines: v.array(
      v.object({
        id: IdSchema,
        sale_line_id: v.nullable(v.string()),
        item: v.object({ sku: v.string(), name: v.string() }),
        quantity: v.number(),
        item_price: v.number(),
        item_discount: v.number(),
        total_tax: v.number(),
      }),
    ),
    payments: v.array(v.object({ name: v.string(), amount: v.number(), processor: v.string() })),
  }),
  totals: SaleTotalsSchema,
})
export type SaleView = v.InferOutput<typeof SaleViewSchema>['sale']

/** GET /api/proxy/sale/{id}/receipt.json: the device-neutral receipt (core's layout) and its text. */
export const SaleReceiptSchema = v.object({
  receipt: v.custom<ReceiptDocument>(
    (value) => isObject(value) && Array.isArray((value as { rows?: unknown }).rows),
    'Expected a receipt document',
  ),
  text: v.array(v.string()),
})

/** POST /api/proxy/sale/{id}/email.json: to whom it went. */
export const ReceiptEmailedSchema = v.object({ ok: v.literal(true), to: v.string() })

/** A line of a sale that can come back: the posted line (core's `SaleLine`) with what was sold and returned. */
const ReturnableLineSchema = v.intersect([
  v.custom<SaleLine>(isObject, 'Expected a sale line'),
  v.object({ sale_line_id: v.string(), sold: v.number(), returned: v.number(), returnable: v.number() }),
])

/** GET /api/proxy/sale/{id}/returnable.json: its lines that can come back and the tenders it was paid with. */
export const ReturnableSaleSchema = v.object({
  sale_id: v.number(),
  receipt_number: v.string(),
  customer_id: v.nullable(v.number()),
  lines: v.array(ReturnableLineSchema),
  payments: v.array(
    v.object({
      payment_method: IdSchema,
      processor: v.string(),
      amount: MinorSchema,
      serial_number: v.optional(v.string()),
    }),
  ),
})
export type ReturnableSale = v.InferOutput<typeof ReturnableSaleSchema>
