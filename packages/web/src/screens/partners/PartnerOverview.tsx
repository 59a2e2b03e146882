import type { JobState, Partner } from '@pos/core'
import { Badge, Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { BackLink } from '../../components/BackLink.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { Facts } from '../../components/Facts.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { type MessageKey, t } from '../../i18n/index.ts'
import { PartnerActions } from './PartnerActions.tsx'
import { partnersApi } from './partners-api.ts'
import { jobResult } from './use-partner-action.ts'

const JOB_COLOURS: Record<JobState, 'gray' | 'blue' | 'amber' | 'green' | 'red'> = {
  queued: 'gray',
  running: 'blue',
  retrying: 'amber',
  done: 'green',
  failed: 'red',
}

/**
 * /admin/integrations/{shopify|shippit|klaviyo|cloud-print}: whether it is on and ready, when it last synced, what
 * it can do (each partner's actions), its syncs queued as background jobs with their state, and its recent
 * activity, newest first.
 */
export function PartnerOverview({ partner }: { partner: Partner }) {
  const [generation, setGeneration] = useState(0)
  const status = useRequest((signal) => partnersApi.status(partner, signal), [partner, generation])
  const data = status.data
  const refresh = () => setGeneration((g) => g + 1)
  return (
    <>
      <PageHeader
        title={t(`integrations.name.${partner}` as MessageKey)}
        description={t(`integrations.about.${partner}` as MessageKey)}
        actions={
          <>
            <BackLink to="/admin/integrations" />
            <Button asChild>
              <Link to={`/admin/integrations/${partner}/settings` as '/admin/integrations/adyen/settings'}>
                {t('integrations.settings')}
              </Link>
            </Button>
          </>
        }
      />
      <Grid columns={{ initial: '1', md: '3' }} gap="4">
        <Card size="2">
          <Heading as="h2" size="3" mb="3">
            {t('partners.status')}
          </Heading>
          <Facts
            orientation={{ initial: 'vertical', sm: 'horizontal' }}
            facts={[
              {
                label: t('integrations.enabled'),
                value: (
                  <Badge color={data?.enabled ? 'green' : 'gray'} data-testid="partner-enabled">
                    {data?.enabled ? t('integrations.enabled') : t('integrations.disabled')}
                  </Badge>
                ),
              },
              {
                label: t('partners.ready'),
                value: data?.problem ? (
                  <Text size="2" color="orange">
                    {data.problem}
                  </Text>
                ) : (
                  <Badge color="green">{t('partners.ready')}</Badge>
                ),
              },
              {
                label: t('partners.last_sync'),
                value: data?.last_sync ? formatDateTime(data.last_sync) : t('partners.never'),
                testId: 'partner-last-sync',
              },
            ]}
          />
        </Card>
        <Box gridColumn={{ initial: 'auto', md: 'span 2' }}>
          <Card size="2">
            <Heading as="h2" size="3" mb="3">
              {t('partners.actions')}
            </Heading>
            <PartnerActions partner={partner} generation={generation} onDone={refresh} />
          </Card>
        </Box>
      </Grid>
      <Card size="2" mt="4">
        <Heading as="h2" size="3" mb="3">
          {t('partners.jobs')}
        </Heading>
        {(data?.jobs ?? []).length === 0 ? (
          <Text color="gray">{t('partners.no_jobs')}</Text>
        ) : (
          <DataTable
            size="1"
            data-testid="partner-jobs"
            columns={[
              { header: t('partners.col.when'), nowrap: true, cell: (job) => formatDateTime(job.created) },
              { header: t('partners.col.action'), cell: (job) => job.kind },
              {
                header: t('partners.col.state'),
                cell: (job) => <Badge color={JOB_COLOURS[job.state]}>{job.state}</Badge>,
              },
              { header: t('partners.col.attempts'), cell: (job) => `${job.attempts} / ${job.max_attempts}` },
              {
                header: t('partners.col.result'),
                cell: (job) => {
                  const shown = jobResult(job)
                  return shown.pending ? '' : shown.message
                },
              },
            ]}
            rows={data?.jobs ?? []}
            rowKey={(job) => job.id}
          />
        )}
      </Card>
      <Card size="2" mt="4">
        <Heading as="h2" size="3" mb="3">
          {t('partners.activity')}
        </Heading>
        {(data?.activity ?? []).length === 0 ? (
          <Text color="gray">{t('partners.no_activity')}</Text>
        ) : (
          <DataTable
            size="1"
            columns={[
              { header: t('partners.col.when'), nowrap: true, cell: (row) => formatDateTime(row.created) },
              {
                header: t('partners.col.action'),
                cell: (row) => (
                  <Flex gap="2" align="center">
                    <Badge color={row.ok ? 'green' : 'red'}>
                      {row.ok ? t('partners.ok') : t('partners.failed')}
                    </Badge>
                    {t(`partners.action.${row.action}` as MessageKey)}
                  </Flex>
                ),
              },
              { header: t('partners.col.result'), cell: (row) => row.message },
            ]}
            rows={data?.activity ?? []}
            rowKey={(row) => row.id}
          />
        )}
      </Card>
    </>
  )
}
