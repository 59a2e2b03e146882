import type { Context } from 'hono'
import Papa from 'papaparse'

/** Answers rows as a CSV download named `name`.csv. */
export function csvResponse(
  c: Context,
  name: string,
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
) {
  const text = Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) })
  return c.body(text, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}.csv"`,
  })
}

/** Cents as dollars with two decimals, for CSV cells. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
