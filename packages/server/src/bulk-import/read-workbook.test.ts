import { describe, expect, it } from 'vitest'
import { cellText } from './read-workbook.ts'

describe('a workbook cell as CSV text', () => {
  it('should write each kind of cell as a CSV of the sheet would hold it', () => {
    expect(cellText(null)).toBe('')
    expect(cellText(12.5)).toBe('12.5')
    expect(cellText(Number.NaN)).toBe('')
    expect(cellText('TEE-S')).toBe('TEE-S')
    expect(cellText(true)).toBe('true')
    expect(cellText(new Date(Date.UTC(2026, 10, 26)))).toBe('2026-11-26')
    expect(cellText({ richText: [{ text: 'Wool ' }, { text: 'scarf' }] })).toBe('Wool scarf')
    expect(cellText({ formula: 'A1*2', result: 7 })).toBe('7')
    expect(cellText({ text: 'Site', hyperlink: 'https://example.com' })).toBe('Site')
    expect(cellText({ error: '#DIV/0!' })).toBe('')
  })
})
