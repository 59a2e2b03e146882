import { type AnyResource, type ResourceField, setValueAt, valueAt } from '@pos/core'
import { moneyInputText, parseMoneyInput } from '../../screens/customers/money-input.ts'

/**
 * The generic edit screen's form, as plain functions: the values a record starts with, the body a save sends,
 * and the sections its fields fall in. The screen renders these; the rules stay in the declaration's schemas
 * and the server's answer.
 */

/** A field's value while it is edited: text for typed values, a flag for a switch. */
export type FormValue = string | boolean
export type FormValues = Record<string, FormValue>

/** A section of the screen and its fields, in the declaration's order. */
export type FormSection = { title: string; fields: ResourceField[] }

export function formSections(resource: AnyResource, hidden: readonly string[] = []): FormSection[] {
  const sections: FormSection[] = []
  for (const field of resource.fields) {
    if (hidden.includes(field.key)) continue
    const title = field.section ?? sections[0]?.title ?? resource.label.one
    let section = sections.find((candidate) => candidate.title === title)
    if (!section) {
      section = { title, fields: [] }
      sections.push(section)
    }
    section.fields.push(field)
  }
  return sections
}

function textOf(field: ResourceField, value: unknown): FormValue {
  if (field.kind === 'switch') return value === true
  if (value === null || value === undefined) return ''
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? moneyInputText(value) : String(value)
    case 'tags':
      return Array.isArray(value) ? value.join(', ') : String(value)
    case 'references':
      return Array.isArray(value) ? value.join(',') : String(value)
    case 'date':
      return String(value).slice(0, 10)
    default:
      return String(value)
  }
}

/** The values a form starts with: the record's, else the declaration's empty ones. */
export function formValues(resource: AnyResource, row: Record<string, unknown> | undefined): FormValues {
  const values: FormValues = {}
  for (const field of resource.fields) values[field.key] = textOf(field, valueAt(row, field.key))
  return values
}

/** A field the form could not turn into a value (an amount that is not one): nothing is sent. */
export type FormProblem = { field: string; message: string }

const NUMBER = /^-?\d+(\.\d+)?$/

function bodyValue(field: ResourceField, value: FormValue): { value: unknown } | { problem: string } {
  if (typeof value === 'boolean') return { value }
  const text = value.trim()
  switch (field.kind) {
    case 'money': {
      if (text === '') return { value: 0 }
      const cents = parseMoneyInput(text)
      return cents === null
        ? { problem: `Please enter ${field.label.toLowerCase()} as an amount, like 12.50` }
        : { value: cents }
    }
    case 'number':
    case 'percent':
      // Left empty: not sent, so the schema's default (or its "please enter") decides.
      if (text === '') return { value: undefined }
      return NUMBER.test(text)
        ? { value: Number(text) }
        : { problem: `Please enter ${field.label.toLowerCase()} as a number` }
    case 'reference':
      if (text === '') return { value: null }
      return /^\d+$/.test(text) ? { value: Number(text) } : { value: text }
    case 'date':
      return { value: text === '' ? null : text }
    case 'references':
      return {
        value: text
          .split(',')
          .filter((id) => id !== '')
          .map((id) => (/^\d+$/.test(id) ? Number(id) : id)),
      }
    case 'tags':
      return {
        value: text
          .split(',')
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ''),
      }
    default:
      return { value: text }
  }
}

/**
 * The body a save sends: each field's value as the schema reads it (amounts in cents, numbers, ids), with the
 * values the route fixes (`fixed`, e.g. a reason's kind) added. A field that cannot be read is a problem, shown
 * under it, and nothing is sent. Create-only fields are left out of an update. A dotted key's value goes into
 * its object (`address.city` into `address`).
 */
export function formBody(
  resource: AnyResource,
  values: FormValues,
  { fixed = {}, existing = false }: { fixed?: Record<string, unknown>; existing?: boolean } = {},
): { ok: true; body: Record<string, unknown> } | { ok: false; problems: FormProblem[] } {
  const body: Record<string, unknown> = { ...fixed }
  const problems: FormProblem[] = []
  for (const field of resource.fields) {
    if (field.key in fixed) continue
    if (existing && field.createOnly) continue
    const outcome = bodyValue(field, values[field.key] ?? '')
    if ('problem' in outcome) problems.push({ field: field.key, message: outcome.problem })
    else if (outcome.value !== undefined) setValueAt(body, field.key, outcome.value)
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, body }
}
