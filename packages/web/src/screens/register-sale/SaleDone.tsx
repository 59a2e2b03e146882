import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useEffect } from 'react'
import { formatMoney } from '../../format/money.ts'
import { t } from '../../i18n/index.ts'
import type { Completed } from '../../register/sale/use-sale.ts'
import { QueueBadge } from './QueueBadge.tsx'

/** Shown once the sale is durably queued: the change to give, the receipt number, Enter for the next sale. */
export function SaleDone({ done, queued, onNext }: { done: Completed; queued: number; onNext: () => void }) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Enter') {
        event.preventDefault()
        onNext()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onNext])

  return (
    <Card size="4" style={{ maxWidth: 520, margin: '48px auto' }}>
      <Flex direction="column" gap="4" align="center">
        <Heading size="6">{t('sale.done_title')}</Heading>
        <Text color="gray" data-testid="sale-receipt">
          {t('sale.done_receipt', { receipt: done.receipt })}
        </Text>
        <Text size="2" color="gray">
          {t('sale.done_change')}
        </Text>
        <Heading size="9" data-testid="sale-change">
          {formatMoney(done.change, done.draft.currency)}
        </Heading>
        <QueueBadge count={queued} />
        <Text size="1" color="gray" align="center">
          {t('sale.done_saved')}
        </Text>
        <Button size="3" onClick={onNext}>
          {t('sale.done_next')}
        </Button>
      </Flex>
    </Card>
  )
}
