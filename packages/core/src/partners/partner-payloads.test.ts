import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  centsOfDecimal,
  decimalMoney,
  e164Phone,
  klaviyoConsent,
  klaviyoPlacedOrderBody,
  shopifyProductBody,
} from './partner-payloads.ts'

describe('partner money', () => {
  it('should read back every amount it writes as decimal text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = decimalMoney(cents)
        expect(text).toMatch(/^-?\d+\.\d\d$/)
        expect(centsOfDecimal(text)).toBe(cents)
      }),
    )
  })

  it('should refuse text that is not money', () => {
    for (const text of ['', 'abc', '1.234', '1,000', '1e5', null, undefined])
      expect(centsOfDecimal(text)).toBeUndefined()
    expect(centsOfDecimal('0.5')).toBe(50)
    expect(centsOfDecimal(20.4)).toBe(2040)
  })
})

describe('partner payloads', () => {
  it('should give Klaviyo only E.164 numbers', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (phone) => {
        const made = e164Phone(phone)
        if (made !== undefined) expect(made).toMatch(/^\+[1-9]\d{6,14}$/)
      }),
    )
    expect(e164Phone('0412 345 678')).toBe('+61412345678')
  })

  it('should keep email and SMS consent apart', () => {
    const customer = { id: 1, first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '0412345678' }
    expect(klaviyoConsent({ ...customer, email_subscriber: true, sms_subscriber: false })).toEqual({
      email: 'SUBSCRIBED',
      sms: 'UNSUBSCRIBED',
    })
    expect(
      klaviyoConsent({ ...customer, phone: '', email_subscriber: false, sms_subscriber: true }).sms,
    ).toBeNull()
  })

  it('should key a Placed Order event by its receipt number, value in dollars', () => {
    const body = klaviyoPlacedOrderBody(
      { receipt_number: 'R-1', created: '2026-11-24T09:30:00.123Z', total: 2995, currency: 'AUD', lines: [] },
      { id: 4, email: 'a@b.co' },
    )
    expect(body.data.attributes).toMatchObject({
      unique_id: 'R-1',
      value: 29.95,
      time: '2026-11-24T09:30:00+00:00',
    })
  })

  it('should send a variant per item with the price as text and never the inventory quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 5 }), (price, count) => {
        const body = shopifyProductBody({
          id: 1,
          style: 'TEE',
          name: 'Tee',
          description: '',
          vendor: '',
          type: '',
          tags: [],
          option_names: ['Size'],
          weight_grams: 0,
          price,
          items: Array.from({ length: count }, (_, i) => ({
            id: i + 1,
            sku: `TEE-${i}`,
            barcode: '',
            option1: `S${i}`,
            option2: '',
            option3: '',
          })),
        })
        expect(body.product.variants).toHaveLength(count)
        for (const variant of body.product.variants) {
          expect(centsOfDecimal(variant.price)).toBe(price)
          expect(variant).not.toHaveProperty('inventory_quantity')
        }
      }),
    )
  })
})
