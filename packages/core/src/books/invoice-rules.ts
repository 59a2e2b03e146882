import { type Refusal, refusal } from '../resource/refusal.ts'
import { type DocumentLine, invoicePosting, lineTax } from './event-postings.ts'
import type { TaxType } from './tax-rates.ts'

/** An invoice's line as the rules need it: how many, at what unit price (cents), under which tax type. */
export type InvoiceRuleLine = {
  readonly quantity: number
  readonly unit_price: number
  readonly taxType: TaxType
}

/** A line worked out: its amount as written (quantity × unit price) and the GST it holds or adds. */
export type WorkedInvoiceLine = { readonly amount: number; readonly tax: number }

export type InvoiceTotals = {
  readonly lines: readonly WorkedInvoiceLine[]
  /** Σ of the lines ex GST. */
  readonly subtotal: number
  readonly tax: number
  /** What the customer owes: subtotal + tax. */
  readonly total: number
}

/**
 * An invoice's totals [GL10]: each line's amount (quantity × unit price) and its GST, 1/11 of an amount that
 * includes tax or 10% added to one that does not, half-up per line (accounting-au.md §1); the total the
 * customer owes is the subtotal ex GST plus the GST, which is what approving posts to Accounts Receivable.
 */
export function invoiceTotals(lines: readonly InvoiceRuleLine[], taxInclusive: boolean): InvoiceTotals {
  let subtotal = 0
  let tax = 0
  const worked = lines.map((line) => {
    const amount = line.quantity * line.unit_price
    const lineGst = lineTax({ amount, taxType: line.taxType }, taxInclusive)
    subtotal += taxInclusive ? amount - lineGst : amount
    tax += lineGst
    return { amount, tax: lineGst }
  })
  return { lines: worked, subtotal, tax, total: subtotal + tax }
}

/** The posting of an approved invoice from its lines (account ids) as written [GL10]. */
export function approvedInvoicePosting(
  lines: readonly (InvoiceRuleLine & { readonly account: number })[],
  taxInclusive: boolean,
) {
  const documentLines: DocumentLine[] = lines.map((line) => ({
    account: line.account,
    amount: line.quantity * line.unit_price,
    taxType: line.taxType,
  }))
  return invoicePosting(documentLines, taxInclusive)
}

/** An invoice's number from the company's invoice counter: `INV-0001`, at least four digits. */
export function invoiceNumber(counter: number): string {
  return `INV-${String(counter).padStart(4, '0')}`
}

export type InvoiceStatus = 'draft' | 'awaiting_payment' | 'paid' | 'canceled'
type Payable = { readonly status: InvoiceStatus; readonly total: number; readonly paid: number }

/** What is still owed on an invoice: its total less what has been paid. */
export function invoiceOwed(invoice: Pick<Payable, 'total' | 'paid'>): number {
  return invoice.total - invoice.paid
}

/**
 * A payment recorded against an invoice [spec 4]: only an invoice awaiting payment takes one, of at most what
 * is owed; it is Paid once the payments reach its total.
 */
export function invoiceAfterPayment(
  invoice: Payable,
  amount: number,
): Refusal | { paid: number; status: InvoiceStatus } {
  if (invoice.status !== 'awaiting_payment')
    return refusal('not_awaiting', 'Only an invoice awaiting payment can be paid')
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return refusal('invalid', 'A payment is more than 0', 'amount')
  const owed = invoiceOwed(invoice)
  if (amount > owed)
    return refusal('overpaid', `The payment is more than is owed (${(owed / 100).toFixed(2)})`, 'amount')
  const paid = invoice.paid + amount
  return { paid, status: paid === invoice.total ? 'paid' : 'awaiting_payment' }
}

/**
 * What can be done to an invoice in its state [spec 4: approve, cancel, delete drafts, record a payment; GL14:
 * email an issued one].
 */
export function invoiceAllows(invoice: Payable): {
  edit: boolean
  approve: boolean
  cancel: boolean
  remove: boolean
  pay: boolean
  email: boolean
} {
  const draft = invoice.status === 'draft'
  const awaiting = invoice.status === 'awaiting_payment'
  return {
    edit: draft,
    approve: draft,
    cancel: awaiting && invoice.paid === 0,
    remove: draft,
    pay: awaiting && invoiceOwed(invoice) > 0,
    // Only an issued invoice goes to the customer: a draft may still change, a canceled one is void.
    email: awaiting || invoice.status === 'paid',
  }
}
