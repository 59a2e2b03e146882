import { isUnstorableText } from '../schemas/storable-text.ts'
import { err, ok, type Result } from '../shared/result.ts'
import type { AnyResource, ResourceFilter } from './declaration.ts'
import { type Refusal, refusal } from './refusal.ts'

/** The largest page a list answers (the CSV export walks pages of this size). */
export const MAX_PAGE_SIZE = 250
export const DEFAULT_PAGE_SIZE = 25
/** The longest search text a list takes. */
const MAX_SEARCH = 200

/** One filter's clean value: the row key it compares and what it must equal (one of several for `a,b`). */
export type ResourceFilterValue = { key: string; column: string; values: (string | number | boolean)[] }

/** A list request, checked against the resource: search, filters, one sort key and its direction, a page. */
export type ResourceListQuery = {
  search: string
  filters: ResourceFilterValue[]
  sort: { key: string; descending: boolean }
  page: number
  limit: number
}

function wholeNumber(text: string | undefined, fallback: number): number | undefined {
  if (text === undefined || text === '') return fallback
  if (!/^\d{1,9}$/.test(text)) return undefined
  return Number(text)
}

function filterValue(filter: ResourceFilter, text: string): string | number | boolean | undefined {
  if (filter.options && !filter.options.some((option) => option.value === text)) return undefined
  switch (filter.type ?? 'text') {
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined
    case 'integer':
      return /^\d{1,9}$/.test(text) ? Number(text) : undefined
    default:
      return text.length <= MAX_SEARCH && !isUnstorableText(text) ? text : undefined
  }
}

/**
 * Reads a list's query string (`search`, `page`, `limit`, `sort` as `key` or `-key`, and each declared filter,
 * several values as `a,b`): the clean query, or a refusal naming the parameter.
 */
export function readListQuery(
  resource: AnyResource,
  params: Readonly<Record<string, string | undefined>>,
): Result<ResourceListQuery, Refusal> {
  const page = wholeNumber(params.page, 1)
  if (page === undefined || page < 1)
    return err(refusal('invalid', 'Page must be a whole number from 1', 'page'))
  const limit = wholeNumber(params.limit, resource.pageSize ?? DEFAULT_PAGE_SIZE)
  if (limit === undefined || limit < 1 || limit > MAX_PAGE_SIZE)
    return err(refusal('invalid', `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 'limit'))
  const search = (params.search ?? '').trim()
  if (search.length > MAX_SEARCH || isUnstorableText(search))
    return err(refusal('invalid', `Search text must be at most ${MAX_SEARCH} characters`, 'search'))

  const sortText = params.sort ?? ''
  const descending = sortText.startsWith('-')
  const sortKey = (descending ? sortText.slice(1) : sortText) || resource.sort[0] || 'id'
  if (sortText !== '' && !resource.sort.includes(sortKey))
    return err(refusal('invalid', `Sort must be one of ${resource.sort.join(', ')}`, 'sort'))

  const filters: ResourceFilterValue[] = []
  for (const filter of resource.filters) {
    if (filter.computed) continue
    const text = params[filter.key]
    if (text === undefined || text === '' || text === 'all') continue
    const values: (string | number | boolean)[] = []
    for (const part of text.split(',')) {
      const value = filterValue(filter, part)
      if (value === undefined)
        return err(refusal('invalid', `Please choose a valid ${filter.label.toLowerCase()}`, filter.key))
      values.push(value)
    }
    filters.push({ key: filter.key, column: filter.column ?? filter.key, values })
  }
  return ok({ search, filters, sort: { key: sortKey, descending }, page, limit })
}
