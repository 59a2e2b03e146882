import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ean13CheckDigit,
  formatCounter,
  gtinCheckDigit,
  gtinCompletion,
  inStoreBarcode,
  isValidEan13,
  posCode,
} from './counters.ts'

describe('company counters', () => {
  it('should compute the GS1 check digit of known barcodes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1) // 4006381333931
    expect(ean13CheckDigit('978030640615')).toBe(7) // ISBN 978-0-306-40615-7
    expect(isValidEan13('4006381333931')).toBe(true)
    expect(isValidEan13('4006381333932')).toBe(false)
    expect(isValidEan13('400638133393')).toBe(false)
  })

  it('should complete EAN-8, UPC-A and EAN-13 data digits with their check digit, and nothing else', () => {
    expect(gtinCompletion('9638507')).toBe('96385074') // EAN-8
    expect(gtinCompletion('03600029145')).toBe('036000291452') // UPC-A
    expect(gtinCompletion('400638133393')).toBe('4006381333931') // EAN-13
    for (const text of [
      '',
      '123456',
      '12345678',
      '1234567890',
      '4006381333931',
      '40063813339A',
      ' 9638507',
    ]) {
      expect(gtinCompletion(text)).toBeUndefined()
    }
    // An EAN-13's check digit is a UPC-A's with a leading 0 (the same code), and agrees with ean13CheckDigit.
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (upc) => {
        expect(gtinCompletion(`0${upc}`)).toBe(`0${gtinCompletion(upc)}`)
        expect(gtinCheckDigit(`0${upc}`)).toBe(ean13CheckDigit(`0${upc}`))
        expect(isValidEan13(gtinCompletion(`0${upc}`)!)).toBe(true)
      }),
    )
    // Any other last digit is not the code's.
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.integer({ min: 1, max: 9 }), (data, shift) => {
        const wrong = (gtinCheckDigit(data) + shift) % 10
        expect(isValidEan13(`${data}${wrong}`)).toBe(false)
      }),
    )
  })

  it('should give in-store barcodes with prefix 20 and a valid check digit, distinct per value', () => {
    expect(inStoreBarcode(1)).toBe('2000000000015')
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999_999 }),
        fc.integer({ min: 1, max: 9_999_999_999 }),
        (a, b) => {
          const barcode = inStoreBarcode(a)
          expect(barcode).toMatch(/^20\d{11}$/)
          expect(isValidEan13(barcode)).toBe(true)
          expect(barcode === inStoreBarcode(b)).toBe(a === b)
        },
      ),
    )
    expect(() => inStoreBarcode(0)).toThrow()
    expect(() => inStoreBarcode(10_000_000_000)).toThrow()
  })

  it('should format POS codes with at least 4 digits and product numbers plainly', () => {
    expect(posCode(7)).toBe('0007')
    expect(posCode(12345)).toBe('12345')
    expect(formatCounter('product', 1001)).toBe('1001')
    expect(formatCounter('pos_code', 1001)).toBe('1001')
    expect(formatCounter('barcode', 2)).toBe(inStoreBarcode(2))
  })
})
