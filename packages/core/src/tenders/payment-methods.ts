/**
 * What takes a payment (spec 3: metadata.{product}.payment_processor.value). The empty processor is a plain
 * method with no integration (cheque, manual EFTPOS, voucher...).
 */
export const PAYMENT_PROCESSORS = {
  cash: 'cash',
  loyalty: 'loyalty',
  store_credit: 'store_credit',
  gift_card: 'gift_card',
  linkly: 'linkly',
  adyen: 'adyen',
  adyen_tap: 'adyen_tap',
  none: '',
} as const
export type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[keyof typeof PAYMENT_PROCESSORS]

/** The system_type of the method that records cash rounding (spec 3). */
export const ROUNDING_SYSTEM_TYPE = 'rounding'

/** The product key under a payment method's metadata that the register reads. */
export const POS_PRODUCT = 'pos'

type MethodSetting = { readonly value?: unknown }

/** A payment method (spec 3). */
export type PaymentMethod = {
  readonly id: string
  readonly name: string
  readonly system_type: string | null
  readonly metadata: Readonly<
    Record<
      string,
      { readonly payment_processor?: MethodSetting; readonly rounding?: MethodSetting } | undefined
    >
  >
}

const processors: ReadonlySet<string> = new Set(Object.values(PAYMENT_PROCESSORS))

/** The method's processor for `product`, or null when it names one we do not know. */
export function methodProcessor(method: PaymentMethod, product = POS_PRODUCT): PaymentProcessor | null {
  const value = method.metadata[product]?.payment_processor?.value ?? ''
  return typeof value === 'string' && processors.has(value) ? (value as PaymentProcessor) : null
}

/** The method's rounding increment in cents for `product`; 1 (none) when unset or not a positive integer. */
export function methodRounding(method: PaymentMethod, product = POS_PRODUCT): number {
  const value = Number(method.metadata[product]?.rounding?.value ?? 0)
  return Number.isSafeInteger(value) && value > 1 ? value : 1
}
