import type { Minor } from '../money/minor.ts'
import type { PromotionOutcome } from '../promotions/engine.ts'
import { engineLine, outcomeStillHolds, type PromotionMemo, sameFacts } from '../promotions/memo.ts'
import {
  type DiscountNotice,
  finishSale,
  type LoyaltyContext,
  lineFinisher,
  lineManualDiscount,
  NO_NOTICES,
  type RecomputeContext,
  type RecomputeResult,
  recomputeFull,
} from './recompute.ts'
import { computeTotals } from './totals.ts'
import type { Sale, SaleLine } from './types.ts'

/** A recompute and what the next recompute of the same sale may reuse from it. */
export type SaleRecompute = RecomputeResult & { readonly memo: RecomputeMemo }

export type RecomputeMemo = {
  /** The sale and context this recompute was asked for. */
  readonly input: Sale
  readonly context: RecomputeContext
  /** Each input line's manual discount, and its notices. */
  readonly manual: readonly Minor[]
  readonly lineNotices: readonly (readonly DiscountNotice[])[]
  readonly promotions: PromotionMemo | null
  /** Whether this result was made from the previous one (without running the promotion engine). */
  readonly incremental: boolean
}

/**
 * `recomputeSale`, reusing the previous recompute of the same sale when the change can be proved to leave
 * everything else as it was: one line added, removed or changed (every other line the same object), no sale
 * discount (its shares depend on every line), the same tax, reasons, loyalty and promotions, and the promotion
 * engine's outcome provably the same (`outcomeStillHolds`: no promotion taking part accepts the line before or
 * after the change, and the order figures and the time let in the same promotions). Then the work is the one
 * line and the totals, not the engine over every line and promotion; otherwise it is a full recompute. The
 * result is always equal to `recomputeSale(sale, context)` (a fast-check property holds it to that).
 *
 * @example
 * let last: SaleRecompute | null = null
 * last = recomputeSaleFrom(last, sale, context) // full
 * last = recomputeSaleFrom(last, withOneMoreLine, context) // the new line only, when it can be
 */
export function recomputeSaleFrom(
  previous: SaleRecompute | null,
  sale: Sale,
  context: RecomputeContext,
): SaleRecompute {
  if (previous) {
    const reused = fromPrevious(previous, sale, context)
    if (reused) return reused
  }
  const full = recomputeFull(sale, context, true)
  return {
    ...full.result,
    memo: {
      input: sale,
      context,
      manual: full.manual,
      lineNotices: full.lineNotices,
      promotions: full.promotionMemo,
      incremental: false,
    },
  }
}

/** The one line that differs between two lists whose other lines are the same objects, or null. */
type Change = { index: number; removed: SaleLine | null; added: SaleLine | null }

function oneChange(before: readonly SaleLine[], after: readonly SaleLine[]): Change | null {
  const length = Math.min(before.length, after.length)
  let index = 0
  while (index < length && before[index] === after[index]) index++
  if (before.length === after.length) {
    if (index === length) return { index, removed: null, added: null }
    for (let i = index + 1; i < length; i++) if (before[i] !== after[i]) return null
    return { index, removed: before[index]!, added: after[index]! }
  }
  if (after.length === before.length + 1) {
    for (let i = index; i < before.length; i++) if (before[i] !== after[i + 1]) return null
    return { index, removed: null, added: after[index]! }
  }
  if (after.length === before.length - 1) {
    for (let i = index; i < after.length; i++) if (before[i + 1] !== after[i]) return null
    return { index, removed: before[index]!, added: null }
  }
  return null
}

function sameLoyalty(a: LoyaltyContext | null, b: LoyaltyContext | null): boolean {
  if (a === b) return true
  if (!a || !b) return false
  return a.program === b.program && a.tier === b.tier && a.customer?.loyalty === b.customer?.loyalty
}

/** `list` with `count` entries at `index` replaced by `added` (none when null). */
function spliced<T>(list: readonly T[], index: number, count: number, added: T | null): T[] {
  const next = list.slice()
  if (added === null) next.splice(index, count)
  else next.splice(index, count, added)
  return next
}

function fromPrevious(previous: SaleRecompute, sale: Sale, context: RecomputeContext): SaleRecompute | null {
  const memo = previous.memo
  const before = memo.input
  const was = memo.context
  if (
    sale.discount ||
    before.discount ||
    sale.currency !== before.currency ||
    context.tax !== was.tax ||
    context.discountReasons !== was.discountReasons ||
    !sameLoyalty(context.loyalty, was.loyalty) ||
    (context.promotions === null) !== (was.promotions === null)
  )
    return null
  const change = oneChange(before.lines, sale.lines)
  if (!change) return null
  const { index, removed, added } = change
  const count = removed ? 1 : 0
  const own: DiscountNotice[] = []
  const addedManual = added ? lineManualDiscount(added, context, own) : null
  let promotionMemo: PromotionMemo | null = null
  if (context.promotions && memo.promotions) {
    const catalog = context.promotions.catalog
    const wasCatalog = memo.promotions.catalog
    // The facts of every other line the engine looks at must be the same too.
    if (catalog !== wasCatalog) {
      for (const line of sale.lines) {
        if (line === added || !engineLine(line)) continue
        if (!sameFacts(catalog.get(line.item_id), wasCatalog.get(line.item_id))) return null
      }
    }
    promotionMemo = outcomeStillHolds(
      memo.promotions,
      { ...context.promotions, codes: sale.promo_codes, currency: sale.currency },
      removed && { ...removed, item_discount: memo.manual[index]!, promotion: null },
      added && { ...added, item_discount: addedManual!, promotion: null },
    )
    if (!promotionMemo) return null
  }
  // Neither line had or gets a promotion: the rest of the outcome stands.
  const promotionLines = previous.promotions.lines.slice()
  if (added) promotionLines.splice(index, count, null)
  else promotionLines.splice(index, count)
  const outcome: PromotionOutcome = { ...previous.promotions, lines: promotionLines }
  const finished = added
    ? lineFinisher(sale, context)(
        { ...added, item_discount: addedManual!, promotion: null },
        addedManual!,
        0 as Minor,
        null,
      )
    : null
  const lines = spliced(previous.sale.lines, index, count, finished)
  const dropped = removed ? previous.sale.lines[index]!.item_loyalty : 0
  const points = previous.sale.total_loyalty_points - dropped + (finished?.item_loyalty ?? 0)
  const recomputed = finishSale(sale, lines, points)
  const lineNotices = spliced(memo.lineNotices, index, count, added ? (own.length ? own : NO_NOTICES) : null)
  const notices =
    own.length === 0 && (!removed || memo.lineNotices[index]!.length === 0)
      ? previous.notices
      : lineNotices.flat()
  return {
    sale: recomputed,
    totals: computeTotals(recomputed, context.tax),
    promotions: outcome,
    notices,
    memo: {
      input: sale,
      context,
      manual: spliced(memo.manual, index, count, addedManual),
      lineNotices,
      promotions: promotionMemo,
      incremental: true,
    },
  }
}
