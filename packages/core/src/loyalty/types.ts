/** How a customer's tier is worked out (spec 3): by spend, number of transactions or number of items. */
export const TIER_CALCULATIONS = { spend: 'spend', transactions: 'transactions', items: 'items' } as const
export type TierCalculation = keyof typeof TIER_CALCULATIONS

/**
 * A loyalty tier (spec 3). `points_per_unit` is points earned per major unit (dollar) spent, decimals allowed
 * (1.5). The qualification bounds are in minor units for spend, in counts otherwise; a maximum of 0 has no
 * upper bound.
 */
export type LoyaltyTier = {
  readonly id: string
  readonly name: string
  readonly points_per_unit: number
  readonly qualification_minimum: number
  readonly qualification_maximum: number
}

/**
 * The loyalty program's settings (spec 3). `point_value` is the worth of one point in minor units (decimals
 * allowed: 0.5 = half a cent); `duration_in_tier_months` is the window activity counts for (0: forever).
 */
export type LoyaltyProgram = {
  readonly enabled: boolean
  readonly customer_opt_in_required: boolean
  readonly accumulate_points: boolean
  readonly tier_calculation: TierCalculation
  readonly duration_in_tier_months: number
  readonly point_value: number
  readonly tiers: readonly LoyaltyTier[]
}

/** One past sale of a customer, as tier calculation needs it. */
export type LoyaltyActivity = { readonly date: string; readonly spend: number; readonly items: number }
