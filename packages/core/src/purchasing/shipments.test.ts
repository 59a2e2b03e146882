import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { postingImbalance } from '../books/posting.ts'
import { isRefusal } from '../resource/refusal.ts'
import { shipmentResource } from './shipment-resource.ts'
import {
  editedShipmentLines,
  SHIPMENT_ACTIONS,
  SHIPMENT_MESSAGES,
  SHIPMENT_STATES,
  type ShipmentFacts,
  type ShipmentState,
  shipmentAllows,
  shipmentTransition,
  shipmentUnits,
} from './shipments.ts'
import {
  allocateCents,
  allocateShippingCost,
  landedUnits,
  localAmount,
  rateMillionths,
  shipmentCosts,
  shipmentLineCosts,
  shippingCostPosting,
  shippingCostProblem,
  shippingUnitCost,
} from './shipping-costs.ts'

const TODAY = '2026-03-10'
const state = fc.constantFrom(...SHIPMENT_STATES.map((s) => s.value))
const action = fc.constantFrom(...SHIPMENT_ACTIONS)
const quantity = fc.option(fc.integer({ min: 0, max: 50 }), { nil: null })
const line = fc.record({
  ordered_quantity: fc.integer({ min: 1, max: 40 }),
  shipped_quantity: quantity,
  actual_quantity: quantity,
})
const shipment = fc.record({
  status: state,
  actual_arrival: fc.option(fc.constant('2026-03-01'), { nil: null }),
  lines: fc.array(line, { minLength: 0, maxLength: 6 }),
})

/** The state machine of spec 4: the only edges an action may take. */
const EDGES: Record<string, ShipmentState> = {
  'open ship': 'shipped',
  'shipped arrive': 'arrived',
  'open cancel': 'canceled',
  'shipped cancel': 'canceled',
}

describe('PO shipment states (spec 4)', () => {
  it('[SH1] should move only along the legal edges, and refuse everything else with a message', () => {
    fc.assert(
      fc.property(shipment, action, (s, act) => {
        const outcome = shipmentTransition(s, act, TODAY)
        if (isRefusal(outcome)) {
          expect(outcome.message.length).toBeGreaterThan(0)
          return
        }
        expect(EDGES[`${s.status} ${act}`]).toBe(outcome.status)
      }),
    )
  })

  it('[SH1] should never cancel an arrived shipment, nor leave a canceled or arrived one by shipping', () => {
    fc.assert(
      fc.property(shipment, (s) => {
        const arrived = { ...s, status: 'arrived' as const }
        expect(shipmentTransition(arrived, 'cancel', TODAY)).toMatchObject({
          message: SHIPMENT_MESSAGES.arrivedCancel,
        })
        for (const from of ['arrived', 'canceled'] as const)
          for (const act of ['ship', 'arrive'] as const)
            expect(isRefusal(shipmentTransition({ ...s, status: from }, act, TODAY))).toBe(true)
      }),
    )
  })

  it('[SH1] should mark as arrived only with the actual quantity of every shipped line, dated today unless entered', () => {
    fc.assert(
      fc.property(shipment, (s) => {
        const outcome = shipmentTransition({ ...s, status: 'shipped' }, 'arrive', TODAY)
        const missing = s.lines.some((l) => (l.shipped_quantity ?? 0) > 0 && l.actual_quantity === null)
        if (missing)
          expect(outcome).toMatchObject({ message: SHIPMENT_MESSAGES.actualMissing, field: 'lines' })
        else expect(outcome).toEqual({ status: 'arrived', actual_arrival: s.actual_arrival ?? TODAY })
      }),
    )
  })

  it('[SH1] should mark as shipped only with something shipped and no line beyond its order', () => {
    fc.assert(
      fc.property(shipment, (s) => {
        const outcome = shipmentTransition({ ...s, status: 'open' }, 'ship', TODAY)
        const some = s.lines.some((l) => (l.shipped_quantity ?? 0) > 0)
        const over = s.lines.some((l) => (l.shipped_quantity ?? 0) > l.ordered_quantity)
        if (!some) expect(outcome).toMatchObject({ message: SHIPMENT_MESSAGES.nothingShipped })
        else if (over) expect(outcome).toMatchObject({ message: SHIPMENT_MESSAGES.overShipped })
        else expect(outcome).toMatchObject({ status: 'shipped' })
      }),
    )
  })

  it('[SH2] should take shipped units only while open and actual units only once shipped', () => {
    const stored = [
      { purchase_order_line_id: 7, ordered_quantity: 10, shipped_quantity: null, actual_quantity: null },
    ]
    const ask = (shipped: number | null, actual: number | null) => [
      { purchase_order_line_id: 7, shipped_quantity: shipped, actual_quantity: actual },
    ]
    expect(editedShipmentLines('open', stored, ask(8, null))).toEqual([{ ...stored[0], shipped_quantity: 8 }])
    expect(editedShipmentLines('open', stored, ask(8, 8))).toMatchObject({
      message: SHIPMENT_MESSAGES.actualEarly,
    })
    expect(editedShipmentLines('open', stored, ask(11, null))).toMatchObject({
      message: SHIPMENT_MESSAGES.overShipped,
    })
    const shipped = [{ ...stored[0]!, shipped_quantity: 8 }]
    expect(editedShipmentLines('shipped', shipped, ask(8, 7))).toEqual([
      { ...shipped[0], actual_quantity: 7 },
    ])
    expect(editedShipmentLines('shipped', shipped, ask(9, 7))).toMatchObject({
      message: SHIPMENT_MESSAGES.shippedFixed,
    })
    expect(editedShipmentLines('arrived', shipped, ask(8, 8))).toMatchObject({
      message: SHIPMENT_MESSAGES.fixed,
    })
    expect(
      editedShipmentLines('open', stored, [
        { purchase_order_line_id: 99, shipped_quantity: 1, actual_quantity: null },
      ]),
    ).toMatchObject({ message: SHIPMENT_MESSAGES.unknownLine })
  })

  it('[SH2] should let every action the state allows pass its state rule', () => {
    for (const { value } of SHIPMENT_STATES) {
      const allows = shipmentAllows(value)
      const facts: ShipmentFacts = {
        status: value,
        actual_arrival: null,
        lines: [{ ordered_quantity: 2, shipped_quantity: 2, actual_quantity: 2 }],
      }
      for (const act of SHIPMENT_ACTIONS)
        expect(isRefusal(shipmentTransition(facts, act, TODAY))).toBe(!allows[act])
    }
  })

  it('should refuse a shipment without its purchase order with a clear message', () => {
    const parsed = v.safeParse(shipmentResource.create, { mode: 'air' })
    expect(parsed.success).toBe(false)
    expect(parsed.issues?.[0]?.message).toBe(SHIPMENT_MESSAGES.order)
  })
})

describe('PO shipping costs', () => {
  const weights = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 })

  it('[SC2] should allocate every cent of the cost, no cent lost or made', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), weights, (total, w) => {
        const shares = allocateCents(total, w)
        expect(shares).toHaveLength(w.length)
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
        for (const share of shares) expect(Number.isSafeInteger(share) && share >= 0).toBe(true)
      }),
    )
  })

  it('[SC2] should give each line its exact proportional part, within a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), weights, (total, w) => {
        const sum = w.reduce((a, b) => a + b, 0)
        const shares = allocateCents(total, w)
        shares.forEach((share, i) => {
          const exact = sum === 0 ? total / w.length : (total * w[i]!) / sum
          expect(Math.abs(share - exact)).toBeLessThan(1)
        })
      }),
    )
  })

  it('[SC3] should allocate by value or by units, each line over its landed units', () => {
    const lines = [
      { unit_cost: 1000, ordered_quantity: 10, shipped_quantity: 10, actual_quantity: null },
      { unit_cost: 3000, ordered_quantity: 10, shipped_quantity: 10, actual_quantity: 10 },
      { unit_cost: 500, ordered_quantity: 10, shipped_quantity: 0, actual_quantity: null },
    ]
    expect(allocateShippingCost(10_000, 'value', lines)).toEqual([2500, 7500, 0])
    expect(allocateShippingCost(10_000, 'quantity', lines)).toEqual([5000, 5000, 0])
    expect(allocateShippingCost(100, 'quantity', lines.slice(0, 2).concat(lines[0]!))).toEqual([34, 33, 33])
    const both = shipmentLineCosts(
      [
        { local_amount: 10_000, method: 'value' },
        { local_amount: 10_000, method: 'quantity' },
      ],
      lines,
    )
    expect(both).toEqual([7500, 12_500, 0])
    expect(shippingUnitCost(both[0]!, 10)).toBe(750)
    expect(shippingUnitCost(100, 3)).toBe(33)
    expect(shippingUnitCost(50, 3)).toBe(17)
    expect(shippingUnitCost(100, 0)).toBe(0)
    expect(shipmentUnits(lines)).toEqual({ ordered: 30, shipped: 20 })
    expect(shipmentUnits([{ ordered_quantity: 4, shipped_quantity: null }])).toEqual({
      ordered: 4,
      shipped: 0,
    })
  })

  it('[SC3] should sum the lines’ shipping costs to the costs allocated, whatever the lines', () => {
    const allocationLine = fc.record({
      unit_cost: fc.integer({ min: 0, max: 1_000_000 }),
      ordered_quantity: fc.integer({ min: 1, max: 1000 }),
      shipped_quantity: quantity,
      actual_quantity: quantity,
    })
    const cost = fc.record({
      local_amount: fc.integer({ min: 0, max: 100_000_000 }),
      method: fc.constantFrom('value' as const, 'quantity' as const),
    })
    fc.assert(
      fc.property(
        fc.array(cost, { maxLength: 5 }),
        fc.array(allocationLine, { minLength: 1, maxLength: 8 }),
        (costs, lines) => {
          const totals = shipmentLineCosts(costs, lines)
          expect(totals.reduce((a, b) => a + b, 0)).toBe(costs.reduce((a, c) => a + c.local_amount, 0))
          // The shipment as answered: its total is its lines' costs, each line's unit cost per landed unit.
          const landed = shipmentCosts(costs, lines)
          expect(landed.total).toBe(costs.reduce((a, c) => a + c.local_amount, 0))
          expect(landed.lines).toEqual(
            totals.map((cost, i) => ({
              shipping_cost: cost,
              shipping_unit_cost: shippingUnitCost(cost, landedUnits(lines[i]!)),
            })),
          )
        },
      ),
    )
  })

  it('[SC1] should turn a foreign amount into cents half up, exactly for large amounts', () => {
    expect(localAmount(100_000, 1_550_000)).toBe(155_000)
    expect(localAmount(1, 500_000)).toBe(1)
    expect(localAmount(1, 499_999)).toBe(0)
    expect(localAmount(10_000_000_000, 999_999_999_999)).toBe(9_999_999_999_990_000)
    expect(rateMillionths(1.55)).toBe(1_550_000)
    expect(rateMillionths(0.123456)).toBe(123_456)
    expect(rateMillionths(0.1234567)).toBeUndefined()
    expect(shippingCostProblem({ currency: 'AUD', exchange_rate: 1.2 }, 'AUD')).toMatchObject({
      field: 'exchange_rate',
    })
    expect(shippingCostProblem({ currency: 'USD', exchange_rate: 1.2 }, 'AUD')).toBeUndefined()
  })

  it('[SC4] should post a balanced journal: Dr Inventory, Cr Accounts Payable unless accounts are chosen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (amount) => {
        const lines = shippingCostPosting(amount, { debit: null, credit: null })
        expect(postingImbalance(lines)).toBe(0)
        expect(lines).toEqual([
          expect.objectContaining({ role: 'inventory', amount }),
          expect.objectContaining({ role: 'payables', amount: -amount }),
        ])
      }),
    )
    expect(shippingCostPosting(500, { debit: 12, credit: 34 })).toEqual([
      expect.objectContaining({ account: 12, amount: 500 }),
      expect.objectContaining({ account: 34, amount: -500 }),
    ])
  })
})
