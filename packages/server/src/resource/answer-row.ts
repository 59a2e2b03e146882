import { type AnyResource, rowKeyKind, rowKeys } from '@pos/core'

/**
 * A database row as the resource answers it: only the declared keys, instants as ISO text, numeric and
 * bigint columns (which the drivers hand over as text) as numbers where the row schema says number.
 */
export function answerRow(resource: AnyResource, row: Record<string, unknown>): Record<string, unknown> {
  const answer: Record<string, unknown> = {}
  for (const key of rowKeys(resource)) {
    const value = row[key]
    // A key the row schema leaves optional is left out when the record has none (a loyalty-only field).
    if (value === undefined && resource.row.entries[key]?.type === 'optional') continue
    if (value instanceof Date) answer[key] = value.toISOString()
    else if (typeof value === 'string' && rowKeyKind(resource, key) === 'number') answer[key] = Number(value)
    else if (typeof value === 'bigint') answer[key] = Number(value)
    else answer[key] = value === undefined ? null : value
  }
  return answer
}

/** A body's values as column values: objects and lists go to jsonb columns as JSON text. */
export function columnValues(values: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue
    columns[key] =
      value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value
  }
  return columns
}
