import type { Minor } from '../money/minor.ts'

/** The item a sale line sells (spec 3). `view` is 'Gift Card' for a gift card. */
export type LineItem = { readonly sku: string; readonly name: string; readonly view?: string | undefined }

/** The product of a sale line (spec 3). */
export type LineProduct = { readonly name: string; readonly view?: string | undefined }

/** The view name that marks gift cards (spec 3: "a Gift Card view exists"). */
export const GIFT_CARD_VIEW = 'Gift Card'

/**
 * A manual discount asked for at the register: a percentage (0-100) or an amount in minor units, with the
 * discount reason whose `max_discount_percent` caps it (spec 3, 5).
 */
export type ManualDiscount = {
  readonly kind: 'percent' | 'amount'
  readonly value: number
  readonly reason_id: string
}

/** Why a line carries a promotion discount: the promotion, its discount reason, and a readable reason. */
export type AppliedPromotion = {
  readonly promotion_id: string
  readonly name: string
  readonly discount_reason: string
  /** Units of the line the promotion discounted (its maximum item quantity may stop short of the line). */
  readonly units: number
  /** The line's share of the promotion's discount, in minor units (sign of the line). */
  readonly amount: Minor
  readonly why: string
}

/**
 * A sale line (spec 3). Inputs: item, product, item_id, quantity (whole units; negative for a return),
 * item_price (unit price, tax-inclusive unless the tax settings say otherwise), tax_percent, manual_discount.
 * Worked out by `recomputeSale`: item_discount (the line's whole discount, same sign as the line), promotion,
 * sale_discount (its share of a sale discount), total_tax and item_loyalty (points earned, signed).
 */
export type SaleLine = {
  readonly id: string
  readonly item: LineItem
  readonly product: LineProduct
  readonly item_id: string
  readonly product_id?: string | undefined
  readonly quantity: number
  readonly item_price: Minor
  readonly tax_percent: number
  readonly manual_discount?: ManualDiscount | null | undefined
  readonly return_reason_id?: string | null | undefined
  readonly item_discount: Minor
  readonly sale_discount?: Minor | undefined
  readonly promotion?: AppliedPromotion | null | undefined
  readonly item_loyalty: number
  readonly total_tax: Minor
}

/** A payment of a sale (spec 3). `amount` is signed: negative pays a refund out. */
export type Payment = {
  readonly payment_method: string
  readonly amount: Minor
  readonly processor: string
  readonly name: string
  readonly processed: boolean
  readonly date: string
  readonly processor_response?: unknown
  readonly error?: string | null | undefined
  readonly metadata?: Readonly<Record<string, unknown>> | undefined
  /** Loyalty: points redeemed, and the value of one point in minor units. */
  readonly points?: number | undefined
  readonly point_value?: number | undefined
  /** Gift card serial. */
  readonly serial_number?: string | undefined
  /** Masked card number from a terminal. */
  readonly pan?: string | undefined
}

/** Shipping charged on a sale: its price (tax-inclusive like lines) and tax rate. */
export type Shipping = {
  readonly price: Minor
  readonly tax_percent: number
  readonly carrier?: string | undefined
  readonly name?: string | undefined
  /** Where a sent sale goes (spec 3 sale.shipping). */
  readonly address?: string | undefined
}

/** A pending card payment to recover after a lost connection (spec 3, 4). */
export type PaymentRecovery = {
  readonly type: string
  readonly payment_method_id: string
  readonly amount: Minor
  readonly session_id: string
}

/** A fulfillment requested with the sale (spec 3: Store Pickup, Warehouse To Customer...). */
export type SaleFulfillment = {
  readonly type: string
  readonly lines: readonly { readonly line_id: string; readonly quantity: number }[]
  readonly source_warehouse?: string | undefined
  readonly destination_address?: Readonly<Record<string, string>> | undefined
}

/**
 * A sale (spec 3). `id` is made on the register and makes `POST proxy/sale.json` idempotent. `discount` is
 * a manual whole-sale discount; `promo_codes` the codes entered. total_loyalty is the value of points
 * redeemed, total_loyalty_points the points earned; both are worked out by `recomputeSale`.
 */
export type Sale = {
  readonly id: string
  readonly receipt_number: string
  readonly created: string
  readonly currency: string
  readonly lines: readonly SaleLine[]
  readonly payments: readonly Payment[]
  readonly customer_id: string | null
  readonly shipping: Shipping | null
  readonly discount?: ManualDiscount | null | undefined
  readonly promo_codes: readonly string[]
  readonly total_loyalty: Minor
  readonly total_loyalty_points: number
  readonly employee: { readonly id?: string | undefined; readonly display_name: string } | null
  readonly fulfillments: readonly SaleFulfillment[]
  readonly gift_receipt: boolean
  readonly payment_recovery: PaymentRecovery | null
}

/** A sale's totals. Amounts are signed; a refund's are negative. */
export type SaleTotals = {
  /** Σ quantity × item_price. */
  readonly subtotal: Minor
  /** Σ item_discount (manual, promotion and sale discounts). */
  readonly discounts: Minor
  readonly shipping: Minor
  /** Tax contained in (or, for exclusive prices, added to) the total. */
  readonly tax: Minor
  /** What the customer owes: subtotal − discounts + shipping (+ tax when prices exclude it). */
  readonly total: Minor
  /** Σ payments, rounding payments included. */
  readonly paid: Minor
  /** Σ rounding payments. */
  readonly rounding: Minor
  /** What is still owed in the total's direction; 0 once settled. */
  readonly remaining: Minor
  /** What was paid beyond the total (cash change given back); 0 otherwise. */
  readonly change: Minor
}
