import { type Minor, minor } from '../money/minor.ts'
import { canonicalLineOrder, isGiftCardLine, lineNet } from '../sale/lines.ts'
import type { AppliedPromotion, SaleLine } from '../sale/types.ts'
import {
  type CompiledPromotion,
  compilePromotion,
  normalise,
  type PromotionSkip,
  saleLevelSkip,
} from './compile.ts'
import { describePromotion } from './describe.ts'
import {
  type EngineLine,
  indexLines,
  lineFacts,
  matchingLines,
  promotionDiscounts,
  promotionTotal,
} from './evaluate.ts'
import { Heap } from './heap.ts'
import { type MutableMemo, narrowWindow, newMemo, type PromotionMemo, remember } from './memo.ts'
import type { ItemFacts, Promotion, PromotionCustomer } from './types.ts'

/** What the promotion engine needs besides the lines. Time, codes and customer come in as values. */
export type PromotionContext = {
  readonly promotions: readonly Promotion[]
  /** Item facts by item_id (product, options, tags, type, vendor, marked down). */
  readonly catalog: ReadonlyMap<string, ItemFacts>
  readonly codes: readonly string[]
  readonly customer: PromotionCustomer | null
  readonly now: Date
  readonly currency: string
}

/** A promotion the engine applied, with the lines it discounted. */
export type PromotionApplied = {
  readonly promotion_id: string
  readonly name: string
  readonly total: Minor
  readonly line_ids: readonly string[]
  readonly why: string
}

/** What became of a promo code the cashier entered. */
export type CodeOutcome = {
  readonly code: string
  readonly status: 'applied' | 'unknown' | 'not_applicable' | PromotionSkip
}

/** The engine's answer: a promotion (or none) per sale line, in sale order, and why. */
export type PromotionOutcome = {
  readonly lines: readonly (AppliedPromotion | null)[]
  readonly applied: readonly PromotionApplied[]
  readonly codes: readonly CodeOutcome[]
}

/**
 * Applies promotions to a sale's lines. Lines with a positive quantity, no gift card and no manual discount
 * may be discounted [PRM11]. Combination rule [PRM12]: at most one promotion per line, no stacking; the
 * promotion giving the largest discount is applied first (ties: lower promotion id) and claims the lines it
 * discounts; the rest are worked out again on the lines still free, until none gives anything (greedy
 * best-first; each promotion applies at most once). Deterministic, and independent of the order of lines and
 * of promotions [PRM9]. `lines` must carry their manual discounts (only) in item_discount, as `recomputeSale`
 * passes them: the order total requirement counts them.
 *
 * @example
 * const outcome = applyPromotions(sale.lines, { promotions, catalog, codes: ['WINTER'], customer: null, now, currency: 'AUD' })
 * outcome.lines[0]?.why // 'Winter: 20% off, code WINTER'
 */
export function applyPromotions(lines: readonly SaleLine[], context: PromotionContext): PromotionOutcome {
  return run(lines, context, null)
}

/**
 * `applyPromotions`, and what a later recompute needs to prove that a change to one line leaves the outcome as
 * it is (`outcomeStillHolds`): which promotions take part, indexed by what they filter on, and the order
 * figures and instants at which that would change.
 */
export function applyPromotionsWithMemo(
  lines: readonly SaleLine[],
  context: PromotionContext,
): { outcome: PromotionOutcome; memo: PromotionMemo } {
  const memo = newMemo(context)
  return { outcome: run(lines, context, memo), memo }
}

function run(
  lines: readonly SaleLine[],
  context: PromotionContext,
  memo: MutableMemo | null,
): PromotionOutcome {
  const now = context.now.getTime()
  const codes = new Set(context.codes.map(normalise).filter((code) => code !== ''))
  const order = canonicalLineOrder(lines)
  const rank = new Array<number>(lines.length)
  order.forEach((index, position) => {
    rank[index] = position
  })
  const engineLines: EngineLine[] = []
  let orderQuantity = 0
  let orderTotal = 0
  for (const index of order) {
    const line = lines[index]!
    if (line.quantity <= 0 || isGiftCardLine(line)) continue
    orderQuantity += line.quantity
    orderTotal += lineNet(line)
    if (line.manual_discount) continue
    const facts = lineFacts(context.catalog.get(line.item_id), line.product_id)
    engineLines.push({
      index,
      rank: rank[index]!,
      unitPrice: line.item_price,
      quantity: line.quantity,
      facts,
    })
  }
  // Dearest units first, ties in canonical order [PRM8][PRM9]; indexed by what promotions filter on.
  const index = indexLines(engineLines)
  const skips = new Map<string, PromotionSkip | 'not_applicable'>()
  const claimed = new Uint8Array(engineLines.length)
  // The round in which each line was claimed: a candidate is stale when one of its lines was claimed later.
  const claimedIn = new Uint32Array(engineLines.length)
  const candidates: Candidate[] = []
  if (memo) {
    memo.orderQuantity = orderQuantity
    memo.orderTotal = orderTotal
  }
  for (const promotion of context.promotions) {
    const compiled = compilePromotion(promotion)
    if (memo) narrowWindow(memo, compiled, now, context.customer)
    const skip = saleLevelSkip(compiled, now, codes, context.customer)
    if (skip) {
      skips.set(compiled.code, skip)
      continue
    }
    const p = compiled.promotion
    if (orderQuantity < p.order_quantity || orderTotal < p.order_total) {
      memo?.waiting.push(p)
      continue
    }
    if (memo) remember(memo, compiled)
    const matched = matchingLines(compiled, engineLines, index)
    if (matched.length === 0) continue
    const total = promotionTotal(compiled, matched, engineLines, claimed)
    if (total > 0) candidates.push({ compiled, matched, total, round: 0 })
  }
  const queue = new Heap<Candidate>((a, b) => byBest(a, b) < 0, candidates)
  const result: (AppliedPromotion | null)[] = lines.map(() => null)
  const applied: PromotionApplied[] = []
  let round = 0
  for (let best = queue.pop(); best !== undefined; best = queue.pop()) {
    if (isStale(best, claimedIn)) {
      const total = promotionTotal(best.compiled, best.matched, engineLines, claimed)
      if (total > 0) queue.push({ ...best, total, round })
      continue
    }
    round += 1
    const discounts = promotionDiscounts(best.compiled, best.matched, engineLines, claimed)
    for (const [position] of discounts) {
      claimed[position] = 1
      claimedIn[position] = round
    }
    applied.push(
      record(best.compiled.promotion, best.total, discounts, engineLines, lines, result, context.currency),
    )
  }
  return { lines: result, applied, codes: codeOutcomes(context, codes, applied, skips) }
}

/** A promotion that applies, with the total it gives as of `round`. */
type Candidate = {
  readonly compiled: CompiledPromotion
  readonly matched: readonly number[]
  readonly total: number
  readonly round: number
}

function byBest(a: Candidate, b: Candidate): number {
  if (a.total !== b.total) return b.total - a.total
  const idA = a.compiled.promotion.id
  const idB = b.compiled.promotion.id
  return idA < idB ? -1 : idA > idB ? 1 : 0
}

function isStale(candidate: Candidate, claimedIn: Uint32Array): boolean {
  for (const position of candidate.matched) if (claimedIn[position]! > candidate.round) return true
  return false
}

function record(
  p: Promotion,
  total: number,
  discounts: readonly (readonly [number, number, number])[],
  engineLines: readonly EngineLine[],
  lines: readonly SaleLine[],
  result: (AppliedPromotion | null)[],
  currency: string,
): PromotionApplied {
  const why = describePromotion(p, currency)
  const lineIds: string[] = []
  for (const [position, units, amount] of discounts) {
    const index = engineLines[position]!.index
    lineIds.push(lines[index]!.id)
    result[index] = {
      promotion_id: p.id,
      name: p.name,
      discount_reason: p.discount_reason,
      units,
      amount: minor(amount),
      why,
    }
  }
  return { promotion_id: p.id, name: p.name, total: minor(total), line_ids: lineIds, why }
}

function codeOutcomes(
  context: PromotionContext,
  codes: ReadonlySet<string>,
  applied: readonly PromotionApplied[],
  skips: ReadonlyMap<string, PromotionSkip | 'not_applicable'>,
): CodeOutcome[] {
  const appliedCodes = new Set<string>()
  const knownCodes = new Set<string>()
  const appliedIds = new Set(applied.map((entry) => entry.promotion_id))
  for (const promotion of context.promotions) {
    const code = compilePromotion(promotion).code
    if (code === '') continue
    knownCodes.add(code)
    if (appliedIds.has(promotion.id)) appliedCodes.add(code)
  }
  return [...codes].map((code) => ({
    code,
    status: appliedCodes.has(code)
      ? 'applied'
      : !knownCodes.has(code)
        ? 'unknown'
        : (skips.get(code) ?? 'not_applicable'),
  }))
}

/** The promotions the register lists (show_on_pos) that are running at `now`. */
export function promotionsToShow(promotions: readonly Promotion[], now: Date): Promotion[] {
  const at = now.getTime()
  return promotions.filter((promotion) => {
    const compiled = compilePromotion(promotion)
    return promotion.show_on_pos && at >= compiled.from && at <= compiled.to
  })
}
