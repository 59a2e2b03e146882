import * as v from 'valibot'

/**
 * The answers of the gift card routes (spec 2 /product/gift-cards, spec 3, spec 7 GET /proxy/giftcard/{serial}):
 * a card is addressed by its serial, so its routes are the server's own, and their answers are declared here
 * for the server to write and the screens to read. Amounts are integer cents.
 */

/** A gift card as answered: spec 3's fields, its customer's name and its status now. */
export const GiftCardRecordSchema = v.object({
  id: v.number(),
  serial: v.string(),
  value: v.number(),
  current_amount: v.number(),
  reason_id: v.nullable(v.number()),
  reason: v.string(),
  customer_id: v.nullable(v.number()),
  customer_name: v.nullable(v.string()),
  expiration: v.nullable(v.string()),
  status: v.picklist(['active', 'used', 'expired']),
  created: v.string(),
  updated: v.string(),
})
export type GiftCardRecord = v.InferOutput<typeof GiftCardRecordSchema>

/** One card: a create, a read by serial, a change, an adjustment. */
export const GiftCardAnswerSchema = v.object({ giftcard: GiftCardRecordSchema })

/** GET /api/proxy/giftcard/{serial}/transactions.json: every change of balance, newest first. */
export const GiftCardTransactionsSchema = v.object({
  transactions: v.array(
    v.object({
      id: v.number(),
      date: v.string(),
      amount: v.number(),
      balance: v.number(),
      description: v.string(),
      reason: v.nullable(v.string()),
      by: v.nullable(v.string()),
    }),
  ),
})
export type GiftCardTransactions = v.InferOutput<typeof GiftCardTransactionsSchema>

/** GET and PUT /api/proxy/giftcardsettings.json. */
export const GiftCardSettingsAnswerSchema = v.object({
  settings: v.object({ gift_card_validity_days: v.number() }),
})
