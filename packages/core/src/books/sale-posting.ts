import { taxIncluded } from '../tax/gst.ts'
import { fallbackClearingRole } from './accounts.ts'
import { PostingBuilder, type PostingLine } from './posting.ts'
import { saleTaxType } from './tax-rates.ts'

/** What posting a sale reads of it: tax-inclusive lines (as the register worked them out) and payments. */
export type SaleToPost = {
  readonly lines: readonly {
    readonly quantity: number
    readonly item_price: number
    readonly item_discount: number
    readonly total_tax: number
    readonly tax_percent: number
    /** A gift card sold: a liability, no revenue and no GST. */
    readonly giftCard: boolean
    /** The unit cost at the time of the sale (see the server's itemUnitCost); null when unknown. */
    readonly unitCost: number | null
  }[]
  readonly shipping: { readonly price: number; readonly tax_percent: number } | null
  readonly payments: readonly {
    readonly payment_method: string
    readonly processor: string
    readonly amount: number
  }[]
}

/**
 * The posting of a sale or a return (a return is a sale with negative quantities) [GL3]:
 * - revenue per tax rate at the gross price ex GST (credit), the discounts given per tax rate (debit), GST
 *   collected (credit), shipping income; a gift card sold credits the gift card liability;
 * - each tender debits its payment method's clearing account (cash less the change given; a rounding payment
 *   its Rounding account; gift card, store credit and loyalty their liability or expense), and what is left
 *   unpaid goes to Accounts Receivable;
 * - cost of goods sold (debit) against inventory (credit) at the unit cost known at the time of the sale.
 * It always balances, and a return of every line nets the sale to zero.
 */
export function salePosting(sale: SaleToPost): PostingLine[] {
  const posting = new PostingBuilder()
  let total = 0
  let gst = 0
  for (const line of sale.lines) {
    const gross = line.quantity * line.item_price
    const net = gross - line.item_discount
    total += net
    if (line.giftCard) {
      posting.add('gift_cards', -net)
      continue
    }
    const taxType = saleTaxType(line.tax_percent)
    const grossTax = sign(gross) * taxIncluded(Math.abs(gross) as never, line.tax_percent)
    posting.add('sales', -(gross - grossTax), taxType, -grossTax)
    const discountTax = grossTax - line.total_tax
    posting.add('discounts', line.item_discount - discountTax, taxType, discountTax)
    gst += line.total_tax
    if (line.unitCost !== null && line.unitCost !== 0) {
      const cost = line.unitCost * line.quantity
      posting.add('cogs', cost).add('inventory', -cost)
    }
  }
  if (sale.shipping && sale.shipping.price !== 0) {
    const { price, tax_percent } = sale.shipping
    const tax = sign(price) * taxIncluded(Math.abs(price) as never, tax_percent)
    posting.add('shipping', -(price - tax), saleTaxType(tax_percent), -tax)
    gst += tax
    total += price
  }
  posting.add('gst', -gst)

  let paid = 0
  for (const payment of sale.payments) paid += payment.amount
  // Change is what was paid over the total (a refund mirrors it); it leaves the till as cash.
  const direction = total !== 0 ? Math.sign(total) : Math.sign(paid)
  const change = direction >= 0 ? Math.max(0, paid - total) : Math.min(0, paid - total)
  const changeFrom =
    sale.payments.find((payment) => payment.processor === 'cash') ?? sale.payments[sale.payments.length - 1]
  for (const payment of sale.payments) {
    const amount = payment === changeFrom ? payment.amount - change : payment.amount
    posting.add(fallbackClearingRole(payment.processor), amount, 'BASEXCLUDED', 0, payment.payment_method)
  }
  posting.add('receivables', total - (paid - change))
  return posting.lines()
}

function sign(value: number): number {
  return value < 0 ? -1 : 1
}
