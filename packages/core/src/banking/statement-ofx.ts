import { parseDollars } from '../books/journal-import.ts'
import { MAX_YEAR, MIN_YEAR } from './statement-csv.ts'
import {
  type BadStatementRow,
  MAX_LINE_CENTS,
  type StatementLineDraft,
  type StatementParse,
} from './statement-lines.ts'

/** A leaf element's text in an OFX aggregate: `<TAG>value` (SGML, v1) or `<TAG>value</TAG>` (XML, v2). */
function leaf(block: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block)
  return match?.[1]?.trim()
}

/** An OFX day (`YYYYMMDD[HHMMSS[.sss]][tz]`) as YYYY-MM-DD, or null when it is not a real day. */
export function readOfxDate(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(text)
  if (!match) return null
  const [, year, month, day] = match as unknown as [string, string, string, string]
  const m = Number(month)
  const d = Number(day)
  const y = Number(year)
  if (
    y < MIN_YEAR ||
    y > MAX_YEAR ||
    m < 1 ||
    m > 12 ||
    d < 1 ||
    d > new Date(Date.UTC(y, m, 0)).getUTCDate()
  )
    return null
  return `${year}-${month}-${day}`
}

/** OFX decodes a few SGML entities in its text. */
function text(value: string | undefined): string {
  return (value ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

/** An OFX amount (signed, a point or a comma before the cents) in cents, or null. */
function amountOf(value: string | undefined): number | null {
  if (!value) return null
  const cents = parseDollars(value.replace(/,(\d{1,2})$/, '.$1'))
  return cents === null || Math.abs(cents) > MAX_LINE_CENTS ? null : cents
}

/**
 * Reads an OFX or QFX bank statement, v1 (SGML) or v2 (XML) [BNK1]: each STMTTRN a line (DTPOSTED, TRNAMT signed
 * from the customer's view, NAME and MEMO as its description, CHECKNUM or REFNUM as its reference, FITID as the
 * bank's id), each unreadable one a bad row numbered by its place among the transactions; LEDGERBAL's amount as
 * the closing balance.
 */
export function parseOfxStatement(file: string): StatementParse {
  if (!/<OFX>/i.test(file)) return { lines: [], bad: [{ row: 0, reason: 'This is not an OFX file' }] }
  const lines: StatementLineDraft[] = []
  const bad: BadStatementRow[] = []
  const blocks = file.split(/<STMTTRN>/i).slice(1)
  for (const [index, raw] of blocks.entries()) {
    const block = raw.split(/<\/STMTTRN>/i)[0] ?? raw
    const row = index + 1
    const posted = leaf(block, 'DTPOSTED') ?? ''
    const date = readOfxDate(posted)
    if (!date) {
      bad.push({ row, reason: `Transaction ${row}: '${posted.slice(0, 40)}' is not a date` })
      continue
    }
    const amount = amountOf(leaf(block, 'TRNAMT'))
    if (amount === null) {
      bad.push({ row, reason: `Transaction ${row}: no amount` })
      continue
    }
    if (amount === 0) {
      bad.push({ row, reason: `Transaction ${row}: the amount is zero` })
      continue
    }
    const name = text(leaf(block, 'NAME'))
    const memo = text(leaf(block, 'MEMO'))
    const description = (name && memo && name !== memo ? `${name} ${memo}` : name || memo).slice(0, 500)
    const reference = text(leaf(block, 'CHECKNUM') ?? leaf(block, 'REFNUM')).slice(0, 200)
    const fitid = text(leaf(block, 'FITID')).slice(0, 200)
    lines.push({ date, description, amount, reference, ...(fitid ? { fitid } : {}) })
  }
  const ledger = /<LEDGERBAL>([\s\S]*?)(<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>|$)/i.exec(file)?.[1]
  const closing = ledger ? amountOf(leaf(ledger, 'BALAMT')) : null
  return closing === null ? { lines, bad } : { lines, bad, closingBalance: closing }
}
