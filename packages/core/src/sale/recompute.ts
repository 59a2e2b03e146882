import {
  type DiscountReason,
  manualDiscountAmount,
  spreadSaleDiscount,
} from '../discounts/manual-discount.ts'
import { earnsPoints, pointsEarned } from '../loyalty/points.ts'
import type { LoyaltyProgram, LoyaltyTier } from '../loyalty/types.ts'
import { currency } from '../money/currencies.ts'
import { type Minor, minor } from '../money/minor.ts'
import {
  applyPromotions,
  applyPromotionsWithMemo,
  type PromotionContext,
  type PromotionOutcome,
} from '../promotions/engine.ts'
import type { PromotionMemo } from '../promotions/memo.ts'
import { type TaxSettings, taxExcluded, taxIncluded } from '../tax/gst.ts'
import { canonicalLineOrder, isGiftCardLine, lineGross } from './lines.ts'
import { computeTotals } from './totals.ts'
import type { AppliedPromotion, Sale, SaleLine, SaleTotals } from './types.ts'

/** Loyalty as recompute needs it: the program, the customer's opt-in and current tier. */
export type LoyaltyContext = {
  readonly program: LoyaltyProgram
  readonly customer: { readonly loyalty: boolean } | null
  readonly tier: LoyaltyTier | null
}

/** Everything a recompute reads besides the sale. Time and settings are values; nothing is looked up. */
export type RecomputeContext = {
  readonly tax: TaxSettings
  readonly discountReasons: ReadonlyMap<string, DiscountReason>
  /** Promotions, catalog facts, codes, customer and now; null to apply none. */
  readonly promotions: Omit<PromotionContext, 'codes' | 'currency'> | null
  readonly loyalty: LoyaltyContext | null
}

/** A discount the register asked for but could not give as asked. */
export type DiscountNotice = {
  readonly line_id: string | null
  readonly code: 'CAPPED' | 'UNKNOWN_REASON' | 'INVALID_DISCOUNT'
  readonly message: string
}

export type RecomputeResult = {
  readonly sale: Sale
  readonly totals: SaleTotals
  readonly promotions: PromotionOutcome
  readonly notices: readonly DiscountNotice[]
}

/**
 * Works out every derived field of a sale from its inputs [SALE5]: manual line discounts (capped by their
 * reasons), promotions on the lines left, the sale discount spread over positive lines, then each line's
 * item_discount, total_tax and item_loyalty, the sale's total_loyalty(_points) and its totals. Derived fields
 * of the input are ignored, so recomputing a recomputed sale changes nothing [SALE6], and every tie is broken
 * in canonical line order, so totals do not depend on the order of lines [SALE4].
 *
 * @example
 * const { sale: next, totals, notices } = recomputeSale(sale, {
 *   tax: AU_TAX,
 *   discountReasons,
 *   promotions: { promotions, catalog, customer: null, now },
 *   loyalty: null,
 * })
 * totals.remaining // what the register asks for next
 */
export function recomputeSale(sale: Sale, context: RecomputeContext): RecomputeResult {
  return recomputeFull(sale, context, false).result
}

/** A full recompute and, when `memo` is asked for, what an incremental one reuses (see `recomputeSaleFrom`). */
export function recomputeFull(
  sale: Sale,
  context: RecomputeContext,
  memo: boolean,
): {
  result: RecomputeResult
  manual: Minor[]
  lineNotices: (readonly DiscountNotice[])[]
  promotionMemo: PromotionMemo | null
} {
  const notices: DiscountNotice[] = []
  const lineNotices: (readonly DiscountNotice[])[] = []
  const manual = sale.lines.map((line) => {
    const own = line.manual_discount ? ([] as DiscountNotice[]) : NO_NOTICES
    const amount = lineManualDiscount(line, context, own as DiscountNotice[])
    lineNotices.push(own)
    notices.push(...own)
    return amount
  })
  const withManual = sale.lines.map((line, i) => ({ ...line, item_discount: manual[i]!, promotion: null }))
  let promotionMemo: PromotionMemo | null = null
  let promotions: PromotionOutcome
  if (!context.promotions) {
    promotions = { lines: sale.lines.map(() => null), applied: [], codes: [] }
  } else {
    const promotionContext = { ...context.promotions, codes: sale.promo_codes, currency: sale.currency }
    if (memo) {
      const run = applyPromotionsWithMemo(withManual, promotionContext)
      promotions = run.outcome
      promotionMemo = run.memo
    } else {
      promotions = applyPromotions(withManual, promotionContext)
    }
  }
  const afterPromotions = withManual.map((line, i) =>
    minor(line.item_discount + (promotions.lines[i]?.amount ?? 0)),
  )
  const saleShares = saleDiscountShares(sale, afterPromotions, context, notices)
  const finish = lineFinisher(sale, context)
  const lines: SaleLine[] = withManual.map((line, i) =>
    finish(line, afterPromotions[i]!, saleShares[i]!, promotions.lines[i] ?? null),
  )
  const recomputed = finishSale(
    sale,
    lines,
    lines.reduce((sum, line) => sum + line.item_loyalty, 0),
  )
  const result = { sale: recomputed, totals: computeTotals(recomputed, context.tax), promotions, notices }
  return { result, manual, lineNotices, promotionMemo }
}

export const NO_NOTICES: readonly DiscountNotice[] = Object.freeze([])

/**
 * Finishes a line once its discounts are known: item_discount (manual + promotion, plus its share of the sale
 * discount), total_tax and item_loyalty.
 */
export function lineFinisher(
  sale: Pick<Sale, 'currency'>,
  context: RecomputeContext,
): (line: SaleLine, discounted: Minor, share: Minor, promotion: AppliedPromotion | null) => SaleLine {
  const { decimal_digits } = currency(sale.currency)
  const earning =
    context.loyalty && earnsPoints(context.loyalty.program, context.loyalty.customer)
      ? context.loyalty.tier
      : null
  const taxOf = context.tax.pricesIncludeTax ? taxIncluded : taxExcluded
  return (line, discounted, share, promotion) => {
    const item_discount = minor(discounted + share)
    const net = minor(lineGross(line) - item_discount)
    return {
      ...line,
      item_discount,
      sale_discount: share,
      promotion,
      total_tax: taxOf(net, line.tax_percent, context.tax.mode),
      item_loyalty: earning && !isGiftCardLine(line) ? pointsEarned(net, earning, decimal_digits) : 0,
    }
  }
}

/** The sale with its finished lines, loyalty payments and points. */
export function finishSale(sale: Sale, lines: SaleLine[], points: number): Sale {
  let totalLoyalty = 0
  for (const payment of sale.payments) if (payment.processor === 'loyalty') totalLoyalty += payment.amount
  return { ...sale, lines, total_loyalty: minor(totalLoyalty), total_loyalty_points: points }
}

export function lineManualDiscount(
  line: SaleLine,
  context: RecomputeContext,
  notices: DiscountNotice[],
): Minor {
  if (!line.manual_discount) return minor(0)
  const reason = context.discountReasons.get(line.manual_discount.reason_id)
  const result = manualDiscountAmount(lineGross(line), line.manual_discount, reason)
  if (!result.ok) {
    notices.push({ line_id: line.id, code: result.error.code, message: result.error.message })
    return minor(0)
  }
  if (result.value.capped) {
    notices.push({
      line_id: line.id,
      code: 'CAPPED',
      message: `Discount capped at ${reason?.max_discount_percent}%`,
    })
  }
  return result.value.amount
}

function saleDiscountShares(
  sale: Sale,
  discounts: readonly Minor[],
  context: RecomputeContext,
  notices: DiscountNotice[],
): Minor[] {
  const zero = sale.lines.map(() => minor(0))
  if (!sale.discount) return zero
  // [DSC5] only positive, non-gift-card lines share a sale discount, weighted by their net amounts.
  const weights = sale.lines.map((line, i) =>
    line.quantity > 0 && !isGiftCardLine(line) ? Math.max(0, lineGross(line) - discounts[i]!) : 0,
  )
  const base = minor(weights.reduce((sum, weight) => sum + weight, 0))
  const reason = context.discountReasons.get(sale.discount.reason_id)
  const result = manualDiscountAmount(base, sale.discount, reason)
  if (!result.ok) {
    notices.push({ line_id: null, code: result.error.code, message: result.error.message })
    return zero
  }
  if (result.value.capped) {
    notices.push({
      line_id: null,
      code: 'CAPPED',
      message: `Discount capped at ${reason?.max_discount_percent}%`,
    })
  }
  return spreadSaleDiscount(result.value.amount, weights, canonicalLineOrder(sale.lines))
}
