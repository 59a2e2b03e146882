import { formatReceiptMoney } from '../money/format.ts'
import { minor } from '../money/minor.ts'
import type { Promotion } from './types.ts'

/**
 * Why a promotion's discount applies, in words a cashier can read back to a customer [PRM10]:
 * "Winter sale: 20% off, code WINTER, buy 2 or more".
 */
export function describePromotion(promotion: Promotion, currency: string): string {
  const parts: string[] = [discountText(promotion, currency)]
  if (promotion.code.trim() !== '') parts.push(`code ${promotion.code.trim().toUpperCase()}`)
  if (promotion.minimum_item_quantity > 1) parts.push(`buy ${promotion.minimum_item_quantity} or more`)
  if (promotion.maximum_item_quantity > 0) parts.push(`up to ${promotion.maximum_item_quantity} items`)
  if (promotion.order_quantity > 0) parts.push(`orders of ${promotion.order_quantity}+ items`)
  if (promotion.order_total > 0)
    parts.push(`orders of ${formatReceiptMoney(promotion.order_total, currency)}+`)
  if (promotion.customer_loyalty_tier !== '') parts.push(`loyalty tier ${promotion.customer_loyalty_tier}`)
  else if (promotion.customer_required) parts.push('customers only')
  return `${promotion.name}: ${parts.join(', ')}`
}

function discountText(promotion: Promotion, currency: string): string {
  switch (promotion.discount_type) {
    case 'percentage':
      return `${promotion.discount}% off`
    case 'amount':
      return `${formatReceiptMoney(minor(Math.round(promotion.discount)), currency)} off each`
    case 'fixed_price':
      return `${formatReceiptMoney(minor(Math.round(promotion.discount)), currency)} each`
  }
}
