import * as v from 'valibot'
import { type Refusal, refusal } from '../resource/refusal.ts'
import { Cents, ChosenId, optionalText, Units } from './fields.ts'
import { PURCHASE_ORDER_MESSAGES } from './purchase-orders.ts'

export const QUICK_BUY_MESSAGES = {
  supplier: 'Missing Supplier',
  warehouse: 'Missing Warehouse',
  taxRate: 'Missing Tax Rate',
  noLines: PURCHASE_ORDER_MESSAGES.noLines,
  name: 'Each line needs a product name',
  sku: 'Each line needs a SKU',
  quantityOrCost: PURCHASE_ORDER_MESSAGES.lineMissing,
  zeroCost: 'A line’s cost must be more than 0',
  skuTwice: 'A SKU can be on one line only',
} as const

/** POST /api/proxy/quick-product-buy.json: new products bought from a supplier into a warehouse in one go. */
export const QuickBuySchema = v.object({
  supplier_id: ChosenId,
  warehouse_id: ChosenId,
  tax_rate_id: ChosenId,
  reference: optionalText('reference', 60),
  lines: v.optional(
    v.pipe(
      v.array(
        v.object({
          name: optionalText('product name', 200),
          sku: optionalText('SKU', 60),
          quantity: v.optional(v.nullable(Units), null),
          unit_cost: v.optional(v.nullable(Cents), null),
          retail_price: v.optional(v.nullable(Cents), null),
        }),
      ),
      v.maxLength(100, 'At most 100 lines'),
    ),
    [],
  ),
})
export type QuickBuy = v.InferOutput<typeof QuickBuySchema>

/** The spec's refusals of a quick product buy [QB1], then the line-cost rules, in the order the screen reads them. */
export function quickBuyProblem(buy: QuickBuy): Refusal | undefined {
  if (buy.supplier_id === null) return refusal('supplier', QUICK_BUY_MESSAGES.supplier, 'supplier_id')
  if (buy.warehouse_id === null) return refusal('warehouse', QUICK_BUY_MESSAGES.warehouse, 'warehouse_id')
  if (buy.tax_rate_id === null) return refusal('tax_rate', QUICK_BUY_MESSAGES.taxRate, 'tax_rate_id')
  if (buy.lines.length === 0) return refusal('no_lines', QUICK_BUY_MESSAGES.noLines, 'lines')
  const skus = new Set<string>()
  for (const line of buy.lines) {
    if (line.name === '') return refusal('name', QUICK_BUY_MESSAGES.name, 'lines')
    if (line.sku === '') return refusal('sku', QUICK_BUY_MESSAGES.sku, 'lines')
    const key = line.sku.toLowerCase()
    if (skus.has(key)) return refusal('sku_twice', QUICK_BUY_MESSAGES.skuTwice, 'lines')
    skus.add(key)
    if (line.quantity === null || line.quantity <= 0 || line.unit_cost === null)
      return refusal('line_missing', QUICK_BUY_MESSAGES.quantityOrCost, 'lines')
    if (line.unit_cost <= 0) return refusal('zero_cost', QUICK_BUY_MESSAGES.zeroCost, 'lines')
  }
  return undefined
}
