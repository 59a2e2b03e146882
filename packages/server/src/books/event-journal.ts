import type { PostingLine } from '@pos/core'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import { writeJournal } from './journal-writer.ts'

/** What a stock, cash or back-office event is, for its journal: the kind and id of its document. */
export type BooksEvent = {
  readonly narration: string
  readonly sourceKind: string
  /** The event's record; a second posting of the same kind and id is refused by the journals' unique index. */
  readonly sourceId: number | null
  readonly userId?: number | null
}

/** Today in the company's books time zone (the day a register sale posts on, too). */
export async function companyToday(trx: Transaction<Database>, companyId: number): Promise<string> {
  const row = await sql<{ day: string }>`
    SELECT (now() AT TIME ZONE books_timezone)::date::text AS day FROM companies WHERE id = ${companyId}`.execute(
    trx,
  )
  return row.rows[0]!.day
}

/**
 * Posts an event's lines (a core posting) in the caller's transaction, the one that stores the event, dated the
 * day it happens in the company's time zone and not held back by the open period [PER1]; nothing when the posting
 * is empty (a close with no variance). Once: a document posts once by (kind, id).
 */
export async function postEvent(
  trx: Transaction<Database>,
  companyId: number,
  event: BooksEvent,
  lines: readonly PostingLine[],
): Promise<number | null> {
  if (lines.length === 0) return null
  const date = await companyToday(trx, companyId)
  return writeJournal(trx, companyId, { ...event, date, ownDay: true }, lines)
}
