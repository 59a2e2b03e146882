import { describe, expect, it } from 'vitest'
import { methodProcessor, methodRounding } from '../tenders/payment-methods.ts'
import { parseWith } from './parse.ts'
import { CustomerSchema, GiftCardSchema, LoyaltyProgramSchema, PaymentMethodSchema } from './payments.ts'
import { RegisterSchema, RegisterTemplateSchema, StoreSchema } from './setup.ts'

describe('register set-up and payment schemas', () => {
  it('a payment method parses and its processor and rounding are read from metadata.pos', () => {
    const parsed = parseWith(PaymentMethodSchema, {
      id: 7,
      name: 'Cash',
      metadata: { pos: { payment_processor: { value: 'cash' }, rounding: { value: '5' } } },
    })
    if (!parsed.ok) throw new Error(parsed.error.message)
    expect(methodProcessor(parsed.value)).toBe('cash')
    expect(methodRounding(parsed.value)).toBe(5)
    expect(parsed.value.system_type).toBeNull()
  })

  it('customer, gift card and loyalty program parse with defaults', () => {
    expect(parseWith(CustomerSchema, { id: 'c', loyalty_points: 120 })).toMatchObject({
      ok: true,
      value: { credit_balance: 0, loyalty: false, loyalty_points: 120 },
    })
    expect(
      parseWith(GiftCardSchema, { serial: 'GC1', current_amount: 2500, expiration: '0001-01-01T00:00:00Z' }),
    ).toMatchObject({
      ok: true,
      value: { expiration: null },
    })
    expect(parseWith(LoyaltyProgramSchema, { point_value: 1, tier_calculation: 'visits' })).toMatchObject({
      ok: false,
      error: { message: 'tier_calculation: Tiers are by spend, transactions or items' },
    })
  })

  it('register, template and store parse; line details must be 0, 1 or 2', () => {
    expect(
      parseWith(RegisterSchema, { id: 1, name: 'Front', printer_type: 'epson', printer_ip: '10.0.0.9' }).ok,
    ).toBe(true)
    expect(parseWith(RegisterTemplateSchema, { receipt_line_details: 3 })).toMatchObject({
      ok: false,
      error: { message: 'receipt_line_details: Line details are 0 (SKU), 1 (name) or 2 (both)' },
    })
    expect(parseWith(StoreSchema, { name: 'Bondi', address: { city: 'Bondi' } })).toMatchObject({
      ok: true,
      value: { status: 'open', address: { address1: '', city: 'Bondi' } },
    })
  })
})
