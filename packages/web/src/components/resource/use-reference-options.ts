import type { ResourceOption } from '@pos/core'
import { api } from '../../api/client.ts'
import { useRequest } from '../../hooks/use-request.ts'

type Lists = Record<string, ResourceOption[]>

/**
 * The choices of fields or filters that name other resources (`reference: 'warehouses'`): each one's records
 * by id and name, the first 250 in name order, keyed by the plural.
 */
export function useReferenceLists(plurals: readonly (string | undefined)[]): Lists {
  const wanted = [...new Set(plurals.filter((plural): plural is string => Boolean(plural)))]
  const answer = useRequest(
    wanted.length === 0
      ? null
      : async (signal) => {
          const lists: Lists = {}
          await Promise.all(
            wanted.map(async (plural) => {
              const page = await api.get<Record<string, unknown>>(`proxy/${plural}.json`, {
                query: { limit: 250 },
                signal,
                quiet: true,
              })
              const rows = Array.isArray(page[plural])
                ? (page[plural] as { id: number; name?: string; number?: string }[])
                : []
              // A record with no name is known by its number (a purchase order, a shipment).
              lists[plural] = rows.map((row) => ({
                value: String(row.id),
                label: row.name ?? row.number ?? `#${row.id}`,
              }))
            }),
          )
          return lists
        },
    [wanted.join(',')],
  )
  return answer.data ?? {}
}

/** The choices of one referenced resource. */
export function useReferenceOptions(plural: string | undefined): ResourceOption[] {
  const lists = useReferenceLists([plural])
  return plural ? (lists[plural] ?? []) : []
}
