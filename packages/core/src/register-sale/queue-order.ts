/** A queued sale as ordering needs it: its client id and the ISO date it was saved. */
export type QueuedKey = { readonly id: string; readonly date: string }

/** The order the queue is sent in [QUEUE1]: saved date, then id. A new array; the input is untouched. */
export function queueOrder<T extends QueuedKey>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    const byDate = Date.parse(a.date) - Date.parse(b.date)
    if (byDate !== 0 && !Number.isNaN(byDate)) return byDate
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
  })
}
