import { Text } from '@radix-ui/themes'
import { DataTable } from '../../components/DataTable.tsx'
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
      <DataTable
        variant="ghost"
        aria-label={label}
        columns={[
          { header: t('customers.date'), cell: (row) => formatDateTime(row.date) },
          {
            header: t('customers.credit'),
            align: 'right',
            cell: (row) => (row.credit ? money(row.credit) : ''),
          },
          {
            header: t('customers.debit'),
            align: 'right',
            cell: (row) => (row.debit ? money(row.debit) : ''),
          },
          {
            header: t('customers.description'),
            cell: (row) => (
              <>
                {row.description}
                {row.by && (
                  <Text as="div" size="1" color="gray">
                    {row.by}
                  </Text>
                )}
              </>
            ),
          },
          withReference && { header: t('customers.reference'), cell: (row) => row.reference ?? '' },
          { header: t('customers.balance'), align: 'right', cell: (row) => money(row.balance) },
        ]}
        rows={rows ?? []}
        rowKey={(row) => row.id}
      />
      {emptyText && rows && rows.length === 0 && <EmptyListNote>{emptyText}</EmptyListNote>}
    </>
  )
}
