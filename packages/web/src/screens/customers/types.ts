/** Shapes of the issue-5 JSON (packages/server/API.md). Amounts are integer cents. */

export type GiftCard = {
  id: number
  serial: string
  value: number
  current_amount: number
  reason_id: number | null
  reason: string
  customer_id: number | null
  customer_name: string | null
  expiration: string | null
  status: 'active' | 'used' | 'expired'
}

export type GiftCardTransaction = {
  id: number
  date: string
  amount: number
  balance: number
  description: string
  reason: string | null
  by: string | null
}

export type Tier = {
  id: number | null
  name: string
  points_per_unit: number
  qualification_minimum: number
  qualification_maximum: number
}

export type LoyaltyProgram = {
  enabled: boolean
  customer_opt_in_required: boolean
  accumulate_points: boolean
  tier_calculation: 'spend' | 'transactions' | 'items'
  duration_in_tier_months: number
  point_value: number
  tiers: Tier[]
}
