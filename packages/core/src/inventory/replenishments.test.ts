import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  proposedQuantity,
  replenishmentLevels,
  replenishmentResource,
  transferRefusal,
} from './replenishments.ts'

const levels = fc
  .record({
    on_hand: fc.integer({ min: -50, max: 500 }),
    minimum: fc.integer({ min: 0, max: 200 }),
    extra: fc.integer({ min: 0, max: 300 }),
    sold: fc.integer({ min: 0, max: 2000 }),
    days: fc.integer({ min: 0, max: 60 }),
    source_available: fc.option(fc.integer({ min: -20, max: 1000 }), { nil: null }),
  })
  .map(({ extra, ...rest }) => ({ ...rest, maximum: rest.minimum + extra }))

describe('replenishment proposals', () => {
  it('[RP1] should never propose a negative quantity, nor more than the source can spare', () => {
    fc.assert(
      fc.property(levels, (input) => {
        const q = proposedQuantity(input)
        expect(q).toBeGreaterThanOrEqual(0)
        if (input.source_available !== null)
          expect(q).toBeLessThanOrEqual(Math.max(0, input.source_available))
      }),
    )
  })

  it('[RP2] should fill exactly to the fill level when at or under the reorder level and the source has enough', () => {
    fc.assert(
      fc.property(levels, (input) => {
        const unlimited = { ...input, source_available: null }
        const { reorder_at, fill_to } = replenishmentLevels(unlimited)
        const q = proposedQuantity(unlimited)
        if (input.on_hand <= reorder_at && fill_to > input.on_hand) expect(input.on_hand + q).toBe(fill_to)
        else expect(q).toBe(0)
      }),
    )
  })

  it('[RP3] should propose nothing above the reorder level, and more for a faster seller', () => {
    fc.assert(
      fc.property(levels, fc.integer({ min: 1, max: 500 }), (input, more) => {
        const { reorder_at } = replenishmentLevels(input)
        expect(proposedQuantity({ ...input, on_hand: reorder_at + 1 })).toBe(0)
        const slow = proposedQuantity({ ...input, days: 28, source_available: null })
        const fast = proposedQuantity({ ...input, days: 28, sold: input.sold + more, source_available: null })
        expect(fast).toBeGreaterThanOrEqual(slow)
      }),
    )
  })

  it('[RP4] should make a transfer only of a replenishment with a source, lines and no transfer yet', () => {
    const line = { item_id: 1, quantity: 2 }
    expect(transferRefusal({ source_warehouse_id: 1, transfer_id: null, lines: [line] })).toBeUndefined()
    expect(transferRefusal({ source_warehouse_id: null, transfer_id: null, lines: [line] })?.code).toBe(
      'source',
    )
    expect(transferRefusal({ source_warehouse_id: 1, transfer_id: 3, lines: [line] })?.code).toBe(
      'transferred',
    )
    expect(transferRefusal({ source_warehouse_id: 1, transfer_id: null, lines: [] })?.code).toBe('no_lines')
  })

  it("[RP5] should refuse a replenishment without a destination with 'Missing Warehouse'", () => {
    const parsed = v.safeParse(replenishmentResource.create, { reference: 'R-2' })
    expect(parsed.success).toBe(false)
    expect(parsed.issues?.[0]?.message).toBe('Missing Warehouse')
    const same = replenishmentResource.check?.(
      { reference: '', source_warehouse_id: 3, destination_warehouse_id: 3, lines: [] },
      undefined,
    )
    expect(same?.message).toBe('The from and to warehouses must be different')
  })
})
