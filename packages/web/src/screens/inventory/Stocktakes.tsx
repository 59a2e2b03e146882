import { Button, Card, Flex, Link as RadixLink, Select, Table, Tabs, TextField } from '@radix-ui/themes'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { formatDateTime } from '../customers/format-date.ts'
import { inventoryApi } from './inventory-api.ts'
import { useWarehouses } from './use-warehouses.ts'

/** Stocktakes (spec 2 /inventory/stocktakes, spec 4: current and completed), and starting a full one. */
export function Stocktakes() {
  const [status, setStatus] = useState<'current' | 'completed'>('current')
  const { data } = useRequest((signal) => inventoryApi.stocktakes(status, signal), [status])
  const warehouses = useWarehouses()
  const [warehouseId, setWarehouseId] = useState('')
  const [name, setName] = useState('')
  const navigate = useNavigate()
  const start = async () => {
    try {
      const { stocktake } = await inventoryApi.startStocktake({ warehouse_id: Number(warehouseId), name })
      await navigate({ to: '/inventory/stocktakes/$id', params: { id: String(stocktake.id) } })
    } catch {
      // The API client showed the refusal.
    }
  }
  return (
    <>
      <PageHeader title={t('inventory.stocktakes')} />
      <Card mb="4">
        <Flex gap="2" wrap="wrap" align="center">
          <Select.Root value={warehouseId} onValueChange={setWarehouseId}>
            <Select.Trigger aria-label={t('inventory.warehouse')} placeholder={t('inventory.warehouse')} />
            <Select.Content>
              {warehouses.map((w) => (
                <Select.Item key={w.id} value={String(w.id)}>
                  {w.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <TextField.Root
            aria-label={t('inventory.stocktake_name')}
            placeholder={t('inventory.stocktake_name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button onClick={start}>{t('inventory.start_stocktake')}</Button>
        </Flex>
      </Card>
      <Tabs.Root value={status} onValueChange={(value) => setStatus(value as 'current' | 'completed')}>
        <Tabs.List>
          <Tabs.Trigger value="current">{t('inventory.current')}</Tabs.Trigger>
          <Tabs.Trigger value="completed">{t('inventory.completed')}</Tabs.Trigger>
        </Tabs.List>
        {/* The list is the chosen tab's panel, so each tab names a panel that exists. */}
        <Tabs.Content value={status}>
          <Table.Root variant="surface" mt="3" aria-label={t('inventory.stocktakes')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('inventory.stocktake_name')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('inventory.warehouse')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('inventory.date')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('inventory.status')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(data?.stocktakes ?? []).map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell>
                    <RadixLink asChild>
                      <Link
                        to={
                          s.status === 'counting'
                            ? '/inventory/stocktakes/$id'
                            : '/inventory/stocktakes/$id/variances'
                        }
                        params={{ id: String(s.id) }}
                      >
                        {s.name || `#${s.id}`}
                      </Link>
                    </RadixLink>
                  </Table.Cell>
                  <Table.Cell>{s.warehouse_name}</Table.Cell>
                  <Table.Cell>{formatDateTime(s.completed ?? s.created)}</Table.Cell>
                  <Table.Cell>{s.status}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}
