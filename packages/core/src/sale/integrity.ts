import { currency } from '../money/currencies.ts'
import type { TaxSettings } from '../tax/gst.ts'
import { lineGross, lineNet } from './lines.ts'
import { computeTotals, isRoundingPayment } from './totals.ts'
import type { Sale } from './types.ts'

/** Something in a posted sale that its own figures contradict. */
export type SaleIntegrityIssue = { readonly path: string; readonly message: string }

/**
 * The checks a server can make on a posted sale without the register's promotions or customer [SALE8]:
 * every line's discount stays within its gross and keeps its sign, its tax is within its net and has its
 * sign, every rounding payment is at most half of the currency's cash increment (2c for AUD), and the
 * payments settle the total (nothing remaining). Empty when the sale is consistent.
 */
export function saleIntegrityIssues(sale: Sale, tax: TaxSettings): SaleIntegrityIssue[] {
  const issues: SaleIntegrityIssue[] = []
  sale.lines.forEach((line, i) => {
    const gross = lineGross(line)
    const net = lineNet(line)
    if (line.item_discount * gross < 0 || Math.abs(line.item_discount) > Math.abs(gross)) {
      issues.push({
        path: `lines.${i}.item_discount`,
        message: 'The discount is larger than the line or of the wrong sign',
      })
    }
    if (line.total_tax * net < 0 || Math.abs(line.total_tax) > Math.abs(net)) {
      issues.push({
        path: `lines.${i}.total_tax`,
        message: 'The tax is larger than the line or of the wrong sign',
      })
    }
  })
  const increment = Math.max(currency(sale.currency).cash_rounding.increment, 10)
  sale.payments.forEach((payment, i) => {
    if (isRoundingPayment(payment) && 2 * Math.abs(payment.amount) > increment) {
      issues.push({
        path: `payments.${i}.amount`,
        message: 'A rounding payment is more than half the rounding increment',
      })
    }
  })
  const totals = computeTotals(sale, tax)
  if (totals.remaining !== 0) {
    issues.push({ path: 'payments', message: `The payments leave ${totals.remaining} cents unpaid` })
  }
  return issues
}
