import * as v from 'valibot'
import { EmailSchema, idSchema, requiredText } from '../admin/fields.ts'
import { linesWithinSaleLimit, PaymentSchema, SaleLineSchema, SaleSchema } from '../schemas/sale.ts'
import { REGISTER_MESSAGES } from './messages.ts'

/** Back-office payloads of stores, registers, templates, the register day and the posted sale (issue 6). */

function optionalText(label: string, max = 255) {
  return v.optional(
    v.pipe(
      v.string(`Please enter ${label} as text`),
      v.trim(),
      v.maxLength(max, `Please keep ${label} under ${max + 1} characters`),
    ),
    '',
  )
}

/** A signed amount in cents (petty cash in or out). */
function signedCents(label: string) {
  return v.pipe(
    v.number(`Please enter ${label} in cents`),
    v.safeInteger(`Please enter ${label} as a whole number of cents`),
    v.minValue(-100_000_000, `Please check ${label}: it is too large`),
    v.maxValue(100_000_000, `Please check ${label}: it is too large`),
  )
}

/** A store's status (spec 3: a store can be closed). */
export const STORE_STATUSES = { open: 'open', closed: 'closed' } as const
export type StoreStatus = keyof typeof STORE_STATUSES

/** POST /proxy/stores.json, PUT /proxy/store/{id}.json. */
export const StorePayloadSchema = v.object({
  name: requiredText('a store name'),
  address: v.optional(
    v.object({
      address1: optionalText('the address'),
      address2: optionalText('the second address line'),
      city: optionalText('the city'),
      province_code: optionalText('the state', 20),
      zip: optionalText('the postcode', 20),
      country: optionalText('the country', 60),
    }),
    { address1: '', address2: '', city: '', province_code: '', zip: '', country: '' },
  ),
  status: v.optional(
    v.picklist(Object.keys(STORE_STATUSES) as StoreStatus[], 'A store is open or closed'),
    'open',
  ),
})
export type StorePayload = v.InferOutput<typeof StorePayloadSchema>

/** The printer a register prints receipts on (spec 3). */
export const PRINTER_TYPES = { epson: 'epson', system: 'system' } as const
export type PrinterType = keyof typeof PRINTER_TYPES

/** A register's fields (spec 3): its name, template and receipt printer. */
export const RegisterFieldsSchema = v.object({
  name: requiredText('a register name'),
  register_template_id: v.optional(v.nullable(idSchema('a register template of this company')), null),
  printer_type: v.optional(
    v.picklist(Object.keys(PRINTER_TYPES) as PrinterType[], 'The printer is epson or system'),
    'system',
  ),
  printer_ip: v.optional(
    v.pipe(
      v.string('Please enter the printer address as text'),
      v.trim(),
      v.maxLength(255, 'Please keep the printer address under 256 characters'),
      v.regex(/^[A-Za-z0-9.:[\]-]*$/, 'Please enter the printer address as a host name or IP address'),
    ),
    '',
  ),
})

/** An Epson printer is reached at its address; the system print dialog needs none. */
export function printerNeedsAddress<T extends { printer_type: string; printer_ip: string }>() {
  return v.check<T, string>(
    (r) => r.printer_type !== 'epson' || r.printer_ip !== '',
    'An Epson printer needs its IP address',
  )
}

/** POST /proxy/store/{id}/registers.json, PUT /proxy/register/{id}.json. */
export const RegisterEditPayloadSchema = v.pipe(RegisterFieldsSchema, printerNeedsAddress())
export type RegisterEditPayload = v.InferOutput<typeof RegisterEditPayloadSchema>

/** POST /proxy/registertemplates.json, PUT /proxy/registertemplate/{id}.json: every receipt field (spec 3). */
export const RegisterTemplatePayloadSchema = v.object({
  name: requiredText('a template name'),
  receipt_logo: v.optional(
    v.nullable(
      v.pipe(
        v.string('Please enter the logo as a web address'),
        v.trim(),
        v.maxLength(2000, 'Please keep the logo address under 2001 characters'),
        v.check((url) => url === '' || /^https?:\/\//.test(url), 'Please enter the logo as a web address'),
      ),
    ),
    null,
  ),
  receipt_header: optionalText('the header', 1000),
  receipt_title: optionalText('the title', 100),
  receipt_footer: optionalText('the footer', 1000),
  receipt_show_store_address: v.optional(v.boolean('Please choose whether to show the address'), true),
  receipt_show_served_by: v.optional(v.boolean('Please choose whether to show who served'), true),
  receipt_served_by_text: optionalText('the served-by text', 100),
  receipt_subtotal_text: optionalText('the subtotal text', 100),
  receipt_line_details: v.optional(
    v.picklist([0, 1, 2], 'Line details are 0 (SKU), 1 (name) or 2 (both)'),
    1,
  ),
})
export type RegisterTemplatePayload = v.InferOutput<typeof RegisterTemplatePayloadSchema>

/** POST /proxy/register/{id}/open.json: the float left in the drawer. */
export const OpenRegisterPayloadSchema = v.object({
  float: v.pipe(
    v.number('Please enter the float in cents'),
    v.safeInteger('Please enter the float as a whole number of cents'),
    v.minValue(0, 'The float cannot be negative'),
    v.maxValue(100_000_000, 'Please check the float: it is too large'),
  ),
})
export type OpenRegisterPayload = v.InferOutput<typeof OpenRegisterPayloadSchema>

/** A cash count: how many of each denomination (its value in cents, as text keys in JSON). */
export const CashCountSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'A denomination is its value in cents')),
    v.pipe(
      v.number('Please enter each count as a number'),
      v.safeInteger('Please count whole notes and coins'),
      v.minValue(0, 'A count cannot be negative'),
      v.maxValue(100_000, 'Please check the count: it is too large'),
    ),
    'Please count the cash by denomination',
  ),
)
export type CashCount = v.InferOutput<typeof CashCountSchema>

/** POST /proxy/register/{id}/close.json. `confirm_variance` must be true when the count differs. */
export const CloseRegisterPayloadSchema = v.object({
  counts: CashCountSchema,
  confirm_variance: v.optional(v.boolean(), false),
  note: optionalText('the note', 1000),
})
export type CloseRegisterPayload = v.InferOutput<typeof CloseRegisterPayloadSchema>

/** POST /proxy/register/{id}/pettycash.json: cash taken out (negative) or put in (positive), with a reason. */
export const PettyCashPayloadSchema = v.pipe(
  v.object({
    amount: signedCents('the amount'),
    reason_id: idSchema('a petty cash reason'),
    note: optionalText('the note', 500),
  }),
  v.check((p) => p.amount !== 0, 'Please enter an amount'),
)
export type PettyCashPayload = v.InferOutput<typeof PettyCashPayloadSchema>

/** POST /proxy/register/{id}/cashdrawer.json: why the drawer was opened without a sale. */
export const CashDrawerPayloadSchema = v.object({ reason: requiredText('why the drawer is opened', 255) })
export type CashDrawerPayload = v.InferOutput<typeof CashDrawerPayloadSchema>

/** A posted sale line: core's sale line, and for a return the original sale line it returns. */
export const PostedSaleLineSchema = v.object({
  ...SaleLineSchema.entries,
  return_of_line_id: v.optional(
    v.nullable(
      v.pipe(
        v.union([v.string(), v.number()], 'Please choose the returned sale line'),
        v.transform(String),
        v.regex(/^[1-9]\d{0,14}$/, 'Please choose the returned sale line'),
      ),
    ),
    null,
  ),
})

/** A posted payment: its payment method is one of the company's, so a whole number the id column holds. */
export const PostedPaymentSchema = v.object({
  ...PaymentSchema.entries,
  payment_method: v.pipe(
    v.union([v.string(), v.number()], REGISTER_MESSAGES.incorrectPaymentMethod),
    v.transform(String),
    v.check(
      (id) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647,
      REGISTER_MESSAGES.incorrectPaymentMethod,
    ),
  ),
})

/**
 * The body of POST /proxy/sale.json: core's posted sale (client-made `id`, receipt_number, `created` = the date
 * it was saved) with the register and store it was made on; `offline` says it was queued while offline.
 */
export const PostedSaleSchema = v.object({
  ...SaleSchema.entries,
  id: v.pipe(
    v.string('Expected the sale id made on the register'),
    v.trim(),
    v.minLength(8, 'The sale id made on the register must be at least 8 characters'),
    v.maxLength(64, 'The sale id made on the register must be at most 64 characters'),
  ),
  receipt_number: v.pipe(
    v.string('Expected a receipt number'),
    v.trim(),
    v.minLength(1, 'A sale needs a receipt number'),
    v.maxLength(40, 'A receipt number is at most 40 characters'),
  ),
  lines: v.pipe(
    v.array(PostedSaleLineSchema, 'Expected a list of lines'),
    v.minLength(1, 'A sale needs at least one line'),
    v.maxLength(1000, 'A sale has at most 1000 lines'),
    linesWithinSaleLimit(),
  ),
  payments: v.array(PostedPaymentSchema, 'Expected a list of payments'),
  register_id: idSchema('the register the sale was made on'),
  store_id: idSchema('the store the sale was made in'),
  offline: v.optional(v.boolean(), false),
})
export type PostedSale = v.InferOutput<typeof PostedSaleSchema>

/** GET /proxy/sales.json: sales history filters (spec 2 /sales/sales-history). */
export const SalesQuerySchema = v.object({
  /** Receipt number or customer (name, email, phone), anywhere. */
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Please shorten the search')), ''),
  receipt_number: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
  customer: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Please shorten the search')), ''),
  customer_id: v.optional(v.pipe(v.string(), v.regex(/^(\d{1,9})?$/, 'Please choose a customer'))),
  store_id: v.optional(v.pipe(v.string(), v.regex(/^(\d{1,9})?$/, 'Please choose a store'))),
  register_id: v.optional(v.pipe(v.string(), v.regex(/^(\d{1,9})?$/, 'Please choose a register'))),
  from: v.optional(v.pipe(v.string(), v.regex(/^(\d{4}-\d{2}-\d{2}.*)?$/, 'Please give from as a date'))),
  to: v.optional(v.pipe(v.string(), v.regex(/^(\d{4}-\d{2}-\d{2}.*)?$/, 'Please give to as a date'))),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(250)),
    '50',
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
})
export type SalesQuery = v.InferOutput<typeof SalesQuerySchema>

/** POST /proxy/sale/{id}/email.json: send the receipt; without an email, to the sale's customer. */
export const EmailReceiptPayloadSchema = v.object({ email: v.optional(EmailSchema) })
export type EmailReceiptPayload = v.InferOutput<typeof EmailReceiptPayloadSchema>

/** PUT /proxy/storelicence.json (admin.company): how many stores the licence allows. */
export const StoreLicencePayloadSchema = v.object({
  store_licence: v.pipe(
    v.number('Please enter the number of stores'),
    v.safeInteger('Please enter a whole number of stores'),
    v.minValue(1, 'A licence allows at least one store'),
    v.maxValue(10_000, 'Please check the number of stores'),
  ),
})
