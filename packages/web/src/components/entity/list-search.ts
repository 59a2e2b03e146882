/**
 * A back-office list's state in the URL (search text, filters, page), so back, reload and shared links
 * keep it. Routes validate their search params with `validateListSearch` and the list reads them back.
 */
export type ListSearch = { search?: string; page?: number; sort?: string } & {
  [filter: string]: string | number | undefined
}

/** Keeps `search`, a page above 1, and the named filters whose value is one of their options. */
export function validateListSearch(
  raw: Record<string, unknown>,
  filters: Record<string, readonly string[] | 'any'> = {},
): ListSearch {
  const result: ListSearch = {}
  if (typeof raw.search === 'string' && raw.search.trim()) result.search = raw.search
  const page = Number(raw.page)
  if (Number.isInteger(page) && page > 1) result.page = page
  if (typeof raw.sort === 'string' && /^-?[a-z_]{1,40}$/.test(raw.sort)) result.sort = raw.sort
  for (const [key, allowed] of Object.entries(filters)) {
    const value = raw[key]
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const text = String(value)
    if (text && (allowed === 'any' || allowed.includes(text))) result[key] = text
  }
  return result
}

/**
 * A list route's `validateSearch` when its filters are checked by the list itself (a declared resource's list
 * checks them against its declaration, which stays out of the first page's bundle): search, page and sort as
 * above, and any other lower-case key with a short value.
 */
export function validateAnyListSearch(raw: Record<string, unknown>): ListSearch {
  const result = validateListSearch(raw)
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'search' || key === 'page' || key === 'sort' || !/^[a-z_]{1,40}$/.test(key)) continue
    if (typeof value !== 'string' && typeof value !== 'number') continue
    const text = String(value)
    if (text && text.length <= 200) result[key] = text
  }
  return result
}

/** The query a list sends: the URL state plus the page size; the server answers `{<items>, total}`. */
export function listQuery(search: ListSearch, pageSize: number): Record<string, string | number> {
  const query: Record<string, string | number> = { limit: pageSize, page: search.page ?? 1 }
  for (const [key, value] of Object.entries(search)) {
    if (key === 'page' || value === undefined || value === '') continue
    query[key] = value
  }
  return query
}
