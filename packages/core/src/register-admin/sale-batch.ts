import * as v from 'valibot'

/** The most sales one POST /proxy/sales/batch.json carries. */
export const SALE_BATCH_LIMIT = 50

/**
 * The body of POST /proxy/sales/batch.json: a register's queued sales, oldest first, stored in that order. Each
 * sale is checked on its own (`PostedSaleSchema`), so one the server refuses leaves the others to be stored.
 */
export const SaleBatchSchema = v.object({
  sales: v.pipe(
    v.array(v.unknown(), 'Expected a list of sales'),
    v.minLength(1, 'A batch needs at least one sale'),
    v.maxLength(SALE_BATCH_LIMIT, `A batch has at most ${SALE_BATCH_LIMIT} sales`),
  ),
})

/** What the batch answers for one sale: its stored id (a repeat gives the first one's), or why it was refused. */
export const SaleBatchResultSchema = v.union([
  v.object({ id: v.number(), replayed: v.boolean() }),
  v.object({ error: v.string(), field: v.optional(v.string()) }),
])

/** The answer of POST /proxy/sales/batch.json: one result a sale, in the order they were sent. */
export const SaleBatchAnswerSchema = v.object({ results: v.array(SaleBatchResultSchema) })
export type SaleBatchResult = v.InferOutput<typeof SaleBatchResultSchema>
