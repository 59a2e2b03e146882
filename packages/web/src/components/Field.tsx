import { Flex, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'

type Props = {
  label: string
  htmlFor: string
  error?: string | undefined
  hint?: string
  children: ReactNode
}

/** A labelled form control with its inline validation message. */
export function Field({ label, htmlFor, error, hint, children }: Props) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={htmlFor} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {error ? (
        <Text id={`${htmlFor}-error`} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : hint ? (
        <Text size="1" color="gray">
          {hint}
        </Text>
      ) : null}
    </Flex>
  )
}
