import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { manualDiscountAmount, spreadSaleDiscount } from './manual-discount.ts'

const staff = { id: 'staff', name: 'Staff', max_discount_percent: 20 }
const manager = { id: 'manager', name: 'Manager', max_discount_percent: 0 }

describe('manual discounts', () => {
  it('[DSC1] a discount needs a known reason', () => {
    const result = manualDiscountAmount(
      minor(1000),
      { kind: 'percent', value: 10, reason_id: 'x' },
      undefined,
    )
    expect(result).toEqual({
      ok: false,
      error: { code: 'UNKNOWN_REASON', message: 'Select a discount reason' },
    })
  })

  it('[DSC2] the reason caps the discount; 0 means unlimited', () => {
    const ask = { kind: 'percent', value: 50, reason_id: 'staff' } as const
    expect(manualDiscountAmount(minor(1999), ask, staff)).toEqual({
      ok: true,
      value: { amount: 399, capped: true },
    })
    expect(manualDiscountAmount(minor(1999), ask, manager)).toEqual({
      ok: true,
      value: { amount: 1000, capped: false },
    })
  })

  it('[DSC3] a percentage rounds half-up; an amount stops at the gross', () => {
    expect(
      manualDiscountAmount(minor(1005), { kind: 'percent', value: 10, reason_id: 'm' }, manager),
    ).toEqual({
      ok: true,
      value: { amount: 101, capped: false },
    })
    expect(manualDiscountAmount(minor(500), { kind: 'amount', value: 900, reason_id: 'm' }, manager)).toEqual(
      {
        ok: true,
        value: { amount: 500, capped: false },
      },
    )
  })

  it('[DSC1] a percentage over 100 or a negative amount is invalid', () => {
    expect(
      manualDiscountAmount(minor(500), { kind: 'percent', value: 120, reason_id: 'm' }, manager).ok,
    ).toBe(false)
    expect(manualDiscountAmount(minor(500), { kind: 'amount', value: -1, reason_id: 'm' }, manager).ok).toBe(
      false,
    )
  })

  it('[DSC4] a return discount mirrors the sale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (gross, percent, max) => {
          const reason = { id: 'r', name: 'r', max_discount_percent: max }
          const ask = { kind: 'percent', value: percent, reason_id: 'r' } as const
          const sale = manualDiscountAmount(minor(gross), ask, reason)
          const refund = manualDiscountAmount(minor(-gross), ask, reason)
          if (!sale.ok || !refund.ok) throw new Error('unexpected')
          expect(refund.value.amount).toBe(-sale.value.amount || 0)
          expect(sale.value.amount).toBeLessThanOrEqual(gross)
          if (max > 0) expect(sale.value.amount * 100).toBeLessThanOrEqual(gross * max)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('[DSC5] a sale discount spreads by net amount and never exceeds a line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (nets, seed) => {
          const sum = nets.reduce((a, b) => a + b, 0)
          const amount = sum === 0 ? 0 : seed % (sum + 1)
          const parts = spreadSaleDiscount(
            minor(amount),
            nets,
            nets.map((_, i) => i),
          )
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount)
          if (sum > 0) for (const [i, part] of parts.entries()) expect(part).toBeLessThanOrEqual(nets[i]!)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
