import { roundToIncrement } from '../money/cash-rounding.ts'
import { currency } from '../money/currencies.ts'
import type { RoundingMode } from '../money/divide.ts'
import { type Minor, minor } from '../money/minor.ts'
import { methodRounding, type PaymentMethod } from './payment-methods.ts'

/**
 * What a tender asks for to settle what is owed, before it is taken: `payable` is what the customer hands
 * over (cash rounded to the method's increment, TND7), `rounding` the rounding payment it would add (owed −
 * payable, TND8), 0 for a method that does not round. Signed like `remaining` (negative for a refund).
 *
 * @example
 * // $20.06 owed, cash with rounding 5 (AUD): the customer pays $20.05 and the rounding payment is 1c.
 * tenderPayable(cash, minor(2006), 'AUD') // → { payable: 2005, rounding: 1 }
 */
export function tenderPayable(
  method: PaymentMethod,
  remaining: Minor,
  currencyCode: string,
  product?: string,
): { payable: Minor; rounding: Minor } {
  const increment = methodRounding(method, product)
  if (increment <= 1 || remaining === 0) return { payable: remaining, rounding: minor(0) }
  const direction = remaining < 0 ? -1 : 1
  const owed = Math.abs(remaining)
  const payable = roundToIncrement(minor(owed), { increment, mode: roundingMode(increment, currencyCode) })
  return { payable: minor(direction * payable), rounding: minor(direction * (owed - payable)) }
}

/** The currency's cash tie mode when its increment matches the method's (NZD 10c: half_down), else half_up. */
export function roundingMode(increment: number, currencyCode: string): RoundingMode {
  const cash = currency(currencyCode).cash_rounding
  return cash.increment === increment ? cash.mode : 'half_up'
}
