import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FULFILLMENT_ACTIONS,
  FULFILLMENT_STATES,
  FULFILLMENT_TYPES,
  fulfillmentTransition,
} from './fulfillments.ts'
import { applyMovement, type Movement, movingAverageCost, onHandFrom, runningBalances } from './ledger.ts'
import { mergeCounts, stocktakeAdjustment, variances } from './stocktakes.ts'
import {
  cancelledMovements,
  receivedMovements,
  receiveTransfer,
  sentMovements,
  type TransferLine,
  transferProblem,
  transferTransition,
} from './transfers.ts'

const movement = fc.record({
  quantity: fc.integer({ min: -1000, max: 1000 }),
  unit_cost: fc.integer({ min: 0, max: 1_000_000 }),
})
const lines = fc.uniqueArray(
  fc.record({ item_id: fc.integer({ min: 1, max: 50 }), quantity: fc.integer({ min: 1, max: 500 }) }),
  { selector: (line) => line.item_id, minLength: 1, maxLength: 10 },
)

/** Units per item in a warehouse after some movements. */
function add(stock: Map<number, number>, moves: readonly TransferLine[]) {
  const next = new Map(stock)
  for (const move of moves) next.set(move.item_id, (next.get(move.item_id) ?? 0) + move.quantity)
  return next
}
const total = (stock: Map<number, number>) => [...stock.values()].reduce((sum, q) => sum + q, 0)

describe('the stock ledger', () => {
  it('[SL1] should make on hand the sum of the movements', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (movements) => {
        expect(onHandFrom(movements).quantity).toBe(movements.reduce((sum, m) => sum + m.quantity, 0))
      }),
    )
  })

  it('[SL2] should rebuild the same projection from the ledger as it kept movement by movement', () => {
    fc.assert(
      fc.property(
        fc.array(movement, { maxLength: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (movements, cut) => {
          const kept = onHandFrom(movements.slice(cut))
          const stepwise = movements.slice(cut).reduce(applyMovement, { quantity: 0, average_cost: 0 })
          expect(stepwise).toEqual(kept)
        },
      ),
    )
  })

  it('[SL3] should keep the moving average between the lowest and highest cost received', () => {
    fc.assert(
      fc.property(fc.array(movement, { minLength: 1, maxLength: 40 }), (movements) => {
        let before = { quantity: 0, average_cost: 0 }
        const costs: number[] = []
        for (const m of movements) {
          if (m.quantity > 0) costs.push(m.unit_cost)
          before = applyMovement(before, m)
        }
        if (costs.length === 0) return
        expect(before.average_cost).toBeGreaterThanOrEqual(Math.min(...costs))
        expect(before.average_cost).toBeLessThanOrEqual(Math.max(...costs))
      }),
    )
  })

  it('[SL4] should not change the average when stock leaves, nor when it returns at the average', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (quantity, cost, moved) => {
          const before = { quantity, average_cost: cost }
          expect(movingAverageCost(before, { quantity: -moved, unit_cost: 0 })).toBe(cost)
          expect(movingAverageCost(before, { quantity: moved, unit_cost: cost })).toBe(cost)
        },
      ),
    )
  })

  it('[SL5] should weigh a receipt by quantity', () => {
    expect(movingAverageCost({ quantity: 10, average_cost: 100 }, { quantity: 30, unit_cost: 200 })).toBe(175)
    expect(movingAverageCost({ quantity: -2, average_cost: 100 }, { quantity: 5, unit_cost: 300 })).toBe(300)
  })

  it('[SL6] should end the running balance at on hand', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100 }),
        fc.array(movement, { maxLength: 30 }),
        (opening, ms) => {
          const rows = runningBalances<Movement>(opening, ms)
          expect(rows.at(-1)?.balance ?? opening).toBe(opening + onHandFrom(ms).quantity)
        },
      ),
    )
  })
})

describe('transfers', () => {
  it('[TR1] should never change the chain total: on hand, in transit and recorded differences', () => {
    fc.assert(
      fc.property(lines, fc.array(fc.nat(), { maxLength: 10 }), fc.boolean(), (sent, shortBy, cancel) => {
        const from = new Map(sent.map((line) => [line.item_id, 1000]))
        const to = new Map<number, number>()
        const before = total(from) + total(to)
        const afterSend = add(from, sentMovements(sent))
        const inTransit = sent.reduce((sum, line) => sum + line.quantity, 0)
        expect(total(afterSend) + total(to) + inTransit).toBe(before)
        if (cancel) {
          expect(total(add(afterSend, cancelledMovements(sent))) + total(to)).toBe(before)
          return
        }
        const received = sent.map((line, i) => ({
          item_id: line.item_id,
          received: Math.max(0, line.quantity - (shortBy[i] ?? 0)),
        }))
        const receipt = receiveTransfer(sent, received)
        if (!receipt.ok) throw new Error(receipt.error.message)
        const differences = receipt.value.reduce((sum, line) => sum + line.difference, 0)
        expect(total(afterSend) + total(add(to, receivedMovements(receipt.value))) + differences).toBe(before)
      }),
    )
  })

  it('[TR2] should receive in full when no counts are given, and refuse more than was sent', () => {
    const sent = [{ item_id: 1, quantity: 5 }]
    expect(receiveTransfer(sent, null)).toEqual({
      ok: true,
      value: [{ item_id: 1, sent: 5, received: 5, difference: 0 }],
    })
    expect(receiveTransfer(sent, [{ item_id: 1, received: 6 }]).ok).toBe(false)
  })

  it('[TR3] should refuse a transfer without both warehouses with the spec message', () => {
    expect(transferProblem(null, 2, [{ item_id: 1, quantity: 1 }])?.message).toBe(
      'Make sure to specify the from and to warehouses',
    )
    expect(transferProblem(1, 1, [{ item_id: 1, quantity: 1 }])?.code).toBe('same_warehouse')
    expect(transferProblem(1, 2, [])?.code).toBe('no_lines')
    expect(transferProblem(1, 2, [{ item_id: 1, quantity: 1 }])).toBeNull()
  })

  it('[TR4] should allow each action only from its states', () => {
    expect(transferTransition('draft', 'send')).toEqual({ ok: true, value: 'sent' })
    expect(transferTransition('sent', 'receive')).toEqual({ ok: true, value: 'received' })
    expect(transferTransition('sent', 'cancel')).toEqual({ ok: true, value: 'cancelled' })
    expect(transferTransition('received', 'cancel').ok).toBe(false)
    expect(transferTransition('draft', 'receive').ok).toBe(false)
    expect(transferTransition('sent', 'send').ok).toBe(false)
  })
})

describe('stocktakes', () => {
  const counts = fc.array(
    fc.record({ item_id: fc.integer({ min: 1, max: 20 }), quantity: fc.integer({ min: -3, max: 20 }) }),
    { maxLength: 80 },
  )

  it('[ST1] should lose no count when several counters count at once, in any order', () => {
    fc.assert(
      fc.property(counts, counts, (a, b) => {
        const merged = mergeCounts([...a, ...b])
        expect(mergeCounts([...b, ...a])).toEqual(merged)
        expect(total(merged)).toBe([...a, ...b].reduce((sum, c) => sum + c.quantity, 0))
      }),
    )
  })

  it('[ST2] should leave counted = on hand after the commit, whatever sold while counting', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 500 }), fc.integer({ min: 0, max: 500 }), (onHand, counted) => {
        expect(onHand + stocktakeAdjustment(onHand, counted)).toBe(counted)
      }),
    )
  })

  it('[ST3] should cost each variance at the frozen unit cost', () => {
    const expected = new Map([
      [1, { quantity: 10, unit_cost: 250 }],
      [2, { quantity: 3, unit_cost: 100 }],
    ])
    expect(
      variances(
        expected,
        new Map([
          [1, 8],
          [3, 1],
        ]),
      ),
    ).toEqual([
      { item_id: 1, expected: 10, counted: 8, variance: -2, cost: -500 },
      { item_id: 2, expected: 3, counted: 0, variance: -3, cost: -300 },
      { item_id: 3, expected: 0, counted: 1, variance: 1, cost: 0 },
    ])
  })
})

describe('fulfillments', () => {
  it('[FU1] should never leave closed, and close from every other state', () => {
    for (const type of FULFILLMENT_TYPES)
      for (const state of FULFILLMENT_STATES)
        for (const action of FULFILLMENT_ACTIONS) {
          const next = fulfillmentTransition(type, state, action)
          if (state === 'closed') expect(next.ok).toBe(false)
          if (action === 'close')
            expect(next).toEqual(state === 'closed' ? next : { ok: true, value: 'closed' })
        }
  })

  it('[FU2] should wait for pickup after completing a store pickup, and close a shipment', () => {
    expect(fulfillmentTransition('Store Pickup', 'in_progress', 'mark_complete')).toEqual({
      ok: true,
      value: 'awaiting_pickup',
    })
    expect(fulfillmentTransition('Warehouse To Customer', 'in_progress', 'mark_complete')).toEqual({
      ok: true,
      value: 'closed',
    })
    expect(fulfillmentTransition('Store Pickup', 'awaiting_pickup', 'mark_picked_up')).toEqual({
      ok: true,
      value: 'closed',
    })
    expect(fulfillmentTransition('Store Pickup', 'open', 'mark_picked_up')).toEqual({
      ok: false,
      error: { code: 'status', message: 'Failed to change status' },
    })
  })
})
