import { allocate } from '../money/allocate.ts'
import { divideRound, toScaled } from '../money/divide.ts'
import { type Minor, minor } from '../money/minor.ts'
import type { ManualDiscount } from '../sale/types.ts'
import { err, ok, type Result } from '../shared/result.ts'

/** A discount reason (spec 3). `max_discount_percent` 0 means unlimited [DSC2]. */
export type DiscountReason = {
  readonly id: string
  readonly name: string
  readonly max_discount_percent: number
}

/** Why a manual discount cannot be given. */
export const DISCOUNT_ERRORS = {
  UNKNOWN_REASON: 'UNKNOWN_REASON',
  INVALID_DISCOUNT: 'INVALID_DISCOUNT',
} as const
export type DiscountErrorCode = keyof typeof DISCOUNT_ERRORS
export type DiscountError = { readonly code: DiscountErrorCode; readonly message: string }

/** A discount worked out: its amount (sign of the amount discounted) and whether the reason capped it. */
export type DiscountAmount = { readonly amount: Minor; readonly capped: boolean }

/**
 * The discount on `gross` (a line's or a sale's amount) [DSC1-DSC4]. A percentage rounds half-up to the cent;
 * an amount is at most the gross; the reason's max_discount_percent caps either (rounded down, so the cap is
 * never exceeded). The result has the sign of `gross`: a return's discount reduces the refund.
 */
export function manualDiscountAmount(
  gross: Minor,
  discount: ManualDiscount,
  reason: DiscountReason | undefined,
): Result<DiscountAmount, DiscountError> {
  if (!reason) return err({ code: 'UNKNOWN_REASON', message: 'Select a discount reason' })
  const magnitude = Math.abs(gross)
  const sign = gross < 0 ? -1 : 1
  let wanted: number
  if (discount.kind === 'percent') {
    if (!(discount.value >= 0 && discount.value <= 100)) return invalid('A discount is between 0 and 100%')
    wanted = divideRound(magnitude * toScaled(discount.value, 10_000), 1_000_000, 'half_up')
  } else {
    if (!Number.isSafeInteger(discount.value) || discount.value < 0)
      return invalid('A discount is a positive amount')
    wanted = Math.min(discount.value, magnitude)
  }
  let amount = wanted
  if (reason.max_discount_percent > 0) {
    const cap = divideRound(magnitude * toScaled(reason.max_discount_percent, 10_000), 1_000_000, 'down')
    amount = Math.min(wanted, cap)
  }
  return ok({ amount: minor(sign * amount), capped: amount < wanted })
}

function invalid(message: string): Result<never, DiscountError> {
  return err({ code: 'INVALID_DISCOUNT', message })
}

/**
 * Spreads a sale discount over the lines it applies to, in proportion to their net amounts (largest
 * remainder, ties in `tieOrder`) [DSC5]. Lines with a weight of 0 get nothing; no line gets more than its
 * weight when the discount is at most the sum of the weights.
 */
export function spreadSaleDiscount(
  amount: Minor,
  weights: readonly number[],
  tieOrder: readonly number[],
): Minor[] {
  return allocate(amount, weights, tieOrder)
}
