import { Text } from '@radix-ui/themes'

/** What a list says under its table when it has no rows (no users yet, no sales for this customer). */
export function EmptyListNote({ children }: { children: string }) {
  return (
    <Text as="p" color="gray" align="center" my="6">
      {children}
    </Text>
  )
}
