import { Flex, Heading, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'

type Props = { title: string; description?: string; actions?: ReactNode }

/** A screen's title line, with its main actions on the right (buttons: never on paper). */
export function PageHeader({ title, description, actions }: Props) {
  return (
    <Flex justify="between" align={{ initial: 'start', sm: 'center' }} gap="4" mb="5" wrap="wrap">
      {/* The title and its description take what the actions leave (down to 20rem, then the actions wrap below). */}
      <div style={{ flex: '1 1 20rem', minWidth: 0 }}>
        <Heading as="h1" size="7">
          {title}
        </Heading>
        {description && (
          <Text as="p" color="gray" size="2" mt="1">
            {description}
          </Text>
        )}
      </div>
      {actions && (
        <Flex gap="3" align="center" wrap="wrap" className="no-print">
          {actions}
        </Flex>
      )}
    </Flex>
  )
}
