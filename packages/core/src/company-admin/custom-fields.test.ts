import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { customerResource } from '../customers-admin/customer-resource.ts'
import { csvHeader, csvLines } from '../resource/csv.ts'
import {
  type CustomField,
  checkCustomValues,
  customFieldColumns,
  customFieldKey,
  customFieldsRefusal,
  customFieldValue,
  customValueFromText,
  SAME_FIELD_NAMES,
} from './custom-fields.ts'

const field = (name: string, type: CustomField['type'] = 'text', options: string[] = []): CustomField => ({
  name,
  type,
  options,
})

describe('custom fields', () => {
  it('[CF1] refuses names that are the same ignoring case and punctuation, pointing at the repeat', () => {
    expect(customFieldsRefusal([field('Shoe size'), field('Colour'), field('shoe-SIZE')])).toEqual({
      code: 'same_names',
      message: SAME_FIELD_NAMES,
      field: 'fields.2.name',
    })
    expect(customFieldsRefusal([field('Shoe size'), field('Shoe width')])).toBeUndefined()
  })

  it('[CF1] distinct keys always pass; any repeated key is refused', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 8 }), (names) => {
        expect(customFieldsRefusal(names.map((name) => field(name)))).toBeUndefined()
        if (names.length > 0) {
          const repeated = [...names, (names[0] as string).toUpperCase()].map((name) => field(name))
          expect(customFieldsRefusal(repeated)?.message).toBe(SAME_FIELD_NAMES)
        }
      }),
    )
  })

  it('[CF1] a select needs choices', () => {
    expect(customFieldsRefusal([field('Fit', 'select')])?.field).toBe('fields.0.options')
    expect(customFieldsRefusal([field('Fit', 'select', ['Slim'])])).toBeUndefined()
  })

  it('[CF2] checks a value by the field type', () => {
    expect(customFieldValue(field('Size', 'number'), 9)).toEqual({ value: 9 })
    expect(customFieldValue(field('Size', 'number'), 'nine')).toMatchObject({ field: 'size' })
    expect(customFieldValue(field('Since', 'date'), '2026-02-30')).toMatchObject({ code: 'invalid' })
    expect(customFieldValue(field('Fit', 'select', ['Slim']), 'Slim')).toEqual({ value: 'Slim' })
    expect(customFieldValue(field('VIP', 'yes_no'), 'yes')).toMatchObject({ code: 'invalid' })
    expect(customFieldValue(field('VIP', 'yes_no'), '')).toEqual({ value: null })
    expect(customFieldKey('  Shoe size (EU) ')).toBe('shoe_size_eu')
  })

  it('[CF3] checks a record’s values against its fields: unknown keys refused, empty ones left out', () => {
    const fields = [field('Shoe size', 'number'), field('Fit', 'select', ['Slim'])]
    expect(checkCustomValues(fields, { shoe_size: 42, fit: '' })).toEqual({ values: { shoe_size: 42 } })
    expect(checkCustomValues(fields, { colour: 'red' })).toMatchObject({ field: 'custom.colour' })
    expect(checkCustomValues(fields, { fit: 'Baggy' })).toMatchObject({
      field: 'custom.fit',
      code: 'invalid',
    })
  })
})

describe('custom values in CSV', () => {
  const fields = [
    field('Shoe size', 'number'),
    field('Fit', 'select', ['Slim', 'Regular']),
    field('VIP', 'yes_no'),
  ]

  it('[CF4] exports a column per field, headed by its name, after the declared ones', () => {
    const columns = [...customerResource.columns, ...customFieldColumns(fields)]
    expect(csvHeader(customerResource, columns).endsWith(',Shoe size,Fit,VIP\r\n')).toBe(true)
    const line = csvLines(customerResource, [{ custom: { shoe_size: 42, vip: false } }], columns)
    expect(line.endsWith(',42,,No\r\n')).toBe(true)
  })

  it('[CF4] reads back what it exports: every kept value, written as its cell, passes the check unchanged', () => {
    const value = fc.oneof(
      fc.record({ shoe_size: fc.integer({ min: -1e6, max: 1e6 }) }),
      fc.record({ fit: fc.constantFrom('Slim', 'Regular') }),
      fc.record({ vip: fc.boolean() }),
    )
    fc.assert(
      fc.property(value, (custom) => {
        const columns = customFieldColumns(fields)
        const cells = csvLines(customerResource, [{ custom }], columns).replace('\r\n', '').split(',')
        const read: Record<string, unknown> = {}
        for (const [index, one] of fields.entries()) {
          const text = cells[index] ?? ''
          if (text !== '') read[customFieldKey(one.name)] = customValueFromText(one, text)
        }
        expect(checkCustomValues(fields, read)).toEqual({ values: custom })
      }),
    )
  })

  it('[CF4] leaves a cell that is no value of its field for the check to refuse', () => {
    expect(customValueFromText(field('Size', 'number'), 'large')).toBe('large')
    expect(customValueFromText(field('VIP', 'yes_no'), 'maybe')).toBe('maybe')
    expect(customValueFromText(field('VIP', 'yes_no'), ' YES ')).toBe(true)
    expect(customValueFromText(field('Size', 'number'), '')).toBeNull()
  })
})
