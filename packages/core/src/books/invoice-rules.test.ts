import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isRefusal } from '../resource/refusal.ts'
import {
  approvedInvoicePosting,
  type InvoiceRuleLine,
  invoiceAfterPayment,
  invoiceAllows,
  invoiceNumber,
  invoiceOwed,
  invoiceTotals,
} from './invoice-rules.ts'
import { postingImbalance } from './posting.ts'
import type { TaxType } from './tax-rates.ts'

const taxType = fc.constantFrom<TaxType>('OUTPUT', 'EXEMPTOUTPUT', 'INPUTTAXED', 'BASEXCLUDED')
const line = fc.record({
  quantity: fc.integer({ min: 1, max: 1000 }),
  unit_price: fc.integer({ min: 0, max: 10_000_000 }),
  taxType,
  account: fc.integer({ min: 1, max: 5 }),
})
const lines = fc.array(line, { minLength: 1, maxLength: 20 })

describe('invoice rules', () => {
  it('should total $110.00 of GST-inclusive lines as $100.00 + $10.00 GST, and add 10% to exclusive ones', () => {
    const gst: InvoiceRuleLine = { quantity: 2, unit_price: 5500, taxType: 'OUTPUT' }
    expect(invoiceTotals([gst], true)).toMatchObject({ subtotal: 10_000, tax: 1000, total: 11_000 })
    expect(invoiceTotals([gst], false)).toMatchObject({ subtotal: 11_000, tax: 1100, total: 12_100 })
    const free: InvoiceRuleLine = { quantity: 1, unit_price: 999, taxType: 'EXEMPTOUTPUT' }
    expect(invoiceTotals([free], true)).toMatchObject({ subtotal: 999, tax: 0, total: 999 })
  })

  it('should post a balanced invoice whose receivable is its total and whose GST is its tax', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), (written, inclusive) => {
        const totals = invoiceTotals(written, inclusive)
        expect(totals.total).toBe(totals.subtotal + totals.tax)
        // An inclusive invoice owes exactly what its lines say.
        if (inclusive) expect(totals.total).toBe(written.reduce((s, l) => s + l.quantity * l.unit_price, 0))
        const posting = approvedInvoicePosting(written, inclusive)
        expect(postingImbalance(posting)).toBe(0)
        const receivable = posting.find((l) => l.role === 'receivables')?.amount ?? 0
        expect(receivable).toBe(totals.total)
        const gst = posting.find((l) => l.role === 'gst')?.amount ?? 0
        expect(-gst + 0).toBe(totals.tax)
      }),
    )
  })

  it('should take payments up to the total and no more, and be Paid exactly when they reach it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 10 }),
        (total, amounts) => {
          let invoice = { status: 'awaiting_payment' as const, total, paid: 0 } as {
            status: 'awaiting_payment' | 'paid' | 'draft' | 'canceled'
            total: number
            paid: number
          }
          for (const amount of amounts) {
            const next = invoiceAfterPayment(invoice, amount)
            if (isRefusal(next)) {
              expect(invoice.status === 'paid' || amount > invoice.total - invoice.paid).toBe(true)
              continue
            }
            const owedBefore = invoiceOwed(invoice)
            invoice = { ...invoice, ...next }
            expect(invoiceOwed(invoice)).toBe(owedBefore - amount)
            expect(invoiceOwed(invoice)).toBeGreaterThanOrEqual(0)
            expect(invoice.paid).toBeLessThanOrEqual(total)
            expect(invoice.status === 'paid').toBe(invoice.paid === total)
          }
        },
      ),
    )
  })

  it('should let only a draft be edited, approved and deleted, and cancel only an unpaid approved invoice', () => {
    expect(invoiceAllows({ status: 'draft', total: 100, paid: 0 })).toEqual({
      edit: true,
      approve: true,
      cancel: false,
      remove: true,
      pay: false,
      email: false,
    })
    expect(invoiceAllows({ status: 'awaiting_payment', total: 100, paid: 0 })).toMatchObject({
      cancel: true,
      pay: true,
      remove: false,
    })
    expect(invoiceAllows({ status: 'awaiting_payment', total: 100, paid: 40 })).toMatchObject({
      cancel: false,
      pay: true,
    })
    // A paid invoice can still be emailed (a copy for the customer's records); nothing else changes it.
    expect(invoiceAllows({ status: 'paid', total: 100, paid: 100 })).toEqual({
      edit: false,
      approve: false,
      cancel: false,
      remove: false,
      pay: false,
      email: true,
    })
    expect(Object.values(invoiceAllows({ status: 'canceled', total: 100, paid: 100 }))).not.toContain(true)
    expect(isRefusal(invoiceAfterPayment({ status: 'draft', total: 100, paid: 0 }, 50))).toBe(true)
  })

  it('should number invoices INV-0001 on, at least four digits, each counter value its own number', () => {
    expect(invoiceNumber(1)).toBe('INV-0001')
    expect(invoiceNumber(12_345)).toBe('INV-12345')
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (counter) => {
        const number = invoiceNumber(counter)
        expect(number).toMatch(/^INV-\d{4,}$/)
        expect(Number(number.slice(4))).toBe(counter)
      }),
    )
  })
})
