import * as v from 'valibot'
import { EmailSchema, idSchema } from '../admin/fields.ts'
import { CustomValuesSchema } from '../company-admin/custom-fields.ts'
import { TagsSchema } from '../schemas/common.ts'

/** The message for a second customer with the same email in one company. */
export const CUSTOMER_EMAIL_TAKEN = 'A customer with this email already exists'
export const CUSTOMER_NAME_REQUIRED = 'Please enter a first or last name'

function optionalText(label: string, max: number) {
  return v.optional(
    v.pipe(
      v.nullable(v.string(`Please enter ${label} as text`)),
      v.transform((text) => (text ?? '').trim()),
      v.maxLength(max, `Please keep ${label} under ${max + 1} characters`),
    ),
    '',
  )
}

/** An email that may be left empty; when given it must be valid, and it is kept trimmed and lower-cased. */
const OptionalEmailSchema = v.optional(
  v.pipe(
    v.nullable(v.string('Please enter a valid email address')),
    v.transform((text) => (text ?? '').trim().toLowerCase()),
    v.check(
      (text) => text === '' || v.safeParse(EmailSchema, text).success,
      'Please enter a valid email address',
    ),
  ),
  '',
)

/** A phone number: digits, spaces and + ( ) - only. */
const PhoneSchema = v.optional(
  v.pipe(
    v.nullable(v.string('Please enter the phone number as text')),
    v.transform((text) => (text ?? '').trim()),
    v.maxLength(30, 'Please keep the phone number under 31 characters'),
    v.regex(/^[0-9+()\-\s]*$/, 'Please enter a phone number with digits, spaces and + ( ) - only'),
  ),
  '',
)

/** A birth date as YYYY-MM-DD, or null. */
const BirthDateSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string('Please enter the birth date as YYYY-MM-DD'),
      v.transform((text) => text.trim()),
      v.union(
        [v.literal(''), v.pipe(v.string(), v.isoDate('Please enter the birth date as YYYY-MM-DD'))],
        'Please enter the birth date as YYYY-MM-DD',
      ),
      v.transform((text) => (text === '' ? null : text)),
    ),
  ),
  null,
)

const customerFields = {
  first_name: optionalText('a first name', 100),
  last_name: optionalText('a last name', 100),
  email: OptionalEmailSchema,
  phone: PhoneSchema,
  birth_date: BirthDateSchema,
  email_subscriber: v.optional(v.boolean('Please check email subscriber'), false),
  sms_subscriber: v.optional(v.boolean('Please check SMS subscriber'), false),
  tags: TagsSchema,
  custom: v.optional(CustomValuesSchema),
}

function hasName<T extends { first_name: string; last_name: string }>(customer: T): boolean {
  return customer.first_name !== '' || customer.last_name !== ''
}

/**
 * POST /api/proxy/customers.json (spec 3 Customer). Loyalty membership starts with the `loyalty` flag and
 * changes afterwards only through the opt-in and opt-out actions; balances change only through transactions.
 */
export const CustomerCreatePayloadSchema = v.pipe(
  v.object({ ...customerFields, loyalty: v.optional(v.boolean('Please check loyalty'), false) }),
  v.forward(
    v.check((customer) => hasName(customer), CUSTOMER_NAME_REQUIRED),
    ['first_name'],
  ),
)
export type CustomerCreatePayload = v.InferOutput<typeof CustomerCreatePayloadSchema>

/** PUT /api/proxy/customer/{id}.json: the details of spec 3, all of them (a form sends the whole record). */
export const CustomerUpdatePayloadSchema = v.pipe(
  v.object(customerFields),
  v.forward(
    v.check((customer) => hasName(customer), CUSTOMER_NAME_REQUIRED),
    ['first_name'],
  ),
)
export type CustomerUpdatePayload = v.InferOutput<typeof CustomerUpdatePayloadSchema>

/** The largest single adjustment we accept: $10,000,000 in cents, far above any real one. */
const MAX_ADJUSTMENT = 1_000_000_000

/**
 * POST /api/proxy/customer/{id}/store-credit.json: a manual store-credit adjustment. `amount` is signed cents
 * (credit > 0, debit < 0) and needs a store-credit reason (spec 2 reason codes).
 */
export const StoreCreditAdjustmentSchema = v.object({
  amount: v.pipe(
    v.number('Please enter the amount in cents'),
    v.safeInteger('Please enter the amount as whole cents'),
    v.check((amount) => amount !== 0, 'Please enter an amount other than zero'),
    v.check((amount) => Math.abs(amount) <= MAX_ADJUSTMENT, 'That amount is too large'),
  ),
  reason_id: idSchema('a store credit reason'),
  description: optionalText('a description', 200),
  reference: optionalText('a reference', 100),
})
export type StoreCreditAdjustment = v.InferOutput<typeof StoreCreditAdjustmentSchema>
