import { type GlueError, GlueErrorListSchema } from '@pos/core'
import { ReloadIcon } from '@radix-ui/react-icons'
import { Link as Anchor, Badge, Button, Card, Code, Flex, Table, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { api } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { formatDateTime } from '../../format/dates.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'

/** How soon the list looks again after a retry was queued (the worker takes it within a second or two). */
const AFTER_RETRY_MS = 2_000

/** /glue/errors: the error queue of failed runs, newest first, with retry (same post data) and delete. */
export function GlueErrors() {
  const errors = useRequest(
    (signal) => answers.get(GlueErrorListSchema, 'proxy/glueerrors.json', { signal }),
    [],
  )
  const [waiting, setWaiting] = useState(0)
  const { reload } = errors

  useEffect(() => {
    if (waiting === 0) return
    const timer = setTimeout(() => reload(), AFTER_RETRY_MS)
    return () => clearTimeout(timer)
  }, [waiting, reload])

  async function retry(error: GlueError) {
    try {
      await api.post(`proxy/glueerror/${error.id}/retry.json`)
      setWaiting((count) => count + 1)
      reload()
    } catch {
      // Shown by the client.
    }
  }

  async function remove(error: GlueError) {
    try {
      await api.delete(`proxy/glueerror/${error.id}.json`)
      showToast(t('glue.error_deleted'), 'success')
      reload()
    } catch {
      // Shown by the client.
    }
  }

  const rows = errors.data?.glueerrors ?? []
  return (
    <>
      <PageHeader
        title={t('glue.errors')}
        description={t('glue.errors_description')}
        actions={
          <Button type="button" variant="soft" color="gray" onClick={() => reload()} loading={errors.loading}>
            <ReloadIcon />
            {t('glue.refresh')}
          </Button>
        }
      />
      {rows.length === 0 && !errors.loading ? (
        <Card>
          <Text color="gray" size="2">
            {t('glue.no_errors')}
          </Text>
        </Card>
      ) : (
        <Table.Root variant="surface" data-testid="glue-errors">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('glue.date')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('glue.job')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('glue.attempts')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('glue.post_data')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('glue.error')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((error) => (
              <Table.Row key={error.id}>
                <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDateTime(error.date)}</Table.Cell>
                <Table.Cell>
                  <Anchor asChild>
                    <Link to={`/glue/jobs/edit/${error.job_id}` as never}>{error.job_name}</Link>
                  </Anchor>
                </Table.Cell>
                <Table.Cell justify="end">{error.attempts}</Table.Cell>
                <Table.Cell style={{ maxWidth: '16rem' }}>
                  <Code size="1" variant="ghost" style={{ wordBreak: 'break-all' }} title={error.post_data}>
                    {error.post_data.length > 120 ? `${error.post_data.slice(0, 120)}…` : error.post_data}
                  </Code>
                </Table.Cell>
                <Table.Cell style={{ minWidth: '14rem', wordBreak: 'break-word' }}>{error.error}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2" justify="end" wrap="wrap">
                    {error.queued ? (
                      <Badge color="blue">{t('glue.queued')}</Badge>
                    ) : (
                      <Button type="button" size="1" variant="soft" onClick={() => void retry(error)}>
                        {t('glue.retry')}
                      </Button>
                    )}
                    <ConfirmDialog
                      trigger={
                        <Button type="button" size="1" variant="soft" color="red">
                          {t('common.delete')}
                        </Button>
                      }
                      title={t('common.delete')}
                      body={t('glue.delete_error_body')}
                      confirm={t('common.delete')}
                      onConfirm={() => void remove(error)}
                    />
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </>
  )
}
