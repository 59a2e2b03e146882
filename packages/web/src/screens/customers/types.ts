/** Shapes of the issue-5 JSON (packages/server/API.md). Amounts are integer cents. */

export type CustomerRow = {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string
  birth_date: string | null
  email_subscriber: boolean
  sms_subscriber: boolean
  loyalty: boolean
  tags: string[]
  loyalty_points: number
  credit_balance: number
}

export type Customer = CustomerRow & {
  points_value: number
  loyalty_tier: string | null
  tier_expiration: string | null
  lifetime_sales: number
  sales_6_months: number
  sales_3_months: number
  order_count: number
  average_order: number
}

export type StatementRow = {
  id: number
  date: string
  credit: number
  debit: number
  description: string
  reference: string
  balance: number
  reason: string | null
  user: string | null
}

export type PointsRow = {
  id: number
  date: string
  points: number
  value: number
  description: string
  balance: number
}

export type CustomerSale = {
  id: number
  receipt_number: string
  created: string
  total: number
  store: string | null
  lines: number
}

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
