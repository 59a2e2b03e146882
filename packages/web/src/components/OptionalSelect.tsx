import { Select } from '@radix-ui/themes'

type Props = {
  id: string
  value: number | null
  options: { id: number; name: string }[]
  noneLabel: string
  onChange: (id: number | null) => void
  /** Its name for assistive technology, when no label element names it (a cell of a table row). */
  label?: string
}

/** A select of records that may also be left empty. */
export function OptionalSelect({ id, value, options, noneLabel, onChange, label }: Props) {
  return (
    <Select.Root
      value={value === null ? 'none' : String(value)}
      onValueChange={(next) => onChange(next === 'none' ? null : Number(next))}
    >
      <Select.Trigger id={id} {...(label ? { 'aria-label': label } : {})} />
      <Select.Content>
        <Select.Item value="none">{noneLabel}</Select.Item>
        {options.map((option) => (
          <Select.Item key={option.id} value={String(option.id)}>
            {option.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}
