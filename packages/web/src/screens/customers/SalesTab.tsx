import { CustomerSalesSchema } from '@pos/core'
import { Card } from '@radix-ui/themes'
import { useState } from 'react'
import { answers } from '../../api/answers.ts'
import { DataTable } from '../../components/DataTable.tsx'
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
        <DataTable
          variant="ghost"
          aria-label={t('customers.tab_sales')}
          columns={[
            { header: t('customers.receipt'), rowHeader: true, cell: (sale) => sale.receipt_number },
            { header: t('customers.date'), cell: (sale) => formatDateTime(sale.created) },
            { header: t('customers.store'), cell: (sale) => sale.store ?? '—' },
            { header: t('customers.lines'), align: 'right', cell: (sale) => sale.lines },
            {
              header: t('customers.total'),
              align: 'right',
              cell: (sale) => formatMoney(sale.total, company.currency),
            },
          ]}
          rows={rows}
          rowKey={(sale) => sale.id}
        />
        {sales.data && rows.length === 0 && <EmptyListNote>{t('customers.no_sales')}</EmptyListNote>}
      </Card>
      <Pager page={page} pageSize={PAGE_SIZE} total={sales.data?.total ?? 0} onPage={setPage} />
    </>
  )
}
