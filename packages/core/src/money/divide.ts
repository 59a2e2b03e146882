import { type Minor, minor } from './minor.ts'

/**
 * How a quotient that falls between two integers is resolved. All modes are symmetric around zero, so a
 * refund rounds to exactly the negation of the matching sale (see money/SPEC.md MNY2).
 * - `half_up`: ties away from zero (AU GST, s9-90; the default everywhere else).
 * - `half_down`: ties toward zero (NZ GST s19O, NZ cash rounding of a 5c tie).
 * - `half_even`: ties to the even neighbour (banker's; offered for configuration, never a default).
 * - `down`: toward zero (truncation, e.g. loyalty points earned, BAS whole dollars).
 * - `up`: away from zero.
 */
export const ROUNDING_MODES = {
  half_up: 'half_up',
  half_down: 'half_down',
  half_even: 'half_even',
  down: 'down',
  up: 'up',
} as const
export type RoundingMode = keyof typeof ROUNDING_MODES

/**
 * numerator / denominator rounded to an integer with `mode`, exactly (no floating point). Both arguments
 * must be integers and their magnitudes below 2^53; the denominator must be positive.
 */
export function divideRound(numerator: number, denominator: number, mode: RoundingMode): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideRound needs integers and a positive denominator: ${numerator}/${denominator}`)
  }
  const sign = numerator < 0 ? -1 : 1
  const magnitude = Math.abs(numerator)
  const quotient = Math.floor(magnitude / denominator)
  const remainder = magnitude - quotient * denominator
  const twice = remainder * 2
  let rounded = quotient
  if (remainder !== 0) {
    switch (mode) {
      case 'down':
        break
      case 'up':
        rounded += 1
        break
      case 'half_up':
        if (twice >= denominator) rounded += 1
        break
      case 'half_down':
        if (twice > denominator) rounded += 1
        break
      case 'half_even':
        if (twice > denominator || (twice === denominator && quotient % 2 === 1)) rounded += 1
        break
    }
  }
  const result = sign * rounded
  return result === 0 ? 0 : result
}

/** numerator / denominator as an amount of minor units, rounded with `mode`. */
export function divideMinor(numerator: number, denominator: number, mode: RoundingMode): Minor {
  return minor(divideRound(numerator, denominator, mode))
}

/**
 * Converts a decimal number given in a setting (a percentage such as 12.5, a point value such as 0.5) to an
 * integer count of 1/scale parts [MNY5]. Finer precision than the scale holds is rounded to the nearest part
 * (half away from zero), so a rate typed as 33.333333 never stops a sale; a non-finite number is a bug.
 */
export function toScaled(value: number, scale: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`)
  const scaled = value * scale
  // Undo binary noise first (0.07 * 100 = 7.000000000000001) so that exact decimals stay exact.
  const nearest = Math.round(scaled)
  if (Math.abs(scaled - nearest) < 1e-7 * Math.max(1, Math.abs(nearest))) return nearest
  return Math.sign(scaled) * Math.round(Math.abs(scaled))
}
