import { type Minor, minor } from '../money/minor.ts'
import { settlement } from '../sale/totals.ts'
import type { Payment, Sale } from '../sale/types.ts'
import type { TenderError } from '../tenders/errors.ts'
import { POS_PRODUCT } from '../tenders/payment-methods.ts'
import { type GiftCard, type TenderCustomer, tenderAllowance } from '../tenders/tender.ts'

/** The processors whose payments move a balance the server keeps (spec 5). */
export const BALANCE_PROCESSORS = {
  loyalty: 'loyalty',
  store_credit: 'store_credit',
  gift_card: 'gift_card',
} as const
export type BalanceProcessor = keyof typeof BALANCE_PROCESSORS

export function isBalancePayment(
  payment: Pick<Payment, 'processor'>,
): payment is Payment & { processor: BalanceProcessor } {
  return Object.hasOwn(BALANCE_PROCESSORS, payment.processor)
}

/** What the server holds when it re-checks one payment: balances as they were when the sale began. */
export type RedemptionCheck = {
  readonly sale: Pick<Sale, 'lines' | 'payments' | 'currency'>
  /** The sale's total, the payments settle against it. */
  readonly total: Minor
  /** Which payment of `sale.payments` to check; the ones before it count as already made. */
  readonly index: number
  readonly customer: TenderCustomer | null
  readonly giftCard: GiftCard | null
  readonly pointValue: number
  readonly now: Date
}

/**
 * The server's verdict on one balance payment [RED1-RED3]: `amount` is what may move now (signed like the
 * payment), `points` the points it takes (loyalty), `shortfall` the part of the payment the balance did not
 * cover (0 when covered; the whole payment when the tender rule refused it, with its error).
 */
export type RedemptionVerdict = {
  readonly processor: BalanceProcessor
  readonly requested: Minor
  readonly amount: Minor
  readonly points: number
  readonly shortfall: Minor
  readonly error: TenderError | null
}

/**
 * Re-checks one loyalty, store credit or gift card payment of a posted sale with the register's own tender rule
 * (`tenderAllowance`) against the balances the server holds [RED1]: the payments before it count as made, and
 * each balance is the one before this sale (the rule subtracts what this sale already used). A payment the rule
 * allows in full moves in full; otherwise only what the rule allows moves and the rest is the shortfall [RED2].
 */
export function checkRedemption(check: RedemptionCheck): RedemptionVerdict {
  const payment = check.sale.payments[check.index]
  if (!payment || !isBalancePayment(payment)) throw new Error('checkRedemption needs a balance payment')
  const previous = check.sale.payments.slice(0, check.index)
  const paid = previous.reduce((sum, entry) => sum + entry.amount, 0)
  const { remaining } = settlement(check.total, minor(paid))
  const method = {
    id: payment.payment_method,
    name: payment.name,
    system_type: null,
    metadata: { [POS_PRODUCT]: { payment_processor: { value: payment.processor } } },
  }
  const allowance = tenderAllowance({
    method,
    amount: payment.amount,
    sale: { lines: check.sale.lines, payments: previous, currency: check.sale.currency },
    totals: { remaining },
    customer: check.customer,
    pointValue: check.pointValue,
    serial: payment.serial_number,
    giftCard: check.giftCard,
    now: check.now,
  })
  const base = { processor: payment.processor, requested: payment.amount }
  if (!allowance.ok) {
    return { ...base, amount: minor(0), points: 0, shortfall: payment.amount, error: allowance.error }
  }
  const allowed = allowance.value.amount
  // A tender never takes more than asked; a payment above what the rule allows is short by the difference.
  const covered = Math.abs(payment.amount) <= Math.abs(allowed)
  const amount = covered ? payment.amount : allowed
  const points = allowance.value.points ?? 0
  return {
    ...base,
    amount,
    points,
    shortfall: minor(payment.amount - amount),
    error: null,
  }
}
