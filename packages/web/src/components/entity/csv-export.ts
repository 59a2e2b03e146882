import { spreadsheetText } from '@pos/core'
import Papa from 'papaparse'

/** One CSV column: its header and how a row gives its cell. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null | undefined }

/**
 * The CSV text of `rows` (RFC 4180 quoting by papaparse), each cell spreadsheet-safe (core's spreadsheetText).
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const data = rows.map((row) =>
    columns.map((column) => {
      const cell = column.value(row)
      return cell === null || cell === undefined ? '' : spreadsheetText(cell)
    }),
  )
  return Papa.unparse({ fields: columns.map((column) => column.header), data })
}

/** Hands a CSV to the browser as a download. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
