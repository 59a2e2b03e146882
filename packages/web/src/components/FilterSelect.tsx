import { Select } from '@radix-ui/themes'
import { t } from '../i18n/index.ts'
import { SelectItems } from './SelectItems.tsx'

/** One choice of a list's filter. */
export type FilterOption = { readonly value: string; readonly label: string }

/** A list's drop-down filter: "<label>: All", or one of its options (undefined when All is chosen). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string | undefined
  options: readonly FilterOption[]
  onChange: (value: string | undefined) => void
}) {
  return (
    <Select.Root value={value || 'all'} onValueChange={(next) => onChange(next === 'all' ? undefined : next)}>
      <Select.Trigger aria-label={label} style={{ minWidth: 150 }} />
      <Select.Content>
        <Select.Item value="all">
          {label}: {t('common.all')}
        </Select.Item>
        <SelectItems options={options} />
      </Select.Content>
    </Select.Root>
  )
}
