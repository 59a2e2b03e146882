import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { claimOwner, ownsClaim, type SaleClaim } from './claims.ts'
import { queueOrder } from './queue-order.ts'
import { detectScans, type KeyStroke } from './scan.ts'

function burst(code: string, start: number, gap: number): KeyStroke[] {
  const keys = [...code].map((key, i) => ({ key, at: start + i * gap }))
  return [...keys, { key: 'Enter', at: start + code.length * gap }]
}

describe('scan detection', () => {
  it('reads a fast burst ended by Enter as a scan [SCAN1]', () => {
    expect(detectScans(burst('9312345678903', 1000, 8))).toEqual(['9312345678903'])
  })

  it('reads slow typing as typing, and a short burst as typing [SCAN1]', () => {
    expect(detectScans(burst('9312345', 0, 120))).toEqual([])
    expect(detectScans(burst('931', 0, 5))).toEqual([])
  })

  it('starts a new burst after a slow key [SCAN2]', () => {
    const strokes = [{ key: 'a', at: 0 }, { key: 'b', at: 300 }, ...burst('12345', 700, 10)]
    expect(detectScans(strokes)).toEqual(['12345'])
  })

  it('finds every fast code in any mix of scans and slow typing [SCAN1, SCAN2]', () => {
    const code = fc.stringMatching(/^[0-9A-Z]{4,20}$/)
    fc.assert(
      fc.property(fc.array(fc.tuple(code, fc.boolean()), { maxLength: 6 }), (parts) => {
        let at = 0
        const strokes: KeyStroke[] = []
        const expected: string[] = []
        for (const [text, fast] of parts) {
          at += 500
          strokes.push(...burst(text, at, fast ? 10 : 200))
          at += text.length * 200 + 1
          if (fast) expected.push(text)
        }
        expect(detectScans(strokes)).toEqual(expected)
      }),
    )
  })
})

const claimArb = fc.record({
  client: fc.stringMatching(/^[a-f0-9]{4}$/),
  register: fc.constantFrom('1', '2', '3'),
  at: fc.integer({ min: 0, max: 50 }),
})

describe('suspended sale claims', () => {
  it('gives the sale to the earliest claim, then the smallest client [CLAIM1]', () => {
    const a: SaleClaim = { client: 'b', register: '1', at: 10 }
    const b: SaleClaim = { client: 'a', register: '2', at: 10 }
    const c: SaleClaim = { client: 'c', register: '3', at: 11 }
    expect(claimOwner([c, a, b])).toEqual(b)
    expect(ownsClaim([a, c], 'b')).toBe(true)
    expect(ownsClaim([a, b, c], 'c')).toBe(false)
    expect(claimOwner([])).toBeNull()
  })

  it('picks one owner whatever the order claims merge in [CLAIM1]', () => {
    fc.assert(
      fc.property(fc.array(claimArb, { minLength: 1, maxLength: 8 }), fc.integer(), (claims, seed) => {
        const shuffled = [...claims].sort((x, y) => ((x.at * 31 + seed) % 7) - ((y.at * 31 + seed) % 7))
        const owner = claimOwner(claims)!
        expect(claimOwner(shuffled)).toEqual(owner)
        expect(
          claims.filter((claim) => ownsClaim(claims, claim.client)).every((c) => c.client === owner.client),
        ).toBe(true)
      }),
    )
  })
})

describe('queue order', () => {
  it('sends oldest first, then by id, whatever order they were read in [QUEUE1]', () => {
    const entry = fc.record({
      id: fc.uuid(),
      date: fc.integer({ min: 0, max: 5 }).map((s) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString()),
    })
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 10 }), (entries) => {
        const ordered = queueOrder(entries)
        expect(queueOrder([...entries].reverse())).toEqual(ordered)
        for (let i = 1; i < ordered.length; i++) {
          const [a, b] = [ordered[i - 1]!, ordered[i]!]
          expect(a.date < b.date || (a.date === b.date && a.id < b.id)).toBe(true)
        }
      }),
    )
  })
})
