import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CURRENCIES, currency } from './currencies.ts'
import { formatMoney, formatReceiptMoney, minorToDecimalString } from './format.ts'
import { minor } from './minor.ts'

describe('currencies and formatting', () => {
  it('[MNY4] the table holds ISO 4217 minor digits', () => {
    expect(currency('JPY').decimal_digits).toBe(0)
    expect(currency('KWD').decimal_digits).toBe(3)
    expect(currency('CLF').decimal_digits).toBe(4)
    expect(currency('aud').decimal_digits).toBe(2)
    expect(CURRENCIES.size).toBeGreaterThan(150)
  })

  it('[RND1] CHF rounds cash to 0.05, AUD to 0.05 and NZD to 0.10', () => {
    expect(currency('CHF').rounding).toBe(0.05)
    expect(currency('AUD').cash_rounding).toEqual({ increment: 5, mode: 'half_up' })
    expect(currency('NZD').cash_rounding).toEqual({ increment: 10, mode: 'half_down' })
    expect(currency('USD').rounding).toBe(0)
  })

  it('an unknown code still formats with 2 digits', () => {
    expect(currency('XYZ').decimal_digits).toBe(2)
    expect(formatReceiptMoney(minor(150), 'XYZ')).toBe('XYZ1.50')
  })

  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [-123456, '-$1,234.56'],
    [100000000, '$1,000,000.00'],
  ])('receipt money in AUD: %i is %s', (cents, text) => {
    expect(formatReceiptMoney(minor(cents))).toBe(text)
  })

  it('receipt money in JPY and KWD uses their digits', () => {
    expect(formatReceiptMoney(minor(1500), 'JPY')).toBe('¥1,500')
    expect(minorToDecimalString(minor(-1), 'KWD')).toBe('-0.001')
  })

  it('screen money goes through Intl with the currency digits', () => {
    expect(formatMoney(minor(123456), 'AUD')).toBe('$1,234.56')
    expect(formatMoney(minor(1500), 'JPY', 'en-AU')).toContain('1,500')
  })

  it('a decimal string parses back to the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(Math.round(Number(minorToDecimalString(minor(cents), 'AUD')) * 100)).toBe(cents)
      }),
      { numRuns: 1000 },
    )
  })
})
