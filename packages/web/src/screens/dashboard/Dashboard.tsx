import { chartBucket, DATE_RANGE_KINDS, type DateRangeKind, dateRange } from '@pos/core'
import { BarChartIcon } from '@radix-ui/react-icons'
import { Button, Callout, Card, Flex, Grid, Heading, Select, Skeleton, Text } from '@radix-ui/themes'
import { useMemo, useState } from 'react'
import { dashboardSales, listStores } from '../../api/resources.ts'
import { TextInputField } from '../../components/FormFields.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatCount, formatMoney, fromDateInput, toDateInput } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { enRangeKeys } from '../../i18n/en.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'
import { SalesChart } from './SalesChart.tsx'
import { StoreFilter } from './StoreFilter.tsx'

/** The browser's time zone: the server buckets sales by local hours and days. */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone

/** Sales at a glance for a date range and a set of stores (spec 1). */
export function Dashboard() {
  const me = useMe()
  const [kind, setKind] = useState<DateRangeKind>('today')
  const [customFrom, setCustomFrom] = useState(() => toDateInput(new Date()))
  const [customTo, setCustomTo] = useState(() => toDateInput(new Date()))
  const [storeIds, setStoreIds] = useState<number[]>(me.user.settings?.dashboard_store_ids ?? [])
  const stores = useRequest((signal) => listStores({ signal }), [])

  const needsDates = kind === 'custom' && (!fromDateInput(customFrom) || !fromDateInput(customTo))
  // The range is worked out when the choice changes, not on every render: `now` moves on.
  const range = useMemo(() => {
    const fromDay = fromDateInput(customFrom)
    const toDay = fromDateInput(customTo)
    if (kind === 'custom' && (!fromDay || !toDay)) return null
    return dateRange(kind, new Date(), { customFrom: fromDay, customTo: toDay })
  }, [kind, customFrom, customTo])
  const bucket = range ? chartBucket(range) : 'day'
  const sales = useRequest(
    range
      ? (signal) =>
          dashboardSales({ from: range.from, to: range.to, bucket, tz: timeZone, storeIds }, { signal })
      : null,
    [range, bucket, storeIds.join(',')],
  )
  const currency = sales.data?.currency ?? me.company.currency
  const loading = sales.loading || (!sales.data && !sales.failed)

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.greeting', { name: me.user.first_name })}
        actions={
          <>
            <Select.Root value={kind} onValueChange={(value) => setKind(value as DateRangeKind)}>
              <Select.Trigger aria-label={t('dashboard.range')} style={{ minWidth: 150 }} />
              <Select.Content>
                {DATE_RANGE_KINDS.map((option) => (
                  <Select.Item key={option} value={option}>
                    {t(enRangeKeys[option])}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
            <StoreFilter stores={stores.data ?? []} value={storeIds} onChange={setStoreIds} />
          </>
        }
      />
      {kind === 'custom' && (
        <Flex gap="3" mb="4" align="end" wrap="wrap">
          <TextInputField
            id="from"
            label={t('dashboard.from')}
            type="date"
            value={customFrom}
            onChange={setCustomFrom}
          />
          <TextInputField
            id="to"
            label={t('dashboard.to')}
            type="date"
            value={customTo}
            onChange={setCustomTo}
          />
        </Flex>
      )}
      {needsDates ? (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{t('dashboard.pick_dates')}</Callout.Text>
        </Callout.Root>
      ) : (
        <>
          <Grid columns={{ initial: '1', sm: '3' }} gap="4" mb="4">
            <Metric label={t('dashboard.sales_total')} loading={loading} testId="metric-total">
              {formatMoney(sales.data?.total ?? 0, currency)}
            </Metric>
            <Metric label={t('dashboard.sale_count')} loading={loading} testId="metric-count">
              {formatCount(sales.data?.count ?? 0)}
            </Metric>
            <Metric label={t('dashboard.average_sale')} loading={loading} testId="metric-average">
              {formatMoney(sales.data?.average ?? 0, currency)}
            </Metric>
          </Grid>
          <Card size="3">
            <Heading as="h2" size="4" mb="4">
              {t('dashboard.chart_title')}
            </Heading>
            {sales.failed ? (
              <Flex direction="column" align="center" justify="center" gap="3" height="320px">
                <Text color="gray">{t('dashboard.load_failed')}</Text>
                <Button variant="soft" onClick={sales.reload}>
                  {t('common.retry')}
                </Button>
              </Flex>
            ) : loading ? (
              <Skeleton height="320px" width="100%" />
            ) : sales.data && sales.data.count > 0 ? (
              <SalesChart series={sales.data.series} bucket={bucket} currency={currency} />
            ) : (
              <Flex
                direction="column"
                align="center"
                justify="center"
                gap="2"
                height="320px"
                data-testid="dashboard-empty"
              >
                <BarChartIcon width="40" height="40" color="var(--accent-9)" />
                <Text size="4" weight="bold">
                  {t('dashboard.empty_title')}
                </Text>
                <Text size="2" color="gray" align="center" style={{ maxWidth: 380 }}>
                  {t('dashboard.empty_body')}
                </Text>
              </Flex>
            )}
          </Card>
        </>
      )}
    </>
  )
}

function Metric({
  label,
  loading,
  testId,
  children,
}: {
  label: string
  loading: boolean
  testId: string
  children: string
}) {
  return (
    <Card size="3">
      <Text as="div" size="2" color="gray" mb="2">
        {label}
      </Text>
      <Skeleton loading={loading}>
        <Text as="div" size="7" weight="bold" data-testid={testId}>
          {children}
        </Text>
      </Skeleton>
    </Card>
  )
}
