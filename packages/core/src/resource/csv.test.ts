import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvField, spreadsheetText } from './csv.ts'

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
