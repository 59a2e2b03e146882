import ExcelJS from 'exceljs'
import Papa from 'papaparse'

/** What a workbook's cell holds, as exceljs reads it. */
type CellValue = ExcelJS.CellValue

/** A date cell as the importers read dates: the calendar day it shows (workbooks keep dates in UTC). */
function dayOf(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10)
}

/** A cell's text as a CSV of the same sheet would hold it: formulas by their result, rich text as its words. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return dayOf(value)
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if ('richText' in value) return value.richText.map((run) => run.text).join('')
  if ('hyperlink' in value)
    return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue)
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: CellValue }).result)
  // An error cell ('#DIV/0!') and anything else holds no text.
  return ''
}

/**
 * The first sheet of an XLSX workbook (base64) as CSV text, so it goes through the importer as a CSV does; undefined
 * when the bytes are not a workbook or it has no sheet. Past the header and `maxRows` records, one more row is
 * kept (so the importer sees the file is too long and says so) and the rest are not turned into text.
 */
export async function workbookAsCsv(base64: string, maxRows: number): Promise<string | undefined> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer)
  } catch {
    return undefined
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return undefined
  const rows: string[][] = []
  let width = 0
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    if (number > maxRows + 2) return
    // exceljs numbers cells from 1; a row's values array has a hole at 0.
    const cells = (row.values as CellValue[]).slice(1).map(cellText)
    width = Math.max(width, cells.length)
    rows[number - 1] = cells
  })
  const filled = Array.from({ length: rows.length }, (_, i) => {
    const cells = rows[i] ?? []
    return [...cells, ...Array<string>(width - cells.length).fill('')]
  })
  // The sheet's trailing empty rows are no records.
  while (filled.length > 0 && filled[filled.length - 1]!.every((cell) => cell === '')) filled.pop()
  return Papa.unparse(filled, { newline: '\n' })
}
