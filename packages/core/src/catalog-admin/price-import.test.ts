import { describe, expect, it } from 'vitest'
import { PRICE_IMPORT_HEADER_ERROR, planPriceImport, priceImportMessage } from './price-import.ts'

describe('price list import rows', () => {
  it('should accept style,price and sku,price files', () => {
    expect(
      planPriceImport([
        ['style', 'price'],
        ['TEE', '12.50'],
        ['CAP', '8'],
      ]),
    ).toEqual({
      ok: true,
      key: 'style',
      rows: [
        { line: 2, code: 'TEE', price: 1250 },
        { line: 3, code: 'CAP', price: 800 },
      ],
    })
    expect(
      planPriceImport([
        [' SKU', 'Price '],
        ['TEE-RED', '1'],
      ]),
    ).toMatchObject({ ok: true, key: 'sku' })
  })

  it('should refuse another header', () => {
    expect(
      planPriceImport([
        ['name', 'price'],
        ['x', '1'],
      ]),
    ).toEqual({
      ok: false,
      errors: [{ line: 1, error: PRICE_IMPORT_HEADER_ERROR }],
    })
    expect(planPriceImport([['sku', 'price', 'extra']])).toMatchObject({ ok: false })
  })

  it('should report every bad row by its line, skipping blank lines', () => {
    const plan = planPriceImport([
      ['sku', 'price'],
      ['A', '1.00'],
      ['B', 'ten'],
      [''],
      ['', '2'],
      ['a', '3'],
      ['C', '1', '2'],
    ])
    expect(plan).toEqual({
      ok: false,
      errors: [
        { line: 3, error: '"ten" is not a price (write it like 12.50)' },
        { line: 5, error: 'the sku is empty' },
        { line: 6, error: 'sku a is already on line 2' },
        { line: 7, error: 'expected 2 columns (sku,price), found 3' },
      ],
    })
    if (!plan.ok)
      expect(priceImportMessage(plan.errors)).toMatch(/^Nothing was imported. Please fix line 3: /)
  })

  it('should refuse a file with no prices', () => {
    expect(planPriceImport([['style', 'price']])).toMatchObject({ ok: false })
  })
})
