import { transferRefusal } from '@pos/core'
import { Button, Card, DataList, Link as RadixLink, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { replenishments } from './replenishments-api.ts'

/**
 * One replenishment (spec 2 /inventory/replenishments/{id}): its reference, source, destination and lines, and
 * turning it into a draft transfer (once: core's `transferRefusal` hides the button after, and the server refuses
 * a second by the same rule).
 */
export function ReplenishmentView({ id }: { id: number }) {
  const { data: row, reload } = useRequest((signal) => replenishments.get(id, { signal }), [id])
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (!row) return null
  const refusal = transferRefusal(row)
  const makeTransfer = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await replenishments.act(id, 'transfer', {}, { quiet: true })
      showToast(t('inventory.transfer_created'), 'success')
      reload()
    } catch (caught) {
      setError(refusalOf(caught)?.message ?? t('error.unexpected'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <PageHeader
        title={row.reference || `${t('inventory.replenishment')} #${row.id}`}
        description={`${row.source_name || t('inventory.no_source')} → ${row.destination_name}`}
        actions={
          <>
            <BackLink to="/inventory/replenishments" />
            {row.transfer_id === null && (
              <Button disabled={busy || refusal !== undefined} onClick={() => void makeTransfer()}>
                {t('inventory.create_transfer')}
              </Button>
            )}
          </>
        }
      />
      {(error || (row.transfer_id === null && refusal)) && (
        <Text as="p" color={error ? 'red' : 'gray'} size="2" role={error ? 'alert' : undefined} mb="3">
          {error ?? refusal?.message}
        </Text>
      )}
      <Card mb="4">
        <DataList.Root>
          <DataList.Item>
            <DataList.Label>{t('inventory.source')}</DataList.Label>
            <DataList.Value>{row.source_name || t('inventory.no_source')}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('inventory.destination')}</DataList.Label>
            <DataList.Value>{row.destination_name}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('inventory.transfer')}</DataList.Label>
            <DataList.Value>
              {row.transfer_id === null ? (
                '—'
              ) : (
                <RadixLink asChild>
                  <Link to="/inventory/transfers/$id" params={{ id: String(row.transfer_id) }}>
                    {t('inventory.transfer_number', { id: row.transfer_id })}
                  </Link>
                </RadixLink>
              )}
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('inventory.date')}</DataList.Label>
            <DataList.Value>{formatDateTime(row.created)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
      <Table.Root variant="surface" aria-label={t('inventory.items')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('inventory.sku')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('inventory.name')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell align="right">{t('inventory.quantity')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {row.lines.map((line) => (
            <Table.Row key={line.item_id}>
              <Table.Cell>{line.sku ?? line.item_id}</Table.Cell>
              <Table.Cell>{line.name ?? ''}</Table.Cell>
              <Table.Cell align="right">{line.quantity}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {row.lines.length === 0 && (
        <Text as="p" color="gray" size="2" mt="3">
          {t('inventory.no_lines')}
        </Text>
      )}
    </>
  )
}
