import { taxExcluded, taxIncluded } from '../tax/gst.ts'
import type { LedgerRole } from './accounts.ts'
import { PostingBuilder, type PostingLine } from './posting.ts'
import { TAX_TYPES, type TaxType } from './tax-rates.ts'

/** A tender outside a sale: the payment method whose clearing account takes it, with its fallback role. */
export type Tender = { readonly method?: string; readonly role: LedgerRole }

/** A gift card sold outside a sale (back office) [GL4]: the tender in, the gift card liability up. */
export function giftCardSoldPosting(amount: number, tender: Tender): PostingLine[] {
  return new PostingBuilder()
    .add(tender.role, amount, 'BASEXCLUDED', 0, tender.method)
    .add('gift_cards', -amount)
    .lines()
}

/**
 * A gift card's or a customer's store credit balance changed in the back office (not through a sale) [GL4]:
 * the liability moves by `change` (positive: more is owed to the holder), the cost is a discount given.
 */
export function balanceAdjustmentPosting(
  liability: 'gift_cards' | 'store_credit',
  change: number,
): PostingLine[] {
  return new PostingBuilder().add('discounts', change).add(liability, -change).lines()
}

/**
 * Petty cash [GL5]: money taken out of the till (`amount` > 0) for an expense on `expense` (a tax-inclusive
 * amount with its tax rate), or put in (`amount` < 0, the expense side credited, e.g. a float top-up from the
 * bank when `expense` is the bank).
 */
export function pettyCashPosting(
  amount: number,
  expense: LedgerRole | number = 'petty_cash',
  taxType: TaxType = 'INPUT',
): PostingLine[] {
  const percent = TAX_TYPES[taxType].percent
  const tax = Math.sign(amount) * taxIncluded(Math.abs(amount) as never, percent)
  return new PostingBuilder()
    .add(expense, amount - tax, taxType, tax)
    .add('gst', tax)
    .add('cash', -amount)
    .lines()
}

/**
 * A petty cash entry at the register [GL5], signed as the drawer sees it (spec: negative takes cash out, positive
 * puts it in): cash taken out pays an expense on Petty Cash with its GST (GST on Expenses); cash put in is a float
 * top-up from the bank, outside the BAS.
 */
export function tillPettyCashPosting(drawerAmount: number): PostingLine[] {
  return drawerAmount < 0
    ? pettyCashPosting(-drawerAmount)
    : pettyCashPosting(-drawerAmount, 'bank', 'BASEXCLUDED')
}

/** A register closed with `counted` cash against `expected` [GL6]: the difference to Cash Over and Short. */
export function closeVariancePosting(counted: number, expected: number): PostingLine[] {
  const over = counted - expected
  return new PostingBuilder().add('cash', over).add('cash_variance', -over).lines()
}

/**
 * A stock adjustment or a stocktake's committed variances [GL7]: the value of the units found (positive) or
 * lost (negative) at their unit cost, against Stock Adjustments.
 */
export function stockAdjustmentPosting(
  lines: readonly { quantity: number; unitCost: number }[],
): PostingLine[] {
  let value = 0
  for (const line of lines) value += line.quantity * line.unitCost
  return new PostingBuilder().add('inventory', value).add('stock_adjustments', -value).lines()
}

/**
 * Stock received against a purchase order [GL8]: inventory up at cost ex GST, owed to the supplier through
 * Accounts Payable (the bill that follows carries the GST and clears nothing twice: see `billPosting`).
 */
export function stockReceiptPosting(lines: readonly { quantity: number; unitCost: number }[]): PostingLine[] {
  let value = 0
  for (const line of lines) value += line.quantity * line.unitCost
  return new PostingBuilder().add('inventory', value).add('payables', -value).lines()
}

/** A bill's or an invoice's line: an account, an amount, its tax rate. */
export type DocumentLine = {
  readonly account: number | LedgerRole
  readonly amount: number
  readonly taxType: TaxType
  /**
   * A bill line of stock a receipt already posted: what the receipt owed the supplier for it (its units at the
   * purchase order's cost, ex GST) [GL9a].
   */
  readonly receiptValue?: number
}

/** The GST of a document line: 1/11 of an inclusive amount, 10% of an exclusive one, half-up, signed. */
export function lineTax(line: Pick<DocumentLine, 'amount' | 'taxType'>, taxInclusive: boolean): number {
  const percent = TAX_TYPES[line.taxType].percent
  const magnitude = Math.abs(line.amount) as never
  return (
    Math.sign(line.amount) *
    (taxInclusive ? taxIncluded(magnitude, percent) : taxExcluded(magnitude, percent))
  )
}

/**
 * A supplier's bill [GL9]: each line debited ex GST with its tax rate, the GST to the GST account, the total
 * credited to Accounts Payable. A line for stock that a receipt already posted names Accounts Payable itself
 * ('payables'), so that the bill adds only the GST to what the receipt owed; stock billed without a receipt
 * names Inventory. A line billed at another cost than its receipt's posts the difference to Purchase Price
 * Variance [GL9a].
 */
export function billPosting(lines: readonly DocumentLine[], taxInclusive: boolean): PostingLine[] {
  const posting = new PostingBuilder()
  let total = 0
  for (const line of lines) {
    const tax = lineTax(line, taxInclusive)
    const ex = taxInclusive ? line.amount - tax : line.amount
    // [GL9a] Billed at another cost than received: the receipt's value clears what it owed, the difference
    // is the purchase price variance (with the line's tax type, so the BAS still sees the whole purchase).
    const cleared = line.receiptValue ?? ex
    posting.add(line.account, cleared, line.taxType, tax).add('gst', tax)
    if (cleared !== ex) posting.add('price_variance', ex - cleared, line.taxType, 0)
    total += ex + tax
  }
  return posting.add('payables', -total).lines()
}

/** A customer invoice approved [GL10]: lines credited ex GST, GST credited, the total to Accounts Receivable. */
export function invoicePosting(lines: readonly DocumentLine[], taxInclusive: boolean): PostingLine[] {
  const posting = new PostingBuilder()
  let total = 0
  for (const line of lines) {
    const tax = lineTax(line, taxInclusive)
    const ex = taxInclusive ? line.amount - tax : line.amount
    posting.add(line.account, -ex, line.taxType, -tax).add('gst', -tax)
    total += ex + tax
  }
  return posting.add('receivables', total).lines()
}

/** A payment received against an invoice (or paid against a bill when `payables`) [GL10]. */
export function documentPaymentPosting(amount: number, tender: Tender, payables = false): PostingLine[] {
  return payables
    ? new PostingBuilder()
        .add('payables', amount)
        .add(tender.role, -amount, 'BASEXCLUDED', 0, tender.method)
        .lines()
    : new PostingBuilder()
        .add(tender.role, amount, 'BASEXCLUDED', 0, tender.method)
        .add('receivables', -amount)
        .lines()
}

/** The reversal of a posting: every line's amount and tax negated [GL11]. */
export function reversePosting<T extends { amount: number; tax: number }>(lines: readonly T[]): T[] {
  return lines.map((line) => ({ ...line, amount: -line.amount, tax: -line.tax }))
}
