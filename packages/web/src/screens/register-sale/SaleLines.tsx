import type { Minor, SaleLine } from '@pos/core'
import { lineNet } from '@pos/core'
import { Text } from '@radix-ui/themes'
import { memo } from 'react'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'

type Props = {
  lines: readonly SaleLine[]
  currency: string
  /** Opens the line editor of the line with this id; keep it stable (rows are memoised). */
  onEdit: (lineId: string) => void
}

// The table's look is Radix Themes' (Table.Root variant surface, size 2, fixed layout), written as plain elements
// with its classes: a scan adds one row, and the Radix components cost a prop parse per cell and the Root a scroll
// area whose resize observer answered every new row. (The screen makes the panel solid: no backdrop blur.)

/**
 * The sale's lines, newest last; a row opens the line editor (click, or Enter when focused). Each recompute
 * makes new line objects, so a row is given only what it shows and renders again only when that changes: a scan
 * renders its own row, not the whole sale.
 */
export function SaleLines({ lines, currency, onEdit }: Props) {
  if (lines.length === 0) {
    return (
      <Text as="p" color="gray" align="center" my="9" size="3">
        {t('sale.empty')}
      </Text>
    )
  }
  // The discount column shows only once a line has one: the item's name gets the room until then.
  const discounts = lines.some((line) => line.item_discount !== 0)
  return (
    // Fixed layout: the header sets the column widths, so a line added to a long sale lays out that row only.
    <div className="rt-TableRoot rt-r-size-2 rt-variant-surface">
      <table className="rt-TableRootTable rt-r-tl-fixed" aria-label={t('sale.title')}>
        <LinesHeader discounts={discounts} />
        <tbody className="rt-TableBody">
          {lines.map((line) => (
            <LineRow
              key={line.id}
              id={line.id}
              name={line.item.name}
              sku={line.item.sku}
              promotion={line.promotion?.name ?? null}
              quantity={line.quantity}
              price={line.item_price}
              discount={line.item_discount}
              discounts={discounts}
              currency={currency}
              onEdit={onEdit}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

const HEAD = 'rt-TableCell rt-TableColumnHeaderCell'
const HEAD_END = `${HEAD} rt-r-ta-right`
const CELL_END = 'rt-TableCell rt-r-ta-right'

const LinesHeader = memo(function LinesHeader({ discounts }: { discounts: boolean }) {
  return (
    <thead className="rt-TableHeader">
      <tr className="rt-TableRow">
        <th className={HEAD} scope="col">
          {t('sale.item')}
        </th>
        <th className={HEAD_END} scope="col" style={{ width: 56 }}>
          {t('sale.qty')}
        </th>
        <th className={HEAD_END} scope="col" style={{ width: 100 }}>
          {t('sale.price')}
        </th>
        {discounts && (
          <th className={HEAD_END} scope="col" style={{ width: 100 }}>
            {t('sale.discount')}
          </th>
        )}
        <th className={HEAD_END} scope="col" style={{ width: 108 }}>
          {t('sale.line_total')}
        </th>
      </tr>
    </thead>
  )
})

type RowProps = {
  id: string
  name: string
  sku: string
  promotion: string | null
  quantity: number
  price: Minor
  discount: Minor
  /** Whether the sale shows the discount column. */
  discounts: boolean
  currency: string
  onEdit: (lineId: string) => void
}

const ROW_STYLE = { cursor: 'pointer' } as const

const LineRow = memo(function LineRow(props: RowProps) {
  const { id, name, sku, promotion, quantity, price, discount, discounts, currency, onEdit } = props
  return (
    <tr
      className="rt-TableRow"
      tabIndex={0}
      data-line={sku}
      style={ROW_STYLE}
      onClick={() => onEdit(id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEdit(id)
      }}
    >
      <th className="rt-TableCell rt-TableRowHeaderCell" scope="row">
        <span className="rt-Text rt-r-weight-medium">{name}</span>
        <div className="rt-Text rt-r-size-1" data-accent-color="gray">
          {sku}
          {promotion ? ` · ${t('sale.promotion', { name: promotion })}` : ''}
        </div>
      </th>
      <td className={CELL_END}>{quantity}</td>
      <td className={CELL_END}>{formatMoney(price, currency)}</td>
      {discounts && <td className={CELL_END}>{discount ? `−${formatMoney(discount, currency)}` : ''}</td>}
      <td className={CELL_END}>
        <span className="rt-Text rt-r-weight-medium">
          {formatMoney(lineNet({ quantity, item_price: price, item_discount: discount }), currency)}
        </span>
      </td>
    </tr>
  )
})
