import { type PostingLine, postingDateProblem, postingImbalance } from '@pos/core'
import { sql, type Transaction } from 'kysely'
import { Refusal } from '../db/admin-invariants.ts'
import type { Database } from '../db/schema.ts'

export type JournalHead = {
  readonly date: string
  readonly narration: string
  readonly sourceKind: string
  readonly sourceId: number | null
  readonly cashBasis?: boolean
  readonly userId?: number | null
  readonly reversesId?: number | null
  /**
   * An event posted on the day it happens (a petty cash entry, a register close, a stock adjustment), like a
   * register sale [PER1]: the open period and lock date do not refuse it, since the event itself has happened.
   */
  readonly ownDay?: boolean
}

/** The company's open period and lock date (chart of accounts, calendar), as ISO days. */
export async function openPeriod(trx: Transaction<Database>, companyId: number) {
  const row = await trx
    .selectFrom('companies')
    .select([
      sql<string | null>`books_open_from::text`.as('from'),
      sql<string | null>`books_open_to::text`.as('to'),
      sql<string | null>`books_lock_date::text`.as('lockDate'),
    ])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow()
  return row
}

/**
 * Writes a journal and its lines in the caller's transaction, after the checks every back-office posting
 * passes: the lines balance, the date is inside the open period and after the lock date, every account is the
 * company's and not archived, every tax rate and cost centre the company's. A refusal (Refusal) undoes it all.
 */
export async function writeJournal(
  trx: Transaction<Database>,
  companyId: number,
  head: JournalHead,
  lines: readonly PostingLine[],
): Promise<number> {
  if (postingImbalance(lines) !== 0) throw new Refusal('The journal does not balance')
  const problem = head.ownDay ? undefined : postingDateProblem(head.date, await openPeriod(trx, companyId))
  if (problem) throw new Refusal(problem)
  const accounts = await trx
    .selectFrom('accounts')
    .select(['id', 'role', 'code', 'archived'])
    .where('company_id', '=', companyId)
    .execute()
  const byRole = new Map(accounts.flatMap((a) => (a.role ? [[a.role, a.id] as const] : [])))
  const byId = new Map(accounts.map((a) => [a.id, a]))
  const methods = await trx
    .selectFrom('payment_methods')
    .select(['id', 'clearing_account_id'])
    .where('company_id', '=', companyId)
    .execute()
  const clearing = new Map(methods.map((m) => [String(m.id), m.clearing_account_id]))
  const resolved = lines.map((line, index) => {
    const id =
      line.account ??
      (line.method !== undefined ? (clearing.get(line.method) ?? null) : null) ??
      (line.role ? byRole.get(line.role) : undefined)
    const account = id === undefined || id === null ? undefined : byId.get(id)
    if (!account) throw new Refusal(`Line ${index + 1}: choose an account of this company`)
    if (account.archived) throw new Refusal(`Line ${index + 1}: account ${account.code} is archived`)
    return { line, accountId: account.id }
  })
  const rateIds = [...new Set(resolved.flatMap(({ line }) => (line.taxRateId ? [line.taxRateId] : [])))]
  if (rateIds.length > 0) {
    const found = await trx
      .selectFrom('tax_rates')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', rateIds)
      .execute()
    if (found.length !== rateIds.length) throw new Refusal('Choose a tax rate of this company')
  }
  const centreIds = [...new Set(resolved.flatMap(({ line }) => (line.costCentre ? [line.costCentre] : [])))]
  if (centreIds.length > 0) {
    const found = await trx
      .selectFrom('cost_centres')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', centreIds)
      .execute()
    if (found.length !== centreIds.length) throw new Refusal('Choose a cost centre of this company')
  }
  const journal = await trx
    .insertInto('journals')
    .values({
      company_id: companyId,
      date: head.date,
      narration: head.narration,
      source_kind: head.sourceKind,
      source_id: head.sourceId,
      cash_basis: head.cashBasis ?? true,
      user_id: head.userId ?? null,
      reverses_id: head.reversesId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const journalId = Number(journal.id)
  if (resolved.length > 0) {
    await trx
      .insertInto('journal_lines')
      .values(
        resolved.map(({ line, accountId }) => ({
          journal_id: journalId,
          company_id: companyId,
          date: head.date,
          account_id: accountId,
          amount: line.amount,
          tax_type: line.taxType,
          tax: line.tax,
          tax_rate_id: line.taxRateId ?? null,
          cost_centre_id: line.costCentre ?? null,
          description: line.description ?? '',
          source_kind: head.sourceKind,
          source_id: head.sourceId ?? journalId,
        })),
      )
      .execute()
  }
  return journalId
}
