import type { StockMovementLine as Movement } from '@pos/core'
import { Link as RadixLink, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '../../components/PageHeader.tsx'
import { MorePager } from '../../components/Pager.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { inventoryApi } from './inventory-api.ts'

/** Where a movement came from, as a link to its document where it has a screen. */
function SourceLink({ movement }: { movement: Movement }) {
  const id = movement.source_id
  if (!id) return <>{movement.note}</>
  if (movement.reason === 'transfer')
    return (
      <RadixLink asChild>
        <Link to="/inventory/transfers/$id" params={{ id }}>{`Transfer ${id}`}</Link>
      </RadixLink>
    )
  if (movement.reason === 'stocktake')
    return (
      <RadixLink asChild>
        <Link to="/inventory/stocktakes/$id/variances" params={{ id }}>{`Stocktake ${id}`}</Link>
      </RadixLink>
    )
  if (movement.reason === 'sale' || movement.reason === 'return')
    return (
      <RadixLink asChild>
        <Link to="/sales/sales-history">{`Sale ${id}`}</Link>
      </RadixLink>
    )
  return <>{id}</>
}

/**
 * An item's movements in one warehouse (spec 2 /inventory/stock-movements/{warehouse}/{product}/{item}): the
 * ledger, newest first, with the balance after each movement and a link to its source document.
 */
export function StockMovements({ warehouseId, itemId }: { warehouseId: number; itemId: number }) {
  const { company } = useMe()
  const [page, setPage] = useState(1)
  const { data } = useRequest(
    (signal) => inventoryApi.movements(warehouseId, itemId, page, signal),
    [warehouseId, itemId, page],
  )
  return (
    <>
      <PageHeader
        title={data ? `${data.item.sku} ${data.item.name}` : t('inventory.movements')}
        description={
          data
            ? `${data.warehouse.name}: ${data.on_hand} ${t('inventory.on_hand').toLowerCase()}, ${formatMoney(data.average_cost, company.currency)}`
            : undefined
        }
      />
      <Table.Root variant="surface" aria-label={t('inventory.movements')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('inventory.date')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('inventory.reason')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('inventory.quantity')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('inventory.unit_cost')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('inventory.balance')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('inventory.source')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(data?.movements ?? []).map((movement) => (
            <Table.Row key={movement.id}>
              <Table.Cell>{formatDateTime(movement.created)}</Table.Cell>
              <Table.Cell>{movement.reason}</Table.Cell>
              <Table.Cell align="right">{movement.quantity}</Table.Cell>
              <Table.Cell align="right">{formatMoney(movement.unit_cost, company.currency)}</Table.Cell>
              <Table.Cell align="right">{movement.balance}</Table.Cell>
              <Table.Cell>
                <SourceLink movement={movement} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {data && data.movements.length === 0 && (
        <Text as="p" color="gray" mt="3">
          {t('inventory.no_movements')}
        </Text>
      )}
      <MorePager page={page} more={data?.more ?? false} onPage={setPage} />
    </>
  )
}
