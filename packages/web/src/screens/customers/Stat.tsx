import { Card, Flex, Text } from '@radix-ui/themes'

/** A labelled figure. */
export function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Text size="1" color="gray">
          {label}
        </Text>
        <Text size="5" weight="bold" data-testid={testId}>
          {value}
        </Text>
      </Flex>
    </Card>
  )
}
