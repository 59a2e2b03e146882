import { Select } from '@radix-ui/themes'

/** The choices of a drop-down, one item each, in their order (inside a Select.Content, after any "All"/"None"). */
export function SelectItems({
  options,
}: {
  options: readonly { readonly value: string; readonly label: string }[]
}) {
  return options.map((option) => (
    <Select.Item key={option.value} value={option.value}>
      {option.label}
    </Select.Item>
  ))
}
