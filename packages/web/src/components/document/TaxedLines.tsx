import { invoiceTotals, type TaxType } from '@pos/core'
import { useMemo } from 'react'
import { parseMoneyInput } from '../../screens/customers/money-input.ts'
import type { Choice } from '../document-lines/CellSelect.tsx'
import { DocumentLines, type LineColumn } from '../document-lines/DocumentLines.tsx'
import type { TaxedLine } from './taxed-lines.ts'

/** What an invoice or a bill calls the parts of its lines and totals. */
export type TaxedLinesWords = {
  heading: string
  description: string
  account: string
  rate: string
  quantity: string
  price: string
  amount: string
  subtotal: string
  gst: string
  total: string
  add: string
  remove: string
  /** Shown in an account or tax rate not chosen yet; the select's own when not given. */
  accountPlaceholder?: string
  ratePlaceholder?: string
}

/**
 * The lines of an invoice or a bill (description, account, tax rate, quantity, unit price) with each line's amount
 * and the subtotal, GST and total as core works them out from what is typed.
 */
export function TaxedLines<L extends TaxedLine>({
  words,
  lines,
  onChange,
  onEdit,
  blank,
  quantityOf,
  rates,
  accountChoices,
  rateChoices,
  inclusive,
  quantityWidth,
  testId,
  money,
  readOnly,
  error,
}: {
  words: TaxedLinesWords
  lines: readonly L[]
  onChange: (lines: L[]) => void
  onEdit: () => void
  blank: () => L
  /** A typed quantity as a whole number, or null when it cannot be one. */
  quantityOf: (text: string) => number | null
  /** Every tax rate a line may name, archived ones too: its type decides the GST. */
  rates: readonly { id: number; tax_type: string }[]
  accountChoices: readonly Choice[]
  rateChoices: readonly Choice[]
  inclusive: boolean
  quantityWidth: string
  testId: string
  money: (cents: number) => string
  readOnly: boolean
  error: string | undefined
}) {
  const rateType = useMemo(
    () => new Map(rates.map((rate) => [String(rate.id), rate.tax_type as TaxType])),
    [rates],
  )
  const totals = invoiceTotals(
    lines.map((line) => ({
      quantity: quantityOf(line.quantity) ?? 0,
      unit_price: parseMoneyInput(line.price) ?? 0,
      taxType: rateType.get(line.rate) ?? 'BASEXCLUDED',
    })),
    inclusive,
  )
  // The columns name only the fields every taxed line has, so they serve a line that carries more (a bill's).
  const columns: LineColumn<TaxedLine>[] = [
    { kind: 'text', field: 'description', label: words.description, wide: true },
    {
      kind: 'choice',
      field: 'account',
      label: words.account,
      choices: accountChoices,
      placeholder: words.accountPlaceholder,
    },
    {
      kind: 'choice',
      field: 'rate',
      label: words.rate,
      choices: rateChoices,
      placeholder: words.ratePlaceholder,
    },
    { kind: 'text', field: 'quantity', label: words.quantity, width: quantityWidth, inputMode: 'numeric' },
    { kind: 'text', field: 'price', label: words.price, width: '6.5em', inputMode: 'decimal' },
  ]
  return (
    <DocumentLines
      heading={words.heading}
      columns={columns as readonly LineColumn<L>[]}
      lines={lines}
      onChange={onChange}
      onEdit={onEdit}
      blank={blank}
      amounts={{ label: words.amount, lines: totals.lines }}
      totals={{
        testId,
        rows: [
          { label: words.subtotal, amount: totals.subtotal },
          { label: words.gst, amount: totals.tax },
          { label: words.total, amount: totals.total, strong: true },
        ],
      }}
      labels={{ add: words.add, remove: words.remove }}
      money={money}
      readOnly={readOnly}
      error={error}
    />
  )
}
