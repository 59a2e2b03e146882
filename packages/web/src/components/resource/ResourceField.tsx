import type { ResourceField as Declared } from '@pos/core'
import { CheckboxGroup, Select, Switch, Text, TextArea, TextField } from '@radix-ui/themes'
import { t } from '../../i18n/index.ts'
import { Field } from '../Field.tsx'
import { SelectItems } from '../SelectItems.tsx'
import type { FormValue } from './resource-form.ts'
import { useReferenceOptions } from './use-reference-options.ts'

type Props = {
  field: Declared
  value: FormValue
  error: string | undefined
  disabled?: boolean
  onChange: (value: FormValue) => void
}

const NONE = '__none__'

/** One field of the generic edit screen, drawn by its kind, with its hint or its error under it. */
export function ResourceFieldInput({ field, value, error, disabled = false, onChange }: Props) {
  const id = `field_${field.key}`
  const text = typeof value === 'string' ? value : ''
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
  const label = field.label
  const hint = field.hint

  if (field.kind === 'switch') {
    return (
      <Field label={label} htmlFor={id} error={error} {...(hint ? { hint } : {})}>
        <Switch id={id} checked={value === true} disabled={disabled} onCheckedChange={onChange} />
      </Field>
    )
  }
  if (field.kind === 'select' || field.kind === 'reference') {
    return (
      <Field label={label} htmlFor={id} error={error} {...(hint ? { hint } : {})}>
        <ChoiceInput id={id} field={field} value={text} disabled={disabled} onChange={onChange} />
      </Field>
    )
  }
  if (field.kind === 'references') {
    return (
      <Field label={label} htmlFor={id} error={error} {...(hint ? { hint } : {})}>
        <ReferencesInput id={id} field={field} value={text} disabled={disabled} onChange={onChange} />
      </Field>
    )
  }
  if (field.kind === 'textarea') {
    return (
      <Field label={label} htmlFor={id} error={error} {...(hint ? { hint } : {})}>
        <TextArea
          id={id}
          value={text}
          disabled={disabled}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      </Field>
    )
  }
  const numeric = field.kind === 'number' || field.kind === 'money' || field.kind === 'percent'
  return (
    <Field label={label} htmlFor={id} error={error} {...(hint ? { hint } : {})}>
      <TextField.Root
        id={id}
        value={text}
        disabled={disabled}
        type={field.kind === 'date' || field.kind === 'email' || field.kind === 'tel' ? field.kind : 'text'}
        inputMode={numeric ? 'decimal' : undefined}
        placeholder={field.placeholder}
        onChange={(event) => onChange(event.target.value)}
        {...described}
      >
        {field.kind === 'money' && <TextField.Slot>$</TextField.Slot>}
        {field.kind === 'percent' && <TextField.Slot side="right">%</TextField.Slot>}
      </TextField.Root>
    </Field>
  )
}

function ChoiceInput({
  id,
  field,
  value,
  disabled,
  onChange,
}: {
  id: string
  field: Declared
  value: string
  disabled: boolean
  onChange: (value: string) => void
}) {
  const references = useReferenceOptions(field.kind === 'reference' ? field.reference : undefined)
  const options = field.kind === 'reference' ? references : (field.options ?? [])
  return (
    <Select.Root
      value={value === '' ? NONE : value}
      disabled={disabled}
      onValueChange={(next) => onChange(next === NONE ? '' : next)}
    >
      <Select.Trigger id={id} placeholder={field.placeholder ?? t('common.none')} />
      <Select.Content>
        {field.kind === 'reference' && (
          <Select.Item value={NONE}>
            <Text color="gray">{field.placeholder ?? t('common.none')}</Text>
          </Select.Item>
        )}
        <SelectItems options={options} />
      </Select.Content>
    </Select.Root>
  )
}

/** Several records of another resource, as a checklist; the value is their ids joined by commas. */
function ReferencesInput({
  id,
  field,
  value,
  disabled,
  onChange,
}: {
  id: string
  field: Declared
  value: string
  disabled: boolean
  onChange: (value: string) => void
}) {
  const options = useReferenceOptions(field.reference)
  const chosen = value === '' ? [] : value.split(',')
  if (options.length === 0) {
    return (
      <Text id={id} size="2" color="gray">
        {t('common.none')}
      </Text>
    )
  }
  return (
    <CheckboxGroup.Root
      id={id}
      value={chosen}
      disabled={disabled}
      aria-label={field.label}
      onValueChange={(next) => onChange(next.join(','))}
      className="references-input"
    >
      {options.map((option) => (
        <CheckboxGroup.Item key={option.value} value={option.value}>
          {option.label}
        </CheckboxGroup.Item>
      ))}
    </CheckboxGroup.Root>
  )
}
