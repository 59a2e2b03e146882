/**
 * A bank statement's lines as an import reads them, before they are stored (accounting-au.md §7): the day, what
 * the bank says, the signed amount in cents from the customer's view (money in positive, money out negative), a
 * reference, and the bank's own id of the line when the file has one (OFX FITID).
 */
export type StatementLineDraft = {
  readonly date: string
  readonly description: string
  readonly amount: number
  readonly reference: string
  readonly fitid?: string
}

/** A row the import could not read, by its line in the file (1 = the first line), with the reason. */
export type BadStatementRow = { readonly row: number; readonly reason: string }

/** What reading a file gives: the lines it could read and every row it could not. */
export type StatementParse = {
  readonly lines: StatementLineDraft[]
  readonly bad: BadStatementRow[]
  /** The closing balance the file states (OFX LEDGERBAL), in cents. */
  readonly closingBalance?: number
}

/** A statement file holds at most this many lines (Xero takes 1,000 a file). */
export const MAX_STATEMENT_LINES = 5000

/** The largest amount a statement line may carry: ten billion dollars, in cents. */
export const MAX_LINE_CENTS = 1_000_000_000_000

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The fingerprint of each line, so that importing the same file again stores nothing twice [BNK2]: the bank's
 * id when the file has one, else the day, amount and description with how many equal lines came before it in
 * the file (two real coffees of the same price on one day stay two lines; the same file read again gives the
 * same fingerprints).
 */
export function lineFingerprints(lines: readonly StatementLineDraft[]): string[] {
  const seen = new Map<string, number>()
  return lines.map((line) => {
    if (line.fitid) return `fitid:${line.fitid.trim()}`
    const key = `${line.date}|${line.amount}|${normal(line.description)}`
    const count = seen.get(key) ?? 0
    seen.set(key, count + 1)
    return `${key}|${count}`
  })
}

/** Σ amounts of statement lines, in cents. */
export function statementTotal(lines: readonly Pick<StatementLineDraft, 'amount'>[]): number {
  let sum = 0
  for (const line of lines) sum += line.amount
  return sum
}
