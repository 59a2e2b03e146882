import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { abnDigits, formatAbn, isValidAbn } from './abn.ts'

const middleDigits = fc.stringMatching(/^\d{9}$/)
const elevenDigits = fc.stringMatching(/^[1-9]\d{10}$/)

/** A valid ABN around nine random middle digits (one of the 90 first/last pairs nearly always fits). */
function validAround(middle: string): string | undefined {
  for (let first = 1; first <= 9; first += 1)
    for (let last = 0; last <= 9; last += 1) {
      const abn = `${first}${middle}${last}`
      if (isValidAbn(abn)) return abn
    }
  return undefined
}

describe('ABN check digits', () => {
  it('[ABN1] accepts published ABNs, with or without spaces', () => {
    expect(isValidAbn('51824753556')).toBe(true)
    expect(isValidAbn('51 824 753 556')).toBe(true)
    expect(isValidAbn('53 004 085 616')).toBe(true)
  })

  it('[ABN1] refuses wrong lengths, letters and a changed digit', () => {
    expect(isValidAbn('5182475355')).toBe(false)
    expect(isValidAbn('51824753557')).toBe(false)
    expect(isValidAbn('5182475355a')).toBe(false)
    expect(isValidAbn('')).toBe(false)
  })

  it('[ABN1] changing any one digit of a valid ABN makes it invalid', () => {
    fc.assert(
      fc.property(
        middleDigits,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (middle, at, step) => {
          const abn = validAround(middle)
          fc.pre(abn !== undefined)
          if (abn === undefined) return
          const digit = (Number(abn[at]) + step) % 10
          const changed = `${abn.slice(0, at)}${digit}${abn.slice(at + 1)}`
          expect(isValidAbn(changed)).toBe(false)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('[ABN1] about one in 89 eleven-digit numbers passes, and formatting keeps it valid', () => {
    fc.assert(
      fc.property(elevenDigits, (abn) => {
        expect(isValidAbn(formatAbn(abn))).toBe(isValidAbn(abn))
        expect(abnDigits(formatAbn(abn))).toBe(abn)
      }),
    )
  })
})
