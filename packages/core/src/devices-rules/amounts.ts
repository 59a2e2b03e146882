import { currency } from '../money/currencies.ts'
import { minorToDecimalString } from '../money/format.ts'
import type { Minor } from '../money/minor.ts'

/**
 * Adyen's `RequestedAmount` is a decimal in major units (device-protocols 1.3): 1099 cents AUD is 10.99.
 * Built from the exact decimal string, so no binary rounding creeps in before JSON encodes it.
 */
export function adyenAmount(amount: Minor, currencyCode: string): number {
  return Number(minorToDecimalString(amount, currencyCode))
}

/** Adyen's `AuthorizedAmount` (major units) back to minor units, rounded to the currency's digits. */
export function fromAdyenAmount(amount: number, currencyCode: string): Minor {
  const digits = currency(currencyCode).decimal_digits
  return Math.round(amount * 10 ** digits) as Minor
}

/** Linkly's `AmtPurchase` is integer cents, 0..999999999 (device-protocols 2.4). */
export const LINKLY_MAX_AMOUNT = 999_999_999

/** Linkly's TxnRef: at most 16 characters (2.4); the receipt number trimmed from the left keeps its end. */
export function linklyTxnRef(receiptNumber: string): string {
  const clean = receiptNumber.replace(/[^\x20-\x7e]/g, '')
  return clean.length <= 16 ? clean : clean.slice(-16)
}
