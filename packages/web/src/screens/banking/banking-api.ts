import {
  BankAccountListSchema,
  DoneSchema,
  ReconcileViewSchema,
  StatementAnswerSchema,
  StatementImportedSchema,
  StatementPreviewAnswerSchema,
} from '@pos/core'
import { answers } from '../../api/answers.ts'

const options = (signal?: AbortSignal) => (signal ? { signal } : {})

/** The banking routes, their answers typed by core's schemas (banking/answers.ts). */
export const bankingApi = {
  accounts: (signal?: AbortSignal) =>
    answers.get(BankAccountListSchema, 'proxy/bankaccounts.json', options(signal)),
  preview: (account: number, body: unknown) =>
    answers.post(StatementPreviewAnswerSchema, `proxy/bankaccount/${account}/import.json`, body, {
      quiet: true,
    }),
  commit: (account: number, body: unknown) =>
    answers.post(
      StatementImportedSchema,
      `proxy/bankaccount/${account}/import.json`,
      { ...(body as object), commit: true },
      { quiet: true },
    ),
  statement: (id: number, signal?: AbortSignal) =>
    answers.get(StatementAnswerSchema, `proxy/bankstatement/${id}.json`, options(signal)),
  reconcile: (account: number, signal?: AbortSignal) =>
    answers.get(ReconcileViewSchema, `proxy/bankaccount/${account}/reconcile.json`, options(signal)),
  match: (account: number, body: { statement_line_ids: number[]; journal_line_ids: number[] }) =>
    answers.post(DoneSchema, `proxy/bankaccount/${account}/match.json`, body, { quiet: true }),
  unmatch: (account: number, statementLineId: number) =>
    answers.post(DoneSchema, `proxy/bankaccount/${account}/unmatch.json`, {
      statement_line_id: statementLineId,
    }),
  transaction: (account: number, body: unknown) =>
    answers.post(DoneSchema, `proxy/bankaccount/${account}/transaction.json`, body, { quiet: true }),
}
