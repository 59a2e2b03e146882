import type { AnyResource } from './declaration.ts'

/**
 * A resource's API paths (ARCHITECTURE.md, "The API"), in OpenAPI's `{id}` form: the list and create at
 * `/api/proxy/{plural}.json`, its CSV beside it, one record at `/api/proxy/{name}/{id}.json`, and each action
 * at `/api/proxy/{name}/{id}/{action}.json`.
 */
export function resourcePaths(resource: AnyResource) {
  const base = '/api/proxy'
  return {
    list: `${base}/${resource.plural}.json`,
    csv: `${base}/${resource.plural}.csv`,
    record: `${base}/${resource.name}/{id}.json`,
    action: (action: string) => `${base}/${resource.name}/{id}/${action}.json`,
  }
}

/** Where a resource's screens live: the list, a new record, one record. */
export function resourceScreens(resource: AnyResource) {
  const list = resource.path ?? `/${resource.plural}`
  return { list, create: `${list}/new`, record: (id: number | string) => `${list}/${id}` }
}
