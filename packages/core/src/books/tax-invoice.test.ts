import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatReceiptMoney } from '../money/format.ts'
import type { Minor } from '../money/minor.ts'
import { invoiceAllows, invoiceTotals } from './invoice-rules.ts'
import {
  auDate,
  companyAddressLines,
  invoiceEmailValues,
  invoiceFileName,
  type TaxInvoiceInput,
  taxInvoiceDocument,
} from './tax-invoice.ts'
import type { TaxType } from './tax-rates.ts'

const money = (cents: number) => formatReceiptMoney(cents as Minor)

const base: TaxInvoiceInput = {
  seller: { name: 'Harbour Goods', abn: '51824753556', address: ['1 George St', 'Sydney NSW 2000'] },
  number: 'INV-0042',
  date: '2026-07-01',
  due_date: '2026-07-31',
  reference: 'PO 77',
  customer: { name: 'Acme Pty Ltd', email: 'accounts@acme.test' },
  status: 'awaiting_payment',
  tax_inclusive: true,
  paid: 0,
  lines: [
    { description: 'Fit-out', quantity: 2, unit_price: 5500, taxType: 'OUTPUT' },
    { description: 'Bread', quantity: 1, unit_price: 450, taxType: 'EXEMPTOUTPUT' },
  ],
}

const taxTypes: TaxType[] = ['OUTPUT', 'EXEMPTOUTPUT', 'INPUTTAXED', 'BASEXCLUDED']
const line = fc.record({
  description: fc.string({ maxLength: 20 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  unit_price: fc.integer({ min: 0, max: 2_000_000 }),
  taxType: fc.constantFrom(...taxTypes),
})

describe('tax invoice [GL14]', () => {
  it('[GL14] shows "Tax Invoice", the seller and ABN, the dates, the customer, each line with its GST and the totals', () => {
    const document = taxInvoiceDocument(base)
    expect(document.title).toBe('Tax Invoice')
    expect(document.seller).toEqual({
      name: 'Harbour Goods',
      abn: 'ABN 51 824 753 556',
      address: ['1 George St', 'Sydney NSW 2000'],
    })
    expect(document.details).toEqual([
      { label: 'Invoice number', value: 'INV-0042' },
      { label: 'Date', value: '01/07/2026' },
      { label: 'Due date', value: '31/07/2026' },
      { label: 'Reference', value: 'PO 77' },
    ])
    expect(document.billTo).toEqual(['Acme Pty Ltd', 'accounts@acme.test'])
    expect(document.lines).toEqual([
      { description: 'Fit-out', quantity: '2', unitPrice: '$55.00', gst: '$10.00', amount: '$110.00' },
      { description: 'Bread', quantity: '1', unitPrice: '$4.50', gst: 'GST Free Income', amount: '$4.50' },
    ])
    expect(document.totals).toEqual([
      { label: 'Subtotal (ex GST)', value: '$104.50' },
      { label: 'Total GST', value: '$10.00' },
      { label: 'Total (incl. GST)', value: '$114.50' },
      { label: 'Amount due', value: '$114.50' },
    ])
    expect(document.draft).toBe(false)
  })

  it('[GL14] a seller without a valid ABN issues an invoice, not a tax invoice, and says why', () => {
    for (const abn of ['', '51824753557']) {
      const document = taxInvoiceDocument({ ...base, seller: { ...base.seller, abn } })
      expect(document.title).toBe('Invoice')
      expect(document.seller.abn).toBe('')
      expect(document.notes).toContain('Not a tax invoice: the seller has no ABN on record.')
    }
  })

  it('[GL14] its amounts are core invoiceTotals: lines add up to the GST, total = subtotal + GST, due = total − paid', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        fc.nat(),
        (lines, inclusive, paidSeed) => {
          const totals = invoiceTotals(lines, inclusive)
          const paid = totals.total === 0 ? 0 : paidSeed % (totals.total + 1)
          const document = taxInvoiceDocument({ ...base, lines, tax_inclusive: inclusive, paid })
          expect(document.amounts).toEqual({
            subtotal: totals.subtotal,
            tax: totals.tax,
            total: totals.total,
            paid,
            due: totals.total - paid,
          })
          expect(document.amounts.total).toBe(document.amounts.subtotal + document.amounts.tax)
          expect(document.totals.at(-1)).toEqual({ label: 'Amount due', value: money(totals.total - paid) })
          expect(document.totals.some((row) => row.label === 'Paid')).toBe(paid > 0)
          expect(document.lines).toHaveLength(lines.length)
          document.lines.forEach((shown, i) => {
            expect(shown.amount).toBe(money(totals.lines[i]!.amount))
          })
        },
      ),
    )
  })

  it('[GL14] fills the invoice email placeholders from the document', () => {
    const document = taxInvoiceDocument({ ...base, paid: 1450 })
    expect(invoiceEmailValues(document)).toEqual({
      company_name: 'Harbour Goods',
      company_abn: '51 824 753 556',
      customer_name: 'Acme Pty Ltd',
      invoice_number: 'INV-0042',
      due_date: '31/07/2026',
      total: '$114.50',
      amount_due: '$100.00',
    })
  })

  it('[GL14] only an approved or paid invoice is emailed', () => {
    const allows = (status: 'draft' | 'awaiting_payment' | 'paid' | 'canceled') =>
      invoiceAllows({ status, total: 100, paid: 0 }).email
    expect([allows('draft'), allows('awaiting_payment'), allows('paid'), allows('canceled')]).toEqual([
      false,
      true,
      true,
      false,
    ])
  })

  it("lays out the company's address as lines, empty parts left out", () => {
    expect(
      companyAddressLines({
        address1: ' 1 Harbour St ',
        address2: '',
        city: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        country: 'Australia',
      }),
    ).toEqual(['1 Harbour St', 'Sydney NSW 2000', 'Australia'])
    expect(companyAddressLines({ city: 'Hobart', postcode: 7000, country: '' })).toEqual(['Hobart'])
    expect(companyAddressLines(null)).toEqual([])
  })

  it('writes dates as DD/MM/YYYY and file names without unsafe characters', () => {
    expect(auDate('2026-12-09')).toBe('09/12/2026')
    expect(invoiceFileName('INV-0042')).toBe('INV-0042.pdf')
    expect(invoiceFileName('A/B "x"')).toBe('A-B-x-.pdf')
    fc.assert(
      fc.property(fc.string(), (number) => {
        expect(invoiceFileName(number)).toMatch(/^[A-Za-z0-9._-]+\.pdf$/)
      }),
    )
  })
})
