import type { JobState, Partner } from '@pos/core'
import { Badge, Box, Button, Card, DataList, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { BackLink } from '../../components/BackLink.tsx'
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
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
            <DataList.Item>
              <DataList.Label>{t('integrations.enabled')}</DataList.Label>
              <DataList.Value>
                <Badge color={data?.enabled ? 'green' : 'gray'} data-testid="partner-enabled">
                  {data?.enabled ? t('integrations.enabled') : t('integrations.disabled')}
                </Badge>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('partners.ready')}</DataList.Label>
              <DataList.Value>
                {data?.problem ? (
                  <Text size="2" color="orange">
                    {data.problem}
                  </Text>
                ) : (
                  <Badge color="green">{t('partners.ready')}</Badge>
                )}
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('partners.last_sync')}</DataList.Label>
              <DataList.Value data-testid="partner-last-sync">
                {data?.last_sync ? formatDateTime(data.last_sync) : t('partners.never')}
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
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
          <Table.Root size="1" data-testid="partner-jobs">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('partners.col.when')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('partners.col.action')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('partners.col.state')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('partners.col.attempts')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('partners.col.result')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(data?.jobs ?? []).map((job) => {
                const shown = jobResult(job)
                return (
                  <Table.Row key={job.id}>
                    <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.created)}</Table.Cell>
                    <Table.Cell>{job.kind}</Table.Cell>
                    <Table.Cell>
                      <Badge color={JOB_COLOURS[job.state]}>{job.state}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      {job.attempts} / {job.max_attempts}
                    </Table.Cell>
                    <Table.Cell>{shown.pending ? '' : shown.message}</Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
      <Card size="2" mt="4">
        <Heading as="h2" size="3" mb="3">
          {t('partners.activity')}
        </Heading>
        {(data?.activity ?? []).length === 0 ? (
          <Text color="gray">{t('partners.no_activity')}</Text>
        ) : (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('partners.col.when')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('partners.col.action')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('partners.col.result')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(data?.activity ?? []).map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created)}</Table.Cell>
                  <Table.Cell>
                    <Flex gap="2" align="center">
                      <Badge color={row.ok ? 'green' : 'red'}>
                        {row.ok ? t('partners.ok') : t('partners.failed')}
                      </Badge>
                      {t(`partners.action.${row.action}` as MessageKey)}
                    </Flex>
                  </Table.Cell>
                  <Table.Cell>{row.message}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
    </>
  )
}
