import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes'
import { useState } from 'react'
import { DataTable } from '../../components/DataTable.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { MorePager } from '../../components/Pager.tsx'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useCan, useMe } from '../../session/session.ts'
import { inventoryApi, type StockQuery } from './inventory-api.ts'
import { StockMovementsLink } from './StockMovementsLink.tsx'
import { useWarehouses } from './use-warehouses.ts'

const ALL = 'all'

/**
 * Stock on hand (spec 2 /inventory/stock-on-hand): one row per item and warehouse, searched and filtered by
 * warehouse, product type, vendor and tag, a page at a time; each row opens the item's movement ledger. The CSV
 * export is the server's, of the same filters.
 */
export function StockOnHand() {
  const { company } = useMe()
  const can = useCan()
  const warehouses = useWarehouses()
  const [draft, setDraft] = useState<StockQuery>({})
  const [query, setQuery] = useState<StockQuery>({ page: 1 })
  const { data, loading } = useRequest((signal) => inventoryApi.stock(query, signal), [JSON.stringify(query)])
  const apply = () => setQuery({ ...draft, page: 1 })
  const page = query.page ?? 1
  return (
    <>
      <PageHeader
        title={t('inventory.stock_on_hand')}
        actions={
          can('inventory', 'export') && (
            <Button asChild variant="soft">
              <a href={inventoryApi.stockCsvUrl(query)} download>
                {t('inventory.export_csv')}
              </a>
            </Button>
          )
        }
      />
      <form
        onSubmit={(event) => {
          event.preventDefault()
          apply()
        }}
      >
        <Flex gap="2" wrap="wrap" mb="4" align="end">
          <TextField.Root
            aria-label={t('inventory.search')}
            placeholder={t('inventory.search')}
            value={draft.search ?? ''}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
          <Select.Root
            value={draft.warehouse_id ?? ALL}
            onValueChange={(value) =>
              setQuery({ ...draft, warehouse_id: value === ALL ? '' : value, page: 1 })
            }
          >
            <Select.Trigger aria-label={t('inventory.warehouse')} />
            <Select.Content>
              <Select.Item value={ALL}>{t('inventory.all_warehouses')}</Select.Item>
              {warehouses.map((w) => (
                <Select.Item key={w.id} value={String(w.id)}>
                  {w.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          {(['type', 'vendor', 'tag'] as const).map((key) => (
            <TextField.Root
              key={key}
              aria-label={t(`inventory.${key}`)}
              placeholder={t(`inventory.${key}`)}
              value={draft[key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            />
          ))}
          <Button type="submit">{t('common.search')}</Button>
        </Flex>
      </form>
      <DataTable
        variant="surface"
        aria-label={t('inventory.stock_on_hand')}
        columns={[
          {
            header: t('inventory.sku'),
            cell: (row) => (
              <StockMovementsLink
                warehouseId={row.warehouse_id}
                productId={row.product_id}
                itemId={row.item_id}
                sku={row.sku}
              />
            ),
          },
          { header: t('inventory.name'), cell: (row) => row.name },
          { header: t('inventory.warehouse'), cell: (row) => row.warehouse_name },
          { header: t('inventory.on_hand'), align: 'right', cell: (row) => row.quantity },
          {
            header: t('inventory.average_cost'),
            align: 'right',
            cell: (row) => formatMoney(row.average_cost, company.currency),
          },
          {
            header: t('inventory.value'),
            align: 'right',
            cell: (row) => formatMoney(row.value, company.currency),
          },
        ]}
        rows={data?.stock ?? []}
        rowKey={(row) => `${row.item_id}-${row.warehouse_id}`}
      />
      {!loading && data?.stock.length === 0 && (
        <Text as="p" color="gray" mt="3">
          {t('inventory.empty')}
        </Text>
      )}
      <MorePager
        page={page}
        more={data?.more ?? false}
        onPage={(next) => setQuery({ ...query, page: next })}
      />
    </>
  )
}
