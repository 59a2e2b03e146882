import {
  FULFILLMENT_STATE_LABELS,
  FULFILLMENT_STATES,
  FULFILLMENT_TYPES,
  type FulfillmentState,
  type FulfillmentType,
  requestedUnits,
} from '@pos/core'
import { Button, Flex, Link as RadixLink, Select, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { DataTable } from '../../components/DataTable.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { MorePager } from '../../components/Pager.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { fulfillmentsApi } from './fulfillments-api.ts'
import { FulfillmentStateBadge } from './state-badges.tsx'
import { useWarehouses } from './use-warehouses.ts'

const ALL = 'all'

/**
 * Fulfillments (spec 2 /inventory/fulfillments, spec 4: the list counts only open ones): open ones by default,
 * filtered by state and type, newest first (open ones oldest first: the next to pick is at the top).
 */
export function Fulfillments() {
  const [status, setStatus] = useState<FulfillmentState | typeof ALL>('open')
  const [type, setType] = useState<FulfillmentType | typeof ALL>(ALL)
  const [page, setPage] = useState(1)
  const { data } = useRequest(
    (signal) =>
      fulfillmentsApi.list(
        { status: status === ALL ? '' : status, type: type === ALL ? '' : type, page },
        signal,
      ),
    [status, type, page],
  )
  const warehouses = useWarehouses()
  const warehouseName = (id: number | null) => warehouses.find((w) => w.id === id)?.name ?? ''
  const rows = data?.fulfillments ?? []
  return (
    <>
      <PageHeader
        title={t('inventory.fulfillments')}
        description={data ? t('inventory.open_count', { n: data.open_count }) : undefined}
        actions={
          <Button asChild>
            <Link to="/inventory/fulfillments/new">{t('inventory.new_fulfillment')}</Link>
          </Button>
        }
      />
      <Flex gap="3" mb="4" wrap="wrap" align="center">
        <Select.Root
          value={status}
          onValueChange={(value) => {
            setStatus(value as FulfillmentState | typeof ALL)
            setPage(1)
          }}
        >
          <Select.Trigger aria-label={t('inventory.status')} />
          <Select.Content>
            <Select.Item value={ALL}>{t('inventory.all_states')}</Select.Item>
            {FULFILLMENT_STATES.map((state) => (
              <Select.Item key={state} value={state}>
                {FULFILLMENT_STATE_LABELS[state]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Select.Root
          value={type}
          onValueChange={(value) => {
            setType(value as FulfillmentType | typeof ALL)
            setPage(1)
          }}
        >
          <Select.Trigger aria-label={t('inventory.fulfillment_type')} />
          <Select.Content>
            <Select.Item value={ALL}>{t('inventory.all_types')}</Select.Item>
            {FULFILLMENT_TYPES.map((kind) => (
              <Select.Item key={kind} value={kind}>
                {kind}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <DataTable
        variant="surface"
        aria-label={t('inventory.fulfillments')}
        columns={[
          {
            header: t('inventory.reference'),
            cell: (row) => (
              <RadixLink asChild>
                <Link to="/inventory/fulfillments/$id" params={{ id: String(row.id) }}>
                  {row.reference || `#${row.id}`}
                </Link>
              </RadixLink>
            ),
          },
          { header: t('inventory.fulfillment_type'), cell: (row) => row.type },
          { header: t('inventory.source_warehouse'), cell: (row) => warehouseName(row.source_warehouse_id) },
          { header: t('inventory.status'), cell: (row) => <FulfillmentStateBadge state={row.status} /> },
          { header: t('inventory.units'), align: 'right', cell: (row) => requestedUnits(row.items) },
          { header: t('inventory.date'), cell: (row) => formatDateTime(row.created) },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
      />
      {data && rows.length === 0 && (
        <Text as="p" color="gray" size="2" mt="3">
          {t('inventory.no_fulfillments')}
        </Text>
      )}
      <MorePager page={page} more={data?.more ?? false} onPage={setPage} />
    </>
  )
}
