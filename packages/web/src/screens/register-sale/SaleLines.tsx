import type { Minor, SaleLine } from '@pos/core'
import { lineNet } from '@pos/core'
import { Table, Text } from '@radix-ui/themes'
import { memo } from 'react'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'

type Props = {
  lines: readonly SaleLine[]
  currency: string
  /** Opens the line editor of the line with this id; keep it stable (rows are memoised). */
  onEdit: (lineId: string) => void
}

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
  return (
    // Fixed layout: the header sets the column widths, so a line added to a long sale lays out that row only.
    <Table.Root variant="surface" size="2" layout="fixed" aria-label={t('sale.title')}>
      <LinesHeader />
      <Table.Body>
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
            currency={currency}
            onEdit={onEdit}
          />
        ))}
      </Table.Body>
    </Table.Root>
  )
}

const LinesHeader = memo(function LinesHeader() {
  return (
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeaderCell>{t('sale.item')}</Table.ColumnHeaderCell>
        <Table.ColumnHeaderCell justify="end" width="64px">
          {t('sale.qty')}
        </Table.ColumnHeaderCell>
        <Table.ColumnHeaderCell justify="end" width="112px">
          {t('sale.price')}
        </Table.ColumnHeaderCell>
        <Table.ColumnHeaderCell justify="end" width="112px">
          {t('sale.discount')}
        </Table.ColumnHeaderCell>
        <Table.ColumnHeaderCell justify="end" width="120px">
          {t('sale.line_total')}
        </Table.ColumnHeaderCell>
      </Table.Row>
    </Table.Header>
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
  currency: string
  onEdit: (lineId: string) => void
}

const LineRow = memo(function LineRow(props: RowProps) {
  const { id, name, sku, promotion, quantity, price, discount, currency, onEdit } = props
  return (
    <Table.Row
      tabIndex={0}
      data-line={sku}
      style={{ cursor: 'pointer' }}
      onClick={() => onEdit(id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEdit(id)
      }}
    >
      <Table.RowHeaderCell>
        <Text weight="medium">{name}</Text>
        <Text as="div" size="1" color="gray">
          {sku}
          {promotion ? ` · ${t('sale.promotion', { name: promotion })}` : ''}
        </Text>
      </Table.RowHeaderCell>
      <Table.Cell justify="end">{quantity}</Table.Cell>
      <Table.Cell justify="end">{formatMoney(price, currency)}</Table.Cell>
      <Table.Cell justify="end">{discount ? `−${formatMoney(discount, currency)}` : ''}</Table.Cell>
      <Table.Cell justify="end">
        <Text weight="medium">
          {formatMoney(lineNet({ quantity, item_price: price, item_discount: discount }), currency)}
        </Text>
      </Table.Cell>
    </Table.Row>
  )
})
