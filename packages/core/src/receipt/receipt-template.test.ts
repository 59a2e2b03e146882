import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PRINT_TEMPLATE_KINDS, renderTemplate } from '../company-admin/templates.ts'
import { formatReceiptMoney } from '../money/format.ts'
import { minor } from '../money/minor.ts'
import { recomputeSale } from '../sale/recompute.ts'
import { arbSale, context, line, sale } from '../test/fixtures.ts'
import { RECEIPT_WIDTH, textWidth } from './layout.ts'
import { layoutReceipt, receiptTemplateValues, templatedReceiptDocument } from './receipt-template.ts'

const store = {
  name: 'Bondi Store',
  address: { address1: '', city: '', province_code: '', zip: '', country: 'AU' },
}

function example() {
  const s = sale([
    line('a', { price: 1995, quantity: 2, item: { sku: 'TEE-RED-M', name: 'Tee Red M' } }),
    line('b', { price: 1008, item: { sku: 'SOCK', name: 'Socks' } }),
  ])
  return recomputeSale(s, context())
}

describe('receipt templates [RCP10]', () => {
  it('[RCP10] fills the receipt placeholders from the sale', () => {
    const { sale: s, totals } = example()
    const values = receiptTemplateValues(s, totals, store, { utcOffsetMinutes: 600, firstName: 'Alex' })
    expect(values).toEqual({
      first_name: 'Alex',
      store_name: 'Bondi Store',
      receipt_number: 'R1-000123',
      date: '15/06/2026 12:00',
      served_by: 'Sam',
      lines: [`2 x Tee Red M${' '.repeat(29)}$39.90`, `1 x Socks${' '.repeat(33)}$10.08`].join('\n'),
      total: '$49.98',
      tax: '$4.55',
    })
    const gift = receiptTemplateValues(s, totals, store, { gift: true, dateOnly: true })
    expect(gift.lines).toBe('2 x Tee Red M\n1 x Socks')
    expect(gift.date).toBe('15/06/2026')
  })

  it('[RCP10] every placeholder a receipt print template offers is filled', () => {
    const { sale: s, totals } = example()
    const values = receiptTemplateValues(s, totals, store)
    for (const name of Object.keys(PRINT_TEMPLATE_KINDS.receipt.sample)) {
      if (name !== 'company_name' && name !== 'company_abn') expect(values).toHaveProperty(name)
    }
  })

  it('[RCP10][RCP1] a templated receipt keeps rows that fit as written, wraps the rest, and ends with the barcode and cut', () => {
    fc.assert(
      fc.property(arbSale, (generated) => {
        const { sale: s, totals } = recomputeSale(generated, context())
        const values = receiptTemplateValues(s, totals, store)
        const text = renderTemplate(PRINT_TEMPLATE_KINDS.receipt.body, { ...values, company_name: 'Harbour' })
        const document = templatedReceiptDocument(text, s.receipt_number)
        for (const row of document.rows) {
          if (row.kind === 'text') expect(textWidth(row.text)).toBeLessThanOrEqual(RECEIPT_WIDTH)
        }
        const rows = document.rows.flatMap((row) => (row.kind === 'text' ? [row.text] : []))
        expect(rows).toContain(`Total ${formatReceiptMoney(minor(totals.total), s.currency)}`)
        expect(document.rows.at(-1)).toEqual({ kind: 'cut' })
        expect(document.rows.some((row) => row.kind === 'barcode')).toBe(true)
      }),
      { numRuns: 50 },
    )
  })

  it('[RCP10] a register prints the gift receipt layout for a gift receipt, and the standard one without a layout', () => {
    const { sale: s, totals } = example()
    const layouts = {
      receipt: 'Receipt {{receipt_number}} {{total}}',
      gift_receipt: '{{company_name}} gift {{receipt_number}}\n{{lines}}',
      company: { company_name: 'Harbour', company_abn: '' },
    }
    const texts = (gift: boolean) =>
      layoutReceipt(s, totals, store, layouts, { gift })?.rows.flatMap((row) =>
        row.kind === 'text' ? [row.text] : [],
      )
    expect(texts(true)?.slice(0, 3)).toEqual(['Harbour gift R1-000123', '2 x Tee Red M', '1 x Socks'])
    expect(texts(false)?.[0]).toBe('Receipt R1-000123 $49.98')
    expect(layoutReceipt(s, totals, store, { ...layouts, receipt: null })).toBeUndefined()
    expect(layoutReceipt(s, totals, store, null)).toBeUndefined()
  })
})
