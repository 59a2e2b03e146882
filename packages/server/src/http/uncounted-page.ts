/** Where a list is read from: `limit` and `page` (from 1) as the list's query gives them. */
type Paging = { limit: number; page: number }

/**
 * The rows to read for a page of a list the server pages without counting it: one more than the page holds, so
 * the answer can say whether `more` follow without a count(*) over the whole list.
 */
export function pageWindow({ limit, page }: Paging): { limit: number; offset: number } {
  return { limit: limit + 1, offset: (page - 1) * limit }
}

/** The page of `rows` (read through `pageWindow`) with where it is: `{ page, limit, more }`. */
export function uncountedPage<T>(rows: readonly T[], { limit, page }: Paging) {
  return { rows: rows.slice(0, limit), page, limit, more: rows.length > limit }
}
