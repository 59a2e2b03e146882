import { PostingBuilder, type PostingLine } from '../books/posting.ts'
import { type Refusal, refusal } from '../resource/refusal.ts'

/**
 * PO shipping costs (spec 2 accounts/shipping-costs, menu "PO Shipping Costs"): freight, duty and other costs of a
 * shipment, each in its own currency at its exchange rate, allocated over the shipment's lines by value or by
 * quantity, so each line gets its shipping unit cost (landed cost). Rules SC1-SC4 in SPEC.md.
 */

export const SHIPPING_COST_KINDS = [
  { value: 'freight', label: 'Freight' },
  { value: 'duty', label: 'Duty' },
  { value: 'other', label: 'Other' },
] as const
export type ShippingCostKind = (typeof SHIPPING_COST_KINDS)[number]['value']

export const ALLOCATION_METHODS = [
  { value: 'value', label: 'By Value' },
  { value: 'quantity', label: 'By Quantity' },
] as const
export type AllocationMethod = (typeof ALLOCATION_METHODS)[number]['value']

export const SHIPPING_COST_MESSAGES = {
  shipment: 'Choose a shipment',
  canceled: 'Shipping costs cannot be entered against a canceled shipment',
  sameCurrencyRate: 'A cost in the company’s own currency has an exchange rate of 1',
  posted:
    'A posted shipping cost keeps its shipment, amount, currency, rate and accounts: delete it and enter it again',
} as const

/** An exchange rate's scale: rates are kept to six decimal places, as whole millionths. */
export const RATE_SCALE = 1_000_000

/** A rate (company currency per unit of the cost's currency) as whole millionths, or undefined past 6 places. */
export function rateMillionths(rate: number): number | undefined {
  const scaled = Math.round(rate * RATE_SCALE)
  // Within float noise of a whole millionth: a seventh decimal place is refused.
  return Math.abs(scaled - rate * RATE_SCALE) < 1e-4 && scaled > 0 ? scaled : undefined
}

/**
 * A cost in the company's currency [SC1]: `amount` cents of the cost's currency times the rate (millionths),
 * rounded half up to the cent. Exact for any amount and rate (BigInt: the product passes 2^53).
 */
export function localAmount(amount: number, rateMicros: number): number {
  const product = BigInt(amount) * BigInt(rateMicros)
  const scale = BigInt(RATE_SCALE)
  const sign = product < 0n ? -1n : 1n
  const magnitude = product * sign
  return Number(((magnitude + scale / 2n) / scale) * sign)
}

/**
 * Splits `total` cents over weights in proportion, losing no cent [SC2]: each share is the floor of its exact part,
 * and the cents left over go one each to the largest remainders (the earlier line first on a tie). Weights that
 * are all zero share equally. Weights are whole, not negative; the shares sum to `total` exactly.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return []
  const sum = weights.reduce((acc, w) => acc + BigInt(w), 0n)
  const used = sum === 0n ? weights.map(() => 1n) : weights.map((w) => BigInt(w))
  const whole = sum === 0n ? BigInt(weights.length) : sum
  const sign = total < 0 ? -1n : 1n
  const amount = BigInt(total) * sign
  const shares = used.map((w) => (amount * w) / whole)
  const remainders = used.map((w, index) => ({ index, rest: (amount * w) % whole }))
  let left = amount - shares.reduce((acc, s) => acc + s, 0n)
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1))
  for (const { index } of remainders) {
    if (left === 0n) break
    shares[index] = (shares[index] ?? 0n) + 1n
    left -= 1n
  }
  return shares.map((share) => Number(share * sign))
}

/** A shipment line as allocation sees it: its unit cost (cents) and quantities. */
export type AllocationLine = {
  readonly unit_cost: number
  readonly ordered_quantity: number
  readonly shipped_quantity: number | null
  readonly actual_quantity: number | null
}

/** The units a line's costs are spread over [SC3]: what arrived, else what shipped, else what was ordered. */
export function landedUnits(line: AllocationLine): number {
  return line.actual_quantity ?? line.shipped_quantity ?? line.ordered_quantity
}

/** Each line's share of one cost [SC3]: by the value of its units at cost, or by its units. */
export function allocateShippingCost(
  amount: number,
  method: AllocationMethod,
  lines: readonly AllocationLine[],
): number[] {
  return allocateCents(
    amount,
    lines.map((line) => (method === 'value' ? landedUnits(line) * line.unit_cost : landedUnits(line))),
  )
}

/**
 * Each line's shipping cost (cents) from all of a shipment's costs [SC3]: every cost allocated by its own method,
 * the shares summed per line.
 */
export function shipmentLineCosts(
  costs: readonly { readonly local_amount: number; readonly method: AllocationMethod }[],
  lines: readonly AllocationLine[],
): number[] {
  const totals = lines.map(() => 0)
  for (const cost of costs) {
    allocateShippingCost(cost.local_amount, cost.method, lines).forEach((share, index) => {
      totals[index] = (totals[index] ?? 0) + share
    })
  }
  return totals
}

/** The shipping unit cost of a line [SC3]: its shipping cost per landed unit, half up to the cent; 0 with no units. */
export function shippingUnitCost(lineCost: number, units: number): number {
  if (units <= 0) return 0
  return Math.floor((2 * lineCost + units) / (2 * units))
}

/** A line's landed unit cost [SC3]: its unit cost at the purchase order plus its shipping unit cost. */
export function landedUnitCost(line: {
  readonly unit_cost: number
  readonly shipping_unit_cost: number
}): number {
  return line.unit_cost + line.shipping_unit_cost
}

/**
 * A shipment's landed costs [SC3]: each line's shipping cost and shipping unit cost (per landed unit), and the
 * shipment's total, which is the lines' costs summed (so no cent is shown twice or lost).
 */
export function shipmentCosts(
  costs: readonly { readonly local_amount: number; readonly method: AllocationMethod }[],
  lines: readonly AllocationLine[],
): { total: number; lines: { shipping_cost: number; shipping_unit_cost: number }[] } {
  const shares = shipmentLineCosts(costs, lines)
  return {
    total: shares.reduce((sum, share) => sum + share, 0),
    lines: lines.map((line, index) => {
      const cost = shares[index] ?? 0
      return { shipping_cost: cost, shipping_unit_cost: shippingUnitCost(cost, landedUnits(line)) }
    }),
  }
}

/**
 * The posting of a shipping cost [SC4]: the cost in the company's currency debited to the chosen account (Inventory
 * when none: landed cost is part of the stock's cost) and credited to the chosen account (Accounts Payable when
 * none: the forwarder or the customs broker is owed it). Balanced; empty for a cost of nothing.
 */
export function shippingCostPosting(
  amount: number,
  accounts: { readonly debit: number | null; readonly credit: number | null },
): PostingLine[] {
  return new PostingBuilder()
    .add(accounts.debit ?? 'inventory', amount)
    .add(accounts.credit ?? 'payables', -amount)
    .lines()
}

/** The rule of a cost as entered [SC1]: in the company's own currency the rate is 1. */
export function shippingCostProblem(
  cost: { readonly currency: string; readonly exchange_rate: number },
  companyCurrency: string,
): Refusal | undefined {
  if (cost.currency === companyCurrency && rateMillionths(cost.exchange_rate) !== RATE_SCALE)
    return refusal('rate', SHIPPING_COST_MESSAGES.sameCurrencyRate, 'exchange_rate')
  return undefined
}
