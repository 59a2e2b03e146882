/**
 * A device-neutral receipt: rows that an Epson printer (ePOS-Print XML) and the system print screen both
 * render. Text rows are final text: never wider than the receipt (48 characters on an 80 mm printer, spec 9),
 * or half that in double size.
 */
export const RECEIPT_WIDTH = 48
/** Logo max width in pixels (spec 9). */
export const LOGO_MAX_WIDTH = 302
/** Code128 barcode size on print (spec 9). */
export const BARCODE_SIZE = { width: 150, height: 60 } as const

export type TextAlign = 'left' | 'center' | 'right'

export type ReceiptRow =
  | {
      readonly kind: 'text'
      readonly text: string
      readonly align: TextAlign
      readonly bold: boolean
      /** 'double' is double width and height: at most half the receipt width. */
      readonly size: 'normal' | 'double'
    }
  | { readonly kind: 'image'; readonly url: string; readonly maxWidth: number }
  | {
      readonly kind: 'barcode'
      readonly symbology: 'code128'
      readonly data: string
      readonly width: number
      readonly height: number
    }
  | { readonly kind: 'feed'; readonly lines: number }
  | { readonly kind: 'cut' }

export type ReceiptDocument = { readonly width: number; readonly rows: readonly ReceiptRow[] }

/** The number of characters a printer prints for `text` (code points, not UTF-16 units). */
export function textWidth(text: string): number {
  return Array.from(text).length
}

/**
 * `text` broken into rows of at most `width` characters: at spaces where possible, inside a word only when
 * the word alone is wider than a row [RCP1]. Line breaks in the text are kept; tabs become spaces.
 */
export function wrapText(text: string, width: number): string[] {
  const rows: string[] = []
  for (const paragraph of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').split('\n')) {
    // Leading spaces indent every row of the paragraph, as long as they leave room for text.
    const indentWidth = paragraph.length - paragraph.trimStart().length
    const indent = indentWidth < width / 2 ? Array.from(' '.repeat(indentWidth)) : []
    const room = width - indent.length
    let row: string[] = []
    const flush = () => rows.push([...indent, ...row].join(''))
    for (const word of paragraph.split(' ').filter((w) => w !== '')) {
      let chars = Array.from(word)
      if (row.length > 0 && row.length + 1 + chars.length <= room) {
        row.push(' ', ...chars)
        continue
      }
      if (row.length > 0) flush()
      while (chars.length > room) {
        row = chars.slice(0, room)
        flush()
        chars = chars.slice(room)
      }
      row = chars
    }
    flush()
  }
  return rows
}

/**
 * A label and a value on one row: the label on the left, the value flush right [RCP2]. A label too long for
 * the row wraps; the value stays on the first row. A value wider than the row is wrapped on its own rows.
 */
export function columns(label: string, value: string, width: number = RECEIPT_WIDTH): string[] {
  const valueWidth = textWidth(value)
  if (valueWidth + 1 >= width) return [...wrapText(label, width), ...wrapText(value, width)]
  const labelRows = wrapText(label, width - valueWidth - 1)
  const first = labelRows[0] ?? ''
  const padded = `${first}${' '.repeat(width - textWidth(first) - valueWidth)}${value}`
  return [padded, ...labelRows.slice(1)]
}

/** Text rows of `text` wrapped to the receipt, with an alignment and emphasis. */
export function textRows(
  text: string,
  options: { align?: TextAlign; bold?: boolean; size?: 'normal' | 'double'; width?: number } = {},
): ReceiptRow[] {
  const size = options.size ?? 'normal'
  const width = (options.width ?? RECEIPT_WIDTH) / (size === 'double' ? 2 : 1)
  return wrapText(text, Math.floor(width)).map((row) => ({
    kind: 'text' as const,
    text: row,
    align: options.align ?? 'left',
    bold: options.bold ?? false,
    size,
  }))
}

/** Rows of a label and a right-aligned value. */
export function columnRows(label: string, value: string, bold = false): ReceiptRow[] {
  return columns(label, value).map((text) => ({
    kind: 'text' as const,
    text,
    align: 'left' as const,
    bold,
    size: 'normal' as const,
  }))
}

/** A full-width rule of dashes. */
export function ruleRow(): ReceiptRow {
  return { kind: 'text', text: '-'.repeat(RECEIPT_WIDTH), align: 'left', bold: false, size: 'normal' }
}
