import * as v from 'valibot'
import { CsvMappingSchema } from './statement-csv.ts'

/**
 * The answers of the banking routes (bank accounts, statement import, reconciliation; accounting-au.md §5): the
 * server writes them, the screens read them typed from here, so a renamed field fails the build on both sides.
 * Amounts are integer cents; dates are `YYYY-MM-DD` text.
 */

const day = v.string()
const maybeDay = v.nullable(v.string())

/** A Bank-type account with its ledger balance, statement balance and unreconciled lines. */
export const BankAccountSummarySchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  bank_account_name: v.string(),
  bank_bsb: v.string(),
  bank_account_number: v.string(),
  ledger_balance: v.number(),
  statement_balance: v.number(),
  unreconciled: v.number(),
  latest_statement_id: v.nullable(v.number()),
})
export type BankAccountSummary = v.InferOutput<typeof BankAccountSummarySchema>

const statementHead = {
  id: v.number(),
  account_id: v.number(),
  account_code: v.string(),
  account_name: v.string(),
  file_name: v.string(),
  format: v.string(),
  start_date: maybeDay,
  end_date: maybeDay,
  line_count: v.number(),
  duplicate_count: v.number(),
  created: v.string(),
}

/** A statement in the list, with how many of its lines are still unreconciled. */
export const StatementSummarySchema = v.object({ ...statementHead, unreconciled: v.number() })
export type StatementSummary = v.InferOutput<typeof StatementSummarySchema>

/** GET /api/proxy/bankaccounts.json: the bank accounts and the latest statements. */
export const BankAccountListSchema = v.object({
  bankaccounts: v.array(BankAccountSummarySchema),
  statements: v.array(StatementSummarySchema),
})

/** What a statement file would import: every line read, the bad rows with their reasons, the duplicates. */
export const StatementPreviewSchema = v.object({
  format: v.picklist(['csv', 'ofx']),
  mapping: v.nullable(CsvMappingSchema),
  sample: v.array(v.array(v.string())),
  lines: v.array(
    v.object({
      date: day,
      description: v.string(),
      amount: v.number(),
      reference: v.string(),
      duplicate: v.boolean(),
    }),
  ),
  bad: v.array(v.object({ row: v.number(), reason: v.string() })),
  new_count: v.number(),
  duplicate_count: v.number(),
  bad_count: v.number(),
  closing_balance: v.nullable(v.number()),
})
export type StatementPreview = v.InferOutput<typeof StatementPreviewSchema>

/** A statement with its lines. */
export const StatementSchema = v.object({
  ...statementHead,
  closing_balance: v.nullable(v.number()),
  lines: v.array(
    v.object({
      id: v.number(),
      date: day,
      description: v.string(),
      reference: v.string(),
      amount: v.number(),
      state: v.picklist(['Reconciled', 'Unreconciled']),
    }),
  ),
})
export type Statement = v.InferOutput<typeof StatementSchema>

/** POST /api/proxy/bankaccount/{id}/import.json without `commit`: the preview. */
export const StatementPreviewAnswerSchema = v.object({ preview: StatementPreviewSchema })
/** POST /api/proxy/bankaccount/{id}/import.json with `commit`: the preview and the statement made. */
export const StatementImportedSchema = v.object({
  preview: StatementPreviewSchema,
  statement: StatementSchema,
})
/** GET /api/proxy/bankstatement/{id}.json. */
export const StatementAnswerSchema = v.object({ bankstatement: StatementSchema })

/** GET /api/proxy/bankaccount/{id}/reconcile.json: the unreconciled lines of both sides and the suggestions. */
export const ReconcileViewSchema = v.object({
  account: v.object({ id: v.number(), code: v.string(), name: v.string() }),
  ledger_balance: v.number(),
  statement_balance: v.number(),
  statement_lines: v.array(
    v.object({
      id: v.number(),
      statement_id: v.number(),
      date: day,
      description: v.string(),
      reference: v.string(),
      amount: v.number(),
    }),
  ),
  journal_lines: v.array(
    v.object({
      id: v.number(),
      journal_id: v.number(),
      date: day,
      narration: v.string(),
      description: v.string(),
      amount: v.number(),
      source_kind: v.string(),
      link: v.string(),
    }),
  ),
  suggestions: v.array(
    v.object({ statement_line_id: v.number(), journal_line_ids: v.array(v.number()), days: v.number() }),
  ),
  reconciled: v.array(v.object({ id: v.number(), date: day, description: v.string(), amount: v.number() })),
})
export type ReconcileView = v.InferOutput<typeof ReconcileViewSchema>

/** The answer of an action whose effect the screen reads again (match, unmatch, a transaction). */
export const DoneSchema = v.object({ ok: v.literal(true) })
