import type { AnyResource } from '@pos/core'
import { type ListSearch, validateListSearch } from '../entity/list-search.ts'

/** A resource list route's `validateSearch`: search, page, sort and the declared filters. */
export function resourceSearch(resource: AnyResource) {
  const filters: Record<string, readonly string[] | 'any'> = {}
  for (const filter of resource.filters) {
    filters[filter.key] =
      filter.options && !filter.reference ? filter.options.map((option) => option.value) : 'any'
  }
  return (raw: Record<string, unknown>): ListSearch => validateListSearch(raw, filters)
}
