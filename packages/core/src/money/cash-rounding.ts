import { divideRound, type RoundingMode } from './divide.ts'
import { type Minor, minor } from './minor.ts'

/**
 * Cash rounding: the total of a cash payment is rounded to a multiple of `increment` minor units with `mode`.
 * AUD: increment 5, half_up (final digit 1-2 down, 3-4 up, 6-7 down, 8-9 up). NZD: 10, half_down (a 5c tie
 * goes down, the usual retailer choice). CHF: 5, half_up. An increment of 1 means no rounding.
 */
export type CashRounding = { readonly increment: number; readonly mode: RoundingMode }

/** No cash rounding (card, EFTPOS, most currencies). */
export const NO_ROUNDING: CashRounding = { increment: 1, mode: 'half_up' }

/**
 * `amount` rounded to the nearest multiple of `rounding.increment` [RND1]. Symmetric: rounding a refund
 * (negative amount) gives exactly the negation of rounding the matching sale [RND4].
 */
export function roundToIncrement(amount: Minor, rounding: CashRounding): Minor {
  const { increment, mode } = rounding
  if (!Number.isSafeInteger(increment) || increment < 1) throw new RangeError(`Bad increment ${increment}`)
  if (increment === 1) return amount
  return minor(divideRound(amount, increment, mode) * increment)
}

/** `amount` rounded toward zero to a multiple of `increment` (never more than the amount). */
export function truncateToIncrement(amount: Minor, increment: number): Minor {
  if (increment <= 1) return amount
  return minor(divideRound(amount, increment, 'down') * increment)
}

/**
 * The rounding adjustment of a cash total: `payable - amount`, the amount of the rounding line [RND2].
 * Its magnitude is at most half the increment [RND3].
 */
export function roundingAdjustment(amount: Minor, rounding: CashRounding): Minor {
  return minor(roundToIncrement(amount, rounding) - amount)
}
