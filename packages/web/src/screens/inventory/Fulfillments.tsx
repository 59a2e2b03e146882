import {
  FULFILLMENT_STATE_LABELS,
  FULFILLMENT_STATES,
  FULFILLMENT_TYPES,
  type FulfillmentState,
  type FulfillmentType,
  requestedUnits,
} from '@pos/core'
import { Button, Flex, Link as RadixLink, Select, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
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
      <Table.Root variant="surface" aria-label={t('inventory.fulfillments')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('inventory.reference')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('inventory.fulfillment_type')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('inventory.source_warehouse')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('inventory.status')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('inventory.units')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('inventory.date')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <RadixLink asChild>
                  <Link to="/inventory/fulfillments/$id" params={{ id: String(row.id) }}>
                    {row.reference || `#${row.id}`}
                  </Link>
                </RadixLink>
              </Table.Cell>
              <Table.Cell>{row.type}</Table.Cell>
              <Table.Cell>{warehouseName(row.source_warehouse_id)}</Table.Cell>
              <Table.Cell>
                <FulfillmentStateBadge state={row.status} />
              </Table.Cell>
              <Table.Cell align="right">{requestedUnits(row.items)}</Table.Cell>
              <Table.Cell>{formatDateTime(row.created)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {data && rows.length === 0 && (
        <Text as="p" color="gray" size="2" mt="3">
          {t('inventory.no_fulfillments')}
        </Text>
      )}
      <MorePager page={page} more={data?.more ?? false} onPage={setPage} />
    </>
  )
}
