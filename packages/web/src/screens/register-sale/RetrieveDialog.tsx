import type { SuspendedSale } from '@pos/sync-worker'
import { Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { formatTime } from '../../format/dates.ts'
import { t } from '../../i18n/index.ts'

type Props = {
  /** Calls back with the waiting sales now and on every change (other tabs, other registers); answers a stop. */
  watch: (onList: (sales: SuspendedSale[]) => void) => () => void
  onRetrieve: (entry: SuspendedSale) => void
  onClose: () => void
}

/** The store's suspended sales (from this and other tabs and registers, live), oldest first; one retrieves it. */
export function RetrieveDialog({ watch, onRetrieve, onClose }: Props) {
  const [entries, setEntries] = useState<SuspendedSale[] | null>(null)

  useEffect(() => watch(setEntries), [watch])

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="460px" aria-describedby={undefined}>
        <Dialog.Title>{t('sale.suspended_title')}</Dialog.Title>
        <Flex direction="column" gap="2" role="list" aria-label={t('sale.suspended_title')}>
          {entries?.length === 0 && <Text color="gray">{t('sale.suspended_none')}</Text>}
          {entries?.map((entry, index) => (
            <Button
              key={entry.id}
              role="listitem"
              variant="soft"
              color="gray"
              autoFocus={index === 0}
              style={{ justifyContent: 'space-between' }}
              onClick={() => onRetrieve(entry)}
            >
              <span>{entry.label}</span>
              <span>{formatTime(entry.suspended_at)}</span>
            </Button>
          ))}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
