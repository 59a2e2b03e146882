import { type Minor, minor } from '../money/minor.ts'
import type { Payment } from '../sale/types.ts'

/** A tender the original sale was paid with, as a refund may go back to it [RFD1]. */
export type RefundTender = {
  readonly payment_method: string
  readonly processor: string
  readonly amount: Minor
  readonly serial_number?: string | undefined
}

type Paid = Pick<Payment, 'payment_method' | 'processor' | 'amount' | 'serial_number'>

// Method ids compared as text: a sale read back from JSON may hold them as numbers.
const sameTender = (a: Paid, b: Paid) =>
  String(a.payment_method) === String(b.payment_method) && (a.serial_number ?? '') === (b.serial_number ?? '')

/**
 * The next tender a linked return's refund goes back to [RFD1, RFD2]: the original sale's tenders (a method and
 * gift card taken twice counts once, with both amounts) in the order first taken, never its rounding, each up to
 * what it paid less what this refund already put back on it, and never more than the refund still owed. Null
 * when none is left: the rest is refunded as the cashier picks (cash or store credit).
 *
 * @example
 * // Paid $20 gift card + $14.01 cash; a $25 refund with nothing refunded yet:
 * nextRefundTender(original, [], minor(2500)) // → the gift card, 2000
 */
export function nextRefundTender(
  original: readonly Paid[],
  refunded: readonly Paid[],
  owed: Minor,
): RefundTender | null {
  if (owed <= 0) return null
  const tenders: { paid: Paid; total: number }[] = []
  for (const paid of original) {
    if (paid.processor === 'rounding' || paid.amount <= 0) continue
    const known = tenders.find((tender) => sameTender(tender.paid, paid))
    if (known) known.total += paid.amount
    else tenders.push({ paid, total: paid.amount })
  }
  for (const { paid, total } of tenders) {
    const already = refunded
      .filter((payment) => payment.amount < 0 && sameTender(payment, paid))
      .reduce((sum, payment) => sum - payment.amount, 0)
    const left = total - already
    if (left <= 0) continue
    return {
      payment_method: paid.payment_method,
      processor: paid.processor,
      amount: minor(Math.min(left, owed)),
      ...(paid.serial_number ? { serial_number: paid.serial_number } : {}),
    }
  }
  return null
}
