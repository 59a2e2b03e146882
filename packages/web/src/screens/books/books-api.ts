import {
  AccountLedgerSchema,
  type AnswerOf,
  BalanceSheetAnswerSchema,
  BasAnswerSchema,
  BooksChoicesAnswerSchema,
  InvoiceEmailedSchema,
  JournalAnswerSchema,
  JournalImportAnswerSchema,
  ProfitAndLossAnswerSchema,
  TrialBalanceAnswerSchema,
} from '@pos/core'
import { answers } from '../../api/answers.ts'

/** What a books screen picks from, typed by core's answer schema. */
export type Choices = AnswerOf<typeof BooksChoicesAnswerSchema>
/** Query text of the set values. */
export function queryOf(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') query.set(key, String(value))
  return query.toString()
}

/** The books' reports, each typed by the schema of its answer. */
export const REPORT_SCHEMAS = {
  'profit-and-loss': ProfitAndLossAnswerSchema,
  'balance-sheet': BalanceSheetAnswerSchema,
  'trial-balance': TrialBalanceAnswerSchema,
  bas: BasAnswerSchema,
} as const
export type ReportKind = keyof typeof REPORT_SCHEMAS
export type ReportAnswer<K extends ReportKind> = AnswerOf<(typeof REPORT_SCHEMAS)[K]>
/** A report's answer with its kind, so a screen reads each kind's figures typed. */
export type Report = { [K in ReportKind]: { kind: K; data: ReportAnswer<K> } }[ReportKind]

export const booksApi = {
  choices: (signal?: AbortSignal) =>
    answers.get(BooksChoicesAnswerSchema, 'proxy/books/choices.json', signal ? { signal } : {}),
  /** A report of the kind asked, tagged with its kind. */
  async report(kind: ReportKind, query: string, signal?: AbortSignal): Promise<Report> {
    const get = <K extends ReportKind>(k: K) =>
      answers.get(REPORT_SCHEMAS[k], `proxy/reports/${k}.json?${query}`, signal ? { signal } : {})
    switch (kind) {
      case 'profit-and-loss':
        return { kind, data: await get(kind) }
      case 'balance-sheet':
        return { kind, data: await get(kind) }
      case 'trial-balance':
        return { kind, data: await get(kind) }
      case 'bas':
        return { kind, data: await get(kind) }
    }
  },
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
