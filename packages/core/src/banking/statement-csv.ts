import * as v from 'valibot'
import { parseDollars } from '../books/journal-import.ts'
import { MAX_LINE_CENTS, type StatementLineDraft, type StatementParse } from './statement-lines.ts'

/** The date orders a bank's CSV may use (AU banks write DD/MM/YYYY). */
export const STATEMENT_DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number]

const Column = v.optional(
  v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(99))),
  null,
)

/**
 * The column-mapping step of a CSV import [BNK1]: which column (from 0) holds the date, the description, and
 * either one signed amount or a debit and a credit column; the date order; how many rows to skip at the top
 * (a header).
 */
export const CsvMappingSchema = v.object({
  date: v.pipe(v.number('Choose the date column'), v.safeInteger(), v.minValue(0), v.maxValue(99)),
  description: v.pipe(
    v.number('Choose the description column'),
    v.safeInteger(),
    v.minValue(0),
    v.maxValue(99),
  ),
  amount: Column,
  debit: Column,
  credit: Column,
  reference: Column,
  date_format: v.optional(v.picklist(STATEMENT_DATE_FORMATS, 'Choose a date format'), 'DD/MM/YYYY'),
  skip_rows: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100)), 0),
})
export type CsvMapping = v.InferOutput<typeof CsvMappingSchema>

/** Statement days outside these years are refused as not a date (the database keeps years 1900-2199 here). */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2199

/** A day read in the given order, as YYYY-MM-DD, or null when it is not a real day. */
export function readStatementDate(text: string, format: StatementDateFormat): string | null {
  const parts = text.trim().split(/[/.-]/)
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null
  const [a, b, c] = parts.map(Number) as [number, number, number]
  let [year, month, day] =
    format === 'YYYY-MM-DD' ? [a, b, c] : format === 'DD/MM/YYYY' ? [c, b, a] : [c, a, b]
  const yearText = format === 'YYYY-MM-DD' ? parts[0]! : parts[2]!
  if (yearText.length === 2) year += 2000
  else if (yearText.length !== 4) return null
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return null
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day > days) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

const headerWords = {
  date: ['date', 'transaction date', 'posted date', 'value date'],
  description: ['description', 'narrative', 'details', 'payee', 'memo', 'transaction details'],
  amount: ['amount', 'value', 'transaction amount'],
  debit: ['debit', 'debit amount', 'withdrawal', 'withdrawals', 'money out'],
  credit: ['credit', 'credit amount', 'deposit', 'deposits', 'money in'],
  reference: ['reference', 'ref', 'cheque no', 'cheque number', 'serial'],
}

/**
 * A first guess at the mapping from the file's first row: named columns when it is a header (Westpac's Date,
 * Narrative, Debit Amount, Credit Amount), else CommBank's headerless Date, Amount, Description.
 */
export function guessCsvMapping(firstRow: readonly string[]): CsvMapping {
  const names = firstRow.map((cell) => cell.trim().toLowerCase())
  const find = (words: readonly string[]) => {
    const index = names.findIndex((name) => words.includes(name))
    return index >= 0 ? index : null
  }
  const date = find(headerWords.date)
  if (date === null) {
    return {
      date: 0,
      amount: 1,
      description: 2,
      debit: null,
      credit: null,
      reference: null,
      date_format: 'DD/MM/YYYY',
      skip_rows: 0,
    }
  }
  const amount = find(headerWords.amount)
  return {
    date,
    description: find(headerWords.description) ?? (date === 0 ? 1 : 0),
    amount,
    debit: amount === null ? find(headerWords.debit) : null,
    credit: amount === null ? find(headerWords.credit) : null,
    reference: find(headerWords.reference),
    date_format: 'DD/MM/YYYY',
    skip_rows: 1,
  }
}

/** Why a mapping cannot read a file, or null. */
export function csvMappingProblem(mapping: CsvMapping): string | null {
  const hasAmount = mapping.amount !== null
  const hasSplit = mapping.debit !== null || mapping.credit !== null
  if (!hasAmount && !hasSplit) return 'Choose an amount column, or debit and credit columns'
  if (hasAmount && hasSplit) return 'Choose either one amount column or debit and credit columns, not both'
  return null
}

function cents(text: string | undefined): number | null | 'blank' {
  if (text === undefined || text.trim() === '') return 'blank'
  const value = parseDollars(text)
  return value === null || Math.abs(value) > MAX_LINE_CENTS ? null : value
}

/** One row as a line, or the reason it cannot be one. */
function readRow(cells: readonly string[], row: number, mapping: CsvMapping): StatementLineDraft | string {
  const dateText = cells[mapping.date]?.trim() ?? ''
  if (dateText === '') return `Row ${row}: no date`
  const date = readStatementDate(dateText, mapping.date_format)
  if (!date) return `Row ${row}: '${dateText.slice(0, 40)}' is not a date as ${mapping.date_format}`
  let amount: number
  if (mapping.amount !== null) {
    const value = cents(cells[mapping.amount])
    if (value === 'blank') return `Row ${row}: no amount`
    if (value === null) return `Row ${row}: '${(cells[mapping.amount] ?? '').slice(0, 40)}' is not an amount`
    amount = value
  } else {
    const debit = mapping.debit === null ? 'blank' : cents(cells[mapping.debit])
    const credit = mapping.credit === null ? 'blank' : cents(cells[mapping.credit])
    if (debit === null || credit === null) return `Row ${row}: the debit or credit is not an amount`
    if (debit === 'blank' && credit === 'blank') return `Row ${row}: no debit or credit`
    if (debit !== 'blank' && credit !== 'blank' && debit !== 0 && credit !== 0)
      return `Row ${row}: both a debit and a credit`
    // A debit is money out, whatever its sign in the file; a credit money in.
    amount = (credit === 'blank' ? 0 : Math.abs(credit)) - (debit === 'blank' ? 0 : Math.abs(debit))
  }
  if (amount === 0) return `Row ${row}: the amount is zero`
  const description = (cells[mapping.description] ?? '').trim().slice(0, 500)
  const reference = mapping.reference === null ? '' : (cells[mapping.reference] ?? '').trim().slice(0, 200)
  return { date, description, amount, reference }
}

/**
 * Reads a bank's CSV (its rows as text cells) with a mapping [BNK1]: each row a line, or a bad row with its
 * reason (no date, not a date in the chosen order, no amount, both a debit and a credit...). Blank rows and the
 * skipped rows at the top are left out; rows keep their line number in the file.
 */
export function parseCsvStatement(rows: readonly (readonly string[])[], mapping: CsvMapping): StatementParse {
  const problem = csvMappingProblem(mapping)
  if (problem) return { lines: [], bad: [{ row: 0, reason: problem }] }
  const lines: StatementLineDraft[] = []
  const bad: { row: number; reason: string }[] = []
  for (const [index, cells] of rows.entries()) {
    if (index < mapping.skip_rows || cells.every((cell) => cell.trim() === '')) continue
    const read = readRow(cells, index + 1, mapping)
    if (typeof read === 'string') bad.push({ row: index + 1, reason: read })
    else lines.push(read)
  }
  return { lines, bad }
}
