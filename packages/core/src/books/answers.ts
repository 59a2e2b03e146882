import * as v from 'valibot'

/** GET /api/proxy/books/choices.json: the accounts, tax rates and cost centres a books screen picks from. */
export const BooksChoicesAnswerSchema = v.object({
  accounts: v.array(
    v.object({
      id: v.number(),
      code: v.string(),
      name: v.string(),
      type: v.string(),
      tax_rate_id: v.nullable(v.number()),
      archived: v.boolean(),
    }),
  ),
  tax_rates: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      tax_type: v.string(),
      percent: v.number(),
      archived: v.boolean(),
    }),
  ),
  cost_centres: v.array(
    v.object({ id: v.number(), name: v.string(), code: v.string(), archived: v.boolean() }),
  ),
})
