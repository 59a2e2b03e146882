import {
  type CustomField,
  type CustomValues,
  checkCustomValues,
  customFieldKey,
  customValueFromText,
} from '../company-admin/custom-fields.ts'
import type { ImportPlan, RowError } from './plan-import.ts'

/** The kinds of import whose records carry custom fields, and the kind of record of their fields. */
export const IMPORT_CUSTOM_ENTITIES = {
  products: 'products',
  customers: 'customers',
  staff: 'staff',
  suppliers: 'suppliers',
} as const

/**
 * A plan's custom values read from the file [CF5] (issue 16 item 5): a column whose header is a custom field's name
 * (compared as the field's key: case, spaces and punctuation aside) gives that field's value, each cell checked by
 * the same rule as an edit screen's (core [CF2], [CF3]). A row with a bad value is not imported: its error names the
 * field. An empty cell leaves the record's value as it is; a file without such columns changes no custom value.
 * `firstLine` is the file line of `records[0]` (as for planImport).
 */
export function withCustomValues(
  plan: ImportPlan,
  header: readonly string[],
  records: readonly (readonly string[])[],
  fields: readonly CustomField[],
  firstLine = 2,
): ImportPlan {
  const columns: { field: CustomField; index: number }[] = []
  for (const field of fields) {
    const index = header.findIndex((cell) => customFieldKey(cell) === customFieldKey(field.name))
    if (index >= 0) columns.push({ field, index })
  }
  if (columns.length === 0 || !(plan.kind in IMPORT_CUSTOM_ENTITIES)) return plan

  /** The values of these lines (a product's first non-empty cell per field), or the first line's refusal. */
  const valuesOf = (lines: readonly number[]): { values: CustomValues } | RowError => {
    const values: CustomValues = {}
    for (const { field, index } of columns) {
      const key = customFieldKey(field.name)
      for (const line of lines) {
        const text = records[line - firstLine]?.[index] ?? ''
        if (text.trim() === '') continue
        const checked = checkCustomValues([field], { [key]: customValueFromText(field, text) })
        if ('code' in checked) return { line, reason: checked.message }
        Object.assign(values, checked.values)
        break
      }
    }
    return { values }
  }

  const errors = [...plan.errors]
  switch (plan.kind) {
    case 'products': {
      const rows = plan.rows.flatMap((row) => {
        const read = valuesOf(row.lines)
        if ('reason' in read) {
          for (const line of row.lines) errors.push({ line, reason: read.reason })
          return []
        }
        return [{ ...row, product: { ...row.product, custom: read.values } }]
      })
      return { ...plan, rows, errors }
    }
    case 'customers': {
      const rows = plan.rows.flatMap((row) => {
        const read = valuesOf([row.line])
        if ('reason' in read) {
          errors.push(read)
          return []
        }
        return [{ ...row, customer: { ...row.customer, custom: read.values } }]
      })
      return { ...plan, rows, errors }
    }
    case 'staff': {
      const rows = plan.rows.flatMap((row) => {
        const read = valuesOf([row.line])
        if ('reason' in read) {
          errors.push(read)
          return []
        }
        return [{ ...row, staff: { ...row.staff, custom: read.values } }]
      })
      return { ...plan, rows, errors }
    }
    case 'suppliers': {
      const rows = plan.rows.flatMap((row) => {
        const read = valuesOf([row.line])
        if ('reason' in read) {
          errors.push(read)
          return []
        }
        return [{ ...row, supplier: { ...row.supplier, custom: read.values } }]
      })
      return { ...plan, rows, errors }
    }
    default:
      return plan
  }
}

/**
 * A products plan's item custom values read from the file [CF5] (issue 16): a column whose header is an item custom
 * field's name gives that field's value for the item of its row, checked as the product screen's item values are. A
 * row with a bad value is not imported (the product's other items are); an empty cell keeps the item's value.
 */
export function withItemCustomValues(
  plan: ImportPlan,
  header: readonly string[],
  records: readonly (readonly string[])[],
  itemFields: readonly CustomField[],
  firstLine = 2,
): ImportPlan {
  if (plan.kind !== 'products') return plan
  const columns = itemFields.flatMap((field) => {
    const index = header.findIndex((cell) => customFieldKey(cell) === customFieldKey(field.name))
    return index >= 0 ? [{ field, index }] : []
  })
  if (columns.length === 0) return plan
  const errors = [...plan.errors]
  const rows = plan.rows.flatMap((row) => {
    const lines: number[] = []
    const items: typeof row.product.items = []
    for (const [position, item] of row.product.items.entries()) {
      const line = row.lines[position] as number
      const values: CustomValues = {}
      let reason: string | undefined
      for (const { field, index } of columns) {
        const text = records[line - firstLine]?.[index] ?? ''
        if (text.trim() === '') continue
        const key = customFieldKey(field.name)
        const checked = checkCustomValues([field], { [key]: customValueFromText(field, text) })
        if ('code' in checked) {
          reason = checked.message
          break
        }
        Object.assign(values, checked.values)
      }
      if (reason !== undefined) errors.push({ line, reason })
      else {
        lines.push(line)
        items.push({ ...item, custom: values })
      }
    }
    return items.length > 0 ? [{ ...row, lines, product: { ...row.product, items } }] : []
  })
  errors.sort((a, b) => a.line - b.line)
  return { ...plan, rows, errors }
}
