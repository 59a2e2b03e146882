import type { Minor } from '../money/minor.ts'

/**
 * How a promotion's `discount` is read [PRM6]: `percentage` off each discounted unit (0-100); `amount` off each
 * discounted unit, in minor units; `fixed_price`: each discounted unit sells for `discount` minor units.
 */
export const PROMOTION_DISCOUNT_TYPES = {
  percentage: 'percentage',
  amount: 'amount',
  fixed_price: 'fixed_price',
} as const
export type PromotionDiscountType = keyof typeof PROMOTION_DISCOUNT_TYPES

/**
 * A promotion of the local database (spec 3). Every number that is a limit or requirement uses 0 for "none"
 * or "unlimited"; every list or text filter uses empty for "any".
 */
export type Promotion = {
  readonly id: string
  readonly name: string
  /** ISO instants; null, '' or 0001-01-01T00:00:00Z mean open-ended. */
  readonly from_date: string | null
  readonly to_date: string | null
  /** Qualifying units the sale must hold. */
  readonly minimum_item_quantity: number
  /** Units discounted at most (the dearest first); 0 unlimited. */
  readonly maximum_item_quantity: number
  /** Units (positive, non-gift-card lines) the whole sale must hold. */
  readonly order_quantity: number
  /** Net amount in minor units those lines must reach. */
  readonly order_total: Minor
  readonly discount: number
  readonly discount_type: PromotionDiscountType
  readonly product_ids: readonly string[]
  readonly option1: string
  readonly option2: string
  readonly option3: string
  /** Promo code; empty applies without one. Compared without case or surrounding spaces. */
  readonly code: string
  readonly product_tags: readonly string[]
  readonly product_types: readonly string[]
  readonly product_vendors: readonly string[]
  /** Whether marked-down items (selling below their regular price) qualify too. */
  readonly product_marked_down: boolean
  /** The discount reason recorded on discounted lines. */
  readonly discount_reason: string
  readonly customer_required: boolean
  /** A loyalty tier id the customer must hold; empty for any. */
  readonly customer_loyalty_tier: string
  readonly limit_usage: number
  readonly used_times: number
  readonly limit_customer_usage: number
  /** The window of the per-customer limit in months; 0 counts every earlier use. */
  readonly limit_customer_usage_months: number
  readonly show_on_pos: boolean
}

/** What the promotion engine knows about the item on a line (from the local products and items). */
export type ItemFacts = {
  readonly product_id: string
  readonly option1?: string | undefined
  readonly option2?: string | undefined
  readonly option3?: string | undefined
  readonly tags: readonly string[]
  readonly type: string
  readonly vendor: string
  /** The item sells below its regular price. */
  readonly marked_down: boolean
}

/** The customer of a sale as the engine sees them: tier and earlier uses of promotions. */
export type PromotionCustomer = {
  readonly id: string
  readonly loyalty_tier: string | null
  readonly promotion_uses: readonly { readonly promotion_id: string; readonly date: string }[]
}
