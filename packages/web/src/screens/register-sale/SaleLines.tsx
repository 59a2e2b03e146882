import type { SaleLine } from '@pos/core'
import { lineNet } from '@pos/core'
import { Table, Text } from '@radix-ui/themes'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'

type Props = { lines: readonly SaleLine[]; currency: string; onEdit: (line: SaleLine) => void }

/** The sale's lines, newest last; a row opens the line editor (click, or Enter when focused). */
export function SaleLines({ lines, currency, onEdit }: Props) {
  if (lines.length === 0) {
    return (
      <Text as="p" color="gray" align="center" my="9" size="3">
        {t('sale.empty')}
      </Text>
    )
  }
  return (
    <Table.Root variant="surface" size="2" aria-label={t('sale.title')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('sale.item')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('sale.qty')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('sale.price')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('sale.discount')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('sale.line_total')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row
            key={line.id}
            tabIndex={0}
            data-line={line.item.sku}
            style={{ cursor: 'pointer' }}
            onClick={() => onEdit(line)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onEdit(line)
            }}
          >
            <Table.RowHeaderCell>
              <Text weight="medium">{line.item.name}</Text>
              <Text as="div" size="1" color="gray">
                {line.item.sku}
                {line.promotion ? ` · ${t('sale.promotion', { name: line.promotion.name })}` : ''}
              </Text>
            </Table.RowHeaderCell>
            <Table.Cell justify="end">{line.quantity}</Table.Cell>
            <Table.Cell justify="end">{formatMoney(line.item_price, currency)}</Table.Cell>
            <Table.Cell justify="end">
              {line.item_discount ? `−${formatMoney(line.item_discount, currency)}` : ''}
            </Table.Cell>
            <Table.Cell justify="end">
              <Text weight="medium">{formatMoney(lineNet(line), currency)}</Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
