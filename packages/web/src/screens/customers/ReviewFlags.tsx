import { ReviewFlagListSchema } from '@pos/core'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { answers } from '../../api/answers.ts'
import { api } from '../../api/client.ts'
import { showToast } from '../../api/toast.ts'
import { formatDateTime } from '../../format/dates.ts'
import { formatMoney } from '../../format/money.ts'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'
import { useMe } from '../../session/session.ts'

/**
 * Offline sales that paid with more than a balance held when they arrived (kept, and flagged for review):
 * shown on the customer or gift card they concern until someone marks them reviewed.
 */
export function ReviewFlags({ query }: { query: { customer_id: number } | { serial: string } }) {
  const { company } = useMe()
  const flags = useRequest(
    (signal) =>
      answers.get(ReviewFlagListSchema, 'proxy/reviewflags.json', {
        query: { status: 'open', limit: 50, ...query },
        signal,
      }),
    [JSON.stringify(query)],
  )
  const open = flags.data?.reviewflags ?? []
  if (open.length === 0) return null

  async function resolve(id: number) {
    try {
      await api.post(`proxy/reviewflag/${id}/resolve.json`)
      showToast(t('review.resolved'), 'success')
      flags.reload()
    } catch {
      // Shown by the client.
    }
  }

  const money = (cents: number) => formatMoney(cents, company.currency)
  return (
    <Flex direction="column" gap="2" mb="4" data-testid="review-flags">
      {open.map((flag) => (
        <Callout.Root key={flag.id} color="orange">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Flex justify="between" align="center" gap="3" wrap="wrap" style={{ gridColumn: '2' }}>
            <Text size="2">
              {t('review.flag', {
                receipt: flag.receipt_number,
                date: formatDateTime(flag.created),
                requested: money(flag.requested),
                taken: money(flag.taken),
                shortfall: money(flag.shortfall),
              })}
            </Text>
            <Button
              size="1"
              variant="soft"
              color="orange"
              type="button"
              onClick={() => void resolve(flag.id)}
            >
              {t('review.resolve')}
            </Button>
          </Flex>
        </Callout.Root>
      ))}
    </Flex>
  )
}
