import { printFromTemplate } from '../company-admin/templates.ts'
import { formatReceiptMoney } from '../money/format.ts'
import { type Minor, minor } from '../money/minor.ts'
import type { Sale, SaleTotals } from '../sale/types.ts'
import {
  BARCODE_SIZE,
  columns,
  RECEIPT_WIDTH,
  type ReceiptDocument,
  type ReceiptRow,
  textRows,
  textWidth,
  wrapText,
} from './layout.ts'
import { code128Data, printedDate, type ReceiptStore } from './receipt.ts'

export type ReceiptValuesOptions = {
  /** Minutes east of UTC of the store's local time (default 0). */
  readonly utcOffsetMinutes?: number
  /** The gift variant: lines without prices [RCP6]. */
  readonly gift?: boolean
  /** The date only (an email), rather than date and time (a printed receipt). */
  readonly dateOnly?: boolean
  /** The customer's first name, when the sale has a customer. */
  readonly firstName?: string
}

/**
 * A sale's values for the receipt templates [RCP10]: the print templates receipt and gift receipt and the
 * receipt email. Lines are "quantity x name" with the amount at the right edge of a 48-character row (no
 * prices on a gift receipt); money as the receipt prints it [RCP5]; the date in the store's time [RCP7].
 */
export function receiptTemplateValues(
  sale: Sale,
  totals: SaleTotals,
  store: ReceiptStore,
  options: ReceiptValuesOptions = {},
): Record<string, string> {
  const money = (amount: Minor) => formatReceiptMoney(amount, sale.currency)
  const date = printedDate(sale.created, options.utcOffsetMinutes ?? 0)
  const lines = sale.lines.flatMap((line) => {
    const label = `${line.quantity} x ${line.item.name || line.item.sku}`
    return options.gift ? [label] : columns(label, money(minor(line.quantity * line.item_price)))
  })
  return {
    first_name: options.firstName ?? '',
    store_name: store.name,
    receipt_number: sale.receipt_number,
    date: options.dateOnly ? date.slice(0, 10) : date,
    served_by: sale.employee?.display_name ?? '',
    lines: lines.join('\n'),
    total: money(totals.total),
    tax: money(totals.tax),
  }
}

/** A template's row as printed: kept as written (its spacing lines up columns) when it fits, else wrapped [RCP1]. */
function layoutRows(text: string): ReceiptRow[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .split('\n')
    .flatMap((line) => (textWidth(line) <= RECEIPT_WIDTH ? [line] : wrapText(line, RECEIPT_WIDTH)))
    .map((row) => ({
      kind: 'text' as const,
      text: row,
      align: 'left' as const,
      bold: false,
      size: 'normal' as const,
    }))
}

/**
 * A receipt printed from a company's print template [RCP10]: the filled text in rows of the receipt's width
 * (a row that fits is kept as written, a longer one wrapped [RCP1]), then the receipt number's barcode [RCP9], a feed and the cut, so a
 * templated receipt still scans at the register's returns.
 */
export function templatedReceiptDocument(text: string, receiptNumber: string): ReceiptDocument {
  return {
    width: RECEIPT_WIDTH,
    rows: [
      ...layoutRows(text),
      { kind: 'barcode', symbology: 'code128', data: code128Data(receiptNumber), ...BARCODE_SIZE },
      ...textRows(receiptNumber, { align: 'center' }),
      { kind: 'feed', lines: 3 },
      { kind: 'cut' },
    ],
  }
}

/** A company's receipt layouts as a register keeps them (offline too): the bodies, and its name and ABN. */
export type ReceiptLayouts = {
  readonly receipt: string | null
  readonly gift_receipt: string | null
  readonly company: Readonly<Record<string, string>>
}

/**
 * The receipt of a sale from the company's receipt (or gift receipt) print template [RCP10], or undefined when
 * it has none fit to use and the standard layout prints.
 */
export function layoutReceipt(
  sale: Sale,
  totals: SaleTotals,
  store: ReceiptStore,
  layouts: ReceiptLayouts | null | undefined,
  options: ReceiptValuesOptions = {},
): ReceiptDocument | undefined {
  const kind = options.gift ? 'gift_receipt' : 'receipt'
  const body = layouts?.[kind]
  if (!body) return undefined
  const values = { ...layouts.company, ...receiptTemplateValues(sale, totals, store, options) }
  const text = printFromTemplate(kind, { body }, values)
  return text === undefined ? undefined : templatedReceiptDocument(text, sale.receipt_number)
}
