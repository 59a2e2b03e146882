import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePayload } from '../admin/parse-payload.ts'
import { SaleLineSchema } from './sale.ts'
import { isUnstorableText, unstorableTextPath } from './storable-text.ts'

describe('text PostgreSQL cannot store', () => {
  it('should find U+0000 and lone surrogates, and pass paired ones', () => {
    expect(isUnstorableText('a\u0000b')).toBe(true)
    expect(isUnstorableText('x\ud800')).toBe(true)
    expect(isUnstorableText('\udfffx')).toBe(true)
    expect(isUnstorableText('💳 card')).toBe(false)
    expect(isUnstorableText('')).toBe(false)
  })

  it('should name the path of the first such text, keys included', () => {
    expect(unstorableTextPath({ lines: [{ item: { name: 'ok' } }, { item: { name: '\u0000' } }] })).toEqual([
      'lines',
      '1',
      'item',
      'name',
    ])
    expect(unstorableTextPath({ metadata: { 'k\u0000': 1 } })).toEqual(['metadata', 'k'])
    expect(unstorableTextPath({ a: [1, null, true, 'fine'] })).toBeUndefined()
  })

  it('should refuse any payload holding it, whatever the schema, naming the field', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const parsed = parsePayload(SaleLineSchema, { item: { sku: `${before}\u0000${after}` } })
        expect(parsed).toEqual({
          ok: false,
          error: 'Please check item sku: it contains a character that cannot be saved',
          field: 'item.sku',
        })
      }),
    )
  })

  it('should accept every text made of whole code points without U+0000', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(isUnstorableText(text.replaceAll('\u0000', ''))).toBe(false)
      }),
    )
  })
})
