import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { t } from '../i18n/index.ts'

/** Spec 2: unknown paths say so and offer the way home. */
export function NotFound() {
  return (
    <Flex className="session-page" direction="column">
      <Card size="4" style={{ maxWidth: 480, width: '100%' }}>
        <Flex direction="column" gap="4" align="start">
          <Text size="8" weight="bold" color="purple">
            404
          </Text>
          <Heading as="h1" size="5">
            {t('error.not_found')}
          </Heading>
          <Button asChild size="3">
            <Link to="/">{t('error.go_home')}</Link>
          </Button>
        </Flex>
      </Card>
    </Flex>
  )
}
