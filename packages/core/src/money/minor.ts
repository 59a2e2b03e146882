/**
 * Money is an integer count of a currency's minor units (cents for AUD), branded so that a plain number
 * cannot be passed where an amount is expected without saying so. Never a float.
 */
declare const minorBrand: unique symbol
export type Minor = number & { readonly [minorBrand]: 'Minor' }

/** Brands an integer as an amount of minor units; throws on a non-integer (a programming error). */
export function minor(value: number): Minor {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of minor units: ${value}`)
  return (value === 0 ? 0 : value) as Minor
}

/** Zero minor units. */
export const ZERO = 0 as Minor

/** The sum of amounts. */
export function sumMinor(values: Iterable<Minor>): Minor {
  let total = 0
  for (const value of values) total += value
  return total as Minor
}

/** a + b. */
export function addMinor(a: Minor, b: Minor): Minor {
  return (a + b) as Minor
}

/** a - b. */
export function subMinor(a: Minor, b: Minor): Minor {
  return minor(a - b)
}

/** -a (never -0). */
export function negMinor(a: Minor): Minor {
  return minor(-a)
}

/** The smaller of two amounts. */
export function minMinor(a: Minor, b: Minor): Minor {
  return (a < b ? a : b) as Minor
}

/** The larger of two amounts. */
export function maxMinor(a: Minor, b: Minor): Minor {
  return (a > b ? a : b) as Minor
}
