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
 * Engine lines indexed by what promotions filter on, built once per recompute [PRM15]. A promotion with a
 * product, type, vendor or tag filter looks only at the lines its most selective filter names, instead of
 * every line: this keeps 200 promotions against 50 lines well under a millisecond.
 */
export type LineIndex = {
  /** Every position, dearest unit first, ties in canonical order. */
  readonly byValue: readonly number[]
  /** Position of each engine line in `byValue`. */
  readonly valueRank: readonly number[]
  readonly byProduct: ReadonlyMap<string, number[]>
  readonly byType: ReadonlyMap<string, number[]>
  readonly byVendor: ReadonlyMap<string, number[]>
  readonly byTag: ReadonlyMap<string, number[]>
  /** Scratch marks, all 0 between calls. */
  readonly marks: Uint8Array
}

function addTo(map: Map<string, number[]>, key: string, position: number): void {
  const list = map.get(key)
  if (list) list.push(position)
  else map.set(key, [position])
}

/** Builds the line index of a recompute. */
export function indexLines(lines: readonly EngineLine[]): LineIndex {
  const byValue = lines
    .map((_, position) => position)
    .sort((a, b) => lines[b]!.unitPrice - lines[a]!.unitPrice || lines[a]!.rank - lines[b]!.rank)
  const valueRank = new Array<number>(lines.length)
  byValue.forEach((position, rank) => {
    valueRank[position] = rank
  })
  const byProduct = new Map<string, number[]>()
  const byType = new Map<string, number[]>()
  const byVendor = new Map<string, number[]>()
  const byTag = new Map<string, number[]>()
  lines.forEach((line, position) => {
    const facts = line.facts
    if (!facts) return
    addTo(byProduct, facts.productId, position)
    addTo(byType, facts.type, position)
    addTo(byVendor, facts.vendor, position)
    for (const tag of new Set(facts.tags)) addTo(byTag, tag, position)
  })
  return { byValue, valueRank, byProduct, byType, byVendor, byTag, marks: new Uint8Array(lines.length) }
}

function mark(keys: ReadonlySet<string>, map: ReadonlyMap<string, number[]>, marks: Uint8Array): void {
  for (const key of keys) {
    const list = map.get(key)
    if (list) for (const position of list) marks[position] = 1
  }
}

/**
 * The engine lines (positions) a promotion's filters accept, dearest first. Computed once per promotion and
 * recompute: claiming lines never changes which lines match, only which are still free.
 */
export function matchingLines(
  compiled: CompiledPromotion,
  lines: readonly EngineLine[],
  index: LineIndex,
): number[] {
  const { productIds, types, vendors, tags } = compiled
  const matched: number[] = []
  const map = productIds
    ? index.byProduct
    : types
      ? index.byType
      : vendors
        ? index.byVendor
        : tags
          ? index.byTag
          : null
  const keys = productIds ?? types ?? vendors ?? tags
  if (!map || !keys) {
    for (const position of index.byValue)
      if (lineMatches(compiled, lines[position]!.facts)) matched.push(position)
    return matched
  }
  const marks = index.marks
  mark(keys, map, marks)
  for (const position of index.byValue) {
    if (marks[position] === 0) continue
    marks[position] = 0
    if (lineMatches(compiled, lines[position]!.facts)) matched.push(position)
  }
  return matched
}

/**
 * The units a promotion discounts among its matching lines still free [PRM8]: the qualifying units must reach
 * the minimum item quantity; at most the maximum item quantity is discounted, dearest first (best for the
 * customer), ties in canonical order. `matched` must already be in that order (price descending, then rank).
 * Calls `take(position, units)` for each discounted line and returns false when the promotion gives nothing.
 */
function selectUnits(
  compiled: CompiledPromotion,
  matched: readonly number[],
  lines: readonly EngineLine[],
  claimed: Uint8Array,
  take: (position: number, units: number) => void,
): boolean {
  const p = compiled.promotion
  let units = 0
  for (const position of matched) if (claimed[position] === 0) units += lines[position]!.quantity
  if (units === 0 || units < p.minimum_item_quantity) return false
  let left = p.maximum_item_quantity > 0 ? p.maximum_item_quantity : Number.POSITIVE_INFINITY
  for (const position of matched) {
    if (left <= 0) break
    if (claimed[position] === 1) continue
    const count = Math.min(left, lines[position]!.quantity)
    take(position, count)
    left -= count
  }
  return true
}

/** The discount of one unit at `price` under an `amount` or `fixed_price` promotion [PRM6][PRM13]. */
function unitDiscount(compiled: CompiledPromotion, price: number): number {
  const value = Math.max(0, Math.round(compiled.promotion.discount))
  return compiled.promotion.discount_type === 'amount' ? Math.min(price, value) : Math.max(0, price - value)
}

/** The promotion percentage in 1/10,000 of a percent (so 100% is 1,000,000). */
function percentOf(compiled: CompiledPromotion): number {
  return toScaled(Math.min(100, Math.max(0, compiled.promotion.discount)), 10_000)
}

/**
 * The total a promotion would give on its matching lines still free, without building anything (the engine
 * ranks candidates by it many times per recompute). 0 when it does not apply.
 */
export function promotionTotal(
  compiled: CompiledPromotion,
  matched: readonly number[],
  lines: readonly EngineLine[],
  claimed: Uint8Array,
): number {
  const p = compiled.promotion
  let units = 0
  for (const position of matched) if (claimed[position] === 0) units += lines[position]!.quantity
  if (units === 0 || units < p.minimum_item_quantity) return 0
  const percentage = p.discount_type === 'percentage'
  let left = p.maximum_item_quantity > 0 ? p.maximum_item_quantity : Number.POSITIVE_INFINITY
  let sum = 0
  for (const position of matched) {
    if (left <= 0) break
    if (claimed[position] === 1) continue
    const line = lines[position]!
    const count = Math.min(left, line.quantity)
    sum += count * (percentage ? line.unitPrice : unitDiscount(compiled, line.unitPrice))
    left -= count
  }
  return percentage ? divideRound(sum * percentOf(compiled), 1_000_000, 'half_up') : sum
}

/**
 * The discount per line a promotion gives: [engine line position, units, amount], amounts > 0 only.
 * A percentage rounds once over all its units and is spread by largest remainder in canonical order [PRM7].
 */
export function promotionDiscounts(
  compiled: CompiledPromotion,
  matched: readonly number[],
  lines: readonly EngineLine[],
  claimed: Uint8Array,
): [number, number, number][] {
  const selected: [number, number][] = []
  selectUnits(compiled, matched, lines, claimed, (position, units) => {
    selected.push([position, units])
  })
  if (compiled.promotion.discount_type !== 'percentage') {
    return selected
      .map(([position, units]): [number, number, number] => [
        position,
        units,
        units * unitDiscount(compiled, lines[position]!.unitPrice),
      ])
      .filter((entry) => entry[2] > 0)
  }
  const inRankOrder = selected.sort((a, b) => lines[a[0]]!.rank - lines[b[0]]!.rank)
  const weights = inRankOrder.map(([position, units]) => units * lines[position]!.unitPrice)
  const base = weights.reduce((sum, weight) => sum + weight, 0)
  const parts = allocate(minor(divideRound(base * percentOf(compiled), 1_000_000, 'half_up')), weights)
  return inRankOrder
    .map(([position, units], i): [number, number, number] => [position, units, parts[i]!])
    .filter((entry) => entry[2] > 0)
}
