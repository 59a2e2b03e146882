import { Table, Text } from '@radix-ui/themes'
import { EmptyListNote } from '../../components/EmptyListNote.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'

/** A change of a balance (store credit or a gift card): credit or debit in cents, and the balance after it. */
export type BalanceStatementRow = {
  id: number
  date: string
  credit: number
  debit: number
  description: string
  /** Who made the change, shown under the description. */
  by: string | null
  reference?: string
  balance: number
}

/**
 * The statement of a balance, newest first as the server sends it: date, credit, debit, description (with
 * who), the reference when the balance has them, and the running balance. Store credit and gift cards.
 */
export function BalanceStatement({
  label,
  rows,
  currency,
  withReference = false,
  emptyText,
}: {
  label: string
  rows: readonly BalanceStatementRow[] | undefined
  currency: string
  withReference?: boolean
  /** Shown under an empty statement. */
  emptyText?: string
}) {
  const money = (cents: number) => formatMoney(cents, currency)
  return (
    <>
      <Table.Root variant="ghost" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('customers.date')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('customers.credit')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('customers.debit')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('customers.description')}</Table.ColumnHeaderCell>
            {withReference && <Table.ColumnHeaderCell>{t('customers.reference')}</Table.ColumnHeaderCell>}
            <Table.ColumnHeaderCell align="right">{t('customers.balance')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(rows ?? []).map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>{formatDateTime(row.date)}</Table.Cell>
              <Table.Cell align="right">{row.credit ? money(row.credit) : ''}</Table.Cell>
              <Table.Cell align="right">{row.debit ? money(row.debit) : ''}</Table.Cell>
              <Table.Cell>
                {row.description}
                {row.by && (
                  <Text as="div" size="1" color="gray">
                    {row.by}
                  </Text>
                )}
              </Table.Cell>
              {withReference && <Table.Cell>{row.reference ?? ''}</Table.Cell>}
              <Table.Cell align="right">{money(row.balance)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {emptyText && rows && rows.length === 0 && <EmptyListNote>{emptyText}</EmptyListNote>}
    </>
  )
}
