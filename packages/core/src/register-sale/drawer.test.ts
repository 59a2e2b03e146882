import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { opensCashDrawer } from './drawer.ts'

const payment = fc.record({
  processor: fc.constantFrom('cash', 'gift_card', 'store_credit', 'loyalty', 'adyen', 'rounding'),
  amount: fc.integer({ min: -100_000, max: 100_000 }),
})

describe('cash drawer on a completed sale', () => {
  it('opens exactly when some payment moved cash, in or out', () => {
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 6 }), (payments) => {
        const moved = payments.filter((p) => p.processor === 'cash' && p.amount !== 0)
        expect(opensCashDrawer(payments)).toBe(moved.length > 0)
      }),
    )
  })

  it('stays shut for card or gift card only, opens for a cash refund', () => {
    expect(opensCashDrawer([{ processor: 'adyen', amount: 5000 }])).toBe(false)
    expect(opensCashDrawer([])).toBe(false)
    expect(opensCashDrawer([{ processor: 'cash', amount: -1200 }])).toBe(true)
  })
})
