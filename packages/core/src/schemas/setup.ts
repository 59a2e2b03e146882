import * as v from 'valibot'
import type { ReceiptStore, ReceiptTemplate } from '../receipt/receipt.ts'
import { IdSchema, TextSchema } from './common.ts'

/** A register (spec 3). */
export const RegisterSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.minLength(1, 'A register needs a name')),
  register_template_id: v.optional(v.nullable(IdSchema), null),
  printer_type: v.optional(v.picklist(['epson', 'system'], 'The printer is epson or system'), 'system'),
  printer_ip: TextSchema,
})

/** A register template's receipt settings (spec 3). */
export const RegisterTemplateSchema = v.object({
  id: v.optional(IdSchema),
  receipt_logo: v.optional(v.nullable(v.string()), null),
  receipt_header: TextSchema,
  receipt_title: TextSchema,
  receipt_footer: TextSchema,
  receipt_show_store_address: v.optional(v.boolean(), true),
  receipt_show_served_by: v.optional(v.boolean(), true),
  receipt_served_by_text: TextSchema,
  receipt_subtotal_text: TextSchema,
  receipt_line_details: v.optional(
    v.picklist([0, 1, 2], 'Line details are 0 (SKU), 1 (name) or 2 (both)'),
    1,
  ),
})

/** A store (spec 3). */
export const StoreSchema = v.object({
  id: v.optional(IdSchema),
  name: v.pipe(v.string(), v.minLength(1, 'A store needs a name')),
  address: v.object({
    address1: TextSchema,
    address2: TextSchema,
    city: TextSchema,
    province_code: TextSchema,
    zip: TextSchema,
    country: TextSchema,
  }),
  status: v.optional(v.picklist(['open', 'closed']), 'open'),
})

// Compile-time proofs that parsed records are what the receipt layout takes.
export function asReceiptTemplate(parsed: v.InferOutput<typeof RegisterTemplateSchema>): ReceiptTemplate {
  return parsed
}
export function asReceiptStore(parsed: v.InferOutput<typeof StoreSchema>): ReceiptStore {
  return parsed
}
