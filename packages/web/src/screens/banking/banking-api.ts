import type { CsvMapping } from '@pos/core'
import { api } from '../../api/client.ts'

export type BankAccount = {
  id: number
  code: string
  name: string
  ledger_balance: number
  statement_balance: number
  unreconciled: number
  latest_statement_id: number | null
}
export type StatementSummary = {
  id: number
  account_id: number
  account_code: string
  account_name: string
  file_name: string
  format: string
  start_date: string | null
  end_date: string | null
  line_count: number
  duplicate_count: number
  unreconciled: number
  created: string
}
export type ImportPreview = {
  format: 'csv' | 'ofx'
  mapping: CsvMapping | null
  sample: string[][]
  lines: { date: string; description: string; amount: number; reference: string; duplicate: boolean }[]
  bad: { row: number; reason: string }[]
  new_count: number
  duplicate_count: number
  bad_count: number
  closing_balance: number | null
}
export type Statement = Omit<StatementSummary, 'unreconciled'> & {
  closing_balance: number | null
  lines: {
    id: number
    date: string
    description: string
    reference: string
    amount: number
    state: 'Reconciled' | 'Unreconciled'
  }[]
}
export type ReconcileView = {
  account: { id: number; code: string; name: string }
  ledger_balance: number
  statement_balance: number
  statement_lines: { id: number; date: string; description: string; reference: string; amount: number }[]
  journal_lines: {
    id: number
    journal_id: number
    date: string
    narration: string
    description: string
    amount: number
    source_kind: string
    link: string
  }[]
  suggestions: { statement_line_id: number; journal_line_ids: number[]; days: number }[]
  reconciled: { id: number; date: string; description: string; amount: number }[]
}

const options = (signal?: AbortSignal) => (signal ? { signal } : {})

export const bankingApi = {
  accounts: (signal?: AbortSignal) =>
    api.get<{ bankaccounts: BankAccount[]; statements: StatementSummary[] }>(
      'proxy/bankaccounts.json',
      options(signal),
    ),
  preview: (account: number, body: unknown) =>
    api.post<{ preview: ImportPreview }>(`proxy/bankaccount/${account}/import.json`, body, { quiet: true }),
  commit: (account: number, body: unknown) =>
    api.post<{ preview: ImportPreview; statement: Statement }>(
      `proxy/bankaccount/${account}/import.json`,
      { ...(body as object), commit: true },
      { quiet: true },
    ),
  statement: (id: number, signal?: AbortSignal) =>
    api.get<{ bankstatement: Statement }>(`proxy/bankstatement/${id}.json`, options(signal)),
  reconcile: (account: number, signal?: AbortSignal) =>
    api.get<ReconcileView>(`proxy/bankaccount/${account}/reconcile.json`, options(signal)),
  match: (account: number, body: { statement_line_ids: number[]; journal_line_ids: number[] }) =>
    api.post<{ ok: true }>(`proxy/bankaccount/${account}/match.json`, body, { quiet: true }),
  unmatch: (account: number, statementLineId: number) =>
    api.post<{ ok: true }>(`proxy/bankaccount/${account}/unmatch.json`, {
      statement_line_id: statementLineId,
    }),
  transaction: (account: number, body: unknown) =>
    api.post<{ ok: true }>(`proxy/bankaccount/${account}/transaction.json`, body, { quiet: true }),
}
