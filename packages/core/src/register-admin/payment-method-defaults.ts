import { currency } from '../money/currencies.ts'
import { PAYMENT_PROCESSORS, POS_PRODUCT, ROUNDING_SYSTEM_TYPE } from '../tenders/payment-methods.ts'

/** A payment method as a new company gets it (spec 3, 7): no id yet. */
export type PaymentMethodDefault = {
  readonly name: string
  readonly system_type: string | null
  readonly metadata: Record<string, { payment_processor: { value: string }; rounding?: { value: number } }>
}

function method(name: string, processor: string, rounding?: number, systemType: string | null = null) {
  const settings = {
    payment_processor: { value: processor },
    ...(rounding && rounding > 1 ? { rounding: { value: rounding } } : {}),
  }
  return { name, system_type: systemType, metadata: { [POS_PRODUCT]: settings } }
}

/**
 * The payment methods of a new company [PM1]: Cash (rounded to the currency's cash increment: 5c for AUD,
 * 10c for NZD), Card (Linkly), Store Credit, Gift Card, Loyalty and the Rounding method (system_type
 * 'rounding') that records cash rounding.
 */
export function defaultPaymentMethods(currencyCode: string): PaymentMethodDefault[] {
  const increment = currency(currencyCode).cash_rounding.increment
  return [
    method('Cash', PAYMENT_PROCESSORS.cash, increment),
    method('Card', PAYMENT_PROCESSORS.linkly),
    method('Store Credit', PAYMENT_PROCESSORS.store_credit),
    method('Gift Card', PAYMENT_PROCESSORS.gift_card),
    method('Loyalty', PAYMENT_PROCESSORS.loyalty),
    method('Rounding', PAYMENT_PROCESSORS.none, undefined, ROUNDING_SYSTEM_TYPE),
  ]
}
