import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { roundingAdjustment, roundToIncrement } from './cash-rounding.ts'
import { divideRound, toScaled } from './divide.ts'
import { minor } from './minor.ts'

const AUD = { increment: 5, mode: 'half_up' } as const
const NZD = { increment: 10, mode: 'half_down' } as const
const RUNS = { numRuns: 1000 }

describe('cash rounding', () => {
  it.each([
    [1001, 1000],
    [1002, 1000],
    [1003, 1005],
    [1004, 1005],
    [1005, 1005],
    [1006, 1005],
    [1007, 1005],
    [1008, 1010],
    [1009, 1010],
  ])('[RND1] AUD cash %i rounds to %i (accounting-au.md vectors)', (cents, expected) => {
    expect(roundToIncrement(minor(cents), AUD)).toBe(expected)
  })

  it.each([
    [991, 990],
    [992, 990],
    [993, 995],
    [994, 995],
    [996, 995],
    [997, 995],
    [998, 1000],
    [999, 1000],
  ])('[RND1] CHF cash %i Rappen rounds to %i', (cents, expected) => {
    expect(roundToIncrement(minor(cents), { increment: 5, mode: 'half_up' })).toBe(expected)
  })

  it.each([
    [1001, 1000],
    [1004, 1000],
    [1005, 1000],
    [1006, 1010],
    [1009, 1010],
  ])('[RND1] NZD cash %i rounds to %i (5c tie down)', (cents, expected) => {
    expect(roundToIncrement(minor(cents), NZD)).toBe(expected)
  })

  it.each([
    [-1003, -1005],
    [-1002, -1000],
    [-1008, -1010],
  ])('[RND4] refund %i rounds to %i', (cents, expected) => {
    expect(roundToIncrement(minor(cents), AUD)).toBe(expected)
  })

  it('[RND3] a rounding adjustment is at most half the increment (strictly less for odd increments)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('half_up', 'half_down', 'half_even' as const),
        (cents, increment, mode) => {
          const adjustment = roundingAdjustment(minor(cents), { increment, mode })
          expect(2 * Math.abs(adjustment)).toBeLessThanOrEqual(increment)
          if (increment % 2 === 1) expect(2 * Math.abs(adjustment)).toBeLessThan(increment)
          expect(Math.abs((cents + adjustment) % increment)).toBe(0)
        },
      ),
      RUNS,
    )
  })

  it('[RND4][MNY2] rounding is symmetric: round(-x) = -round(x) in every mode', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom('half_up', 'half_down', 'half_even', 'up', 'down' as const),
        (numerator, denominator, mode) => {
          expect(divideRound(-numerator, denominator, mode)).toBe(
            -divideRound(numerator, denominator, mode) || 0,
          )
        },
      ),
      RUNS,
    )
  })

  it.each([
    [5, 2, 'half_up', 3],
    [5, 2, 'half_down', 2],
    [5, 2, 'half_even', 2],
    [7, 2, 'half_even', 4],
    [-5, 2, 'half_up', -3],
    [1, 3, 'up', 1],
    [-2, 3, 'down', 0],
  ] as const)('[MNY3] %i/%i with %s is %i', (n, d, mode, expected) => {
    expect(divideRound(n, d, mode)).toBe(expected)
  })

  it('[MNY5] decimal settings scale exactly, and finer input rounds instead of failing', () => {
    expect(toScaled(0.07, 100)).toBe(7)
    expect(toScaled(8.875, 10_000)).toBe(88_750)
    expect(toScaled(33.333333, 10_000)).toBe(333_333)
    expect(toScaled(-0.00005, 10_000)).toBe(-1)
    expect(() => toScaled(Number.NaN, 100)).toThrow(RangeError)
  })
})
