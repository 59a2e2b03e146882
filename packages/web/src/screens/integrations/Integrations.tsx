import { Badge, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../components/PageHeader.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { type MessageKey, t } from '../../i18n/index.ts'
import { listIntegrations } from './integrations-api.ts'

/** Spec 2 /admin/integrations: the six integrations; the card terminals have pages so far. */
export function Integrations() {
  const loaded = useRequest((signal) => listIntegrations(signal), [])
  return (
    <>
      <PageHeader title={t('integrations.title')} description={t('integrations.intro')} />
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
        {(loaded.data?.integrations ?? []).map((row) => {
          const body = (
            <Flex direction="column" gap="2" key={row.name}>
              <Flex justify="between" align="center">
                <Heading as="h2" size="4">
                  {t(`integrations.name.${row.name}` as MessageKey)}
                </Heading>
                {row.available ? (
                  <Badge color={row.enabled ? 'green' : 'gray'}>
                    {row.enabled ? t('integrations.enabled') : t('integrations.disabled')}
                  </Badge>
                ) : null}
              </Flex>
              <Text size="2" color="gray">
                {row.available
                  ? t(`integrations.about.${row.name}` as MessageKey)
                  : t('integrations.about.other')}
              </Text>
            </Flex>
          )
          return row.available ? (
            <Card key={row.name} asChild>
              <Link to={`/admin/integrations/${row.name}` as '/admin/integrations/adyen'}>{body}</Link>
            </Card>
          ) : (
            <Card key={row.name}>{body}</Card>
          )
        })}
      </Grid>
    </>
  )
}
