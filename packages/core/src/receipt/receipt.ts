import { formatReceiptMoney } from '../money/format.ts'
import { type Minor, minor } from '../money/minor.ts'
import { isRoundingPayment } from '../sale/totals.ts'
import type { Sale, SaleLine, SaleTotals } from '../sale/types.ts'
import {
  BARCODE_SIZE,
  columnRows,
  LOGO_MAX_WIDTH,
  RECEIPT_WIDTH,
  type ReceiptDocument,
  type ReceiptRow,
  ruleRow,
  textRows,
} from './layout.ts'

/** What a register template says about receipts (spec 3). receipt_line_details: 0 SKU, 1 name, 2 both. */
export type ReceiptTemplate = {
  readonly receipt_logo: string | null
  readonly receipt_header: string
  readonly receipt_title: string
  readonly receipt_footer: string
  readonly receipt_show_store_address: boolean
  readonly receipt_show_served_by: boolean
  readonly receipt_served_by_text: string
  readonly receipt_subtotal_text: string
  readonly receipt_line_details: 0 | 1 | 2
}

/** The store printed on a receipt (spec 3). */
export type ReceiptStore = {
  readonly name: string
  readonly address: {
    readonly address1: string
    readonly address2?: string | undefined
    readonly city: string
    readonly province_code: string
    readonly zip: string
    readonly country: string
  }
}

/** A store's name and its stored address (a loose JSON object) as a receipt prints it: missing fields empty. */
export function receiptStore(
  name: string,
  address: Readonly<Record<string, unknown>> | null | undefined,
): ReceiptStore {
  const text = (key: string) => (typeof address?.[key] === 'string' ? (address[key] as string) : '')
  return {
    name,
    address: {
      address1: text('address1'),
      address2: text('address2'),
      city: text('city'),
      province_code: text('province_code'),
      zip: text('zip'),
      country: text('country'),
    },
  }
}

export type ReceiptOptions = {
  /** Minutes east of UTC of the store's local time, for the printed date (default 0). */
  readonly utcOffsetMinutes?: number
  /** Print the gift-receipt variant: no prices, totals or payments [RCP6]. Default: sale.gift_receipt. */
  readonly gift?: boolean
}

/**
 * The receipt of a sale as a device-neutral document [RCP1-RCP7]: logo, header, store, title, receipt number
 * and date, served-by, lines by the template's line details, totals with the GST included, payments,
 * rounding and change, points earned, footer and the receipt number as a Code128 barcode.
 */
export function receiptDocument(
  sale: Sale,
  totals: SaleTotals,
  template: ReceiptTemplate,
  store: ReceiptStore,
  options: ReceiptOptions = {},
): ReceiptDocument {
  const gift = options.gift ?? sale.gift_receipt
  const money = (amount: Minor) => formatReceiptMoney(amount, sale.currency)
  const rows: ReceiptRow[] = []
  if (template.receipt_logo)
    rows.push({ kind: 'image', url: template.receipt_logo, maxWidth: LOGO_MAX_WIDTH })
  if (template.receipt_header.trim())
    rows.push(...textRows(template.receipt_header.trim(), { align: 'center' }))
  if (template.receipt_show_store_address) rows.push(...storeRows(store))
  const title = gift ? 'GIFT RECEIPT' : template.receipt_title.trim()
  if (title) rows.push(...textRows(title, { align: 'center', bold: true, size: 'double' }))
  rows.push(
    ...columnRows(`Receipt ${sale.receipt_number}`, printedDate(sale.created, options.utcOffsetMinutes ?? 0)),
  )
  if (template.receipt_show_served_by && sale.employee) {
    const servedBy = template.receipt_served_by_text.trim() || 'Served by'
    rows.push(...textRows(`${servedBy} ${sale.employee.display_name}`))
  }
  rows.push(ruleRow())
  for (const line of sale.lines) rows.push(...lineRows(line, template.receipt_line_details, gift, money))
  rows.push(ruleRow())
  if (!gift) rows.push(...totalRows(sale, totals, template, money))
  if (template.receipt_footer.trim())
    rows.push(...textRows(template.receipt_footer.trim(), { align: 'center' }))
  rows.push({
    kind: 'barcode',
    symbology: 'code128',
    data: code128Data(sale.receipt_number),
    ...BARCODE_SIZE,
  })
  rows.push(...textRows(sale.receipt_number, { align: 'center' }))
  rows.push({ kind: 'feed', lines: 3 }, { kind: 'cut' })
  return { width: RECEIPT_WIDTH, rows }
}

function storeRows(store: ReceiptStore): ReceiptRow[] {
  const a = store.address
  const locality = [a.city, a.province_code, a.zip].filter((part) => part.trim() !== '').join(' ')
  return [
    ...textRows(store.name, { align: 'center', bold: true }),
    ...[a.address1, a.address2 ?? '', locality]
      .filter((part) => part.trim() !== '')
      .flatMap((part) => textRows(part, { align: 'center' })),
  ]
}

/** dd/MM/yyyy HH:mm in the store's local time (en-AU order), computed without the runtime's time zone. */
export function printedDate(iso: string, offsetMinutes: number): string {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return ''
  const local = new Date(at + offsetMinutes * 60_000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
}

/**
 * [RCP3] 0: SKU only; 1: name; 2: name, then SKU. Then quantity × price and the line amount, then its
 * promotion discount (by the promotion's name) and any other discount.
 */
function lineRows(
  line: SaleLine,
  details: 0 | 1 | 2,
  gift: boolean,
  money: (amount: Minor) => string,
): ReceiptRow[] {
  const describe =
    details === 0 ? [line.item.sku] : details === 1 ? [line.item.name] : [line.item.name, line.item.sku]
  const rows = describe.flatMap((text, i) => textRows(i === 0 ? text : `  ${text}`))
  if (gift) return [...rows, ...textRows(`  Qty ${line.quantity}`)]
  rows.push(
    ...columnRows(
      `  ${line.quantity} x ${money(line.item_price)}`,
      money(minor(line.quantity * line.item_price)),
    ),
  )
  // The promotion's share and any other discount (manual, or a share of a sale discount) on their own rows.
  const promotion = line.promotion?.amount ?? 0
  if (line.promotion && promotion !== 0)
    rows.push(...columnRows(`  ${line.promotion.name}`, money(minor(-promotion))))
  const other = line.item_discount - promotion
  if (other !== 0) rows.push(...columnRows('  Discount', money(minor(-other))))
  return rows
}

function totalRows(
  sale: Sale,
  totals: SaleTotals,
  template: ReceiptTemplate,
  money: (amount: Minor) => string,
): ReceiptRow[] {
  const rows: ReceiptRow[] = []
  rows.push(...columnRows(template.receipt_subtotal_text.trim() || 'Subtotal', money(totals.subtotal)))
  if (totals.discounts !== 0) rows.push(...columnRows('Discounts', money(minor(-totals.discounts))))
  if (totals.shipping !== 0) rows.push(...columnRows('Shipping', money(totals.shipping)))
  rows.push(...columnRows('TOTAL', money(totals.total), true))
  rows.push(...columnRows('Total includes GST', money(totals.tax)))
  rows.push(ruleRow())
  for (const payment of sale.payments) {
    if (isRoundingPayment(payment)) continue
    rows.push(...columnRows(payment.name, money(payment.amount)))
  }
  if (totals.rounding !== 0) rows.push(...columnRows('Rounding', money(totals.rounding)))
  if (totals.change !== 0) rows.push(...columnRows('Change', money(totals.change)))
  if (sale.total_loyalty_points !== 0)
    rows.push(...columnRows('Points earned', String(sale.total_loyalty_points)))
  return rows
}

/** Code128 encodes printable ASCII only [RCP9]: anything else in a receipt number becomes '?'. */
export function code128Data(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?')
}
