import { Box, Card, Flex, Text } from '@radix-ui/themes'
import { Outlet } from '@tanstack/react-router'
import { t } from '../../i18n/index.ts'

/** The signed-out pages: one card in the middle of the window. */
export function SessionLayout() {
  return (
    <main className="session-page">
      <Box width="100%" maxWidth="440px">
        <Flex align="center" justify="center" gap="3" mb="5">
          <img src="/favicon.svg" alt="" width="40" height="40" />
          <Text size="6" weight="bold">
            {t('app.name')}
          </Text>
        </Flex>
        <Card size="4">
          <Outlet />
        </Card>
      </Box>
    </main>
  )
}
