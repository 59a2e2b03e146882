import { Text } from '@radix-ui/themes'

/** A refusal of a table's rows (a document's lines, the bills picked), under the table. */
export function LinesError({ error }: { error?: string | undefined }) {
  return error ? (
    <Text as="p" size="2" color="red" role="alert" mt="2">
      {error}
    </Text>
  ) : null
}
