import type { AnyResource, ResourceColumn } from './declaration.ts'
import { valueAt } from './value-at.ts'

/**
 * A cell's text as a spreadsheet must read it: text that starts like a formula (= + - @, a tab or a return)
 * gets a leading apostrophe, so an exported name cannot run code when the file is opened. Numbers stay numbers.
 */
export function spreadsheetText(value: string | number | boolean): string {
  const text = String(value)
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** One CSV field: spreadsheet-safe, quoted when it holds a comma, a quote or a line break. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = spreadsheetText(Array.isArray(value) ? value.join(', ') : (value as string | number | boolean))
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The format of a column's cell in a row: by another of the row's values when the column says so. */
export function columnFormat(column: ResourceColumn, row: Record<string, unknown>) {
  const by = column.formatBy
  return (by ? by.formats[String(row[by.key])] : undefined) ?? column.format
}

/** A column's value as the CSV shows it: money in units with two decimals, booleans in words. */
export function csvValue(
  column: ResourceColumn,
  value: unknown,
  format: ResourceColumn['format'] = column.format,
): unknown {
  if (value === null || value === undefined) return ''
  switch (format) {
    case 'money':
      return typeof value === 'number' ? (value / 100).toFixed(2) : value
    case 'boolean': {
      const [yes, no] = column.words ?? ['Yes', 'No']
      return value ? yes : no
    }
    default:
      return value
  }
}

/**
 * A row's value for a column: a dotted key (`address.city`, `custom.{key}`) reads the nested value; a joined
 * column its keys' values with a space between the ones that are not empty.
 */
export function cellValue(row: Record<string, unknown>, key: string, join?: readonly string[]): unknown {
  if (!join) return valueAt(row, key)
  return join
    .map((part) => valueAt(row, part) ?? '')
    .filter((part) => part !== '')
    .join(' ')
}

/** The header line of a resource's CSV export (its columns, or these: with its custom fields'). */
export function csvHeader(
  resource: AnyResource,
  columns: readonly ResourceColumn[] = resource.columns,
): string {
  return `${columns.map((column) => csvField(column.header)).join(',')}\r\n`
}

/** The lines of these rows in the resource's CSV export (each ends in CRLF). */
export function csvLines(
  resource: AnyResource,
  rows: readonly Record<string, unknown>[],
  columns: readonly ResourceColumn[] = resource.columns,
): string {
  let text = ''
  for (const row of rows) {
    const cells = columns.map((column) =>
      csvField(csvValue(column, cellValue(row, column.key, column.join), columnFormat(column, row))),
    )
    text += `${cells.join(',')}\r\n`
  }
  return text
}
