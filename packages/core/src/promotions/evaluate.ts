import { allocate } from '../money/allocate.ts'
import { divideRound, toScaled } from '../money/divide.ts'
import { minor } from '../money/minor.ts'
import type { CompiledPromotion } from './compile.ts'
import { normalise } from './compile.ts'
import type { ItemFacts } from './types.ts'

/** Item facts with text normalised once per recompute. */
export type LineFacts = {
  readonly productId: string
  readonly options: readonly [string, string, string]
  readonly tags: readonly string[]
  readonly type: string
  readonly vendor: string
  readonly markedDown: boolean
}

/** A line the engine may discount: positive quantity, not a gift card, no manual discount. */
export type EngineLine = {
  /** Position of the line in the sale. */
  readonly index: number
  /** Position in the canonical line order: breaks every tie [PRM9]. */
  readonly rank: number
  readonly unitPrice: number
  readonly quantity: number
  readonly facts: LineFacts | null
}

/** One promotion worked out on a set of lines. */
export type Evaluation = {
  readonly compiled: CompiledPromotion
  /** Engine lines (by position in the engine's list) the promotion's filters accept. */
  readonly qualifying: readonly number[]
  /** Discount per discounted engine line: [engine line position, units, amount]. */
  readonly discounts: readonly (readonly [number, number, number])[]
  readonly total: number
}

/** Normalised facts of an item, or null when the catalog does not know it. */
export function lineFacts(facts: ItemFacts | undefined, productId: string | undefined): LineFacts | null {
  if (!facts) return null
  return {
    productId: facts.product_id || productId || '',
    options: [normalise(facts.option1), normalise(facts.option2), normalise(facts.option3)],
    tags: facts.tags.map(normalise),
    type: normalise(facts.type),
    vendor: normalise(facts.vendor),
    markedDown: facts.marked_down,
  }
}

/**
 * Whether a line passes a promotion's product filters [PRM5]: product ids, option1-3, tags (any of), types,
 * vendors, and marked-down items only when the promotion lets them in. A line whose item the catalog does not
 * know passes only a promotion with no product filter.
 */
export function lineMatches(compiled: CompiledPromotion, facts: LineFacts | null): boolean {
  const { productIds, options, tags, types, vendors } = compiled
  const filtered =
    productIds !== null ||
    options[0] !== '' ||
    options[1] !== '' ||
    options[2] !== '' ||
    tags ||
    types ||
    vendors
  if (!facts) return !filtered
  if (facts.markedDown && !compiled.promotion.product_marked_down) return false
  if (productIds && !productIds.has(facts.productId)) return false
  for (let i = 0; i < 3; i++) {
    const wanted = options[i]!
    if (wanted !== '' && facts.options[i] !== wanted) return false
  }
  if (types && !types.has(facts.type)) return false
  if (vendors && !vendors.has(facts.vendor)) return false
  if (tags && !facts.tags.some((tag) => tags.has(tag))) return false
  return true
}

/**
 * A promotion's discount on the given lines [PRM6-PRM8]: the qualifying units must reach the minimum item
 * quantity; at most the maximum item quantity is discounted, dearest units first (best for the customer),
 * ties in canonical order. Returns null when it gives nothing.
 */
export function evaluate(
  compiled: CompiledPromotion,
  lines: readonly EngineLine[],
  claimed: Uint8Array,
): Evaluation | null {
  const p = compiled.promotion
  const qualifying: number[] = []
  let units = 0
  for (let i = 0; i < lines.length; i++) {
    if (claimed[i] === 1) continue
    const line = lines[i]!
    if (!lineMatches(compiled, line.facts)) continue
    qualifying.push(i)
    units += line.quantity
  }
  if (qualifying.length === 0 || units < Math.max(1, p.minimum_item_quantity)) return null
  const byValue = qualifying
    .slice()
    .sort((a, b) => lines[b]!.unitPrice - lines[a]!.unitPrice || lines[a]!.rank - lines[b]!.rank)
  let left = p.maximum_item_quantity > 0 ? p.maximum_item_quantity : Number.POSITIVE_INFINITY
  const selected: [number, number][] = []
  for (const position of byValue) {
    if (left <= 0) break
    const take = Math.min(left, lines[position]!.quantity)
    selected.push([position, take])
    left -= take
  }
  const discounts = unitDiscounts(compiled, lines, selected)
  let total = 0
  for (const entry of discounts) total += entry[2]
  return total > 0 ? { compiled, qualifying, discounts, total } : null
}

function unitDiscounts(
  compiled: CompiledPromotion,
  lines: readonly EngineLine[],
  selected: readonly [number, number][],
): [number, number, number][] {
  const p = compiled.promotion
  switch (p.discount_type) {
    case 'percentage': {
      // One rounding for the whole promotion, then spread by largest remainder in canonical order [PRM7].
      const inRankOrder = selected.slice().sort((a, b) => lines[a[0]]!.rank - lines[b[0]]!.rank)
      const weights = inRankOrder.map(([position, units]) => units * lines[position]!.unitPrice)
      const base = weights.reduce((sum, weight) => sum + weight, 0)
      const percent = Math.min(100, Math.max(0, p.discount))
      const total = divideRound(base * toScaled(percent, 100), 10_000, 'half_up')
      const parts = allocate(minor(total), weights)
      return inRankOrder.map(([position, units], i) => [position, units, parts[i]!])
    }
    case 'amount':
      return selected.map(([position, units]) => {
        const price = lines[position]!.unitPrice
        return [position, units, units * Math.min(price, Math.max(0, Math.round(p.discount)))]
      })
    case 'fixed_price':
      return selected.map(([position, units]) => {
        const price = lines[position]!.unitPrice
        return [position, units, units * Math.max(0, price - Math.max(0, Math.round(p.discount)))]
      })
  }
}
