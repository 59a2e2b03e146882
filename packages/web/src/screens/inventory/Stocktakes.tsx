import { Button, Link as RadixLink, Tabs } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { DataTable } from '../../components/DataTable.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { MorePager } from '../../components/Pager.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { inventoryApi } from './inventory-api.ts'
import { StocktakeStateBadge } from './state-badges.tsx'

/**
 * Stocktakes (spec 2 /inventory/stocktakes, spec 4: current and completed), newest first, a page at a time; a new
 * one starts on its own screen.
 */
export function Stocktakes() {
  const [status, setStatus] = useState<'current' | 'completed'>('current')
  const [page, setPage] = useState(1)
  const { data } = useRequest((signal) => inventoryApi.stocktakes(status, page, signal), [status, page])
  return (
    <>
      <PageHeader
        title={t('inventory.stocktakes')}
        actions={
          <Button asChild>
            <Link to="/inventory/stocktakes/new">{t('inventory.new_stocktake')}</Link>
          </Button>
        }
      />
      <Tabs.Root
        value={status}
        onValueChange={(value) => {
          setStatus(value as 'current' | 'completed')
          setPage(1)
        }}
      >
        <Tabs.List>
          <Tabs.Trigger value="current">{t('inventory.current')}</Tabs.Trigger>
          <Tabs.Trigger value="completed">{t('inventory.completed')}</Tabs.Trigger>
        </Tabs.List>
        {/* The list is the chosen tab's panel, so each tab names a panel that exists. */}
        <Tabs.Content value={status}>
          <DataTable
            variant="surface"
            mt="3"
            aria-label={t('inventory.stocktakes')}
            columns={[
              {
                header: t('inventory.stocktake_name'),
                cell: (s) => (
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
                ),
              },
              { header: t('inventory.warehouse'), cell: (s) => s.warehouse_name },
              { header: t('inventory.date'), cell: (s) => formatDateTime(s.completed ?? s.created) },
              { header: t('inventory.status'), cell: (s) => <StocktakeStateBadge state={s.status} /> },
            ]}
            rows={data?.stocktakes ?? []}
            rowKey={(s) => s.id}
            empty={
              data &&
              t(
                status === 'current'
                  ? 'inventory.no_current_stocktakes'
                  : 'inventory.no_completed_stocktakes',
              )
            }
          />
          <MorePager page={page} more={data?.more ?? false} onPage={setPage} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}
