import type { SaleListRow as SaleRow } from '@pos/core'
import { Flex, Select, Text, TextField } from '@radix-ui/themes'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { EntityList, type ListSearch } from '../../components/entity/index.ts'
import { formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { listRegisters, stores as storeList } from '../register-setup/setup-api.ts'

/** The URL state of sales history: the list's search and page, and store, register and dates. */
/** A yyyy-mm-dd date of the URL as the instant its local day starts or ends; undefined when not a date. */
function localDay(value: string | number | undefined, edge: 'start' | 'end'): string | undefined {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const at = edge === 'start' ? new Date(year, month, day) : new Date(year, month, day, 23, 59, 59, 999)
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString()
}

/**
 * /sales/sales-history (spec 2): search by receipt number or customer, filter by store, register and dates;
 * each row opens the sale.
 */
export function SalesHistory() {
  const currency = useMe().company.currency
  const search = useSearch({ strict: false }) as ListSearch
  const navigate = useNavigate()
  const stores = useRequest((signal) => storeList.list({ limit: 250 }, { signal }), [])
  const registers = useRequest((signal) => listRegisters({ signal }), [])
  const storeId = search.store_id ? String(search.store_id) : ''
  const setSearch = (change: Partial<ListSearch>) =>
    void navigate({
      to: '.',
      search: (prev: ListSearch) => ({ ...prev, ...change, page: undefined }),
      replace: true,
    } as never)

  // Dates are the user's days: from local midnight to the end of the `to` day, sent as instants.
  const dayQuery: Record<string, string> = {}
  const from = localDay(search.from, 'start')
  const to = localDay(search.to, 'end')
  if (from) dayQuery.from = from
  if (to) dayQuery.to = to

  const registerOptions = (registers.data ?? []).filter(
    (register) => !storeId || String(register.store_id) === storeId,
  )
  const dateInput = (key: 'from' | 'to', label: string) => (
    <Flex gap="2" align="center">
      <Text as="label" size="2" htmlFor={`history-${key}`}>
        {label}
      </Text>
      <TextField.Root
        id={`history-${key}`}
        type="date"
        value={String(search[key] ?? '')}
        onChange={(e) => setSearch({ [key]: e.target.value || undefined })}
      />
    </Flex>
  )

  return (
    <EntityList<SaleRow>
      title={t('history.title')}
      resource="proxy/sales.json"
      itemsKey="sales"
      rowKey={(row) => row.id}
      rowLink={(row) => `/sales/sales-history/${row.id}`}
      searchPlaceholder={t('history.search')}
      emptyText={t('history.empty')}
      csvName="sales-history"
      filters={[
        {
          key: 'store_id',
          label: t('history.store'),
          options: (stores.data?.rows ?? []).map((store) => ({
            value: String(store.id),
            label: store.name,
          })),
        },
      ]}
      actions={
        <Flex gap="3" align="center" wrap="wrap">
          <Select.Root
            value={search.register_id ? String(search.register_id) : 'all'}
            onValueChange={(value) => setSearch({ register_id: value === 'all' ? undefined : value })}
          >
            <Select.Trigger aria-label={t('history.register')} />
            <Select.Content>
              <Select.Item value="all">{t('history.all_registers')}</Select.Item>
              {registerOptions.map((register) => (
                <Select.Item key={register.id} value={String(register.id)}>
                  {register.store_name} · {register.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          {dateInput('from', t('history.from'))}
          {dateInput('to', t('history.to'))}
        </Flex>
      }
      columns={[
        { key: 'receipt', header: t('history.receipt'), cell: (row) => row.receipt_number },
        {
          key: 'date',
          header: t('history.date'),
          cell: (row) => formatDateTime(row.created),
          csv: (row) => row.created,
        },
        { key: 'store', header: t('history.store'), cell: (row) => row.store_name ?? '' },
        { key: 'register', header: t('history.register'), cell: (row) => row.register_name ?? '' },
        { key: 'customer', header: t('history.customer'), cell: (row) => row.customer_name ?? '' },
        {
          key: 'total',
          header: t('history.total'),
          align: 'right',
          cell: (row) => formatMoney(row.total, currency),
          csv: (row) => (row.total / 100).toFixed(2),
        },
      ]}
    />
  )
}
