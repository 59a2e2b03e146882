import { Select } from '@radix-ui/themes'
import { t } from '../../i18n/index.ts'
import { SelectItems } from '../SelectItems.tsx'

/** A record to pick by id, as a select shows it. */
export type Choice = { value: string; label: string }

/** A select inside a table row, named for screen readers by its column and line. */
export function CellSelect({
  label,
  value,
  choices,
  onChange,
  disabled,
  placeholder,
}: {
  label: string
  value: string
  choices: readonly Choice[]
  onChange: (value: string) => void
  disabled?: boolean
  placeholder?: string | undefined
}) {
  return (
    <Select.Root value={value || undefined} onValueChange={onChange} disabled={disabled ?? false}>
      <Select.Trigger
        aria-label={label}
        placeholder={placeholder ?? t('purchasing.no_choice')}
        style={{ maxWidth: '14em' }}
      />
      <Select.Content>
        <SelectItems options={choices} />
      </Select.Content>
    </Select.Root>
  )
}
