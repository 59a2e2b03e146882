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
