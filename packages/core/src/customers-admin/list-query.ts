import * as v from 'valibot'

const LIMIT_MESSAGE = 'Please give limit as a whole number from 1 to 250'
const PAGE_MESSAGE = 'Please give page as a whole number from 1'

/** A whole number from the query string (numbers arrive as text). */
function wholeNumber(message: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(
    v.string(message),
    v.regex(/^\d{1,15}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  )
}

/** Search text of a list: trimmed, at most 100 characters. */
export const SearchSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(100, 'Please shorten the search')),
  '',
)

/** `limit` (1-250, default 50) and `page` (from 1) of a back-office list. */
export const pagingFields = {
  limit: v.optional(wholeNumber(LIMIT_MESSAGE, 1, 250), '50'),
  page: v.optional(wholeNumber(PAGE_MESSAGE, 1), '1'),
}

/** Query of a plain back-office list: search text and paging. */
export const ListQuerySchema = v.object({ search: SearchSchema, ...pagingFields })
export type ListQuery = v.InferOutput<typeof ListQuerySchema>

/**
 * Query of the register's sync endpoints (spec 7): pages of `limit` (250 by default) after `since_id`, in id
 * order. `sort_field` may only be id.
 */
export const SyncQuerySchema = v.object({
  limit: v.optional(wholeNumber(LIMIT_MESSAGE, 1, 250), '250'),
  // The ids these lists page through are int4 columns.
  since_id: v.optional(
    wholeNumber('Please give since_id as a whole number up to 2147483647', 0, 2_147_483_647),
    '0',
  ),
  sort_field: v.optional(v.picklist(['id'], 'Lists sync in id order: sort_field=id'), 'id'),
})
export type SyncQuery = v.InferOutput<typeof SyncQuerySchema>

/** Query of GET /api/proxy/reviewflags.json: open or resolved flags, of a customer or a gift card. */
export const ReviewFlagListQuerySchema = v.object({
  status: v.optional(
    v.picklist(['', 'open', 'resolved'] as const, 'Please choose a status: open or resolved'),
    '',
  ),
  customer_id: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, 'Please give customer_id as a whole number'),
      v.transform(Number),
    ),
  ),
  serial: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(40, 'Please give a serial of at most 40 characters')),
  ),
  ...pagingFields,
})
