import { Badge } from '@radix-ui/themes'
import { t, tn } from '../../i18n/index.ts'

/** How many completed sales wait in this browser's queue (always on the sale screen). */
export function QueueBadge({ count }: { count: number }) {
  const text = count === 0 ? t('sale.queue_empty') : tn('sale.queue_waiting', count)
  return (
    <Badge
      size="2"
      color={count === 0 ? 'green' : 'amber'}
      role="status"
      aria-label={`${t('sale.queue_label')}: ${count}`}
      data-queued={count}
    >
      {text}
    </Badge>
  )
}
