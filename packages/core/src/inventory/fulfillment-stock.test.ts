import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  completedQuantities,
  FULFILLMENT_ACTIONS,
  FULFILLMENT_STATES,
  FULFILLMENT_TYPES,
  type FulfillmentAction,
  type FulfillmentState,
  fulfillmentActions,
  fulfillmentMovements,
  fulfillmentTransition,
  movesStock,
  requestedUnits,
} from './fulfillments.ts'

const type = fc.constantFrom(...FULFILLMENT_TYPES)
const action = fc.constantFrom(...FULFILLMENT_ACTIONS)
const lines = fc.uniqueArray(
  fc.record({
    item_id: fc.integer({ min: 1, max: 60 }),
    requested: fc.integer({ min: 1, max: 500 }),
    actual: fc.constant(0),
  }),
  { selector: (line) => line.item_id, minLength: 1, maxLength: 8 },
)

describe('fulfillment states and stock', () => {
  it('should count the units asked for as the sum of its lines, split anywhere', () => {
    fc.assert(
      fc.property(lines, fc.nat(), (asked, at) => {
        const cut = at % (asked.length + 1)
        expect(requestedUnits(asked)).toBe(
          requestedUnits(asked.slice(0, cut)) + requestedUnits(asked.slice(cut)),
        )
        expect(requestedUnits(asked)).toBeGreaterThanOrEqual(asked.length)
        expect(requestedUnits([])).toBe(0)
      }),
    )
  })

  it('[FF1] should move stock at most once over any run of actions', () => {
    fc.assert(
      fc.property(type, fc.array(action, { maxLength: 12 }), (kind, actions) => {
        let state: FulfillmentState = 'open'
        let moves = 0
        for (const a of actions) {
          const next = fulfillmentTransition(kind, state, a)
          if (!next.ok) continue
          if (movesStock(a)) moves++
          state = next.value
        }
        expect(moves).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('[FF2] should end every run in a state of the closed set, and closed offers no action', () => {
    fc.assert(
      fc.property(type, fc.array(action, { maxLength: 12 }), (kind, actions) => {
        let state: FulfillmentState = 'open'
        for (const a of actions) {
          const next = fulfillmentTransition(kind, state, a)
          if (next.ok) state = next.value
        }
        expect(FULFILLMENT_STATES).toContain(state)
        expect(fulfillmentActions(kind, 'closed')).toEqual([])
      }),
    )
  })

  it('[FF3] should leave a completed store pickup awaiting pickup, and a completed shipment closed', () => {
    for (const from of ['open', 'in_progress'] as const) {
      expect(fulfillmentTransition('Store Pickup', from, 'mark_complete')).toEqual({
        ok: true,
        value: 'awaiting_pickup',
      })
      expect(fulfillmentTransition('Warehouse To Customer', from, 'mark_complete')).toEqual({
        ok: true,
        value: 'closed',
      })
    }
    const refused: FulfillmentAction[] = ['mark_in_progress', 'mark_complete', 'close']
    for (const a of refused) expect(fulfillmentTransition('Store Pickup', 'closed', a).ok).toBe(false)
  })

  it('[FF4] should take out of the source what was picked, and for warehouse to warehouse put it in the destination', () => {
    fc.assert(
      fc.property(type, lines, fc.integer({ min: 0, max: 3 }), (kind, asked, cut) => {
        const given = asked.slice(cut).map((line) => ({ item_id: line.item_id, actual: line.requested - 1 }))
        const done = completedQuantities(asked, given)
        if (!done.ok) throw new Error('refused')
        const moves = fulfillmentMovements(
          { type: kind, source_warehouse_id: 1, destination_warehouse_id: 2, sale_id: null },
          done.value,
        )
        const out = moves.filter((m) => m.warehouse_id === 1).reduce((sum, m) => sum + m.quantity, 0)
        const picked = done.value.reduce((sum, line) => sum + line.actual, 0)
        expect(out).toBe(-picked)
        const chain = moves.reduce((sum, m) => sum + m.quantity, 0)
        expect(chain).toBe(kind === 'Warehouse To Warehouse' ? 0 : -picked)
        for (const line of done.value) expect(line.actual).toBeLessThanOrEqual(line.requested)
      }),
    )
  })

  it('[FF5] should write nothing for a fulfillment of a register sale (the sale moved the stock)', () => {
    fc.assert(
      fc.property(type, lines, (kind, asked) => {
        const done = completedQuantities(asked, [])
        if (!done.ok) throw new Error('refused')
        expect(
          fulfillmentMovements(
            { type: kind, source_warehouse_id: 1, destination_warehouse_id: 2, sale_id: '7' },
            done.value,
          ),
        ).toEqual([])
      }),
    )
  })

  it('[FF6] should refuse picking more than was requested, or a negative count', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 100 }), (asked, over) => {
        const first = asked[0]!
        expect(
          completedQuantities(asked, [{ item_id: first.item_id, actual: first.requested + over }]).ok,
        ).toBe(false)
        expect(completedQuantities(asked, [{ item_id: first.item_id, actual: -over }]).ok).toBe(false)
      }),
    )
  })
})
