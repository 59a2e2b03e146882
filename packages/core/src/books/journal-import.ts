import type { TaxType } from './tax-rates.ts'

/** The columns of a journal CSV (spec 5), in the retailer's words. */
export const JOURNAL_IMPORT_COLUMNS = [
  'Description',
  'Account Number',
  'Cost Centre',
  'Amount',
  'Tax Rate',
] as const

/** The spec's warning, shown with every import preview. */
export const JOURNAL_IMPORT_WARNING =
  'Importing a journal does not trigger any inventory, product or ledger movements: it only posts the journal lines.'

/** What an import row may name, looked up by the server for the company. */
export type JournalImportLookups = {
  readonly accounts: ReadonlyMap<string, { id: number; archived: boolean }>
  readonly costCentres: ReadonlyMap<string, number>
  readonly taxRates: ReadonlyMap<string, { id: number; taxType: TaxType }>
}

export type JournalImportRow = {
  /** The row's line number in the file (the header is line 1). */
  readonly line: number
  readonly description: string
  readonly accountCode: string
  readonly accountId: number | null
  readonly costCentreId: number | null
  readonly amount: number | null
  readonly taxRateId: number | null
  readonly taxType: TaxType
  readonly errors: readonly string[]
}

/** Dollars as text ("12.50", "-3", "$1,234.5", "(7.00)") to cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  let value = text.trim().replace(/[$,\s]/g, '')
  let negative = false
  if (/^\(.*\)$/.test(value)) {
    negative = true
    value = value.slice(1, -1)
  }
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return null
  return (match[1] === '-') !== negative ? -cents : cents
}

const key = (text: string) => text.trim().toLowerCase()

/**
 * Checks a journal CSV (its rows as text cells, header first) [IMP1]: the five columns by name, in any order;
 * every row's account by number, cost centre and tax rate by name (or code), and its amount (positive debit,
 * negative credit, tax inclusive). Gives every row with its errors, the file's own errors (missing columns,
 * unbalanced), and whether it can post: nothing posts unless every row is right and the amounts sum to zero.
 */
export function checkJournalImport(cells: readonly (readonly string[])[], lookups: JournalImportLookups) {
  const fileErrors: string[] = []
  const [header = [], ...body] = cells
  const index = new Map(header.map((name, i) => [key(name), i]))
  const missing = JOURNAL_IMPORT_COLUMNS.filter((column) => !index.has(key(column)))
  if (missing.length > 0)
    fileErrors.push(`The file is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`)
  const cell = (row: readonly string[], column: (typeof JOURNAL_IMPORT_COLUMNS)[number]) => {
    const i = index.get(key(column))
    return i === undefined ? '' : (row[i] ?? '').trim()
  }
  const rows: JournalImportRow[] = []
  let total = 0
  body.forEach((row, i) => {
    if (row.every((value) => value.trim() === '')) return
    const errors: string[] = []
    const accountCode = cell(row, 'Account Number')
    const account = lookups.accounts.get(key(accountCode))
    if (!accountCode) errors.push('Account Number is required')
    else if (!account) errors.push(`No account numbered ${accountCode}`)
    else if (account.archived) errors.push(`Account ${accountCode} is archived`)
    const centreName = cell(row, 'Cost Centre')
    const costCentreId = centreName ? (lookups.costCentres.get(key(centreName)) ?? null) : null
    if (centreName && costCentreId === null) errors.push(`No cost centre named ${centreName}`)
    const amountText = cell(row, 'Amount')
    const amount = parseDollars(amountText)
    if (amount === null)
      errors.push(amountText ? `Amount ${amountText} is not an amount` : 'Amount is required')
    else if (amount === 0) errors.push('Amount cannot be 0')
    const rateName = cell(row, 'Tax Rate')
    const rate = rateName ? lookups.taxRates.get(key(rateName)) : undefined
    if (rateName && !rate) errors.push(`No tax rate named ${rateName}`)
    if (amount !== null) total += amount
    rows.push({
      line: i + 2,
      description: cell(row, 'Description'),
      accountCode,
      accountId: account?.id ?? null,
      costCentreId,
      amount,
      taxRateId: rate?.id ?? null,
      taxType: rate?.taxType ?? 'BASEXCLUDED',
      errors,
    })
  })
  if (rows.length === 0) fileErrors.push('The file has no journal lines')
  else if (total !== 0)
    fileErrors.push(`The amounts do not balance: they sum to ${(total / 100).toFixed(2)}, not 0`)
  const ok = fileErrors.length === 0 && rows.every((row) => row.errors.length === 0)
  return { rows, fileErrors, total, ok, warning: JOURNAL_IMPORT_WARNING }
}
