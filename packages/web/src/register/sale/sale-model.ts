import {
  AU_TAX,
  type DiscountReason,
  type ItemFacts,
  type LoyaltyProgram,
  type ManualDiscount,
  type Minor,
  minor,
  type Promotion,
  type PromotionCustomer,
  pickupOfSale,
  type RecomputeContext,
  type RecomputeResult,
  recomputeSale,
  recomputeSaleFrom,
  type Sale,
  type SaleLine,
  type SaleRecompute,
} from '@pos/core'

/**
 * The sale being built, as the screen holds it: core's sale plus what it was made on. Every figure comes from
 * core's `recomputeSale`; this module only edits inputs and asks core again.
 */
export type DraftSale = Sale & {
  register_id: string
  store_id: string
  /** Lines' catalog facts for the promotion engine, by item id. */
  facts: Record<string, ItemFacts>
  customer: SaleCustomer | null
  /** The suspended sale this one was retrieved from (its claim must still win when it completes). */
  suspended_id?: string | null
  /** The serving sales person may return without the original sale (their synced unlinked_returns). */
  employee_unlinked_returns?: boolean
  /** The customer picks the goods up later: the sale is posted with a Store Pickup fulfillment of its lines. */
  pickup?: boolean
}

export type SaleCustomer = {
  id: string
  name: string
  email: string | null
  loyalty: boolean
  loyalty_points: number
  credit_balance: Minor
  loyalty_tier_id: string | null
  loyalty_tier: string | null
}

export type SaleRules = {
  discountReasons: DiscountReason[]
  promotions: Promotion[]
  loyalty: LoyaltyProgram | null
}

/** This tab's id as a claimant of suspended sales. */
export const TAB_CLIENT = crypto.randomUUID()

export function newId(): string {
  return crypto.randomUUID()
}

export function newSale(register: { id: number; store_id: number }, currency: string): DraftSale {
  return {
    id: newId(),
    receipt_number: 'pending',
    created: new Date().toISOString(),
    currency,
    lines: [],
    payments: [],
    customer_id: null,
    shipping: null,
    discount: null,
    promo_codes: [],
    total_loyalty: minor(0),
    total_loyalty_points: 0,
    employee: null,
    fulfillments: [],
    gift_receipt: false,
    payment_recovery: null,
    register_id: String(register.id),
    store_id: String(register.store_id),
    facts: {},
    customer: null,
  }
}

/** Who is selling, carried to the next sale: the sales person and their unlinked-returns permission. */
export function servedBy(
  draft: Pick<DraftSale, 'employee' | 'employee_unlinked_returns'> | null,
): Pick<DraftSale, 'employee' | 'employee_unlinked_returns'> {
  return {
    employee: draft?.employee ?? null,
    employee_unlinked_returns: draft?.employee_unlinked_returns === true,
  }
}

const reasonMaps = new WeakMap<readonly DiscountReason[], ReadonlyMap<string, DiscountReason>>()

/** What core's recompute reads besides the sale; the reasons' map is made once per list (so it can be reused). */
function recomputeContext(draft: DraftSale, rules: SaleRules, now: Date): RecomputeContext {
  let reasons = reasonMaps.get(rules.discountReasons)
  if (!reasons) {
    reasons = new Map(rules.discountReasons.map((reason) => [reason.id, reason]))
    reasonMaps.set(rules.discountReasons, reasons)
  }
  const tier =
    rules.loyalty?.tiers.find((candidate) => candidate.id === draft.customer?.loyalty_tier_id) ?? null
  return {
    tax: AU_TAX,
    discountReasons: reasons,
    promotions: {
      promotions: rules.promotions,
      catalog: new Map(Object.entries(draft.facts)),
      customer: promotionCustomer(draft.customer),
      now,
    },
    loyalty: rules.loyalty
      ? {
          program: rules.loyalty,
          customer: draft.customer ? { loyalty: draft.customer.loyalty } : null,
          tier,
        }
      : null,
  }
}

/** The engine compares customers by identity: one object per sale customer, made once. */
const promotionCustomers = new WeakMap<SaleCustomer, PromotionCustomer>()
function promotionCustomer(customer: SaleCustomer | null): PromotionCustomer | null {
  if (!customer) return null
  let made = promotionCustomers.get(customer)
  if (!made) {
    made = { id: customer.id, loyalty_tier: customer.loyalty_tier, promotion_uses: [] }
    promotionCustomers.set(customer, made)
  }
  return made
}

/** Works out every figure of the draft with core (promotions, discounts, loyalty, totals). */
export function recompute(
  draft: DraftSale,
  rules: SaleRules,
  now = new Date(),
): RecomputeResult & { draft: DraftSale } {
  const result = recomputeSale(draft, recomputeContext(draft, rules, now))
  return { ...result, draft: { ...draft, ...result.sale } }
}

/**
 * `recompute`, reusing `previous` (the last recompute of this screen's sale) where core can prove the change
 * left the rest as it was: a scanned line no promotion takes renders without running the promotion engine
 * over the whole sale again.
 */
export function recomputeFrom(
  previous: SaleRecompute | null,
  draft: DraftSale,
  rules: SaleRules,
  now = new Date(),
): SaleRecompute & { draft: DraftSale } {
  const result = recomputeSaleFrom(previous, draft, recomputeContext(draft, rules, now))
  return { ...result, draft: { ...draft, ...result.sale } }
}

/** Adds a line, or one more of the item when the last line is the same item at the same price. */
export function addLine(draft: DraftSale, line: SaleLine, facts: ItemFacts): DraftSale {
  const last = draft.lines.at(-1)
  const facted = { ...draft.facts, [line.item_id]: facts }
  if (
    last &&
    last.item_id === line.item_id &&
    last.item_price === line.item_price &&
    !last.manual_discount &&
    last.quantity > 0
  ) {
    return {
      ...draft,
      facts: facted,
      lines: draft.lines.map((l) => (l === last ? { ...l, quantity: l.quantity + line.quantity } : l)),
    }
  }
  return { ...draft, facts: facted, lines: [...draft.lines, line] }
}

export type LineChange = {
  quantity?: number
  item_price?: Minor
  manual_discount?: ManualDiscount | null
  return_reason_id?: string | null
}

export function changeLine(draft: DraftSale, lineId: string, change: LineChange): DraftSale {
  return { ...draft, lines: draft.lines.map((line) => (line.id === lineId ? { ...line, ...change } : line)) }
}

export function removeLine(draft: DraftSale, lineId: string): DraftSale {
  return { ...draft, lines: draft.lines.filter((line) => line.id !== lineId) }
}

export function withCustomer(draft: DraftSale, customer: SaleCustomer | null): DraftSale {
  return { ...draft, customer, customer_id: customer?.id ?? null }
}

export function withPromoCode(draft: DraftSale, code: string): DraftSale {
  const clean = code.trim()
  if (!clean || draft.promo_codes.some((existing) => existing.toLowerCase() === clean.toLowerCase()))
    return draft
  return { ...draft, promo_codes: [...draft.promo_codes, clean] }
}

/** The sale as queued and posted: core's fields and the register and store, without the screen's own. */
export function postedSale(
  draft: DraftSale,
  receiptNumber: string,
  created: string,
): Record<string, unknown> {
  const {
    facts: _facts,
    customer: _customer,
    suspended_id: _suspended,
    employee_unlinked_returns: _unlinked,
    pickup,
    ...sale
  } = draft
  const pickupFulfillment = pickup ? pickupOfSale(sale.lines) : null
  return {
    ...sale,
    fulfillments: pickupFulfillment ? [...sale.fulfillments, pickupFulfillment] : sale.fulfillments,
    register_id: Number(sale.register_id),
    store_id: Number(sale.store_id),
    receipt_number: receiptNumber,
    created,
  }
}
