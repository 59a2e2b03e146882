import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { csvField, csvHeader, csvLines, spreadsheetText } from './csv.ts'
import { defineResource } from './declaration.ts'

/** Reads one field back as a CSV reader would. */
function unquote(field: string): string {
  return field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field
}

describe('CSV fields', () => {
  it('should give back the text, with a formula-like start kept as text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const field = csvField(text)
        expect(unquote(field)).toBe(spreadsheetText(text))
        if (!field.startsWith('"')) expect(field).not.toMatch(/[",\r\n]/)
      }),
    )
    expect(spreadsheetText('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(spreadsheetText(-5)).toBe('-5')
  })
})

describe('CSV lines of a resource', () => {
  const deals = defineResource({
    name: 'deal',
    plural: 'deals',
    table: 'deals',
    label: { one: 'Deal', many: 'Deals' },
    rights: { view: 'sales.promotions', edit: 'sales.promotions' },
    row: v.object({ id: v.number(), first: v.string(), last: v.string(), off: v.number(), kind: v.string() }),
    create: v.object({ first: v.string() }),
    example: { first: 'Ann' },
    fields: [],
    columns: [
      { key: 'name', header: 'Name', join: ['first', 'last'] },
      {
        key: 'off',
        header: 'Off',
        format: 'number',
        formatBy: { key: 'kind', formats: { percent: 'percent', amount: 'money' } },
      },
    ],
  })

  it('should join a name from its parts and write a value in the format its row picks', () => {
    const rows = [
      { id: 1, first: 'Ann', last: 'Lee', off: 15, kind: 'percent' },
      { id: 2, first: '', last: 'Roe', off: 500, kind: 'amount' },
      { id: 3, first: 'Cid', last: '', off: 7, kind: 'other' },
    ]
    expect(csvHeader(deals) + csvLines(deals, rows)).toBe('Name,Off\r\nAnn Lee,15\r\nRoe,5.00\r\nCid,7\r\n')
  })
})
