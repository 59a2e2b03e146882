import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../components/PageHeader.tsx'
import { t } from '../../i18n/index.ts'
import { REASON_SLUGS } from './reason-kinds.ts'

/** Reason codes (spec 2 /admin/reason-codes): one list per kind. */
export function ReasonKinds() {
  return (
    <>
      <PageHeader title={t('reasons.title')} description={t('reasons.intro')} />
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
        {REASON_SLUGS.map((entry) => (
          <Card key={entry.slug} asChild size="3">
            <Link to="/admin/reason-codes/$kind" params={{ kind: entry.slug }}>
              <Flex direction="column" gap="1">
                <Heading as="h2" size="4">
                  {t(entry.label)}
                </Heading>
                <Text size="2" color="gray">
                  {t(entry.hint)}
                </Text>
              </Flex>
            </Link>
          </Card>
        ))}
      </Grid>
    </>
  )
}
