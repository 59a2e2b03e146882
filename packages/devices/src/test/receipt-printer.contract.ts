// One contract for every ReceiptPrinter (style guideline 7). Skips carry their reason.
import {
  AU_TAX,
  computeTotals,
  minor,
  type ReceiptDocument,
  type ReceiptTemplate,
  receiptDocument,
  type Sale,
} from '@pos/core'
import { describe, expect, it } from 'vitest'
import type { ReceiptPrinter } from '../printer/receipt-printer.ts'

export type PrinterContractOptions = {
  name: string
  create(): ReceiptPrinter
  /** The text the device printed last, or null. */
  lastPrinted(): string | null
  /** Makes the next print fail as the device would (cover open, a dialog that errors). */
  failNext(): void
  /** Restores normal printing. */
  recover(): void
  /** Whether a drawer pulse was seen since the last call; null when the device has no drawer. */
  drawerPulsed(): boolean | null
}

const template: ReceiptTemplate = {
  receipt_logo: null,
  receipt_header: 'Contract Store',
  receipt_title: 'Tax Invoice',
  receipt_footer: 'Thank you',
  receipt_show_store_address: false,
  receipt_show_served_by: false,
  receipt_served_by_text: '',
  receipt_subtotal_text: 'Subtotal',
  receipt_line_details: 1,
}

/** A small paid sale as core's receipt document. */
export function contractReceipt(receiptNumber: string): ReceiptDocument {
  const sale: Sale = {
    id: receiptNumber,
    receipt_number: receiptNumber,
    created: '2026-11-21T05:00:00.000Z',
    currency: 'AUD',
    lines: [
      {
        id: 'l1',
        item: { sku: 'MUG-1', name: 'Enamel mug' },
        product: { name: 'Enamel mug' },
        item_id: 'i1',
        quantity: 2,
        item_price: minor(1250),
        tax_percent: 10,
        item_discount: minor(0),
        item_loyalty: 0,
        total_tax: minor(227),
      },
    ],
    payments: [
      {
        payment_method: 'card',
        amount: minor(2500),
        processor: 'adyen',
        name: 'Card',
        processed: true,
        date: '2026-11-21T05:00:00.000Z',
      },
    ],
    customer_id: null,
    shipping: null,
    promo_codes: [],
    total_loyalty: minor(0),
    total_loyalty_points: 0,
    employee: null,
    fulfillments: [],
    gift_receipt: false,
    payment_recovery: null,
  }
  return receiptDocument(sale, computeTotals(sale, AU_TAX), template, {
    name: 'Contract',
    address: { address1: '', city: '', province_code: '', zip: '', country: 'AU' },
  })
}

export function runReceiptPrinterContract(options: PrinterContractOptions): void {
  describe(`ReceiptPrinter contract: ${options.name}`, () => {
    it('prints core receipt documents with the receipt number and total', async () => {
      const outcome = await options.create().print(contractReceipt('C-1001'), { jobId: 'C-1001' })
      expect(outcome).toEqual({ ok: true, value: undefined })
      const text = options.lastPrinted() ?? ''
      expect(text).toContain('Receipt C-1001')
      expect(text).toMatch(/TOTAL\s+\$25\.00/)
      expect(text).toContain('Enamel mug')
    })

    it('reports a failed print as a retryable value, never a throw', async () => {
      options.failNext()
      const outcome = await options.create().print(contractReceipt('C-1002'))
      options.recover()
      expect(outcome.ok).toBe(false)
      if (!outcome.ok) expect(outcome.error.retryable).toBe(true)
    })

    it('pulses the cash drawer, or says it has none', async () => {
      const printer = options.create()
      const outcome = await printer.openDrawer()
      const pulsed = options.drawerPulsed()
      if (pulsed === null) {
        expect(outcome).toMatchObject({ ok: false, error: { retryable: false } })
        return
      }
      expect(outcome.ok).toBe(true)
      expect(pulsed).toBe(true)
      expect((await printer.print(contractReceipt('C-1003'), { openDrawer: true })).ok).toBe(true)
      expect(options.drawerPulsed()).toBe(true)
    })
  })
}
