import type { SystemEvent } from '@pos/core'
import { type RawBuilder, sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Glue's system hooks (spec 3: a job of type "system hook" names a system event). The change that is the event
 * queues a run of each of the company's jobs hooked to it, on the Glue queue (glue_queue), in the SAME
 * transaction or statement as the change: committed together, so a run is never lost to a crash after the
 * commit, and never queued for a change that rolled back. The run itself happens later in the Glue worker: a
 * failing or slow job never touches the change that fired it.
 *
 * Queueing is one INSERT ... SELECT over the company's hooked jobs (none: no row, nothing else done). It cannot
 * refuse: the data is JSON we make, glue_queue has no unique key, and the jobs are read FOR KEY SHARE so that a
 * job deleted meanwhile is skipped rather than failing its foreign key (a job's edit is not a key update, so
 * it never waits on a sale either).
 */

/** The most posted data a run keeps (the same cap as a webhook's body): past it, the event's summary only. */
const MAX_DATA_CHARS = 256 * 1024

/** The headers of a hooked run: its steps read the event with "get post header" too. */
function eventHeaders(event: SystemEvent): string {
  return JSON.stringify({ 'content-type': 'application/json', 'x-pos-event': event })
}

/**
 * The statement (or a CTE's body) that queues `event`'s hooked runs for `companyId`, with `data` (an SQL
 * expression giving jsonb) as the posted data; `when` (an SQL condition) lets a CTE queue only when its change
 * happened. Only literals besides the two expressions: it fits a fixed statement.
 */
export function hookedRunsInsert(
  companyId: RawBuilder<unknown>,
  event: SystemEvent,
  data: RawBuilder<unknown>,
  when: RawBuilder<unknown> = sql`true`,
): RawBuilder<unknown> {
  return sql`
    INSERT INTO glue_queue (company_id, job_id, data, headers)
    SELECT j.company_id, j.id, (${data})::text, ${sql.lit(eventHeaders(event))}::jsonb
    FROM glue_jobs j
    WHERE j.company_id = ${companyId} AND j.type = 'system_hook' AND j.system_event = ${sql.lit(event)}
      AND ${when}
    FOR KEY SHARE OF j`
}

/** The posted data of an event: `{ event, ...data }`, or only its plain fields when it is too large to keep. */
export function eventData(event: SystemEvent, data: Record<string, unknown>): string {
  const whole = JSON.stringify({ event, ...data })
  if (whole.length <= MAX_DATA_CHARS) return whole
  const plain = Object.fromEntries(Object.entries(data).filter(([, value]) => typeof value !== 'object'))
  return JSON.stringify({ event, ...plain, truncated: true })
}

/** Queues `event`'s hooked runs inside the transaction `trx` that makes the change. */
export async function fireSystemEvent(
  trx: Transaction<Database>,
  companyId: number,
  event: SystemEvent,
  data: Record<string, unknown>,
): Promise<void> {
  await hookedRunsInsert(sql`${companyId}`, event, sql`${eventData(event, data)}::jsonb`).execute(trx)
}
