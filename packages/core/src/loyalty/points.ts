import { divideRound, toScaled } from '../money/divide.ts'
import { type Minor, minor } from '../money/minor.ts'
import type { LoyaltyProgram, LoyaltyTier } from './types.ts'

/** Point values and points-per-unit are kept to 1/10,000 [LOY1]. */
const SCALE = 10_000

/**
 * Points earned on an amount [LOY2]: amount (minor units) × points_per_unit / 10^digits, truncated toward zero,
 * so a customer never earns a fraction of a point and a return takes back exactly what its sale gave.
 */
export function pointsEarned(
  amount: Minor,
  tier: Pick<LoyaltyTier, 'points_per_unit'>,
  decimalDigits = 2,
): number {
  const perUnit = toScaled(Math.max(0, tier.points_per_unit), SCALE)
  return divideRound(amount * perUnit, SCALE * 10 ** decimalDigits, 'down')
}

/** The value of whole points in minor units [LOY3]: ⌊points⌋ × point_value, rounded down. */
export function pointsValue(points: number, pointValue: number): Minor {
  const whole = Math.trunc(points)
  return minor(divideRound(whole * toScaled(Math.max(0, pointValue), SCALE), SCALE, 'down'))
}

/**
 * The whole points that pay `amount` at most, and their value [LOY4]: redeeming never takes more value than
 * asked and never uses a fraction of a point. A point value of 0 redeems nothing.
 */
export function pointsForAmount(amount: Minor, pointValue: number): { points: number; value: Minor } {
  const scaled = toScaled(Math.max(0, pointValue), SCALE)
  if (scaled === 0 || amount <= 0) return { points: 0, value: minor(0) }
  const points = divideRound(amount * SCALE, scaled, 'down')
  return { points, value: pointsValue(points, pointValue) }
}

/** Whether a customer earns points in this program [LOY5]. */
export function earnsPoints(
  program: LoyaltyProgram,
  customer: { readonly loyalty: boolean } | null,
): boolean {
  if (!customer || !program.enabled || !program.accumulate_points) return false
  return !program.customer_opt_in_required || customer.loyalty
}
