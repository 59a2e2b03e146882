import { CustomerSalesSchema } from '@pos/core'
import { Card, Table } from '@radix-ui/themes'
import { useState } from 'react'
import { answers } from '../../api/answers.ts'
import { EmptyListNote } from '../../components/EmptyListNote.tsx'
import { Pager } from '../../components/Pager.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'

const PAGE_SIZE = 20

/** The customer's sales, newest first (spec 2 customer tab "sales"). */
export function SalesTab({ customerId }: { customerId: number }) {
  const { company } = useMe()
  const [page, setPage] = useState(1)
  const sales = useRequest(
    (signal) =>
      answers.get(CustomerSalesSchema, `proxy/customer/${customerId}/sales.json`, {
        query: { limit: PAGE_SIZE, page },
        signal,
      }),
    [customerId, page],
  )
  const rows = sales.data?.sales ?? []
  return (
    <>
      <Card size="1" mt="4">
        <Table.Root variant="ghost" aria-label={t('customers.tab_sales')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('customers.receipt')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('customers.date')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('customers.store')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('customers.lines')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('customers.total')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((sale) => (
              <Table.Row key={sale.id}>
                <Table.RowHeaderCell>{sale.receipt_number}</Table.RowHeaderCell>
                <Table.Cell>{formatDateTime(sale.created)}</Table.Cell>
                <Table.Cell>{sale.store ?? '—'}</Table.Cell>
                <Table.Cell align="right">{sale.lines}</Table.Cell>
                <Table.Cell align="right">{formatMoney(sale.total, company.currency)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {sales.data && rows.length === 0 && <EmptyListNote>{t('customers.no_sales')}</EmptyListNote>}
      </Card>
      <Pager page={page} pageSize={PAGE_SIZE} total={sales.data?.total ?? 0} onPage={setPage} />
    </>
  )
}
