import { transferRefusal } from '@pos/core'
import { Button, Card, Link as RadixLink, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { refusalOf } from '../../api/resource-client.ts'
import { showToast } from '../../api/toast.ts'
import { BackLink } from '../../components/BackLink.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { Facts } from '../../components/Facts.tsx'
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
        <Facts
          facts={[
            { label: t('inventory.source'), value: row.source_name || t('inventory.no_source') },
            { label: t('inventory.destination'), value: row.destination_name },
            {
              label: t('inventory.transfer'),
              value:
                row.transfer_id === null ? (
                  '—'
                ) : (
                  <RadixLink asChild>
                    <Link to="/inventory/transfers/$id" params={{ id: String(row.transfer_id) }}>
                      {t('inventory.transfer_number', { id: row.transfer_id })}
                    </Link>
                  </RadixLink>
                ),
            },
            { label: t('inventory.date'), value: formatDateTime(row.created) },
          ]}
        />
      </Card>
      <DataTable
        variant="surface"
        aria-label={t('inventory.items')}
        columns={[
          { header: t('inventory.sku'), cell: (line) => line.sku ?? line.item_id },
          { header: t('inventory.name'), cell: (line) => line.name ?? '' },
          { header: t('inventory.quantity'), align: 'right', cell: (line) => line.quantity },
        ]}
        rows={row.lines}
        rowKey={(line) => line.item_id}
      />
      {row.lines.length === 0 && (
        <Text as="p" color="gray" size="2" mt="3">
          {t('inventory.no_lines')}
        </Text>
      )}
    </>
  )
}
