import * as v from 'valibot'
import { CsvMappingSchema } from './statement-csv.ts'

/** The states of a bank statement line (spec 4). */
export const STATEMENT_LINE_STATES = ['Unreconciled', 'Reconciled'] as const
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number]

const Id = (message: string) => v.pipe(v.number(message), v.safeInteger(message), v.minValue(1, message))
const Ids = (message: string, min: number) =>
  v.pipe(
    v.array(Id(message), message),
    v.minLength(min, message),
    v.maxLength(200, 'At most 200 lines at once'),
  )

/**
 * A statement file to read (accounts/bank-account/{id}/import): its text, CSV or OFX, the column mapping of a
 * CSV, and whether to store it (`commit`) or only preview it.
 */
export const StatementImportSchema = v.object({
  format: v.picklist(['csv', 'ofx'] as const, 'Choose CSV or OFX'),
  text: v.pipe(
    v.string('Choose a file'),
    v.minLength(1, 'Choose a file'),
    v.maxLength(5_000_000, 'The file is too large (at most 5 MB)'),
  ),
  file_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  mapping: v.optional(CsvMappingSchema),
  commit: v.optional(v.boolean(), false),
})
export type StatementImport = v.InferOutput<typeof StatementImportSchema>

/** Statement lines reconciled against journal lines of the bank account (their totals must be equal). */
export const StatementMatchSchema = v.object({
  statement_line_ids: Ids('Choose a statement line to match', 1),
  journal_line_ids: Ids('Choose the transactions it matches', 1),
})

/** Undoes the match a statement line is part of. */
export const StatementUnmatchSchema = v.object({ statement_line_id: Id('Choose a statement line') })

/** A new transaction for a statement line nothing matches: the other account, its tax rate, a description. */
export const StatementTransactionSchema = v.object({
  statement_line_id: Id('Choose a statement line'),
  account_id: Id('Choose an account'),
  tax_rate_id: v.optional(v.nullable(Id('Choose a tax rate')), null),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
})
