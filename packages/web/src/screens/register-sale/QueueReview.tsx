import type { PendingSale } from '@pos/sync-worker'
import { Badge, Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useCallback, useEffect, useState } from 'react'
import { t, tn } from '../../i18n/index.ts'

type Props = {
  load: () => Promise<PendingSale[]>
  retry: () => Promise<void>
  onClose: () => void
}

/**
 * The sales still in this register's queue (issue 6): each with the server's message when it refused the
 * sale (it stays queued, never dropped), to retry sending or to export as JSON for a manager to fix.
 */
export function QueueReview({ load, retry, onClose }: Props) {
  const [entries, setEntries] = useState<PendingSale[] | null>(null)
  const [busy, setBusy] = useState(false)
  const reload = useCallback(() => load().then(setEntries), [load])

  useEffect(() => {
    void reload()
  }, [reload])

  async function retryAll() {
    setBusy(true)
    try {
      await retry()
      await reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="640px" aria-describedby={undefined}>
        <Dialog.Title>{t('sale.queue_review_title')}</Dialog.Title>
        <Flex direction="column" gap="3" role="list" aria-label={t('sale.queue_review_title')}>
          {entries?.length === 0 && <Text color="gray">{t('sale.queue_review_none')}</Text>}
          {entries?.map((entry) => (
            <Flex
              key={entry.id}
              role="listitem"
              gap="3"
              align="center"
              justify="between"
              data-refused={Boolean(entry.error)}
            >
              <Flex direction="column" gap="1">
                <Text weight="bold">{entry.receipt_number}</Text>
                <Text size="1" color="gray">
                  {new Date(entry.date).toLocaleString('en-AU', { dateStyle: 'short', timeStyle: 'short' })}
                </Text>
                {entry.error ? (
                  <Badge color="red" size="2">
                    {t('sale.queue_refused', { error: entry.error })}
                  </Badge>
                ) : (
                  <Text size="1" color="gray">
                    {tn('sale.queue_waiting_send', entry.attempts)}
                  </Text>
                )}
              </Flex>
              <Button variant="soft" color="gray" onClick={() => exportSale(entry)}>
                {t('sale.queue_export')}
              </Button>
            </Flex>
          ))}
        </Flex>
        <Flex gap="3" mt="4" justify="end">
          <Button variant="soft" color="gray" onClick={onClose}>
            {t('sale.queue_close')}
          </Button>
          <Button onClick={retryAll} loading={busy} disabled={!entries?.length}>
            {t('sale.queue_retry')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** Downloads a queued sale as JSON (the body the register posts), with the server's message. */
function exportSale(entry: PendingSale): void {
  const body = JSON.stringify(
    { id: entry.id, date: entry.date, error: entry.error, sale: entry.sale },
    null,
    2,
  )
  const url = URL.createObjectURL(new Blob([body], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `sale-${entry.receipt_number || entry.id}.json`
  link.click()
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}
