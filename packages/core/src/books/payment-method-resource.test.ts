import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PAYMENT_PROCESSORS } from '../tenders/payment-methods.ts'
import { methodMetadataWith, methodSettingsOf } from './payment-method-resource.ts'

const processor = fc.constantFrom(...Object.values(PAYMENT_PROCESSORS))
const rounding = fc.integer({ min: 0, max: 100 })
const other = fc.dictionary(
  fc.string({ minLength: 1 }).filter((k) => k !== 'pos'),
  fc.jsonValue(),
)

describe('payment method settings', () => {
  it('should read back the processor and rounding written, a rounding of 0 or 1 being none', () => {
    fc.assert(
      fc.property(other, processor, rounding, (metadata, p, r) => {
        expect(methodSettingsOf(methodMetadataWith(metadata, p, r))).toEqual({
          processor: p,
          rounding: r > 1 ? r : 0,
        })
      }),
    )
  })

  it("should keep every other setting of the method, the register's and other products'", () => {
    fc.assert(
      fc.property(other, fc.jsonValue(), processor, rounding, (metadata, tip, p, r) => {
        const before = { ...metadata, pos: { tip: { value: tip }, rounding: { value: 5 } } }
        const after = methodMetadataWith(before, p, r)
        for (const key of Object.keys(metadata)) expect(after[key]).toEqual(metadata[key])
        expect((after.pos as Record<string, unknown>).tip).toEqual({ value: tip })
      }),
    )
  })
})
