import { Button, Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes'
import type { FormEvent, ReactNode } from 'react'

/**
 * A register's entry (a cash drawer opening, petty cash): its form with `fields` and the submit on the left, what
 * was entered before on the right (`history`, one table row each; `emptyText` while there is none).
 */
export function EntryWithHistory({
  onSubmit,
  fields,
  submitLabel,
  busy,
  historyTitle,
  emptyText,
  history,
}: {
  onSubmit: (event: FormEvent) => void
  fields: ReactNode
  submitLabel: string
  busy: boolean
  historyTitle: string
  emptyText: string
  history: readonly ReactNode[]
}) {
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="5" align="start">
      <Card size="3">
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="4">
            {fields}
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Flex>
        </form>
      </Card>
      <Card size="3">
        <Heading as="h2" size="3" mb="3">
          {historyTitle}
        </Heading>
        {history.length === 0 ? (
          <Text size="2" color="gray">
            {emptyText}
          </Text>
        ) : (
          <Table.Root size="1">
            <Table.Body>{history}</Table.Body>
          </Table.Root>
        )}
      </Card>
    </Grid>
  )
}
