import * as v from 'valibot'

/** What every stored record answers besides its own keys: its id, and when it was made and last changed. */
const RECORD_ID = { id: v.number() }
const RECORD_TIMES = { created: v.string(), updated: v.string() }

/**
 * The row schema of a resource kept in its own table: the id first, the resource's own keys, then the times
 * the server keeps (`created`, `updated`), so no declaration restates them.
 */
export function recordRow<const E extends v.ObjectEntries>(entries: E) {
  return v.object({ ...RECORD_ID, ...entries, ...RECORD_TIMES })
}
