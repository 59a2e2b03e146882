import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withCustomValues } from './custom-columns.ts'
import { IMPORT_FIELDS, IMPORT_KINDS, mappingProblem, suggestMapping } from './import-kinds.ts'
import { planImport } from './plan-import.ts'

const PRODUCT_HEADER = ['style', 'name', 'sku', 'option1_name', 'option1', 'price']
const cell = fc.oneof(
  fc.constantFrom('', 'TEE', 'Tee', '12.50', 'abc', '-1', 'S', 'M', 'x'.repeat(300)),
  fc.string({ maxLength: 8 }),
)

describe('bulk import plan', () => {
  it('should account for every non-blank row once: imported or listed with a reason', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...IMPORT_KINDS),
        fc.array(fc.array(cell, { minLength: 0, maxLength: 8 }), { maxLength: 30 }),
        (kind, records) => {
          const header = IMPORT_FIELDS[kind].map((field) => field.key)
          const plan = planImport(kind, suggestMapping(kind, header), records)
          const imported =
            plan.kind === 'products'
              ? plan.rows.flatMap((row) => row.lines)
              : plan.rows.map((row: { line: number }) => row.line)
          const listed = plan.errors.map((error) => error.line)
          const all = [...imported, ...listed].sort((a, b) => a - b)
          const expected = records
            .map((record, index) => (record.some((c) => c.trim() !== '') ? index + 2 : -1))
            .filter((line) => line > 0)
          expect(all).toEqual(expected)
          for (const error of plan.errors) expect(error.reason.length).toBeGreaterThan(0)
        },
      ),
    )
  })

  it('should group the items of a style into one product and list bad rows with their reason', () => {
    const mapping = suggestMapping('products', PRODUCT_HEADER)
    expect(mappingProblem('products', mapping, PRODUCT_HEADER.length)).toBeNull()
    const plan = planImport('products', mapping, [
      ['TEE', 'Tee', 'TEE-S', 'Size', 'S', '29.95'],
      ['TEE', 'Tee', 'TEE-M', 'Size', 'M', '29.95'],
      ['HAT', 'Hat', 'HAT-1', '', '', 'ten dollars'],
      ['', '', 'NONAME', '', '', '1'],
      [' ', '', '', '', '', ''],
      ['CAP', 'Cap', 'TEE-S', '', '', '5'],
    ])
    expect(plan.kind).toBe('products')
    if (plan.kind !== 'products') return
    expect(plan.rows).toHaveLength(1)
    expect(plan.rows[0]?.product).toMatchObject({ style: 'TEE', retail_price: 2995, option_names: ['Size'] })
    expect(plan.errors).toEqual([
      { line: 4, reason: 'The price "ten dollars" is not an amount (write it like 12.50)' },
      { line: 5, reason: 'The name is empty' },
      { line: 7, reason: 'SKU TEE-S is already on line 2' },
    ])
  })

  it('should check customers with the customer schema and key them by email', () => {
    const header = ['First name', 'Last name', 'Email', 'Accepts email']
    const plan = planImport('customers', suggestMapping('customers', header), [
      ['Ann', 'Lee', 'ANN@example.com', 'yes'],
      ['Bob', '', 'not-an-email', 'no'],
      ['', '', 'c@example.com', ''],
      ['Ann', 'L', 'ann@example.com', 'maybe'],
    ])
    expect(plan.rows).toHaveLength(1)
    expect(plan.errors.map((error) => error.line)).toEqual([3, 4, 5])
  })
})

describe('bulk import of suppliers', () => {
  const header = [
    'Name',
    'Contact',
    'BSB',
    'Account Number',
    'Payment Terms (days)',
    'Currency',
    'Tax Rate',
    'Tags',
  ]

  it('should suggest the supplier screen’s fields from their labels', () => {
    const mapping = suggestMapping('suppliers', header)
    expect(mapping).toMatchObject({
      name: 0,
      contact_name: 1,
      bsb: 2,
      account_number: 3,
      payment_terms_days: 4,
      currency: 5,
      tax_rate: 6,
      tags: 7,
      email: -1,
    })
    expect(mappingProblem('suppliers', { ...mapping, name: -1 }, header.length)).toBe(
      'Choose the column that holds Name',
    )
  })

  it('should check each row as the supplier screen does and list the bad ones with their reason', () => {
    const plan = planImport('suppliers', suggestMapping('suppliers', header), [
      ['Northwind', 'Sam', '062000', '12345678', '14', 'aud', 'GST', 'food; drink'],
      ['Acme', '', '12', '', '', '', '', ''],
      ['', 'Nobody', '', '', '', '', '', ''],
      ['Globex', '', '', '', 'soon', '', '', ''],
      ['Initech', '', '', '987', '', '', '', ''],
      ['NORTHWIND', '', '', '', '', '', '', ''],
      ['Umbrella', '', '', '', '', '', '', ''],
    ])
    expect(plan.kind).toBe('suppliers')
    if (plan.kind !== 'suppliers') return
    expect(plan.rows.map((row) => row.line)).toEqual([2, 8])
    expect(plan.rows[0]).toMatchObject({
      supplier: {
        name: 'Northwind',
        contact_name: 'Sam',
        bsb: '062-000',
        account_number: '12345678',
        payment_terms_days: 14,
        currency: 'AUD',
        tags: ['food', 'drink'],
      },
      tax_rate: 'GST',
    })
    // Empty payment terms, currency and tax rate keep the supplier's; a column not in the file is never set.
    expect(plan.rows[1]?.sets.sort()).toEqual(['account_number', 'bsb', 'contact_name', 'name', 'tags'])
    expect(plan.errors).toEqual([
      { line: 3, reason: 'A BSB is 6 digits, written 062-000' },
      { line: 4, reason: 'Please enter the supplier name' },
      { line: 5, reason: 'The payment terms "soon" are not a whole number of days' },
      { line: 6, reason: 'Please enter the BSB of this account number' },
      { line: 7, reason: 'The supplier NORTHWIND is already on line 2' },
    ])
  })

  it('should read supplier custom field columns [CF5]', () => {
    const fields = [{ name: 'Rep code', type: 'number' as const, options: [] }]
    const withRep = ['Name', 'Rep code']
    const records = [
      ['Northwind', '7'],
      ['Acme', 'x'],
    ]
    const plan = withCustomValues(
      planImport('suppliers', suggestMapping('suppliers', withRep), records),
      withRep,
      records,
      fields,
    )
    expect(plan.kind === 'suppliers' && plan.rows.map((row) => row.supplier.custom)).toEqual([
      { rep_code: 7 },
    ])
    expect(plan.errors).toEqual([{ line: 3, reason: 'Please enter Rep code as a number' }])
  })
})

describe('custom field columns of an import [CF5]', () => {
  const fields = [
    { name: 'Shoe size', type: 'number' as const, options: [] },
    { name: 'VIP', type: 'yes_no' as const, options: [] },
  ]

  it('reads a column named after a field, refusing the row of a bad value by the field’s message', () => {
    const header = ['First name', 'Email', 'shoe SIZE', 'VIP']
    const records = [
      ['Ann', 'ann@example.com', '42', 'yes'],
      ['Bob', 'bob@example.com', 'large', ''],
      ['Cid', 'cid@example.com', '', ''],
    ]
    const mapping = suggestMapping('customers', header)
    const plan = withCustomValues(planImport('customers', mapping, records), header, records, fields)
    expect(plan.kind === 'customers' && plan.rows.map((row) => row.customer.custom)).toEqual([
      { shoe_size: 42, vip: true },
      {},
    ])
    expect(plan.errors).toEqual([{ line: 3, reason: 'Please enter Shoe size as a number' }])
  })

  it('leaves a plan alone when no column is a field’s', () => {
    const header = ['First name', 'Email']
    const records = [['Ann', 'ann@example.com']]
    const plan = planImport('customers', suggestMapping('customers', header), records)
    expect(withCustomValues(plan, header, records, fields)).toBe(plan)
  })
})
