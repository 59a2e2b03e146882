import {
  type InvoiceStatus,
  invoiceAfterPayment,
  invoiceAllows,
  invoiceOwed,
} from '../books/invoice-rules.ts'
import { PostingBuilder, type PostingLine } from '../books/posting.ts'

import { type Refusal, refusal } from '../resource/refusal.ts'

/**
 * Bills to pay (spec 4: Drafts, Awaiting Payment, Paid, Canceled; approve, cancel, delete): a supplier's bill
 * keeps the same arithmetic and states as a customer's invoice (invoice-rules), on the other side of the books
 * (core billPosting: lines and GST paid debited, Accounts Payable credited).
 */
export type BillStatus = InvoiceStatus
type Payable = { readonly status: BillStatus; readonly total: number; readonly paid: number }

/** The day a bill falls due: its date plus the supplier's payment terms in days [BL1]. */
export function billDueDate(date: string, termsDays: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + Math.max(0, Math.trunc(termsDays)))
  return day.toISOString().slice(0, 10)
}

/** A bill's number from the company's bill counter: `BILL-0001`, at least four digits. */
export function billNumber(counter: number): string {
  return `BILL-${String(counter).padStart(4, '0')}`
}

/** What is still owed on a bill. */
export function billOwed(bill: Pick<Payable, 'total' | 'paid'>): number {
  return invoiceOwed(bill)
}

/** What is still owed on the bills chosen together (a payment file's total) [BL5]. */
export function billsOwed(bills: readonly Pick<Payable, 'total' | 'paid'>[]): number {
  return bills.reduce((sum, bill) => sum + billOwed(bill), 0)
}

/** What can be done to a bill in its state [BL2]: as an invoice (edit, approve and delete drafts...). */
export function billAllows(bill: Payable) {
  return invoiceAllows(bill)
}

/** A payment of a bill [BL3]: only while awaiting payment, never more than is owed; Paid at its total. */
export function billAfterPayment(
  bill: Payable,
  amount: number,
): Refusal | { paid: number; status: BillStatus } {
  if (bill.status !== 'awaiting_payment')
    return refusal('not_awaiting', 'Only a bill awaiting payment can be paid')
  return invoiceAfterPayment(bill, amount)
}

/** A received purchase order line, as a bill line is made from it. */
export type ReceivedOrderLine = {
  readonly id: number
  readonly item_id: number | null
  readonly sku: string
  readonly description: string
  readonly received: number
  readonly billed: number
  readonly unit_cost: number
  readonly tax_rate_id: number
}

/**
 * The bill lines of a purchase order's received but unbilled units [BL4], at the order's cost ex GST. A stock line
 * names the account its receipt was credited to (`stockAccount`: Accounts Payable, so that the bill adds only its
 * GST, core billPosting); a line with no item (freight, a service) names `otherAccount` (Purchases).
 */
export function billLinesFromOrder(
  lines: readonly ReceivedOrderLine[],
  accounts: { readonly stockAccount: number; readonly otherAccount: number },
) {
  return lines
    .filter((line) => line.received > line.billed)
    .map((line) => ({
      description: [line.sku, line.description].filter(Boolean).join(' ').slice(0, 200),
      account_id: line.item_id === null ? accounts.otherAccount : accounts.stockAccount,
      tax_rate_id: line.tax_rate_id,
      quantity: line.received - line.billed,
      unit_price: line.unit_cost,
      purchase_order_line_id: line.id,
    }))
}

/** A bill paid from a bank account [BL3]: Accounts Payable debited, the bank credited, outside the BAS. */
export function billPaymentPosting(amount: number, bankAccount: number | 'bank'): PostingLine[] {
  return new PostingBuilder().add('payables', amount).add(bankAccount, -amount).lines()
}
