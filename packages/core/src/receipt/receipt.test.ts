import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minor } from '../money/minor.ts'
import { recomputeSale } from '../sale/recompute.ts'
import { arbSale, CATALOG, context, line, NOW, promotion, sale } from '../test/fixtures.ts'
import { columns, RECEIPT_WIDTH, type ReceiptRow, wrapText } from './layout.ts'
import { code128Data, type ReceiptTemplate, receiptDocument, receiptStore } from './receipt.ts'
import { renderReceiptText } from './render-text.ts'

const template: ReceiptTemplate = {
  receipt_logo: 'https://cdn.example/logos/shop.logo',
  receipt_header: 'Thanks for shopping with us',
  receipt_title: 'TAX INVOICE',
  receipt_footer: 'Returns within 30 days with receipt',
  receipt_show_store_address: true,
  receipt_show_served_by: true,
  receipt_served_by_text: 'You were served by',
  receipt_subtotal_text: 'Subtotal',
  receipt_line_details: 2,
}
const store = {
  name: 'Bondi Store',
  address: {
    address1: '1 Campbell Pde',
    city: 'Bondi Beach',
    province_code: 'NSW',
    zip: '2026',
    country: 'AU',
  },
}
const texts = (rows: readonly ReceiptRow[]) => rows.flatMap((row) => (row.kind === 'text' ? [row.text] : []))

function example() {
  const s = sale(
    [
      line('a', { price: 1995, quantity: 2, item: { sku: 'TEE-RED-M', name: 'Tee Red M' } }),
      line('b', { price: 1008, item: { sku: 'SOCK', name: 'Socks' } }),
    ],
    {
      payments: [
        {
          payment_method: 'cash',
          amount: minor(6000),
          processor: 'cash',
          name: 'Cash',
          processed: true,
          date: 'd',
        },
        {
          payment_method: 'round',
          amount: minor(2),
          processor: 'rounding',
          name: 'Rounding',
          processed: true,
          date: 'd',
        },
      ],
    },
  )
  return recomputeSale(s, context())
}

describe('receipt layout', () => {
  it('[RCP4][RCP5] a tax invoice in the documented order', () => {
    const { sale: s, totals } = example()
    const doc = receiptDocument(s, totals, template, store, { utcOffsetMinutes: 600 })
    expect(doc.rows[0]).toEqual({ kind: 'image', url: template.receipt_logo, maxWidth: 302 })
    expect(texts(doc.rows)).toEqual([
      'Thanks for shopping with us',
      'Bondi Store',
      '1 Campbell Pde',
      'Bondi Beach NSW 2026',
      'TAX INVOICE',
      `Receipt R1-000123${' '.repeat(15)}15/06/2026 12:00`,
      'You were served by Sam',
      '-'.repeat(48),
      'Tee Red M',
      '  TEE-RED-M',
      '  2 x $19.95                              $39.90',
      'Socks',
      '  SOCK',
      '  1 x $10.08                              $10.08',
      '-'.repeat(48),
      'Subtotal                                  $49.98',
      'TOTAL                                     $49.98',
      'Total includes GST                         $4.55',
      '-'.repeat(48),
      'Cash                                      $60.00',
      'Rounding                                   $0.02',
      'Change                                    $10.04',
      'Returns within 30 days with receipt',
      'R1-000123',
    ])
    const barcode = doc.rows.find((row) => row.kind === 'barcode')
    expect(barcode).toEqual({
      kind: 'barcode',
      symbology: 'code128',
      data: 'R1-000123',
      width: 150,
      height: 60,
    })
    expect(doc.rows.at(-1)).toEqual({ kind: 'cut' })
  })

  it('[RCP8] renders as plain text for previews', () => {
    const { sale: s, totals } = example()
    const text = renderReceiptText(receiptDocument(s, totals, template, store, { utcOffsetMinutes: 600 }))
    expect(text.slice(0, 6)).toEqual([
      '                     [logo]',
      '          Thanks for shopping with us',
      '                  Bondi Store',
      '                 1 Campbell Pde',
      '              Bondi Beach NSW 2026',
      '            T A X   I N V O I C E',
    ])
    expect(text).toContain(`${' '.repeat(14)}[code128 R1-000123]`)
    expect(text.every((row) => row.length <= 48)).toBe(true)
    expect(text.at(-1)).toBe('')
  })

  it('[RCP3] a promotion and a sale discount print as separate rows', () => {
    const s = sale([line('a', { price: 2000, item_id: 'item-0', item: { sku: 'A', name: 'Hat' } })], {
      discount: { kind: 'amount', value: 100, reason_id: 'manager' },
    })
    const promotions = {
      promotions: [promotion('p', { name: 'Hat week' })],
      catalog: CATALOG,
      customer: null,
      now: NOW,
    }
    const { sale: out, totals } = recomputeSale(s, context({ promotions }))
    const rows = texts(receiptDocument(out, totals, { ...template, receipt_line_details: 1 }, store).rows)
    expect(rows).toContain(`  Hat week${' '.repeat(32)}-$2.00`)
    expect(rows).toContain(`  Discount${' '.repeat(32)}-$1.00`)
  })

  it('[RCP9] barcode data is printable ASCII', () => {
    expect(code128Data('R1-0001')).toBe('R1-0001')
    expect(code128Data('Ré\t1')).toBe('R??1')
  })

  it('[RCP3] line details 0 prints the SKU only, 1 the name only', () => {
    const { sale: s, totals } = example()
    const skuOnly = texts(receiptDocument(s, totals, { ...template, receipt_line_details: 0 }, store).rows)
    expect(skuOnly).toContain('TEE-RED-M')
    expect(skuOnly).not.toContain('Tee Red M')
    const nameOnly = texts(receiptDocument(s, totals, { ...template, receipt_line_details: 1 }, store).rows)
    expect(nameOnly).toContain('Tee Red M')
    expect(nameOnly.some((t) => t.includes('TEE-RED-M'))).toBe(false)
  })

  it('[RCP6] a gift receipt shows no prices', () => {
    const { sale: s, totals } = example()
    const rows = texts(receiptDocument({ ...s, gift_receipt: true }, totals, template, store).rows)
    expect(rows).toContain('GIFT RECEIPT')
    expect(rows).toContain('  Qty 2')
    expect(rows.some((t) => t.includes('$'))).toBe(false)
  })

  it('[RCP2] a long label wraps under a right-aligned value', () => {
    const rows = columns('A very long product description that will never fit on one row', '$1,234.56')
    expect(rows[0]).toHaveLength(48)
    expect(rows[0]!.endsWith(' $1,234.56')).toBe(true)
    expect(rows.length).toBe(2)
    expect(wrapText('x'.repeat(100), 48).map((r) => r.length)).toEqual([48, 48, 4])
  })

  it('[RCP1] receipt rows never exceed 48 characters (24 in double size)', () => {
    const arbText = fc.string({
      unit: fc.constantFrom('a', 'B', ' ', 'é', '😀', '\n', '-', '1'),
      maxLength: 120,
    })
    fc.assert(
      fc.property(
        arbSale,
        fc.record({
          header: arbText,
          title: arbText,
          footer: arbText,
          servedBy: arbText,
          subtotal: arbText,
          name: arbText,
          details: fc.constantFrom(0 as const, 1 as const, 2 as const),
          gift: fc.boolean(),
        }),
        (s, t) => {
          const named = {
            ...s,
            lines: s.lines.map((l) => ({ ...l, item: { ...l.item, name: t.name + l.item.name } })),
          }
          const { sale: out, totals } = recomputeSale(named, context())
          const doc = receiptDocument(
            { ...out, employee: { display_name: t.name } },
            totals,
            {
              ...template,
              receipt_header: t.header,
              receipt_title: t.title,
              receipt_footer: t.footer,
              receipt_served_by_text: t.servedBy,
              receipt_subtotal_text: t.subtotal,
              receipt_line_details: t.details,
            },
            { ...store, name: t.name },
            { gift: t.gift },
          )
          for (const row of doc.rows) {
            if (row.kind !== 'text') continue
            const limit = row.size === 'double' ? RECEIPT_WIDTH / 2 : RECEIPT_WIDTH
            expect(Array.from(row.text).length).toBeLessThanOrEqual(limit)
            expect(row.text.includes('\n')).toBe(false)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('receiptStore', () => {
  it('takes the printed address fields from a stored address, empty where missing or not text', () => {
    expect(
      receiptStore('Harbour St', { address1: '1 Pier St', city: 'Sydney', zip: 2000, extra: 'x' }),
    ).toEqual({
      name: 'Harbour St',
      address: {
        address1: '1 Pier St',
        address2: '',
        city: 'Sydney',
        province_code: '',
        zip: '',
        country: '',
      },
    })
    expect(receiptStore('Online', null).address.city).toBe('')
  })
})
