import { minorToDecimalString } from '../money/format.ts'
import type { Minor } from '../money/minor.ts'
import { type Refusal, refusal } from '../resource/refusal.ts'

/** An unreconciled line of either side: a statement line, or a journal line on the bank account. */
export type ReconcileLine = { readonly id: number; readonly date: string; readonly amount: number }

/** A suggested match: one statement line and the journal line of the same amount nearest its day. */
export type MatchSuggestion = {
  readonly statementLineId: number
  readonly journalLineIds: readonly number[]
  /** How many days apart the two are. */
  readonly days: number
}

/** How far apart (days) a statement line and a transaction may be and still be suggested: two weeks. */
export const MATCH_WINDOW_DAYS = 14

const DAY_MS = 86_400_000

/** Whole days between two ISO days, never negative. */
export function daysApart(a: string, b: string): number {
  return Math.round(Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS)
}

/**
 * Suggested matches [BNK3] (the Xero model, accounting-au.md §7): a statement line and a journal line match when
 * their amounts are equal (required) and they are at most `windowDays` apart; the closest pairs are taken
 * first (then the lower ids), and each line is suggested once.
 */
export function suggestMatches(
  statement: readonly ReconcileLine[],
  ledger: readonly ReconcileLine[],
  windowDays = MATCH_WINDOW_DAYS,
): MatchSuggestion[] {
  const byAmount = new Map<number, ReconcileLine[]>()
  for (const line of ledger) byAmount.set(line.amount, [...(byAmount.get(line.amount) ?? []), line])
  const pairs: { s: ReconcileLine; l: ReconcileLine; days: number }[] = []
  for (const s of statement) {
    for (const l of byAmount.get(s.amount) ?? []) {
      const days = daysApart(s.date, l.date)
      if (days <= windowDays) pairs.push({ s, l, days })
    }
  }
  pairs.sort((x, y) => x.days - y.days || x.s.id - y.s.id || x.l.id - y.l.id)
  const usedStatement = new Set<number>()
  const usedLedger = new Set<number>()
  const suggestions: MatchSuggestion[] = []
  for (const { s, l, days } of pairs) {
    if (usedStatement.has(s.id) || usedLedger.has(l.id)) continue
    usedStatement.add(s.id)
    usedLedger.add(l.id)
    suggestions.push({ statementLineId: s.id, journalLineIds: [l.id], days })
  }
  return suggestions.sort((x, y) => x.statementLineId - y.statementLineId)
}

/**
 * Whether statement lines and journal lines may be reconciled together [BNK4]: at least one of each, and the
 * same total (one to one, or one to many: a deposit of several takings); a refusal otherwise.
 */
export function matchRefusal(
  statementAmounts: readonly number[],
  journalAmounts: readonly number[],
  currency = 'AUD',
): Refusal | undefined {
  if (statementAmounts.length === 0)
    return refusal('no_statement_line', 'Choose a statement line to match', 'statement_line_ids')
  if (journalAmounts.length === 0)
    return refusal('no_transaction', 'Choose the transactions it matches', 'journal_line_ids')
  const statement = statementAmounts.reduce((sum, amount) => sum + amount, 0)
  const journal = journalAmounts.reduce((sum, amount) => sum + amount, 0)
  if (statement === journal) return undefined
  const money = (cents: number) => minorToDecimalString(cents as Minor, currency)
  return refusal(
    'unbalanced_match',
    `The amounts do not match: the statement says ${money(statement)}, the transactions ${money(journal)}`,
    'journal_line_ids',
  )
}
