import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePayload } from '../admin/parse-payload.ts'
import {
  cashCountTotal,
  cashVariance,
  closeNeedsConfirmation,
  denominations,
  expectedCash,
  saleCashTaken,
  tenderSummary,
} from './cash.ts'
import { mayCreateStore } from './licence.ts'
import { PostedSaleSchema, RegisterEditPayloadSchema } from './payloads.ts'
import { defaultPaymentMethods } from './payment-method-defaults.ts'
import { nextReceiptNumber, parseReceiptNumber, receiptPrefix } from './receipt-numbers.ts'
import { RETURN_ERRORS, returnableQuantity, returnProblem, type SoldLine } from './returns.ts'

describe('receipt numbers', () => {
  it('[RN1] should never give two registers or two counters the same number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (r1, r2, c1, c2) => {
          const a = nextReceiptNumber(receiptPrefix(r1), c1)
          const b = nextReceiptNumber(receiptPrefix(r2), c2)
          expect(a === b).toBe(r1 === r2 && c1 === c2)
        },
      ),
    )
  })

  it('[RN3] should read back the prefix and counter it made', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), fc.integer({ min: 1, max: 1e12 }), (r, c) => {
        const prefix = receiptPrefix(r)
        expect(parseReceiptNumber(nextReceiptNumber(prefix, c))).toEqual({ prefix, counter: c })
      }),
    )
  })

  it('[RN1] should sort one register’s first million receipts in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_998 }), (c) => {
        expect(nextReceiptNumber('R1', c) < nextReceiptNumber('R1', c + 1)).toBe(true)
      }),
    )
    expect(nextReceiptNumber('R1', 42)).toBe('R1-000042')
    expect(() => nextReceiptNumber('R-1', 1)).toThrow(RangeError)
  })
})

describe('cash count and expected cash', () => {
  it('[CASH1] should count AUD without 1c and 2c coins', () => {
    expect(denominations('AUD')).not.toContain(1)
    expect(denominations('AUD')).not.toContain(2)
    expect(denominations('NZD')).not.toContain(5)
  })

  it('[CASH2] should total a count and refuse a denomination the currency lacks', () => {
    expect(cashCountTotal({ '5000': 2, '200': 3, '5': 1 }, 'AUD')).toEqual({ ok: true, value: 10605 })
    const bad = cashCountTotal({ '1': 3 }, 'AUD')
    expect(bad.ok).toBe(false)
  })

  it('[CASH2] should be additive over counts', () => {
    const denoms = denominations('AUD')
    const count = fc.dictionary(fc.constantFrom(...denoms.map(String)), fc.integer({ min: 0, max: 1000 }))
    fc.assert(
      fc.property(count, count, (a, b) => {
        const merged: Record<string, number> = { ...a }
        for (const [k, n] of Object.entries(b)) merged[k] = (merged[k] ?? 0) + n
        const ta = cashCountTotal(a, 'AUD')
        const tb = cashCountTotal(b, 'AUD')
        const tm = cashCountTotal(merged, 'AUD')
        if (!ta.ok || !tb.ok || !tm.ok) throw new Error('unexpected refusal')
        expect(tm.value).toBe(ta.value + tb.value)
      }),
    )
  })

  it('[CASH3-CASH5] should balance exactly when the count is what is expected', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: -1e6, max: 1e7 }),
        fc.integer({ min: -1e5, max: 1e5 }),
        fc.integer({ min: 0, max: 1e7 }),
        (float, cashSales, pettyCash, counted) => {
          const expected = expectedCash({ float, cashSales, pettyCash })
          expect(expected).toBe(float + cashSales + pettyCash)
          expect(cashVariance(counted, expected) + expected).toBe(counted)
          expect(closeNeedsConfirmation(counted, expected)).toBe(counted !== expected)
        },
      ),
    )
  })

  it('[CASH6] should keep cash tendered minus the change', () => {
    expect(
      saleCashTaken(
        [
          { processor: 'cash', amount: 5000 },
          { processor: 'linkly', amount: 1000 },
          { processor: '', amount: 2 },
        ],
        810,
      ),
    ).toBe(4190)
  })

  it('[CASH7] should sum the close summary to the payments', () => {
    const payment = fc.record({
      name: fc.constantFrom('Cash', 'Card', 'Gift Card'),
      amount: fc.integer({ min: -1e5, max: 1e5 }),
    })
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 30 }), (payments) => {
        const rows = tenderSummary(payments)
        expect(rows.reduce((s, r) => s + r.total, 0)).toBe(payments.reduce((s, p) => s + p.amount, 0))
        expect(rows.reduce((s, r) => s + r.count, 0)).toBe(payments.length)
        expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length)
      }),
    )
  })
})

describe('returns', () => {
  const sold = (quantity: number, returned: number): SoldLine => ({ line_id: '7', quantity, returned })

  it('[RET1] should never allow more back than was sold minus returned', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        (q, r, ask) => {
          const line = sold(q, -Math.min(r, q))
          const result = returnProblem(
            [{ quantity: -ask, return_of_line_id: '7' }],
            new Map([['7', line]]),
            false,
          )
          expect(result.ok).toBe(ask <= returnableQuantity(line))
          if (!result.ok) expect(result.error).toBe(RETURN_ERRORS.ALREADY_RETURNED)
        },
      ),
    )
  })

  it('[RET3] should add up two lines returning the same original', () => {
    const lines = [
      { quantity: -1, return_of_line_id: '7' },
      { quantity: -1, return_of_line_id: '7' },
    ]
    expect(returnProblem(lines, new Map([['7', sold(2, -1)]]), false)).toEqual({
      ok: false,
      error: RETURN_ERRORS.ALREADY_RETURNED,
    })
  })

  it('[RET4] should need unlinked returns for a negative line without an original', () => {
    expect(returnProblem([{ quantity: -1 }], new Map(), false)).toEqual({
      ok: false,
      error: RETURN_ERRORS.UNLINKED_NOT_ALLOWED,
    })
    expect(returnProblem([{ quantity: -1 }], new Map(), true).ok).toBe(true)
  })
})

describe('licence, payment methods and payloads', () => {
  it('[LIC1] should allow stores up to the licence', () => {
    expect(mayCreateStore(2, 3)).toBe(true)
    expect(mayCreateStore(3, 3)).toBe(false)
  })

  it('[PM1] should round cash to the currency increment and include a rounding method', () => {
    const aud = defaultPaymentMethods('AUD')
    expect(aud.find((m) => m.name === 'Cash')?.metadata.pos?.rounding?.value).toBe(5)
    expect(defaultPaymentMethods('NZD').find((m) => m.name === 'Cash')?.metadata.pos?.rounding?.value).toBe(
      10,
    )
    expect(
      defaultPaymentMethods('USD').find((m) => m.name === 'Cash')?.metadata.pos?.rounding,
    ).toBeUndefined()
    expect(aud.filter((m) => m.system_type === 'rounding').map((m) => m.name)).toEqual(['Rounding'])
  })

  it('should ask an Epson register for its printer address', () => {
    expect(parsePayload(RegisterEditPayloadSchema, { name: 'Front', printer_type: 'epson' })).toEqual({
      ok: false,
      error: 'An Epson printer needs its IP address',
    })
  })

  it('should keep the return link and the register of a posted sale', () => {
    const parsed = parsePayload(PostedSaleSchema, {
      id: 'abcdef12-0000',
      receipt_number: 'R1-000001',
      created: '2026-01-01T00:00:00Z',
      register_id: 1,
      store_id: 2,
      lines: [
        {
          id: 'l1',
          item: { sku: 'A' },
          product: { name: 'A' },
          item_id: '5',
          quantity: -1,
          item_price: 100,
          tax_percent: 10,
          item_discount: 0,
          item_loyalty: 0,
          total_tax: -9,
          return_of_line_id: 44,
        },
      ],
      payments: [],
    })
    expect(parsed.ok && parsed.value.lines[0]?.return_of_line_id).toBe('44')
    expect(parsed.ok && parsed.value.register_id).toBe(1)
  })
})
