import * as v from 'valibot'

/**
 * The answers of a customer's own routes beside the resource (spec 3 store credit, loyalty, sales): the server
 * writes them, the web reads them typed from here. Amounts are integer cents.
 */

/** GET /api/proxy/customer/{id}/store-credit.json: the statement, newest first, with the balance after each. */
export const StoreCreditStatementSchema = v.object({
  balance: v.number(),
  transactions: v.array(
    v.object({
      id: v.number(),
      date: v.string(),
      credit: v.number(),
      debit: v.number(),
      description: v.string(),
      reference: v.string(),
      balance: v.number(),
      reason: v.nullable(v.string()),
      user: v.nullable(v.string()),
    }),
  ),
})
export type StoreCreditStatement = v.InferOutput<typeof StoreCreditStatementSchema>

/** GET /api/proxy/customer/{id}/loyalty.json: the points history, newest first, with the balance after each. */
export const LoyaltyHistorySchema = v.object({
  points: v.number(),
  transactions: v.array(
    v.object({
      id: v.number(),
      date: v.string(),
      points: v.number(),
      value: v.number(),
      description: v.string(),
      reference: v.string(),
      balance: v.number(),
    }),
  ),
})
export type LoyaltyHistory = v.InferOutput<typeof LoyaltyHistorySchema>

/** GET /api/proxy/customer/{id}/sales.json: a page of the customer's sales, newest first. */
export const CustomerSalesSchema = v.object({
  sales: v.array(
    v.object({
      id: v.number(),
      receipt_number: v.string(),
      created: v.string(),
      total: v.number(),
      store: v.nullable(v.string()),
      lines: v.number(),
    }),
  ),
  total: v.number(),
})
export type CustomerSales = v.InferOutput<typeof CustomerSalesSchema>

/**
 * An offline sale that paid with more than a balance held when it arrived (core RED3), kept and flagged: shown on
 * the customer or gift card it concerns until someone marks it reviewed.
 */
export const ReviewFlagSchema = v.object({
  id: v.number(),
  kind: v.picklist(['gift_card', 'store_credit', 'loyalty']),
  sale_ref: v.string(),
  receipt_number: v.string(),
  customer_id: v.nullable(v.number()),
  customer_name: v.nullable(v.string()),
  gift_card_serial: v.nullable(v.string()),
  requested: v.number(),
  taken: v.number(),
  shortfall: v.number(),
  message: v.string(),
  created: v.string(),
  resolved: v.nullable(v.string()),
})
export type ReviewFlag = v.InferOutput<typeof ReviewFlagSchema>

/** GET /api/proxy/reviewflags.json: a page of flags, newest first, and how many match. */
export const ReviewFlagListSchema = v.object({ reviewflags: v.array(ReviewFlagSchema), total: v.number() })
