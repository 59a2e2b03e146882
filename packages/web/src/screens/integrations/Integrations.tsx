import { Badge, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { type MessageKey, t } from '../../i18n/index.ts'
import { listIntegrations } from './integrations-api.ts'

/**
 * Spec 2 /admin/integrations: the integrations that work here, each opening its page (the card terminals so
 * far). One that has not landed is not listed: a card saying "not available" is no use to a retailer.
 */
export function Integrations() {
  const loaded = useRequest((signal) => listIntegrations(signal), [])
  return (
    <>
      <PageHeader title={t('integrations.title')} description={t('integrations.intro')} />
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
        {(loaded.data?.integrations ?? [])
          .filter((row) => row.available)
          .map((row) => (
            <Card key={row.name} asChild>
              <Link to={`/admin/integrations/${row.name}` as '/admin/integrations/adyen'}>
                <Flex direction="column" gap="2">
                  <Flex justify="between" align="center">
                    <Heading as="h2" size="4">
                      {t(`integrations.name.${row.name}` as MessageKey)}
                    </Heading>
                    <Badge color={row.enabled ? 'green' : 'gray'}>
                      {row.enabled ? t('integrations.enabled') : t('integrations.disabled')}
                    </Badge>
                  </Flex>
                  <Text size="2" color="gray">
                    {t(`integrations.about.${row.name}` as MessageKey)}
                  </Text>
                </Flex>
              </Link>
            </Card>
          ))}
      </Grid>
    </>
  )
}
