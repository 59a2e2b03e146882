import { describe, expect, it } from 'vitest'
import { wholeOf } from '../../screens/purchasing/order-lines.ts'
import { blankTaxedLine, taxedLineBody, taxedLineOf, writtenTaxedLines } from './taxed-lines.ts'

const saved = [
  { description: 'Consulting', account_id: 200, tax_rate_id: 1, quantity: 3, unit_price: 12_050 },
  { description: '', account_id: 4, tax_rate_id: 9, quantity: 999_999, unit_price: 0 },
  { description: 'Freight, in', account_id: 31, tax_rate_id: 2, quantity: 1, unit_price: 7 },
]

describe('the lines of an invoice or a bill as typed', () => {
  it('should send a saved line back as it was answered', () => {
    for (const line of saved) expect(taxedLineBody(taxedLineOf(line), wholeOf)).toEqual(line)
  })

  it('should count a row as a line once a description, an account or a price is typed in it', () => {
    const blank = blankTaxedLine()
    expect(blank.quantity).toBe('1')
    expect(writtenTaxedLines([blank])).toEqual([])
    for (const typed of [{ description: 'Hire' }, { account: '4' }, { price: '10.00' }])
      expect(writtenTaxedLines([blank, { ...blank, ...typed }])).toEqual([{ ...blank, ...typed }])
  })
})
