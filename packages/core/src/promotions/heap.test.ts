import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Heap } from './heap.ts'

describe('heap', () => {
  it('[PRM15] pops in order whatever the pushes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.array(fc.integer()), (initial, later) => {
        const heap = new Heap<number>((a, b) => a < b, initial)
        for (const value of later) heap.push(value)
        const out: number[] = []
        for (let value = heap.pop(); value !== undefined; value = heap.pop()) out.push(value)
        expect(out).toEqual([...initial, ...later].sort((a, b) => a - b))
        expect(heap.size).toBe(0)
      }),
      { numRuns: 1000 },
    )
  })
})
