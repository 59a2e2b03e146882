import * as v from 'valibot'

/** A document made by another's action, as an answer names it: its id and number. */
const DocumentRefSchema = v.object({ id: v.number(), number: v.string() })

/** POST /api/proxy/purchaseorder/{id}/bill.json: the draft bill made from what arrived (BL4). */
export const PurchaseOrderBilledAnswerSchema = v.object({ bill: DocumentRefSchema })

/** POST /api/proxy/quick-product-buy.json: the purchase order received in full and its draft bill (QB1). */
export const QuickBuyAnswerSchema = v.object({ purchase_order: DocumentRefSchema, bill: DocumentRefSchema })

/** POST /api/proxy/payment/export.json: the ABA file (AB1, AB2), its name and what it pays in all (cents). */
export const PaymentExportAnswerSchema = v.object({
  aba: v.string(),
  filename: v.string(),
  total: v.number(),
  bills: v.array(v.object({ id: v.number(), number: v.string(), amount: v.number() })),
})
