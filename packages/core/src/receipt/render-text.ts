import { RECEIPT_WIDTH, type ReceiptDocument, textWidth } from './layout.ts'

/**
 * The receipt as plain monospaced text, one string per printed row [RCP8]: text rows aligned within the
 * width (double-size rows take two columns a character, so they align within half the width and are spread
 * with a space between characters), the logo as `[logo]`, the barcode as `[code128 <data>]`, feeds as blank
 * rows; the cut ends the text. For previews, tests, the simulator's printer log and plain-text email.
 */
export function renderReceiptText(receipt: ReceiptDocument): string[] {
  const width = receipt.width || RECEIPT_WIDTH
  const out: string[] = []
  for (const row of receipt.rows) {
    switch (row.kind) {
      case 'text': {
        const double = row.size === 'double'
        const room = double ? Math.floor(width / 2) : width
        const text = align(row.text, room, row.align)
        out.push((double ? Array.from(text).join(' ') : text).trimEnd())
        break
      }
      case 'image':
        out.push(align('[logo]', width, 'center').trimEnd())
        break
      case 'barcode':
        out.push(align(`[code128 ${row.data}]`, width, 'center').trimEnd())
        break
      case 'feed':
        for (let i = 0; i < row.lines; i++) out.push('')
        break
      case 'cut':
        return out
    }
  }
  return out
}

function align(text: string, width: number, how: 'left' | 'center' | 'right'): string {
  const gap = Math.max(0, width - textWidth(text))
  if (how === 'left') return text
  if (how === 'right') return ' '.repeat(gap) + text
  return ' '.repeat(Math.floor(gap / 2)) + text
}
