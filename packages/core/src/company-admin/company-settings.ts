import * as v from 'valibot'
import { COUNTER_START, MAX_BARCODE_COUNTER } from '../catalog-admin/counters.ts'
import { type Refusal, refusal } from '../resource/refusal.ts'
import { ABN_MESSAGE, abnDigits, isValidAbn } from './abn.ts'

/**
 * The company's settings beyond its name and currency (spec 2 /admin/company, spec 9): logo and background
 * (the register and receipts use them), address, ABN, time zone, gift card validity, and the counters with the
 * values they give next.
 */

/** An image's address: an http(s) URL, a path on this server, or an inline image (a small logo). */
const IMAGE_URL = /^(https?:\/\/\S+|\/\S*|data:image\/(png|jpeg|gif|svg\+xml|webp);base64,[A-Za-z0-9+/=]+)$/
const MAX_IMAGE_CHARS = 300_000

function imageSchema(label: string) {
  return v.pipe(
    v.string(`Please enter the ${label} as a web address`),
    v.trim(),
    v.maxLength(MAX_IMAGE_CHARS, `The ${label} is too large: please use an image under 200 KB`),
    v.check((text) => text === '' || IMAGE_URL.test(text), `Please enter the ${label} as a web address`),
  )
}

function addressLine(label: string, max = 120) {
  return v.optional(
    v.pipe(v.string(`Please enter ${label} as text`), v.trim(), v.maxLength(max, `Please shorten ${label}`)),
    '',
  )
}

export const CompanyAddressSchema = v.object({
  address1: addressLine('the address'),
  address2: addressLine('the second address line'),
  city: addressLine('the suburb or city', 60),
  state: addressLine('the state', 60),
  postcode: addressLine('the postcode', 12),
  country: addressLine('the country', 60),
})
export type CompanyAddress = v.InferOutput<typeof CompanyAddressSchema>

export const EMPTY_COMPANY_ADDRESS: CompanyAddress = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
}

/** True for a time zone name the platform knows (IANA, e.g. Australia/Sydney). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return name === 'UTC'
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

export const TIME_ZONE_MESSAGE = 'Please choose a time zone, like Australia/Sydney'

/** The settings part of PUT /proxy/company.json; each key may be left out (it keeps its value). */
export const CompanySettingsSchema = v.object({
  logo: v.optional(imageSchema('logo')),
  background: v.optional(imageSchema('background')),
  address: v.optional(CompanyAddressSchema),
  abn: v.optional(
    v.pipe(
      v.string(ABN_MESSAGE),
      v.trim(),
      v.check((text) => text === '' || isValidAbn(text), ABN_MESSAGE),
      v.transform((text) => abnDigits(text) ?? ''),
    ),
  ),
  timezone: v.optional(v.pipe(v.string(TIME_ZONE_MESSAGE), v.trim(), v.check(isTimeZone, TIME_ZONE_MESSAGE))),
  gift_card_validity_days: v.optional(
    v.pipe(
      v.number('Please enter the gift card validity in days'),
      v.safeInteger('Please enter the gift card validity as whole days'),
      v.minValue(0, 'The gift card validity cannot be negative'),
      v.maxValue(36_500, 'The gift card validity is at most 36500 days'),
    ),
  ),
})
export type CompanySettings = v.InferOutput<typeof CompanySettingsSchema>

/** The counters the company numbers its records with, as the company screen names them. */
export const ADMIN_COUNTERS = {
  barcode: 'Barcode',
  product: 'Product',
  invoice: 'Invoice',
  purchase_order: 'Purchase order',
  pos_code: 'POS code',
  journal: 'Journal',
} as const
export type AdminCounter = keyof typeof ADMIN_COUNTERS
export const ADMIN_COUNTER_NAMES = Object.keys(ADMIN_COUNTERS) as AdminCounter[]

/** The first value of each counter when nothing was given yet. */
export const ADMIN_COUNTER_START: Record<AdminCounter, number> = {
  ...COUNTER_START,
  // INV-0001 is a company's first invoice; PO-1001 its first purchase order.
  invoice: 1,
  purchase_order: 1001,
  journal: 1,
}

/** The largest next value a counter may be set to (a barcode must fit its 10 digits). */
export function counterMaximum(counter: AdminCounter): number {
  return counter === 'barcode' ? MAX_BARCODE_COUNTER : 999_999_999
}

/** The value a counter gives next, from the last value it gave (undefined: none yet). */
export function nextCounterValue(counter: AdminCounter, last: number | undefined): number {
  return last === undefined ? ADMIN_COUNTER_START[counter] : last + 1
}

/** PUT /proxy/company/counters.json: the next value of some counters. */
export const CounterPayloadSchema = v.object({
  counters: v.pipe(
    v.record(
      v.picklist(ADMIN_COUNTER_NAMES, 'Please choose one of the company counters'),
      v.pipe(
        v.number('Please enter the next number'),
        v.safeInteger('Please enter the next number as a whole number'),
        v.minValue(1, 'The next number must be at least 1'),
      ),
    ),
  ),
})
export type CounterPayload = v.InferOutput<typeof CounterPayloadSchema>

/**
 * The rule for moving a counter [CNT1]: it may skip ahead but never go back to or below a value it already gave,
 * which would give the same barcode, product, invoice or POS code twice; nor past what its text can carry.
 */
export function counterChangeRefusal(
  counter: AdminCounter,
  next: number,
  last: number | undefined,
): Refusal | undefined {
  const field = `counters.${counter}`
  const label = ADMIN_COUNTERS[counter]
  if (next > counterMaximum(counter)) {
    return refusal(
      'too_large',
      `The next ${label.toLowerCase()} number is at most ${counterMaximum(counter)}`,
      field,
    )
  }
  if (last !== undefined && next <= last) {
    return refusal(
      'already_given',
      `The next ${label.toLowerCase()} number must be above ${last}, the last one given`,
      field,
    )
  }
  return undefined
}

/** PUT /proxy/company/subscription.json: the licence's limits. */
export const SubscriptionPayloadSchema = v.object({
  store_licence: v.pipe(
    v.number('Please enter the number of stores'),
    v.safeInteger('Please enter a whole number of stores'),
    v.minValue(1, 'A licence allows at least one store'),
    v.maxValue(10_000, 'Please check the number of stores'),
  ),
  register_licence: v.pipe(
    v.number('Please enter the number of registers'),
    v.safeInteger('Please enter a whole number of registers'),
    v.minValue(1, 'A licence allows at least one register'),
    v.maxValue(100_000, 'Please check the number of registers'),
  ),
})
export type SubscriptionPayload = v.InferOutput<typeof SubscriptionPayloadSchema>

/** The number of registers a new company's licence allows. */
export const DEFAULT_REGISTER_LICENCE = 10
export const REGISTER_LICENCE_MESSAGE = 'Please upgrade your license to create a new register'

/** Another register may be added while the company has fewer than its licence allows [LIC2]. */
export function mayCreateRegister(registerCount: number, licence: number): boolean {
  return registerCount < licence
}

/** A lower limit than what the company already has would leave it over its licence [LIC3]. */
export function subscriptionRefusal(
  next: SubscriptionPayload,
  counts: { stores: number; registers: number },
): Refusal | undefined {
  if (next.store_licence < counts.stores) {
    return refusal(
      'below_use',
      `The company has ${counts.stores} stores: the licence must allow at least that many`,
      'store_licence',
    )
  }
  if (next.register_licence < counts.registers) {
    return refusal(
      'below_use',
      `The company has ${counts.registers} registers: the licence must allow at least that many`,
      'register_licence',
    )
  }
  return undefined
}

/** The company's details as answered (the address read back whole; the time zone is the books' time zone). */
export const CompanyDetailsSchema = v.object({
  id: v.number(),
  name: v.string(),
  currency: v.string(),
  logo: v.string(),
  background: v.string(),
  address: CompanyAddressSchema,
  abn: v.string(),
  timezone: v.string(),
  gift_card_validity_days: v.number(),
  created: v.string(),
  updated: v.string(),
})
export type CompanyDetails = v.InferOutput<typeof CompanyDetailsSchema>

/** GET|PUT /api/proxy/company.json. */
export const CompanyAnswerSchema = v.object({ company: CompanyDetailsSchema })

/** The value each counter gives next. */
export const CountersSchema = v.object(
  Object.fromEntries(Object.keys(ADMIN_COUNTERS).map((name) => [name, v.number()])) as Record<
    AdminCounter,
    v.NumberSchema<undefined>
  >,
)
export type Counters = v.InferOutput<typeof CountersSchema>

/** GET|PUT /api/proxy/company/counters.json. */
export const CountersAnswerSchema = v.object({ counters: CountersSchema })
