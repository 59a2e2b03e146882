import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { transferActionWarehouse, visibleIds } from './restriction-groups.ts'

const group = fc.record({
  ids: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 5 }),
  user_ids: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
})

describe('restriction groups', () => {
  it('[RST1] a user in no group sees everything (null)', () => {
    expect(visibleIds([{ ids: [1], user_ids: [2] }], 3)).toBeNull()
    expect(visibleIds([], 3)).toBeNull()
  })

  it('[RST1] a member sees exactly the union of their groups ids, and a group with none hides all', () => {
    expect(visibleIds([{ ids: [], user_ids: [3] }], 3)).toEqual([])
    fc.assert(
      fc.property(fc.array(group, { maxLength: 5 }), fc.integer({ min: 1, max: 6 }), (groups, user) => {
        const seen = visibleIds(groups, user)
        const mine = groups.filter((g) => g.user_ids.includes(user))
        if (mine.length === 0) {
          expect(seen).toBeNull()
          return
        }
        for (const id of seen ?? []) expect(mine.some((g) => g.ids.includes(id))).toBe(true)
        for (const g of mine) for (const id of g.ids) expect(seen).toContain(id)
      }),
    )
  })

  it('[RST2] a transfer is sent and cancelled at its from warehouse and received at its to warehouse', () => {
    const action = fc.constantFrom('send' as const, 'receive' as const, 'cancel' as const)
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.integer({ min: 1 }), action, (from, to, taken) => {
        const at = transferActionWarehouse({ from_warehouse_id: from, to_warehouse_id: to }, taken)
        expect(at).toBe(taken === 'receive' ? to : from)
        // A user who sees the warehouse it acts at sees the transfer (either end), never the reverse alone.
        expect([from, to]).toContain(at)
      }),
    )
  })
})
