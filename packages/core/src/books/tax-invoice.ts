import { abnDigits, formatAbn, isValidAbn } from '../company-admin/abn.ts'
import { formatReceiptMoney } from '../money/format.ts'
import type { Minor } from '../money/minor.ts'
import { type InvoiceRuleLine, type InvoiceStatus, invoiceTotals } from './invoice-rules.ts'
import { TAX_TYPES } from './tax-rates.ts'

/**
 * An invoice as the customer receives it [GL14], a device-neutral document that the server draws as a PDF:
 * every word and amount is worked out here (amounts by core invoiceTotals), so the PDF code only places text.
 * A tax invoice (accounting-au.md §1.1) shows the words "Tax Invoice", the seller's name and ABN, the issue
 * date, each line's description, quantity and price, how far each line is taxable, the GST and the total, and
 * the buyer's identity (always: an invoice needs a customer name).
 */

export type TaxInvoiceSeller = {
  readonly name: string
  /** As stored: 11 digits, or '' when the company has not entered one. */
  readonly abn: string
  readonly address: readonly string[]
}

export type TaxInvoiceLine = InvoiceRuleLine & { readonly description: string }

export type TaxInvoiceInput = {
  readonly seller: TaxInvoiceSeller
  readonly number: string
  /** YYYY-MM-DD. */
  readonly date: string
  readonly due_date: string
  readonly reference: string
  readonly customer: { readonly name: string; readonly email: string }
  readonly status: InvoiceStatus
  readonly tax_inclusive: boolean
  /** Cents paid so far. */
  readonly paid: number
  readonly lines: readonly TaxInvoiceLine[]
  readonly currency?: string
}

export type TaxInvoiceRow = { readonly label: string; readonly value: string }

export type TaxInvoiceDocument = {
  /** "Tax Invoice" when the seller has a valid ABN; a seller without one cannot issue a tax invoice. */
  readonly title: string
  /** A draft is marked as such: it is not issued yet. */
  readonly draft: boolean
  readonly seller: { readonly name: string; readonly abn: string; readonly address: readonly string[] }
  /** Invoice number, date, due date and reference. */
  readonly details: readonly TaxInvoiceRow[]
  readonly billTo: readonly string[]
  readonly columns: readonly [string, string, string, string, string]
  readonly lines: readonly {
    readonly description: string
    readonly quantity: string
    readonly unitPrice: string
    readonly gst: string
    readonly amount: string
  }[]
  /** Subtotal ex GST, GST, total incl. GST, paid (when any) and the amount due; the last is the one owed. */
  readonly totals: readonly TaxInvoiceRow[]
  readonly notes: readonly string[]
  /** The figures behind the words, in cents. */
  readonly amounts: {
    readonly subtotal: number
    readonly tax: number
    readonly total: number
    readonly paid: number
    readonly due: number
  }
}

export const TAX_INVOICE_TITLE = 'Tax Invoice'

/** A YYYY-MM-DD date as Australians write it: DD/MM/YYYY (anything else is shown as given). */
export function auDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day
}

/**
 * A company's stored address (a loose JSON object, company settings' fields) as the invoice prints it: street, then
 * suburb, state and postcode on one line, then country; empty parts left out.
 */
export function companyAddressLines(address: Readonly<Record<string, unknown>> | null | undefined): string[] {
  const text = (key: string) => (typeof address?.[key] === 'string' ? (address[key] as string).trim() : '')
  const place = [text('city'), text('state'), text('postcode')].filter(Boolean).join(' ')
  return [text('address1'), text('address2'), place, text('country')].filter(Boolean)
}

/** The invoice as the customer reads it [GL14]. */
export function taxInvoiceDocument(input: TaxInvoiceInput): TaxInvoiceDocument {
  const code = input.currency ?? 'AUD'
  const money = (cents: number) => formatReceiptMoney(cents as Minor, code)
  const worked = invoiceTotals(input.lines, input.tax_inclusive)
  const digits = abnDigits(input.seller.abn)
  const abn = digits && isValidAbn(digits) ? formatAbn(digits) : ''
  const lines = input.lines.map((line, index) => {
    const { amount, tax } = worked.lines[index]!
    const taxed = TAX_TYPES[line.taxType].percent > 0
    return {
      description: line.description || '—',
      quantity: String(line.quantity),
      unitPrice: money(line.unit_price),
      // How far the line is taxable: its GST, or the name of the rate that charges none.
      gst: taxed ? money(tax) : TAX_TYPES[line.taxType].name,
      amount: money(amount),
    }
  })
  const due = worked.total - input.paid
  const totals: TaxInvoiceRow[] = [
    { label: 'Subtotal (ex GST)', value: money(worked.subtotal) },
    { label: 'Total GST', value: money(worked.tax) },
    { label: 'Total (incl. GST)', value: money(worked.total) },
  ]
  if (input.paid > 0) totals.push({ label: 'Paid', value: money(input.paid) })
  totals.push({ label: 'Amount due', value: money(due) })
  const details: TaxInvoiceRow[] = [
    { label: 'Invoice number', value: input.number },
    { label: 'Date', value: auDate(input.date) },
    { label: 'Due date', value: auDate(input.due_date) },
  ]
  if (input.reference.trim()) details.push({ label: 'Reference', value: input.reference.trim() })
  const notes = [
    input.tax_inclusive
      ? 'Unit prices and amounts include GST.'
      : 'Unit prices and amounts exclude GST; GST is added.',
  ]
  if (!abn) notes.push('Not a tax invoice: the seller has no ABN on record.')
  return {
    title: abn ? TAX_INVOICE_TITLE : 'Invoice',
    draft: input.status === 'draft',
    seller: { name: input.seller.name, abn: abn ? `ABN ${abn}` : '', address: input.seller.address },
    details,
    billTo: [input.customer.name, ...(input.customer.email ? [input.customer.email] : [])],
    columns: [
      'Description',
      'Qty',
      'Unit price',
      'GST',
      input.tax_inclusive ? 'Amount (incl. GST)' : 'Amount (ex GST)',
    ],
    lines,
    totals,
    notes,
    amounts: { subtotal: worked.subtotal, tax: worked.tax, total: worked.total, paid: input.paid, due },
  }
}

/** The invoice email template's placeholders [TPL3], filled from the document the email carries. */
export function invoiceEmailValues(invoice: TaxInvoiceDocument, currency = 'AUD'): Record<string, string> {
  const money = (cents: number) => formatReceiptMoney(cents as Minor, currency)
  const detail = (label: string) => invoice.details.find((row) => row.label === label)?.value ?? ''
  return {
    company_name: invoice.seller.name,
    company_abn: invoice.seller.abn.replace(/^ABN /, ''),
    customer_name: invoice.billTo[0] ?? '',
    invoice_number: detail('Invoice number'),
    due_date: detail('Due date'),
    total: money(invoice.amounts.total),
    amount_due: money(invoice.amounts.due),
  }
}

/** The name of an invoice's PDF file: its number, safe in any file system and header. */
export function invoiceFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9._-]+/g, '-') || 'invoice'}.pdf`
}

export const INVOICE_EMAIL_NO_ADDRESS =
  'This customer has no email address: enter one on the invoice (or the customer) to email it'
export const INVOICE_EMAIL_NOT_ISSUED =
  'Approve the invoice before emailing it; a canceled invoice is not sent'
