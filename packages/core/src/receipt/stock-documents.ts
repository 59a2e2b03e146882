import {
  BARCODE_SIZE,
  columnRows,
  RECEIPT_WIDTH,
  type ReceiptDocument,
  type ReceiptRow,
  ruleRow,
  textRows,
} from './layout.ts'
import { code128Data } from './receipt.ts'

/** A line of a transfer or a fulfillment as printed: what to pick and how many. */
export type StockDocumentLine = {
  readonly sku: string
  readonly name: string
  readonly quantity: number
}

/** A transfer between warehouses (spec: id, from_warehouse, to_warehouse, lines). */
export type TransferPrint = {
  readonly number: string
  readonly created: string
  readonly from_warehouse: string
  readonly to_warehouse: string
  readonly status?: string | undefined
  readonly lines: readonly StockDocumentLine[]
}

/** A fulfillment (spec: type, status, source and destination warehouse or address, reference, lines). */
export type FulfillmentPrint = {
  readonly number: string
  readonly created: string
  /** Store Pickup, Warehouse To Customer, Warehouse To Warehouse. */
  readonly type: string
  readonly status?: string | undefined
  readonly reference?: string | undefined
  readonly source_warehouse: string
  readonly destination_warehouse?: string | undefined
  /** The customer's name and address lines, for deliveries to a customer. */
  readonly destination_address?: readonly string[] | undefined
  readonly carrier?: string | undefined
  readonly lines: readonly StockDocumentLine[]
}

export type StockDocumentOptions = {
  /** The company or store name printed on top. */
  readonly header?: string
  /** Minutes east of UTC of the printing store, for the date (default 0). */
  readonly utcOffsetMinutes?: number
}

/** dd/MM/yyyy HH:mm in the store's local time, as on a receipt (RCP7). */
function printedDate(iso: string, offsetMinutes: number): string {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return ''
  const local = new Date(at + offsetMinutes * 60_000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
}

/** Total units of the lines (quantities summed, as printed). */
export function totalUnits(lines: readonly StockDocumentLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

function linesRows(lines: readonly StockDocumentLine[]): ReceiptRow[] {
  const rows: ReceiptRow[] = [...columnRows('Item', 'Qty', true), ruleRow()]
  for (const line of lines) {
    rows.push(...columnRows(line.name, String(line.quantity)))
    if (line.sku.trim()) rows.push(...textRows(`  SKU ${line.sku}`))
  }
  rows.push(ruleRow())
  rows.push(...columnRows('Lines', String(lines.length)))
  rows.push(...columnRows('Total units', String(totalUnits(lines)), true))
  return rows
}

function documentOf(
  title: string,
  number: string,
  created: string,
  body: readonly ReceiptRow[],
  lines: readonly StockDocumentLine[],
  options: StockDocumentOptions,
): ReceiptDocument {
  const rows: ReceiptRow[] = []
  if (options.header?.trim()) rows.push(...textRows(options.header.trim(), { align: 'center' }))
  rows.push(...textRows(title, { align: 'center', bold: true, size: 'double' }))
  rows.push(...columnRows(`${title} ${number}`, printedDate(created, options.utcOffsetMinutes ?? 0)))
  rows.push(...body, ruleRow(), ...linesRows(lines))
  rows.push({ kind: 'barcode', symbology: 'code128', data: code128Data(number), ...BARCODE_SIZE })
  rows.push(...textRows(number, { align: 'center' }))
  rows.push({ kind: 'feed', lines: 3 }, { kind: 'cut' })
  return { width: RECEIPT_WIDTH, rows }
}

/**
 * A transfer as a device-neutral document (spec 1: transfers print on Epson or the system printer): header,
 * title and number with the date, from and to warehouses, the lines (name, SKU, quantity), the number of lines
 * and total units, and the transfer number as Code128 (150×60) and as text.
 */
export function transferDocument(
  transfer: TransferPrint,
  options: StockDocumentOptions = {},
): ReceiptDocument {
  const body = [
    ...columnRows('From', transfer.from_warehouse),
    ...columnRows('To', transfer.to_warehouse),
    ...(transfer.status ? columnRows('Status', transfer.status) : []),
  ]
  return documentOf('Transfer', transfer.number, transfer.created, body, transfer.lines, options)
}

/**
 * A fulfillment as a device-neutral document (a pick slip): header, title and number with the date, its type,
 * status and reference, the source warehouse and the destination (a warehouse, or the customer's address),
 * carrier, the lines (name, SKU, quantity), lines and total units, and the number as Code128 and text.
 */
export function fulfillmentDocument(
  fulfillment: FulfillmentPrint,
  options: StockDocumentOptions = {},
): ReceiptDocument {
  const body: ReceiptRow[] = [...columnRows('Type', fulfillment.type)]
  if (fulfillment.status) body.push(...columnRows('Status', fulfillment.status))
  if (fulfillment.reference) body.push(...columnRows('Reference', fulfillment.reference))
  body.push(...columnRows('From', fulfillment.source_warehouse))
  if (fulfillment.destination_warehouse) body.push(...columnRows('To', fulfillment.destination_warehouse))
  const address = (fulfillment.destination_address ?? []).filter((part) => part.trim() !== '')
  if (address.length > 0) {
    body.push(...textRows('Deliver to'))
    for (const part of address) body.push(...textRows(`  ${part}`))
  }
  if (fulfillment.carrier) body.push(...columnRows('Carrier', fulfillment.carrier))
  return documentOf('Fulfillment', fulfillment.number, fulfillment.created, body, fulfillment.lines, options)
}
