import { Checkbox, Flex, Text } from '@radix-ui/themes'
import type { CSSProperties } from 'react'

// Its own module: the sale screen ticks boxes too, and must not load the edit screens' form parts with it.
/** A tick box with its label beside it (clicking the label ticks it): gift receipt, tax inclusive, a store. */
export function LabelledCheckbox({
  label,
  checked,
  onChange,
  disabled,
  style,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  style?: CSSProperties
}) {
  return (
    <Text as="label" size="2" {...(style ? { style } : {})}>
      <Flex gap="2" align="center">
        <Checkbox
          checked={checked}
          disabled={disabled}
          onCheckedChange={(value) => onChange(value === true)}
        />
        {label}
      </Flex>
    </Text>
  )
}
