import { parseMoneyText } from './prices.ts'

/**
 * Price list CSV import (spec 5: a header 'style,price' or 'sku,price'). Rows are checked here; the server
 * then looks the styles or SKUs up and imports all rows or none.
 */
export const PRICE_IMPORT_KEYS = { style: 'style', sku: 'sku' } as const
export type PriceImportKey = keyof typeof PRICE_IMPORT_KEYS

export type PriceImportRow = { line: number; code: string; price: number }
export type PriceImportError = { line: number; error: string }
export type PriceImportPlan =
  | { ok: true; key: PriceImportKey; rows: PriceImportRow[] }
  | { ok: false; errors: PriceImportError[] }

export const MAX_PRICE_IMPORT_ROWS = 100_000
export const PRICE_IMPORT_HEADER_ERROR = "The first line must be the header 'style,price' or 'sku,price'"

/** One sentence naming every bad line (the first 10), for the 400 answer. */
export function priceImportMessage(errors: readonly PriceImportError[]): string {
  const shown = errors.slice(0, 10).map((entry) => `line ${entry.line}: ${entry.error}`)
  const more = errors.length > 10 ? ` (and ${errors.length - 10} more)` : ''
  return `Nothing was imported. Please fix ${shown.join('; ')}${more}`
}

/**
 * Checks parsed CSV records (the first is the header; line numbers count from 1 as in the file, blank
 * records skipped). Every row needs a code and a price in dollars and cents; a code may appear once.
 */
export function planPriceImport(records: readonly (readonly string[])[]): PriceImportPlan {
  const [header, ...body] = records
  const names = (header ?? []).map((cell) => cell.trim().toLowerCase())
  const key = names[0] === 'style' || names[0] === 'sku' ? names[0] : undefined
  if (!key || names[1] !== 'price' || names.length !== 2) {
    return { ok: false, errors: [{ line: 1, error: PRICE_IMPORT_HEADER_ERROR }] }
  }
  if (body.length > MAX_PRICE_IMPORT_ROWS) {
    return {
      ok: false,
      errors: [{ line: 1, error: `A file may hold at most ${MAX_PRICE_IMPORT_ROWS} prices` }],
    }
  }
  const rows: PriceImportRow[] = []
  const errors: PriceImportError[] = []
  const seen = new Map<string, number>()
  body.forEach((record, index) => {
    const line = index + 2
    if (record.every((cell) => cell.trim() === '')) return
    const code = (record[0] ?? '').trim()
    const priceText = record[1] ?? ''
    if (record.length !== 2) {
      errors.push({ line, error: `expected 2 columns (${key},price), found ${record.length}` })
      return
    }
    if (code === '') {
      errors.push({ line, error: `the ${key} is empty` })
      return
    }
    const price = parseMoneyText(priceText)
    if (price === undefined) {
      errors.push({ line, error: `"${priceText.trim()}" is not a price (write it like 12.50)` })
      return
    }
    const earlier = seen.get(code.toLowerCase())
    if (earlier !== undefined) {
      errors.push({ line, error: `${key} ${code} is already on line ${earlier}` })
      return
    }
    seen.set(code.toLowerCase(), line)
    rows.push({ line, code, price })
  })
  if (errors.length > 0) return { ok: false, errors }
  if (rows.length === 0) return { ok: false, errors: [{ line: 2, error: 'the file has no prices' }] }
  return { ok: true, key, rows }
}
