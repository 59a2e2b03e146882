import type { StockMovementLine as Movement } from '@pos/core'
import { Link as RadixLink, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { DataTable } from '../../components/DataTable.tsx'
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
      <DataTable
        variant="surface"
        aria-label={t('inventory.movements')}
        columns={[
          { header: t('inventory.date'), cell: (movement) => formatDateTime(movement.created) },
          { header: t('inventory.reason'), cell: (movement) => movement.reason },
          { header: t('inventory.quantity'), align: 'right', cell: (movement) => movement.quantity },
          {
            header: t('inventory.unit_cost'),
            align: 'right',
            cell: (movement) => formatMoney(movement.unit_cost, company.currency),
          },
          { header: t('inventory.balance'), align: 'right', cell: (movement) => movement.balance },
          { header: t('inventory.source'), cell: (movement) => <SourceLink movement={movement} /> },
        ]}
        rows={data?.movements ?? []}
        rowKey={(movement) => movement.id}
      />
      {data && data.movements.length === 0 && (
        <Text as="p" color="gray" mt="3">
          {t('inventory.no_movements')}
        </Text>
      )}
      <MorePager page={page} more={data?.more ?? false} onPage={setPage} />
    </>
  )
}
