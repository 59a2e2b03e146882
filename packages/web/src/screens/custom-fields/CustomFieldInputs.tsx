import {
  type CustomField,
  type CustomFieldEntity,
  type CustomValues,
  customFieldKey,
  customFieldSetResource,
} from '@pos/core'
import { Box, Grid, Heading, Select, Switch, TextField } from '@radix-ui/themes'
import { useMemo } from 'react'
import { resourceClient } from '../../api/resource-client.ts'
import type { CsvColumn } from '../../components/entity/csv-export.ts'
import { Field } from '../../components/Field.tsx'
import { useRequest } from '../../hooks/use-request.ts'
import { t } from '../../i18n/index.ts'

/** A record's custom values as its form edits them: text for typed values, a flag for yes/no. */
export type CustomFormValues = Record<string, string | boolean>

const NONE = '__none__'
const NO_FIELDS: readonly CustomField[] = []

/**
 * The company's custom fields for a kind of record (none when it has none, the user may not read them, or the
 * screen's records carry none: `entity` undefined).
 */
export function useCustomFields(entity: CustomFieldEntity | undefined): readonly CustomField[] {
  const client = useMemo(() => resourceClient(customFieldSetResource), [])
  const sets = useRequest(
    entity === undefined
      ? null
      : (signal) => client.list({ limit: 250 }, { signal, quiet: true }).catch(() => null),
    [client, entity],
  )
  // The same array until the answer changes, so screens may depend on it.
  return useMemo(
    () => sets.data?.rows.find((set) => set.entity === entity)?.fields ?? NO_FIELDS,
    [sets.data, entity],
  )
}

/** The form's values of a record's stored custom values. */
export function customFormValues(fields: readonly CustomField[], stored: unknown): CustomFormValues {
  const values = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>
  const form: CustomFormValues = {}
  for (const field of fields) {
    const value = values[customFieldKey(field.name)]
    form[customFieldKey(field.name)] =
      field.type === 'yes_no' ? value === true : value === undefined || value === null ? '' : String(value)
  }
  return form
}

/** The body's custom values: numbers as numbers (text that is not one is sent as typed, for the server to refuse). */
export function customBody(fields: readonly CustomField[], form: CustomFormValues): CustomValues {
  const body: CustomValues = {}
  for (const field of fields) {
    const key = customFieldKey(field.name)
    const value = form[key]
    if (value === undefined) continue
    if (field.type === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
      body[key] = Number(value.trim())
    } else body[key] = typeof value === 'string' ? value.trim() : value
  }
  return body
}

/**
 * The CSV export's columns of a kind's custom fields: one per field, headed by its name, yes/no as Yes or No (as the
 * server's CSV writes them, and the bulk import reads them back).
 */
export function customCsvColumns<T>(
  fields: readonly CustomField[],
  valuesOf: (row: T) => Readonly<Record<string, unknown>> | undefined,
): CsvColumn<T>[] {
  return fields.map((field) => ({
    header: field.name,
    value: (row) => {
      const value = valuesOf(row)?.[customFieldKey(field.name)]
      if (typeof value === 'boolean') return value ? 'Yes' : 'No'
      return typeof value === 'string' || typeof value === 'number' ? value : ''
    },
  }))
}

/** The custom fields of a record's edit screen (/admin/custom-fields), by their types. */
export function CustomFieldInputs({
  fields,
  values,
  onChange,
  errors = {},
}: {
  fields: readonly CustomField[]
  values: CustomFormValues
  onChange: (values: CustomFormValues) => void
  /** A refusal's message by the field it names (`custom.{key}`), shown under that field. */
  errors?: Readonly<Record<string, string>>
}) {
  if (fields.length === 0) return null
  const set = (key: string, value: string | boolean) => onChange({ ...values, [key]: value })
  return (
    <Box mt="5">
      <Heading as="h3" size="3" mb="3">
        {t('custom_fields.title')}
      </Heading>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        {fields.map((field) => {
          const key = customFieldKey(field.name)
          const id = `custom_${key}`
          return (
            <Field key={key} label={field.name} htmlFor={id} error={errors[`custom.${key}`]}>
              <CustomFieldInput
                field={field}
                id={id}
                value={values[key]}
                onChange={(value) => set(key, value)}
              />
            </Field>
          )
        })}
      </Grid>
    </Box>
  )
}

/**
 * One custom field's input, by its type (a switch for yes/no, a select of its choices, a text, number or date box):
 * the edit screens' fields and the product screen's item cells draw it.
 */
export function CustomFieldInput({
  field,
  id,
  value,
  onChange,
  label,
  invalid = false,
}: {
  field: CustomField
  id: string
  value: string | boolean | undefined
  onChange: (value: string | boolean) => void
  /** The accessible name when no label element names the input (a table cell's). */
  label?: string
  invalid?: boolean
}) {
  const text = typeof value === 'string' ? value : ''
  const named = label ? { 'aria-label': label } : {}
  const flagged = invalid ? { 'aria-invalid': true } : {}
  if (field.type === 'yes_no')
    return (
      <Switch
        id={id}
        checked={value === true}
        onCheckedChange={(checked) => onChange(checked)}
        {...named}
        {...flagged}
      />
    )
  if (field.type === 'select')
    return (
      <Select.Root
        value={text === '' ? NONE : text}
        onValueChange={(next) => onChange(next === NONE ? '' : next)}
      >
        <Select.Trigger id={id} {...named} {...flagged} />
        <Select.Content>
          <Select.Item value={NONE}>{t('common.none')}</Select.Item>
          {field.options.map((option) => (
            <Select.Item key={option} value={option}>
              {option}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    )
  return (
    <TextField.Root
      id={id}
      value={text}
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      onChange={(event) => onChange(event.target.value)}
      {...named}
      {...flagged}
    />
  )
}
