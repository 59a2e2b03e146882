import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocate } from './allocate.ts'
import { minor } from './minor.ts'

describe('allocate', () => {
  it('[ALC1] splits $1.00 over three equal parts as 34, 33, 33', () => {
    expect(allocate(minor(100), [1, 1, 1])).toEqual([34, 33, 33])
  })

  it('[ALC1] gives leftover cents to the largest remainders', () => {
    // shares 1000*(1/6, 2/6, 3/6) = 166.67, 333.33, 500
    expect(allocate(minor(1000), [1, 2, 3])).toEqual([167, 333, 500])
  })

  it('[ALC2] ties follow the tie order, not the list order', () => {
    expect(allocate(minor(100), [1, 1, 1], [2, 1, 0])).toEqual([33, 33, 34])
  })

  it('[ALC3] a refund mirrors the sale', () => {
    expect(allocate(minor(-100), [1, 1, 1])).toEqual([-34, -33, -33])
  })

  it('[ALC1] the parts always sum to the total and each is within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 50 }),
        (total, weights) => {
          const parts = allocate(minor(total), weights)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
          const sum = weights.reduce((a, b) => a + b, 0) || weights.length
          parts.forEach((part, i) => {
            const exact =
              (total * (sum === weights.length && weights.every((w) => w === 0) ? 1 : weights[i]!)) / sum
            expect(Math.abs(part - exact)).toBeLessThan(1)
          })
        },
      ),
      { numRuns: 1000 },
    )
  })
})
