import { Button, Callout, Text } from '@radix-ui/themes'
import { showToast } from '../../api/toast.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useCan, useMe } from '../../session/session.ts'
import { inventoryApi } from './inventory-api.ts'

/**
 * A stocktake's variances (spec 2 /inventory/stocktakes/{id}/variances): counted against the quantity frozen at
 * its start, with what each difference costs; commit adjusts stock on hand to what was counted.
 */
export function StocktakeVariances({ id }: { id: number }) {
  const { company } = useMe()
  const can = useCan()
  const { data, failed, reload } = useRequest((signal) => inventoryApi.variances(id, signal), [id])
  // A stocktake that cannot be read still gets the screen's heading, then why.
  if (failed)
    return (
      <>
        <PageHeader title={`${t('inventory.variances')}: #${id}`} />
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t('inventory.stocktake_load_error')}</Callout.Text>
        </Callout.Root>
      </>
    )
  const commit = async () => {
    try {
      await inventoryApi.commitStocktake(id)
      showToast(t('inventory.committed'), 'success')
      reload()
    } catch {
      // The API client showed the refusal.
    }
  }
  return (
    <>
      <PageHeader
        title={`${t('inventory.variances')}: ${data?.stocktake.name || `#${id}`}`}
        description={
          data
            ? `${data.stocktake.warehouse_name} · ${data.total_variance} · ${formatMoney(data.total_cost, company.currency)}`
            : undefined
        }
        actions={
          data?.stocktake.status === 'counting' && can('inventory', 'approve') ? (
            <ConfirmDialog
              trigger={<Button>{t('inventory.commit')}</Button>}
              title={t('inventory.commit')}
              body={t('inventory.commit_confirm')}
              confirm={t('inventory.commit')}
              onConfirm={() => void commit()}
            />
          ) : (
            <Text color="gray">{data?.stocktake.status}</Text>
          )
        }
      />
      <DataTable
        variant="surface"
        aria-label={t('inventory.variances')}
        columns={[
          { header: t('inventory.sku'), cell: (line) => line.sku },
          { header: t('inventory.name'), cell: (line) => line.name },
          { header: t('inventory.expected'), align: 'right', cell: (line) => line.expected },
          { header: t('inventory.counted'), align: 'right', cell: (line) => line.counted },
          { header: t('inventory.variance'), align: 'right', cell: (line) => line.variance },
          {
            header: t('inventory.variance_cost'),
            align: 'right',
            cell: (line) => formatMoney(line.cost, company.currency),
          },
        ]}
        rows={data?.variances ?? []}
        rowKey={(line) => line.item_id}
      />
    </>
  )
}
