import { type PostingLine, type Refusal, refusal, reversePosting, type TaxType } from '@pos/core'
import type { Transaction } from 'kysely'
import { day } from '../banking/bank-account.ts'
import { Refusal as Refused } from '../db/admin-invariants.ts'
import type { Database } from '../db/schema.ts'
import { type JournalHead, writeJournal } from './journal-writer.ts'

type Trx = Transaction<Database>

/**
 * Writes a document's journal (an invoice, a bill, their payments) in the caller's transaction; a books refusal
 * (period, archived account) comes back as a refusal, so the document's write is refused, not failed.
 */
export async function postDocument(
  trx: Trx,
  companyId: number,
  head: JournalHead,
  lines: readonly PostingLine[],
): Promise<Refusal | undefined> {
  try {
    await writeJournal(trx, companyId, head, lines)
    return undefined
  } catch (error) {
    if (error instanceof Refused) return refusal('posting', error.message)
    throw error
  }
}

/**
 * A canceled document's reversal: every line its approval posted (source `kind`, the document's id) posted
 * again the other way round, as source `<kind>_cancel` on the document's date.
 */
export async function reverseDocument(
  trx: Trx,
  companyId: number,
  document: { kind: string; id: number; date: string; narration: string },
): Promise<Refusal | undefined> {
  const posted = await trx
    .selectFrom('journal_lines')
    .select(['account_id', 'amount', 'tax_type', 'tax'])
    .where('company_id', '=', companyId)
    .where('source_kind', '=', document.kind)
    .where('source_id', '=', document.id)
    .execute()
  const lines = reversePosting(
    posted.map((line) => ({
      account: line.account_id,
      amount: Number(line.amount),
      taxType: line.tax_type as TaxType,
      tax: Number(line.tax),
    })),
  )
  const head = {
    date: document.date,
    narration: document.narration,
    sourceKind: `${document.kind}_cancel`,
    sourceId: document.id,
  }
  return postDocument(trx, companyId, head, lines)
}

/** An invoice or a bill as its journals name it: "Invoice INV-0012", "Bill 7". */
function documentName(kind: 'invoice' | 'bill', row: Record<string, unknown>): string {
  return `${kind === 'invoice' ? 'Invoice' : 'Bill'} ${String(row.number)}`
}

/** An approved invoice's or bill's posting, journaled on its date under its name, sourced by the document. */
export function postApproved(
  trx: Trx,
  companyId: number,
  kind: 'invoice' | 'bill',
  row: Record<string, unknown>,
  lines: readonly PostingLine[],
): Promise<Refusal | undefined> {
  const head = {
    date: day(row.date),
    narration: documentName(kind, row),
    sourceKind: kind,
    sourceId: Number(row.id),
  }
  return postDocument(trx, companyId, head, lines)
}

/** A canceled invoice's or bill's approval reversed on its date, as "<its name> canceled". */
export function reverseCanceled(
  trx: Trx,
  companyId: number,
  kind: 'invoice' | 'bill',
  row: Record<string, unknown>,
): Promise<Refusal | undefined> {
  const narration = `${documentName(kind, row)} canceled`
  return reverseDocument(trx, companyId, { kind, id: Number(row.id), date: day(row.date), narration })
}
