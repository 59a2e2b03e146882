import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseWith } from '../schemas/parse.ts'
import { PromotionPayloadSchema, promotionStatus } from './promotions.ts'

const base = { name: 'Summer', discount: 10, discount_type: 'percentage' }

describe('PromotionPayloadSchema', () => {
  it('fills limits with 0 (unlimited) and lists with empty', () => {
    const parsed = parseWith(PromotionPayloadSchema, base)
    expect(parsed.ok && parsed.value).toMatchObject({
      limit_usage: 0,
      limit_customer_usage: 0,
      product_ids: [],
      product_marked_down: true,
      show_on_pos: true,
      from_date: null,
    })
  })

  it.each([
    [{ ...base, discount: 101 }, 'A percentage discount cannot be over 100'],
    [{ ...base, discount_type: 'amount', discount: 1.5 }, 'whole number of cents'],
    [{ ...base, minimum_item_quantity: 3, maximum_item_quantity: 2 }, 'cannot be below the minimum'],
    [{ ...base, from_date: '2026-02-01', to_date: '2026-01-01' }, 'A promotion cannot end before it starts'],
    [{ ...base, name: ' ' }, 'Please enter a name'],
    [{ ...base, limit_usage: -1 }, 'cannot be negative'],
    [{ ...base, product_ids: ['abc'] }, 'Please choose products from the list'],
  ])('refuses %j', (payload, message) => {
    const parsed = parseWith(PromotionPayloadSchema, payload)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error.message).toContain(message)
  })
})

describe('promotionStatus', () => {
  it('is exactly one of scheduled, active, expired, by the dates around now', () => {
    const instant = fc.option(fc.integer({ min: 0, max: 4_000_000_000_000 }), { nil: null })
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 0, max: 4_000_000_000_000 }), (from, to, now) => {
        const status = promotionStatus(
          {
            from_date: from === null ? null : new Date(from).toISOString(),
            to_date: to === null ? null : new Date(to).toISOString(),
          },
          new Date(now),
        )
        if (to !== null && to <= now) expect(status).toBe('expired')
        else if (from !== null && from > now) expect(status).toBe('scheduled')
        else expect(status).toBe('active')
      }),
    )
  })
})
