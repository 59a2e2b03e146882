import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { moveItem } from '../shared/lists.ts'
import {
  normalPairCode,
  PAIR_CODE_ALPHABET,
  PAIR_CODE_LENGTH,
  PairPlayerSchema,
  pairCodeFrom,
} from './media-player-resource.ts'
import { itemAt, playlistSeconds } from './playlist-resource.ts'

const durations = fc.array(fc.record({ duration: fc.integer({ min: 1, max: 600 }) }), {
  minLength: 1,
  maxLength: 20,
})

describe('playlists', () => {
  it('[MP1] a pass lasts the sum of its items', () => {
    expect(playlistSeconds([{ duration: 10 }, { duration: 5 }])).toBe(15)
    expect(playlistSeconds([])).toBe(0)
  })

  it('[MP2] at any second exactly one item plays, with 1 to its duration seconds left, looping', () => {
    fc.assert(
      fc.property(durations, fc.integer({ min: 0, max: 1_000_000 }), (items, elapsed) => {
        const at = itemAt(items, elapsed)
        expect(at).not.toBeNull()
        const { index, left } = at!
        expect(left).toBeGreaterThanOrEqual(1)
        expect(left).toBeLessThanOrEqual(items[index]!.duration)
        expect(itemAt(items, elapsed + playlistSeconds(items))).toEqual(at)
      }),
    )
    expect(itemAt([], 5)).toBeNull()
  })

  it('moving an item keeps every item once', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 20 }), fc.nat(25), fc.nat(25), (items, from, to) => {
        const moved = moveItem(items, from, to)
        expect([...moved].sort()).toEqual([...items].sort())
        if (from < items.length && to < items.length) expect(moved[to]).toBe(items[from])
      }),
    )
  })
})

describe('pair codes', () => {
  it('[MP3] a code is six characters of the unambiguous alphabet, and reads back as typed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: PAIR_CODE_LENGTH, maxLength: PAIR_CODE_LENGTH }), (bytes) => {
        const code = pairCodeFrom(bytes)
        expect(code).toHaveLength(PAIR_CODE_LENGTH)
        for (const ch of code) expect(PAIR_CODE_ALPHABET).toContain(ch)
        expect(normalPairCode(` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `)).toBe(code)
      }),
    )
  })

  it('refuses a code of the wrong length with a sentence', () => {
    const result = v.safeParse(PairPlayerSchema, { code: 'ABC', name: 'Door' })
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toBe('Please enter the 6 characters the screen shows')
  })
})
