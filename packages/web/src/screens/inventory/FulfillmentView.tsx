import type { FulfillmentRecord as Fulfillment } from '@pos/core'
import { carrierResource, FULFILLMENT_ACTION_LABELS, type FulfillmentAction } from '@pos/core'
import { Badge, Button, Card, Flex, Grid, Text, TextField } from '@radix-ui/themes'
import { useState } from 'react'
import { refusalOf, resourceClient } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { Facts } from '../../components/Facts.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { ADDRESS_PARTS, fulfillmentsApi } from './fulfillments-api.ts'
import { printStock } from './print-stock.ts'
import { FulfillmentStateBadge } from './state-badges.tsx'
import { useWarehouses } from './use-warehouses.ts'

const carriers = resourceClient(carrierResource)

/**
 * One fulfillment (spec 2 /inventory/fulfillments/{id}, spec 4): its details and items with requested and actual
 * quantities, and the actions its state offers (core's `fulfillmentActions`). Completing records what was picked
 * (the requested quantity where none is typed) and takes it out of stock through the ledger, once.
 */
export function FulfillmentView({ id }: { id: number }) {
  const { data, reload } = useRequest((signal) => fulfillmentsApi.get(id, signal), [id])
  const warehouses = useWarehouses()
  const { data: carrierPage } = useRequest((signal) => carriers.list({ limit: 250 }, { signal }), [])
  const [picked, setPicked] = useState<Record<string, string>>({})
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const { company } = useMe()
  const fulfillment: Fulfillment | undefined = data?.fulfillment
  if (!fulfillment) return null
  const open = fulfillment.status === 'open' || fulfillment.status === 'in_progress'
  const warehouseName = (wid: number | null) => warehouses.find((w) => w.id === wid)?.name ?? ''
  const carrier = carrierPage?.rows.find((row) => row.id === fulfillment.carrier_id)?.name

  const act = async (action: FulfillmentAction) => {
    setBusy(true)
    setError(undefined)
    try {
      const lines = Object.entries(picked)
        .filter(([, value]) => value.trim() !== '')
        .map(([itemId, value]) => ({ item_id: Number(itemId), actual: Number(value) }))
      await fulfillmentsApi.act(id, action, { lines })
      showToast(t('inventory.status_changed'), 'success')
      setPicked({})
      reload()
    } catch (caught) {
      setError(refusalOf(caught)?.message ?? t('error.unexpected'))
    } finally {
      setBusy(false)
    }
  }
  const given = fulfillment.destination_address
  const address = [
    ...ADDRESS_PARTS.map((part) => given[part]),
    ...Object.entries(given)
      .filter(([key]) => !(ADDRESS_PARTS as readonly string[]).includes(key))
      .map(([, value]) => value),
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <>
      <PageHeader
        title={fulfillment.reference || `${t('inventory.fulfillment')} #${fulfillment.id}`}
        description={fulfillment.type}
        actions={[
          <BackLink key="back" to="/inventory/fulfillments" />,
          <Button
            key="print"
            variant="soft"
            color="gray"
            onClick={() =>
              void printStock(
                {
                  kind: 'fulfillment',
                  document: {
                    number: fulfillment.reference || String(fulfillment.id),
                    created: fulfillment.created,
                    type: fulfillment.type,
                    status: fulfillment.status,
                    reference: fulfillment.reference,
                    source_warehouse: warehouseName(fulfillment.source_warehouse_id),
                    destination_warehouse: warehouseName(fulfillment.destination_warehouse_id),
                    destination_address: address ? address.split(', ') : [],
                    carrier,
                    lines: fulfillment.items.map((item) => ({
                      sku: '',
                      name: item.name,
                      quantity: item.requested,
                    })),
                  },
                },
                company.name,
              )
            }
          >
            {t('inventory.print')}
          </Button>,
          ...fulfillment.actions.map((action) => (
            <Button
              key={action}
              disabled={busy}
              // The step that finishes the work is the solid one; moving along or closing unfulfilled are soft.
              variant={action === 'mark_complete' || action === 'mark_picked_up' ? 'solid' : 'soft'}
              color={action === 'close' ? 'gray' : undefined}
              onClick={() => void act(action)}
            >
              {FULFILLMENT_ACTION_LABELS[action]}
            </Button>
          )),
        ]}
      />
      {error && (
        <Text as="p" color="red" size="2" role="alert" mb="3">
          {error}
        </Text>
      )}
      <Grid columns={{ initial: '1', md: '2' }} gap="4" mb="4">
        <Card>
          <Facts
            facts={[
              { label: t('inventory.status'), value: <FulfillmentStateBadge state={fulfillment.status} /> },
              {
                label: t('inventory.source_warehouse'),
                value: warehouseName(fulfillment.source_warehouse_id),
              },
              fulfillment.destination_warehouse_id !== null && {
                label: t('inventory.destination_warehouse'),
                value: warehouseName(fulfillment.destination_warehouse_id),
              },
              { label: t('inventory.carrier'), value: carrier ?? t('inventory.no_carrier') },
              { label: t('inventory.date'), value: formatDateTime(fulfillment.created) },
            ]}
          />
        </Card>
        <Card>
          <Facts
            facts={[
              { label: t('inventory.destination_address'), value: address || '—' },
              {
                label: t('inventory.tags'),
                value: (
                  <Flex gap="1" wrap="wrap">
                    {fulfillment.tags.length === 0
                      ? '—'
                      : fulfillment.tags.map((tag) => (
                          <Badge key={tag} variant="soft">
                            {tag}
                          </Badge>
                        ))}
                  </Flex>
                ),
              },
            ]}
          />
        </Card>
      </Grid>
      <DataTable
        variant="surface"
        aria-label={t('inventory.items')}
        columns={[
          { header: t('inventory.name'), cell: (item) => item.name },
          { header: t('inventory.requested'), align: 'right', cell: (item) => item.requested },
          {
            header: t('inventory.actual'),
            align: 'right',
            cell: (item) =>
              open ? (
                <TextField.Root
                  type="number"
                  min={0}
                  max={item.requested}
                  style={{ maxWidth: 110, marginLeft: 'auto' }}
                  aria-label={`${t('inventory.actual')} ${item.name}`}
                  placeholder={String(item.actual || item.requested)}
                  value={picked[item.item_id] ?? ''}
                  onChange={(event) => setPicked({ ...picked, [item.item_id]: event.target.value })}
                />
              ) : (
                item.actual
              ),
          },
        ]}
        rows={fulfillment.items}
        rowKey={(item) => item.item_id}
      />
    </>
  )
}
