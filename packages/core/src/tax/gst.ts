import { divideRound, type RoundingMode, toScaled } from '../money/divide.ts'
import { type Minor, minor } from '../money/minor.ts'

/** Tax rates are kept in 1/10,000 of a percent: 10% is 100,000; 8.875% is 88,750 [TAX1]. */
export const RATE_SCALE = 10_000
/** 100% in rate units. */
const HUNDRED = 100 * RATE_SCALE

/**
 * Tax rates arrive as percentages (`tax_percent` 10, 15, 12.5, 8.875). They become integers of 1/10,000 of a
 * percent once, so that every tax amount is an exact integer division [TAX1].
 */
export function percentToRateUnits(percent: number): number {
  if (percent < 0) throw new RangeError(`Negative tax rate ${percent}`)
  return toScaled(percent, RATE_SCALE)
}

/**
 * The tax contained in a tax-inclusive amount: `amount × rate / (100 + rate)` (GST 10%: 1/11; NZ 15%: 3/23),
 * rounded to the cent with `mode` (AU half_up, NZ half_down) [TAX2]. Never 10% of an inclusive price.
 */
export function taxIncluded(amount: Minor, percent: number, mode: RoundingMode = 'half_up'): Minor {
  const rate = percentToRateUnits(percent)
  return minor(divideRound(amount * rate, HUNDRED + rate, mode))
}

/** The tax to add to a tax-exclusive amount: `amount × rate / 100`, rounded with `mode` [TAX3]. */
export function taxExcluded(amount: Minor, percent: number, mode: RoundingMode = 'half_up'): Minor {
  const rate = percentToRateUnits(percent)
  return minor(divideRound(amount * rate, HUNDRED, mode))
}

/** GST s9-90's two rules for an invoice of several supplies [TAX4]. */
export const TAX_RULES = { per_line: 'per_line', per_invoice: 'per_invoice' } as const
export type TaxRule = keyof typeof TAX_RULES

/** How a document's tax is worked out: the s9-90 rule, whether prices include tax, and the tie mode. */
export type TaxSettings = {
  readonly rule: TaxRule
  readonly pricesIncludeTax: boolean
  readonly mode: RoundingMode
}

/** Australian defaults: tax-inclusive prices, each line's GST rounded half-up, the document summing them. */
export const AU_TAX: TaxSettings = { rule: 'per_line', pricesIncludeTax: true, mode: 'half_up' }

/** A taxable amount and its rate. */
export type Taxable = { readonly amount: Minor; readonly percent: number }

/**
 * The tax of a document [TAX4]. `per_line` (taxable supply rule): each line's tax rounded, then summed.
 * `per_invoice` (total invoice rule): the exact, unrounded taxes summed as fractions, then rounded once.
 */
export function documentTax(lines: readonly Taxable[], settings: TaxSettings): Minor {
  const lineTax = settings.pricesIncludeTax ? taxIncluded : taxExcluded
  if (settings.rule === 'per_line') {
    let total = 0
    for (const line of lines) total += lineTax(line.amount, line.percent, settings.mode)
    return minor(total)
  }
  const byRate = new Map<number, number>()
  for (const line of lines) {
    const rate = percentToRateUnits(line.percent)
    byRate.set(rate, (byRate.get(rate) ?? 0) + line.amount)
  }
  let numerator = 0n
  let denominator = 1n
  for (const [rate, amount] of byRate) {
    const d = BigInt(settings.pricesIncludeTax ? HUNDRED + rate : HUNDRED)
    numerator = numerator * d + BigInt(amount) * BigInt(rate) * denominator
    denominator *= d
  }
  return minor(Number(divideRoundBig(numerator, denominator, settings.mode)))
}

function divideRoundBig(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  let quotient = magnitude / denominator
  const twice = (magnitude - quotient * denominator) * 2n
  if (twice !== 0n) {
    const up =
      mode === 'up' ||
      (mode === 'half_up' && twice >= denominator) ||
      (mode === 'half_down' && twice > denominator) ||
      (mode === 'half_even' && (twice > denominator || (twice === denominator && quotient % 2n === 1n)))
    if (up) quotient += 1n
  }
  return negative ? -quotient : quotient
}
