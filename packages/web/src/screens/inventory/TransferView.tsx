import type { TransferRecord as Transfer } from '@pos/core'
import { Button, Flex, TextField } from '@radix-ui/themes'
import { useState } from 'react'
import { BackLink } from '../../components/BackLink.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { inventoryApi } from './inventory-api.ts'
import { printStock } from './print-stock.ts'

/**
 * One transfer: its lines, and the actions its state allows (spec 4: sent, then received or cancelled). Receiving
 * takes what arrived of each line; what did not arrive stays on the line as its difference.
 */
export function TransferView({ id }: { id: number }) {
  const { data, reload } = useRequest((signal) => inventoryApi.transfer(id, signal), [id])
  const [received, setReceived] = useState<Record<number, string>>({})
  const { company } = useMe()
  const transfer: Transfer | undefined = data?.transfer
  const act = async (action: 'send' | 'receive' | 'cancel') => {
    const body =
      action === 'receive' && transfer
        ? {
            lines: transfer.lines.map((line) => ({
              item_id: line.item_id,
              received: Number(received[line.item_id] ?? line.quantity),
            })),
          }
        : {}
    try {
      await inventoryApi.transferAction(id, action, body)
      reload()
    } catch {
      // The API client showed the refusal.
    }
  }
  if (!transfer) return null
  return (
    <>
      <PageHeader
        title={transfer.reference || `${t('inventory.transfer')} #${transfer.id}`}
        description={`${transfer.from_warehouse_name} → ${transfer.to_warehouse_name} · ${transfer.status}`}
        actions={
          <Flex gap="2">
            <BackLink to="/inventory/transfers" />
            <Button
              variant="soft"
              color="gray"
              onClick={() =>
                void printStock(
                  {
                    kind: 'transfer',
                    document: {
                      number: transfer.reference || String(transfer.id),
                      created: transfer.created,
                      from_warehouse: transfer.from_warehouse_name,
                      to_warehouse: transfer.to_warehouse_name,
                      status: transfer.status,
                      lines: transfer.lines.map((line) => ({
                        sku: line.sku,
                        name: line.name,
                        quantity: line.quantity,
                      })),
                    },
                  },
                  company.name,
                )
              }
            >
              {t('inventory.print')}
            </Button>
            {transfer.status === 'draft' && (
              <Button onClick={() => void act('send')}>{t('inventory.send')}</Button>
            )}
            {transfer.status === 'sent' && (
              <Button onClick={() => void act('receive')}>{t('inventory.receive')}</Button>
            )}
            {(transfer.status === 'draft' || transfer.status === 'sent') && (
              <Button color="red" variant="soft" onClick={() => void act('cancel')}>
                {t('inventory.cancel')}
              </Button>
            )}
          </Flex>
        }
      />
      <DataTable
        variant="surface"
        aria-label={t('inventory.transfers')}
        columns={[
          { header: t('inventory.sku'), cell: (line) => line.sku },
          { header: t('inventory.name'), cell: (line) => line.name },
          { header: t('inventory.sent'), align: 'right', cell: (line) => line.quantity },
          {
            header: t('inventory.received'),
            align: 'right',
            cell: (line) =>
              transfer.status === 'sent' ? (
                <TextField.Root
                  type="number"
                  min={0}
                  max={line.quantity}
                  aria-label={`${t('inventory.received')} ${line.sku}`}
                  value={received[line.item_id] ?? String(line.quantity)}
                  onChange={(event) => setReceived({ ...received, [line.item_id]: event.target.value })}
                />
              ) : (
                (line.received ?? '')
              ),
          },
          { header: t('inventory.difference'), align: 'right', cell: (line) => line.difference ?? '' },
        ]}
        rows={transfer.lines}
        rowKey={(line) => line.item_id}
      />
    </>
  )
}
