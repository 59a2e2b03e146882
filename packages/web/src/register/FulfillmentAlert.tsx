import { Button, Card, Flex, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { t, tn } from '../i18n/index.ts'
import { useMe } from '../session/session.ts'
import { dismissFulfillments, useOpenFulfillments } from './open-fulfillments.ts'

/**
 * The alert of a new fulfillment (issue 14, spec 3 user settings "alert on new fulfillment"): shown to users who
 * chose it, over any screen and without stopping a sale, until they view it or dismiss it.
 */
export function FulfillmentAlert() {
  const me = useMe()
  const { unseen } = useOpenFulfillments()
  const latest = unseen.at(-1)
  if (!me.user.settings.alert_on_new_fulfillment || !latest) return null
  return (
    <Card role="alert" aria-label={t('inventory.alert_title')} style={{ maxWidth: 360 }}>
      <Flex direction="column" gap="2">
        <Text weight="bold">{t('inventory.alert_title')}</Text>
        <Text size="2">
          {t('inventory.alert_text', {
            type: latest.type,
            id: latest.id,
            reference: latest.reference ? ` (${latest.reference})` : '',
            lines: tn('inventory.alert_lines', latest.lines),
          })}
        </Text>
        {unseen.length > 1 && (
          <Text size="1" color="gray">
            {tn('inventory.alert_more', unseen.length - 1)}
          </Text>
        )}
        <Flex gap="2" justify="end">
          <Button variant="soft" color="gray" onClick={dismissFulfillments}>
            {t('inventory.alert_dismiss')}
          </Button>
          <Button asChild onClick={dismissFulfillments}>
            <Link to="/inventory/fulfillments/$id" params={{ id: String(latest.id) }}>
              {t('inventory.alert_view')}
            </Link>
          </Button>
        </Flex>
      </Flex>
    </Card>
  )
}
