import { invoiceTotals, type Refusal, refusal, type TaxType } from '@pos/core'
import type { WriteContext } from '../resource/mount.ts'

/** A line of an invoice or a bill as typed: the account and tax rate it names, how many at what unit price. */
type TypedLine = { account_id: number; tax_rate_id: number; quantity: number; unit_price: number }

/**
 * An invoice's or a bill's lines worked out before it is stored: every tax rate and (not archived) account they
 * name must be the company's, else the write is refused on `lines`; then each line's place, amount and GST and
 * the document's total and tax, by core invoiceTotals.
 */
export async function workedLines<L extends TypedLine>(
  ctx: WriteContext,
  lines: readonly L[],
  taxInclusive: boolean,
): Promise<
  Refusal | { total: number; tax: number; lines: (L & { position: number; amount: number; tax: number })[] }
> {
  const rateIds = [...new Set(lines.map((line) => line.tax_rate_id))]
  const accountIds = [...new Set(lines.map((line) => line.account_id))]
  const rates = await ctx.trx
    .selectFrom('tax_rates')
    .select(['id', 'tax_type'])
    .where('company_id', '=', ctx.companyId)
    .where('id', 'in', rateIds)
    .execute()
  if (rates.length !== rateIds.length) return refusal('invalid', 'Choose a tax rate of this company', 'lines')
  const accounts = await ctx.trx
    .selectFrom('accounts')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('id', 'in', accountIds)
    .where('archived', '=', false)
    .execute()
  if (accounts.length !== accountIds.length)
    return refusal('invalid', 'Choose an account of this company', 'lines')
  const typeOf = new Map(rates.map((rate) => [rate.id, rate.tax_type as TaxType]))
  const totals = invoiceTotals(
    lines.map((line) => ({ ...line, taxType: typeOf.get(line.tax_rate_id)! })),
    taxInclusive,
  )
  return {
    total: totals.total,
    tax: totals.tax,
    lines: lines.map((line, position) => ({ ...line, position, ...totals.lines[position]! })),
  }
}

/** The columns of a stored invoice or bill line that `answeredLine` reads. */
export const ANSWERED_LINE_COLUMNS = [
  'description',
  'account_id',
  'tax_rate_id',
  'quantity',
  'unit_price',
  'amount',
  'tax',
] as const

/** A stored line of an invoice or a bill as answered, its quantity and amounts as numbers. */
export function answeredLine(line: Readonly<Record<string, unknown>>) {
  return {
    description: line.description,
    account_id: line.account_id,
    tax_rate_id: line.tax_rate_id,
    quantity: Number(line.quantity),
    unit_price: Number(line.unit_price),
    amount: Number(line.amount),
    tax: Number(line.tax),
  }
}
