import { type GlueError, GlueErrorListSchema } from '@pos/core'
import { ReloadIcon } from '@radix-ui/react-icons'
import { Link as Anchor, Badge, Button, Card, Code, Flex, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { answers } from '../../api/answers.ts'
import { api } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { DataTable } from '../../components/DataTable.tsx'
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
        <DataTable
          variant="surface"
          data-testid="glue-errors"
          columns={[
            { header: t('glue.date'), nowrap: true, cell: (error) => formatDateTime(error.date) },
            {
              header: t('glue.job'),
              cell: (error) => (
                <Anchor asChild>
                  <Link to={`/glue/jobs/edit/${error.job_id}` as never}>{error.job_name}</Link>
                </Anchor>
              ),
            },
            { header: t('glue.attempts'), align: 'right', cell: (error) => error.attempts },
            {
              header: t('glue.post_data'),
              style: { maxWidth: '16rem' },
              cell: (error) => (
                <Code size="1" variant="ghost" style={{ wordBreak: 'break-all' }} title={error.post_data}>
                  {error.post_data.length > 120 ? `${error.post_data.slice(0, 120)}…` : error.post_data}
                </Code>
              ),
            },
            {
              header: t('glue.error'),
              style: { minWidth: '14rem', wordBreak: 'break-word' },
              cell: (error) => error.error,
            },
            {
              key: 'actions',
              header: null,
              cell: (error) => (
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
              ),
            },
          ]}
          rows={rows}
          rowKey={(error) => error.id}
        />
      )}
    </>
  )
}
