import { type Minor, minor } from '../money/minor.ts'
import { documentTax, type Taxable, type TaxSettings } from '../tax/gst.ts'
import { lineGross } from './lines.ts'
import type { Payment, Sale, SaleTotals } from './types.ts'

/** The processor of a rounding payment (a method whose system_type is 'rounding'). */
export const ROUNDING_PROCESSOR = 'rounding'

/** A cash rounding payment line. */
export function isRoundingPayment(payment: Pick<Payment, 'processor'>): boolean {
  return payment.processor === ROUNDING_PROCESSOR
}

/**
 * A sale's totals from its lines (whose item_discount and total_tax are already worked out, see
 * `recomputeSale`), shipping and payments [SALE1-SALE3].
 */
export function computeTotals(
  sale: Pick<Sale, 'lines' | 'shipping' | 'payments'>,
  tax: TaxSettings,
): SaleTotals {
  let subtotal = 0
  let discounts = 0
  const taxables: Taxable[] = []
  for (const line of sale.lines) {
    subtotal += lineGross(line)
    discounts += line.item_discount
    taxables.push({ amount: minor(lineGross(line) - line.item_discount), percent: line.tax_percent })
  }
  const shipping = sale.shipping?.price ?? 0
  if (sale.shipping) taxables.push({ amount: sale.shipping.price, percent: sale.shipping.tax_percent })
  // per_line: the document tax is exactly the sum of each line's total_tax plus the shipping's [SALE2].
  const totalTax = documentTax(taxables, tax)
  const total = subtotal - discounts + shipping + (tax.pricesIncludeTax ? 0 : totalTax)
  let paid = 0
  let rounding = 0
  for (const payment of sale.payments) {
    paid += payment.amount
    if (isRoundingPayment(payment)) rounding += payment.amount
  }
  const { remaining, change } = settlement(minor(total), minor(paid))
  return {
    subtotal: minor(subtotal),
    discounts: minor(discounts),
    shipping: minor(shipping),
    tax: totalTax,
    total: minor(total),
    paid: minor(paid),
    rounding: minor(rounding),
    remaining,
    change,
  }
}

/**
 * What is still owed and what was overpaid [SALE3]. Symmetric: for a sale (total ≥ 0) remaining is
 * max(0, total − paid) and change max(0, paid − total); a refund is the mirror image (both ≤ 0).
 */
export function settlement(total: Minor, paid: Minor): { remaining: Minor; change: Minor } {
  const direction = total < 0 ? -1 : 1
  const due = direction * (total - paid)
  return {
    remaining: minor(direction * Math.max(0, due)),
    change: minor(direction * Math.max(0, -due)),
  }
}
