import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { SuspendedSales } from './suspended-sales.ts'

/**
 * Replicas of a store's suspended document that each claimed the same sale while apart, then received each
 * other's updates in any order: every replica names the same single owner [CLAIM1].
 */
describe('claims merged in any order', () => {
  it('leave exactly one owner, the same on every replica', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 2, maxLength: 5 }),
        fc.array(fc.nat(), { minLength: 25, maxLength: 25 }),
        (stamps, order) => {
          const origin = new SuspendedSales(new Y.Doc())
          origin.suspend({ id: 's', sale: { lines: [] }, suspended_at: 1, register: '0', label: 's' })
          const start = Y.encodeStateAsUpdate(origin.doc)
          const replicas = stamps.map(() => {
            const doc = new Y.Doc()
            Y.applyUpdate(doc, start)
            return new SuspendedSales(doc)
          })
          const updates = replicas.map((replica, i) => {
            const before = Y.encodeStateVector(replica.doc)
            expect(replica.claim('s', { client: `c${i}`, register: String(i), at: stamps[i]! }).ok).toBe(true)
            replica.release('s')
            return Y.encodeStateAsUpdate(replica.doc, before)
          })
          // Each replica gets the others' updates in its own shuffled order.
          replicas.forEach((replica, r) => {
            const others = updates.filter((_, i) => i !== r)
            others.sort((a, b) => (order[(a.length + r) % 25]! % 7) - (order[(b.length + r) % 25]! % 7))
            for (const update of others) Y.applyUpdate(replica.doc, update)
          })
          const owners = replicas.map((replica) =>
            stamps.map((_, i) => `c${i}`).filter((client) => replica.owns('s', client)),
          )
          for (const found of owners) {
            expect(found).toHaveLength(1)
            expect(found).toEqual(owners[0])
          }
        },
      ),
    )
  })
})
