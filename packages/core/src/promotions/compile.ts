import { subMonths } from 'date-fns'
import type { Promotion, PromotionCustomer } from './types.ts'

/** The instant date filters treat as empty (spec 5). */
export const EMPTY_DATE = '0001-01-01T00:00:00Z'

/** A promotion with its filters turned into sets and numbers once, so matching a line is cheap. */
export type CompiledPromotion = {
  readonly promotion: Promotion
  readonly from: number
  readonly to: number
  readonly code: string
  readonly productIds: ReadonlySet<string> | null
  readonly options: readonly [string, string, string]
  readonly tags: ReadonlySet<string> | null
  readonly types: ReadonlySet<string> | null
  readonly vendors: ReadonlySet<string> | null
}

const compiled = new WeakMap<Promotion, CompiledPromotion>()

/** Text compared without case or surrounding spaces. */
export function normalise(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase()
}

function instant(text: string | null, fallback: number): number {
  if (!text || text === EMPTY_DATE || text.startsWith('0001-01-01')) return fallback
  const value = Date.parse(text)
  return Number.isNaN(value) ? fallback : value
}

function setOf(values: readonly string[]): ReadonlySet<string> | null {
  const set = new Set(values.map(normalise).filter((value) => value !== ''))
  return set.size === 0 ? null : set
}

/**
 * The compiled form of a promotion, memoised per promotion object (promotions are immutable values, so the
 * cache is invisible to callers and keeps a recompute against hundreds of promotions fast).
 */
export function compilePromotion(promotion: Promotion): CompiledPromotion {
  const hit = compiled.get(promotion)
  if (hit) return hit
  const value: CompiledPromotion = {
    promotion,
    from: instant(promotion.from_date, Number.NEGATIVE_INFINITY),
    to: instant(promotion.to_date, Number.POSITIVE_INFINITY),
    code: normalise(promotion.code),
    productIds: promotion.product_ids.length === 0 ? null : new Set(promotion.product_ids),
    options: [normalise(promotion.option1), normalise(promotion.option2), normalise(promotion.option3)],
    tags: setOf(promotion.product_tags),
    types: setOf(promotion.product_types),
    vendors: setOf(promotion.product_vendors),
  }
  compiled.set(promotion, value)
  return value
}

/** Why a promotion does not apply to a sale as a whole (before looking at lines). */
export const PROMOTION_SKIPS = {
  NOT_STARTED: 'NOT_STARTED',
  ENDED: 'ENDED',
  CODE_NOT_ENTERED: 'CODE_NOT_ENTERED',
  CUSTOMER_REQUIRED: 'CUSTOMER_REQUIRED',
  LOYALTY_TIER: 'LOYALTY_TIER',
  USAGE_LIMIT: 'USAGE_LIMIT',
  CUSTOMER_USAGE_LIMIT: 'CUSTOMER_USAGE_LIMIT',
} as const
export type PromotionSkip = keyof typeof PROMOTION_SKIPS

/**
 * Whether a promotion may apply to this sale at all: dates [PRM1], code [PRM2], customer and tier [PRM3],
 * usage limits [PRM4]. Returns the reason it may not, or null.
 */
export function saleLevelSkip(
  promotion: CompiledPromotion,
  now: number,
  codes: ReadonlySet<string>,
  customer: PromotionCustomer | null,
): PromotionSkip | null {
  const p = promotion.promotion
  if (now < promotion.from) return 'NOT_STARTED'
  if (now > promotion.to) return 'ENDED'
  if (promotion.code !== '' && !codes.has(promotion.code)) return 'CODE_NOT_ENTERED'
  if ((p.customer_required || p.limit_customer_usage > 0) && !customer) return 'CUSTOMER_REQUIRED'
  if (p.customer_loyalty_tier !== '' && customer?.loyalty_tier !== p.customer_loyalty_tier)
    return 'LOYALTY_TIER'
  if (p.limit_usage > 0 && p.used_times >= p.limit_usage) return 'USAGE_LIMIT'
  if (p.limit_customer_usage > 0 && customer) {
    const since =
      p.limit_customer_usage_months > 0 ? subMonths(now, p.limit_customer_usage_months).getTime() : -Infinity
    let uses = 0
    for (const use of customer.promotion_uses) {
      if (use.promotion_id === p.id && Date.parse(use.date) >= since) uses += 1
    }
    if (uses >= p.limit_customer_usage) return 'CUSTOMER_USAGE_LIMIT'
  }
  return null
}
