import { isGiftCardLine, lineNet } from '../sale/lines.ts'
import type { SaleLine } from '../sale/types.ts'
import type { CompiledPromotion } from './compile.ts'
import type { PromotionContext } from './engine.ts'
import { type LineFacts, lineFacts, lineMatches } from './evaluate.ts'
import type { ItemFacts, Promotion, PromotionCustomer } from './types.ts'

/**
 * What one run of the promotion engine leaves for the next recompute of the same sale, so that a change to
 * one line (a scan adding a line, a quantity changed) can be proved to leave the outcome as it was without
 * running the engine again: which promotions took part, indexed by what they filter on, and the order figures
 * and instants at which the set taking part would change.
 */
export type PromotionMemo = Readonly<MutableMemo>

export type MutableMemo = {
  /** The context the outcome was worked out with (compared by identity, codes by value). */
  promotions: readonly Promotion[]
  customer: PromotionCustomer | null
  currency: string
  codes: readonly string[]
  catalog: ReadonlyMap<string, ItemFacts>
  /** No promotion starts, ends or changes its customer usage between these instants: [notBefore, before). */
  notBefore: number
  before: number
  /** Units and net amount of the positive, non-gift-card lines (what order requirements are checked on). */
  orderQuantity: number
  orderTotal: number
  /** The largest order requirements among the promotions taking part. */
  needQuantity: number
  needTotal: number
  /** Promotions that would take part but for the order requirements. */
  waiting: Promotion[]
  /** The promotions taking part, by their most selective filter (the one `matchingLines` looks up by). */
  byProduct: Map<string, CompiledPromotion[]>
  byType: Map<string, CompiledPromotion[]>
  byVendor: Map<string, CompiledPromotion[]>
  byTag: Map<string, CompiledPromotion[]>
  /** Taking part with no product, type, vendor or tag filter. */
  rest: CompiledPromotion[]
}

export function newMemo(context: {
  readonly promotions: readonly Promotion[]
  readonly customer: PromotionCustomer | null
  readonly currency: string
  readonly codes: readonly string[]
  readonly catalog: ReadonlyMap<string, ItemFacts>
}): MutableMemo {
  return {
    promotions: context.promotions,
    customer: context.customer,
    currency: context.currency,
    codes: context.codes,
    catalog: context.catalog,
    notBefore: Number.NEGATIVE_INFINITY,
    before: Number.POSITIVE_INFINITY,
    orderQuantity: 0,
    orderTotal: 0,
    needQuantity: 0,
    needTotal: 0,
    waiting: [],
    byProduct: new Map(),
    byType: new Map(),
    byVendor: new Map(),
    byTag: new Map(),
    rest: [],
  }
}

/**
 * Narrows the memo's time window to the instants around `now` where this promotion's dates [PRM1] (and
 * customer usage window [PRM4]) give the same answer. Instants are whole milliseconds.
 */
export function narrowWindow(
  memo: MutableMemo,
  compiled: CompiledPromotion,
  now: number,
  customer: PromotionCustomer | null,
): void {
  if (now < compiled.from) memo.before = Math.min(memo.before, compiled.from)
  else memo.notBefore = Math.max(memo.notBefore, compiled.from)
  if (now > compiled.to) memo.notBefore = Math.max(memo.notBefore, compiled.to + 1)
  else memo.before = Math.min(memo.before, compiled.to + 1)
  const p = compiled.promotion
  if (p.limit_customer_usage > 0 && p.limit_customer_usage_months > 0 && customer?.promotion_uses.length) {
    memo.notBefore = Math.max(memo.notBefore, now)
    memo.before = Math.min(memo.before, now + 1)
  }
}

function addTo(map: Map<string, CompiledPromotion[]>, key: string, compiled: CompiledPromotion): void {
  const list = map.get(key)
  if (list) list.push(compiled)
  else map.set(key, [compiled])
}

/** Records a promotion taking part (it passed the sale-level checks and the order requirements). */
export function remember(memo: MutableMemo, compiled: CompiledPromotion): void {
  const p = compiled.promotion
  memo.needQuantity = Math.max(memo.needQuantity, p.order_quantity)
  memo.needTotal = Math.max(memo.needTotal, p.order_total)
  const { productIds, types, vendors, tags } = compiled
  const map = productIds
    ? memo.byProduct
    : types
      ? memo.byType
      : vendors
        ? memo.byVendor
        : tags
          ? memo.byTag
          : null
  const keys = productIds ?? types ?? vendors ?? tags
  if (!map || !keys) memo.rest.push(compiled)
  else for (const key of keys) addTo(map, key, compiled)
}

function anyMatch(list: readonly CompiledPromotion[] | undefined, facts: LineFacts | null): boolean {
  if (list) for (const compiled of list) if (lineMatches(compiled, facts)) return true
  return false
}

/** Whether any promotion taking part accepts a line with these facts (looks only at the ones it could be). */
export function matchesAny(memo: PromotionMemo, facts: LineFacts | null): boolean {
  if (anyMatch(memo.rest, facts)) return true
  if (!facts) return false
  if (anyMatch(memo.byProduct.get(facts.productId), facts)) return true
  if (anyMatch(memo.byType.get(facts.type), facts)) return true
  if (anyMatch(memo.byVendor.get(facts.vendor), facts)) return true
  for (const tag of facts.tags) if (anyMatch(memo.byTag.get(tag), facts)) return true
  return false
}

/** A line the engine may discount [PRM11]. */
export function engineLine(line: SaleLine): boolean {
  return line.quantity > 0 && !isGiftCardLine(line) && !line.manual_discount
}

/** Whether two catalog entries give a line the same facts. */
export function sameFacts(a: ItemFacts | undefined, b: ItemFacts | undefined): boolean {
  if (a === b) return true
  if (!a || !b) return false
  return (
    a.product_id === b.product_id &&
    (a.option1 ?? '') === (b.option1 ?? '') &&
    (a.option2 ?? '') === (b.option2 ?? '') &&
    (a.option3 ?? '') === (b.option3 ?? '') &&
    a.type === b.type &&
    a.vendor === b.vendor &&
    a.marked_down === b.marked_down &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i])
  )
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((value, i) => value === b[i]))
}

/**
 * Whether the engine's outcome stays as it was when `before` (a line of the sale the memo was made for; null
 * for none) becomes `after` (null: removed), every other line and its catalog facts unchanged: true when the
 * promotions, customer, codes and currency are the same, `now` is inside the memo's window, neither line is
 * one a promotion taking part accepts, and the order figures still let in the same promotions. Both lines carry
 * their manual discount (only) in item_discount, as the engine's lines do. Returns the memo for the changed
 * sale, or null when the engine must run.
 */
export function outcomeStillHolds(
  memo: PromotionMemo,
  context: PromotionContext,
  before: SaleLine | null,
  after: SaleLine | null,
): PromotionMemo | null {
  const now = context.now.getTime()
  if (
    context.promotions !== memo.promotions ||
    context.customer !== memo.customer ||
    context.currency !== memo.currency ||
    !(now >= memo.notBefore && now < memo.before) ||
    !sameList(context.codes, memo.codes)
  )
    return null
  if (before && engineLine(before)) {
    if (matchesAny(memo, lineFacts(memo.catalog.get(before.item_id), before.product_id))) return null
  }
  if (after && engineLine(after)) {
    if (matchesAny(memo, lineFacts(context.catalog.get(after.item_id), after.product_id))) return null
  }
  let orderQuantity = memo.orderQuantity
  let orderTotal = memo.orderTotal
  for (const [line, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!line || line.quantity <= 0 || isGiftCardLine(line)) continue
    orderQuantity += sign * line.quantity
    orderTotal += sign * lineNet(line)
  }
  if (orderQuantity < memo.needQuantity || orderTotal < memo.needTotal) return null
  for (const p of memo.waiting) {
    if (orderQuantity >= p.order_quantity && orderTotal >= p.order_total) return null
  }
  return { ...memo, orderQuantity, orderTotal, catalog: context.catalog, codes: context.codes }
}
