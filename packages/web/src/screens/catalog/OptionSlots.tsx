import { MAX_OPTIONS } from '@pos/core'
import { Grid, type GridProps } from '@radix-ui/themes'
import { TextInputField } from '../../components/FormFields.tsx'
import { t } from '../../i18n/index.ts'
import type { OptionTemplate } from './catalog-api.ts'

/** One of a product's option slots as typed: its name ("Size") and its values, separated by commas ("S, M, L"). */
export type OptionSlot = { name: string; values: string }

/** The option slots filled from an option template, or all empty without one. */
export function optionSlotsOf(template?: Pick<OptionTemplate, 'options'> | null): OptionSlot[] {
  return Array.from({ length: MAX_OPTIONS }, (_, index) => ({
    name: template?.options[index]?.name ?? '',
    values: template?.options[index]?.values.join(', ') ?? '',
  }))
}

/**
 * The option slots' fields, a row each: the option's name beside its values. Ids are `<idPrefix>-name-<n>` and
 * `<idPrefix>-values-<n>`; `errorOf` gives a slot's name its refusal, `valuesHint` shows under every values box.
 */
export function OptionSlotFields({
  slots,
  onChange,
  idPrefix,
  columns,
  errorOf,
  valuesHint,
}: {
  slots: readonly OptionSlot[]
  onChange: (index: number, change: Partial<OptionSlot>) => void
  idPrefix: string
  columns: GridProps['columns']
  errorOf?: (index: number) => string | undefined
  valuesHint?: string
}) {
  return slots.map((slot, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the option slots are fixed
    <Grid key={index} columns={columns} gap="3">
      <TextInputField
        id={`${idPrefix}-name-${index}`}
        label={t('products.option_name', { number: index + 1 })}
        value={slot.name}
        onChange={(name) => onChange(index, { name })}
        error={errorOf?.(index)}
      />
      <TextInputField
        id={`${idPrefix}-values-${index}`}
        label={t('products.option_values', { number: index + 1 })}
        value={slot.values}
        onChange={(values) => onChange(index, { values })}
        hint={valuesHint}
      />
    </Grid>
  ))
}
