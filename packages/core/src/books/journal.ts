import * as v from 'valibot'
import { minorToDecimalString } from '../money/format.ts'
import type { Minor } from '../money/minor.ts'
import { lineTax } from './event-postings.ts'
import type { PostingLine } from './posting.ts'
import type { TaxType } from './tax-rates.ts'

const DaySchema = v.pipe(v.string('Expected a date'), v.isoDate('Expected a date as YYYY-MM-DD'))
const CentsSchema = v.pipe(
  v.number('Expected an amount in cents'),
  v.safeInteger('An amount must be a whole number of cents'),
  v.minValue(0, 'Enter a debit or a credit, not a negative amount'),
)

/** A manual journal as the journal screen sends it (accounts/journal/new). Amounts include their tax. */
export const ManualJournalSchema = v.object({
  date: DaySchema,
  narration: v.pipe(
    v.string('Expected a narration'),
    v.trim(),
    v.minLength(1, 'A journal needs a narration'),
  ),
  /** Whether the journal counts on a cash-basis BAS. */
  cash_basis: v.optional(v.boolean(), false),
  lines: v.pipe(
    v.array(
      v.object({
        account_id: v.pipe(v.number('Choose an account'), v.safeInteger('Choose an account')),
        description: v.optional(v.string(), ''),
        debit: v.optional(CentsSchema, 0),
        credit: v.optional(CentsSchema, 0),
        tax_rate_id: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger())), null),
        cost_centre_id: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger())), null),
      }),
      'Expected journal lines',
    ),
    v.minLength(2, 'A journal needs at least two lines'),
    v.maxLength(500, 'A journal has at most 500 lines'),
  ),
})
export type ManualJournal = v.InferOutput<typeof ManualJournalSchema>

/** Why lines cannot make a journal (each with a debit or a credit, and debits equal to credits), or null [GL12]. */
export function journalProblem(
  lines: readonly { debit: number; credit: number }[],
  currency = 'AUD',
): string | null {
  let debits = 0
  let credits = 0
  for (const [index, line] of lines.entries()) {
    if (line.debit > 0 === line.credit > 0) return `Line ${index + 1}: enter either a debit or a credit`
    debits += line.debit
    credits += line.credit
  }
  if (debits !== credits) {
    const money = (cents: number) => minorToDecimalString(cents as Minor, currency)
    return `The journal does not balance: debits ${money(debits)}, credits ${money(credits)}`
  }
  return null
}

/** A journal line with its account, signed tax-inclusive amount and tax rate, as the posting reads it. */
export type JournalLineInput = {
  readonly account: number
  readonly amount: number
  readonly taxType: TaxType
  readonly taxRateId: number | null
  readonly costCentre: number | null
  readonly description: string
}

/**
 * A manual or imported journal's posting [GL13]: each line ex GST on its account with its GST, and the GST of
 * all lines to the GST account, so that a balanced journal of tax-inclusive amounts stays balanced.
 */
export function journalPosting(lines: readonly JournalLineInput[]): PostingLine[] {
  const posted: PostingLine[] = []
  let gst = 0
  for (const line of lines) {
    const tax = lineTax(line, true)
    gst += tax
    posted.push({
      account: line.account,
      amount: line.amount - tax,
      taxType: line.taxType,
      tax,
      taxRateId: line.taxRateId,
      costCentre: line.costCentre,
      description: line.description,
    })
  }
  if (gst !== 0) posted.push({ role: 'gst', amount: gst, taxType: 'BASEXCLUDED', tax: 0 })
  return posted
}

/** Where a journal's source document opens in the back office (the general ledger's and the BAS's drill-down). */
export function sourceLink(kind: string, sourceId: number | null, journalId: number): string {
  switch (kind) {
    case 'sale':
      return `/sales/sales-history/${sourceId}`
    case 'invoice':
    case 'invoice_cancel':
      return `/accounts/invoices/${sourceId}`
    case 'bill':
    case 'bill_cancel':
      return `/accounts/bills-to-pay/${sourceId}`
    case 'stocktake':
      return `/inventory/stocktakes/${sourceId}`
    default:
      return `/accounts/journal/${journalId}`
  }
}
