import { moneyInputText, parseMoneyInput } from '../../screens/customers/money-input.ts'
import { newLineKey } from '../document-lines/document-lines.ts'

/** A line of an invoice or a bill as typed: what it is for, its account and tax rate (ids), units and unit price. */
export type TaxedLine = {
  key: number
  description: string
  account: string
  rate: string
  quantity: string
  price: string
}

/** A saved line of an invoice or a bill, as the server answers it. */
type SavedLine = {
  description: string
  account_id: number
  tax_rate_id: number
  quantity: number
  unit_price: number
}

/** A new line: one unit, nothing else chosen. */
export function blankTaxedLine(): TaxedLine {
  return { key: newLineKey(), description: '', account: '', rate: '', quantity: '1', price: '' }
}

/** A saved line as the form types it. */
export function taxedLineOf(line: SavedLine): TaxedLine {
  return {
    key: newLineKey(),
    description: line.description,
    account: String(line.account_id),
    rate: String(line.tax_rate_id),
    quantity: String(line.quantity),
    price: moneyInputText(line.unit_price),
  }
}

/** The lines something was typed in; a row left empty is not a line. */
export function writtenTaxedLines<L extends TaxedLine>(lines: readonly L[]): L[] {
  return lines.filter((line) => line.account || line.price || line.description)
}

/** A written line as its document's body sends it, once checked: its quantity read by `quantityOf`. */
export function taxedLineBody(line: TaxedLine, quantityOf: (text: string) => number | null): SavedLine {
  return {
    description: line.description,
    account_id: Number(line.account),
    tax_rate_id: Number(line.rate),
    quantity: quantityOf(line.quantity) ?? 0,
    unit_price: parseMoneyInput(line.price) ?? 0,
  }
}
