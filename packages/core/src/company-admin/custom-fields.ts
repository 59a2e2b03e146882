import * as v from 'valibot'
import { requiredText } from '../admin/fields.ts'
import { defineResource, type ResourceColumn } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'
import { type Refusal, refusal } from '../resource/refusal.ts'

/**
 * Custom fields (spec 2 /admin/custom-fields; issue 16): the company's own fields on products, items, customers,
 * suppliers and staff, each text, number, date, a select of choices or yes/no. One set of fields per kind of
 * record; the names of a set must differ (spec 5: 'Error looks like one or more field names are the same').
 */
export const CUSTOM_FIELD_ENTITIES = {
  products: 'Products',
  items: 'Items',
  customers: 'Customers',
  suppliers: 'Suppliers',
  staff: 'Staff',
} as const
export type CustomFieldEntity = keyof typeof CUSTOM_FIELD_ENTITIES
export const CUSTOM_FIELD_ENTITY_NAMES = Object.keys(CUSTOM_FIELD_ENTITIES) as CustomFieldEntity[]

export const CUSTOM_FIELD_TYPES = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  select: 'Select',
  yes_no: 'Yes/No',
} as const
export type CustomFieldType = keyof typeof CUSTOM_FIELD_TYPES

export const SAME_FIELD_NAMES = 'Error looks like one or more field names are the same'
export const CUSTOM_FIELDS_NOT_SAVED = 'Error saving custom fields'
export const SELECT_NEEDS_CHOICES = 'A select field needs at least one choice'
export const MAX_CUSTOM_FIELDS = 50

export const CustomFieldSchema = v.object({
  name: requiredText('a field name', 40),
  type: v.picklist(Object.keys(CUSTOM_FIELD_TYPES) as CustomFieldType[], 'Please choose a field type'),
  options: v.optional(
    v.pipe(
      v.array(requiredText('a choice', 60), 'Please list the choices'),
      v.maxLength(100, 'A select field has at most 100 choices'),
    ),
    [],
  ),
})
export type CustomField = v.InferOutput<typeof CustomFieldSchema>

export const CustomFieldSetSchema = v.pipe(
  v.object({
    entity: v.picklist(CUSTOM_FIELD_ENTITY_NAMES, 'Please choose which records the fields are on'),
    fields: v.pipe(
      v.array(CustomFieldSchema, 'Please list the fields'),
      v.maxLength(MAX_CUSTOM_FIELDS, `At most ${MAX_CUSTOM_FIELDS} custom fields per kind of record`),
    ),
  }),
  v.transform((set) => ({ ...set, name: CUSTOM_FIELD_ENTITIES[set.entity] })),
)

/** The key a field's value is kept under: its name in lower case, words joined by underscores. */
export function customFieldKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '_')
    .replaceAll(/^_+|_+$/g, '')
}

/**
 * The rule of a set of fields [CF1]: no two fields whose names are the same (ignoring case, spaces and
 * punctuation: they would keep their values under the same key), and a select has choices.
 */
export function customFieldsRefusal(fields: readonly CustomField[]): Refusal | undefined {
  const seen = new Set<string>()
  for (const [index, field] of fields.entries()) {
    const key = customFieldKey(field.name)
    if (seen.has(key)) return refusal('same_names', SAME_FIELD_NAMES, `fields.${index}.name`)
    seen.add(key)
    if (field.type === 'select' && field.options.length === 0) {
      return refusal('no_choices', SELECT_NEEDS_CHOICES, `fields.${index}.options`)
    }
  }
  return undefined
}

/** True for a YYYY-MM-DD that names a real day (not 30 February). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/** A value for a custom field as a record keeps it, or a refusal naming the field [CF2]. */
export function customFieldValue(
  field: CustomField,
  value: unknown,
): { value: string | number | boolean | null } | Refusal {
  if (value === null || value === undefined || value === '') return { value: null }
  const bad = (message: string) => refusal('invalid', message, customFieldKey(field.name))
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && value.length <= 500
        ? { value }
        : bad(`Please enter ${field.name} as text`)
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { value }
        : bad(`Please enter ${field.name} as a number`)
    case 'date':
      return typeof value === 'string' && isCalendarDate(value)
        ? { value }
        : bad(`Please enter ${field.name} as a date`)
    case 'select':
      return typeof value === 'string' && field.options.includes(value)
        ? { value }
        : bad(`Please choose one of the choices of ${field.name}`)
    case 'yes_no':
      return typeof value === 'boolean' ? { value } : bad(`Please answer ${field.name} with yes or no`)
  }
}

/** What a record's custom field values may be, as a body sends them. */
export const CustomValuesSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.maxLength(60, 'Please use the custom fields of these records')),
    v.union(
      [v.string(), v.number(), v.boolean(), v.null()],
      'Please enter custom field values as text, numbers or yes/no',
    ),
  ),
  v.check((values) => Object.keys(values).length <= MAX_CUSTOM_FIELDS, 'Too many custom field values'),
)
export type CustomValues = v.InferOutput<typeof CustomValuesSchema>

/** A record's custom values as answered (kept checked, empty ones left out). */
export const CustomRowValuesSchema = v.optional(
  v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
)

export const NOT_A_CUSTOM_FIELD = 'Please use the custom fields of these records'

/**
 * A record's custom values checked against its kind's fields [CF3]: each by its field's type, keyed by the field's
 * key; a key that is no field is refused; empty values are left out.
 */
export function checkCustomValues(
  fields: readonly CustomField[],
  values: Readonly<Record<string, unknown>>,
): { values: Record<string, string | number | boolean> } | Refusal {
  const byKey = new Map(fields.map((field) => [customFieldKey(field.name), field]))
  const checked: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(values)) {
    const field = byKey.get(key)
    if (!field) return refusal('not_a_field', NOT_A_CUSTOM_FIELD, `custom.${key}`)
    const outcome = customFieldValue(field, value)
    if ('code' in outcome) return { ...outcome, field: `custom.${key}` }
    if (outcome.value !== null) checked[key] = outcome.value
  }
  return { values: checked }
}

/** The CSV columns of a kind's custom fields [CF4]: one per field, headed by its name, read from the row's `custom`. */
export function customFieldColumns(fields: readonly CustomField[]): ResourceColumn[] {
  return fields.map((field) => ({
    key: `custom.${customFieldKey(field.name)}`,
    header: field.name,
    ...(field.type === 'yes_no' ? { format: 'boolean' as const } : {}),
  }))
}

/**
 * A spreadsheet cell's text as a custom field's value [CF4], for the check [CF2] to judge: a number read as a number,
 * yes/no (and true/false, 1/0) as yes or no; text that reads as neither is left as text, so the check refuses it.
 */
export function customValueFromText(field: CustomField, text: string): unknown {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (field.type === 'number') {
    const number = Number(trimmed.replaceAll(',', ''))
    return Number.isFinite(number) ? number : trimmed
  }
  if (field.type === 'yes_no') {
    const word = trimmed.toLowerCase()
    if (['yes', 'y', 'true', '1'].includes(word)) return true
    if (['no', 'n', 'false', '0'].includes(word)) return false
    return trimmed
  }
  return trimmed
}

export const customFieldSetResource = defineResource({
  name: 'customfieldset',
  plural: 'customfieldsets',
  table: 'custom_fields',
  label: { one: 'Custom fields', many: 'Custom fields' },
  path: '/admin/custom-fields',
  rights: {
    view: ['admin.custom_fields', 'product.products', 'customers', 'hr.staff', 'accounts'],
    edit: 'admin.custom_fields',
  },
  row: recordRow({
    entity: v.picklist(CUSTOM_FIELD_ENTITY_NAMES),
    name: v.string(),
    fields: v.array(CustomFieldSchema),
  }),
  create: CustomFieldSetSchema,
  example: { entity: 'customers', fields: [{ name: 'Shoe size', type: 'number', options: [] }] },
  fields: [
    {
      key: 'entity',
      label: 'Records',
      kind: 'select',
      createOnly: true,
      options: Object.entries(CUSTOM_FIELD_ENTITIES).map(([value, label]) => ({ value, label })),
    },
  ],
  columns: [{ key: 'name', header: 'Records', sortable: true }],
  sort: ['name'],
  unique: { message: 'These records already have their custom fields: change them instead', field: 'entity' },
  check: (next, current) =>
    current && current.entity !== next.entity
      ? refusal('entity', 'Custom fields stay on their kind of record', 'entity')
      : customFieldsRefusal(next.fields),
})
