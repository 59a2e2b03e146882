import { describe, expect, it } from 'vitest'
import { moneyInputText, parseMoneyInput } from './money-input.ts'

describe('money input', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['-3', -300],
    ['$1,200.05', 120005],
    ['0.07', 7],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents)
  })
  it.each(['', 'abc', '1.234', '1.2.3', '--1'])('refuses %o', (text) => {
    expect(parseMoneyInput(text)).toBeNull()
  })
  it('writes cents back as text that reads the same', () => {
    for (const cents of [0, 5, 1250, -300, 120005]) expect(parseMoneyInput(moneyInputText(cents))).toBe(cents)
  })
})
