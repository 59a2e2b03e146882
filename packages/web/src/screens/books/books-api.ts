import {
  AccountLedgerSchema,
  type AnswerOf,
  BooksChoicesAnswerSchema,
  InvoiceEmailedSchema,
  JournalAnswerSchema,
  JournalImportAnswerSchema,
} from '@pos/core'
import { answers } from '../../api/answers.ts'
import { api } from '../../api/client.ts'

/** Figures of a report section: its accounts and total, in cents. */
export type Section = {
  lines: { accountId: number; code: string; name: string; amount: number }[]
  total: number
}
export type ProfitAndLoss = {
  income: Section
  costOfSales: Section
  grossProfit: number
  expenses: Section
  netProfit: number
}
export type BalanceSheet = {
  assets: Section
  liabilities: Section
  equity: { lines: Section['lines']; currentYearEarnings: number; total: number }
  netAssets: number
}
export type TrialBalance = {
  rows: { id: number; code: string; name: string; type: string; debit: number; credit: number }[]
  debit: number
  credit: number
}
export type Bas = {
  from: string
  to: string
  figures: Record<string, number>
  lodged: Record<string, number>
  netGst: number
}
/** What a books screen picks from, typed by core's answer schema. */
export type Choices = AnswerOf<typeof BooksChoicesAnswerSchema>
/** Query text of the set values. */
export function queryOf(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') query.set(key, String(value))
  return query.toString()
}

export const booksApi = {
  choices: (signal?: AbortSignal) =>
    answers.get(BooksChoicesAnswerSchema, 'proxy/books/choices.json', signal ? { signal } : {}),
  report: <T>(kind: string, query: string, signal?: AbortSignal) =>
    api.get<T>(`proxy/reports/${kind}.json?${query}`, signal ? { signal } : {}),
  /** One account's ledger (the screen asks only with an account chosen). */
  ledger: (query: string, signal?: AbortSignal) =>
    answers.get(AccountLedgerSchema, `proxy/general-ledger.json?${query}`, signal ? { signal } : {}),
  journal: (id: number, signal?: AbortSignal) =>
    answers.get(JournalAnswerSchema, `proxy/journal/${id}.json`, signal ? { signal } : {}),
  /** Emails an issued invoice with its PDF to its customer; answers the address it went to. */
  emailInvoice: (id: number) => answers.post(InvoiceEmailedSchema, `proxy/invoice/${id}/email.json`, {}),
  postJournal: (body: unknown) => answers.post(JournalAnswerSchema, 'proxy/journals.json', body),
  reverse: (id: number) => answers.post(JournalAnswerSchema, `proxy/journal/${id}/reverse.json`, {}),
  importJournal: (body: unknown) =>
    answers.post(JournalImportAnswerSchema, 'proxy/journals/import.json', body, { quiet: true }),
}
