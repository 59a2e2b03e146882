import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { code128Modules, code128Values } from './code128.ts'
import { RECEIPT_WIDTH, textWidth } from './layout.ts'
import { renderReceiptText } from './render-text.ts'
import {
  fulfillmentDocument,
  type StockDocumentLine,
  totalUnits,
  transferDocument,
} from './stock-documents.ts'

const lines: StockDocumentLine[] = [
  { sku: 'BAG-2', name: 'Canvas bag', quantity: 3 },
  { sku: 'MUG-1', name: 'Enamel mug, speckled blue with a very long descriptive name', quantity: 12 },
]

describe('transfer and fulfillment documents', () => {
  it('prints a transfer: number and date, from and to, lines with SKU and quantity, totals, Code128', () => {
    const document = transferDocument(
      {
        number: 'T-1042',
        created: '2026-11-21T01:00:00Z',
        from_warehouse: 'Sydney DC',
        to_warehouse: 'George St',
        lines,
      },
      { header: 'Harbour Goods', utcOffsetMinutes: 660 },
    )
    const text = renderReceiptText(document).join('\n')
    expect(text).toContain('Harbour Goods')
    expect(text).toMatch(/Transfer T-1042\s+21\/11\/2026 12:00/)
    expect(text).toMatch(/From\s+Sydney DC/)
    expect(text).toMatch(/To\s+George St/)
    expect(text).toMatch(/Canvas bag\s+3/)
    expect(text).toContain('SKU MUG-1')
    expect(text).toMatch(/Lines\s+2/)
    expect(text).toMatch(/Total units\s+15/)
    expect(text).toContain('[code128 T-1042]')
    expect(document.rows.find((row) => row.kind === 'barcode')).toMatchObject({ width: 150, height: 60 })
    expect(document.rows.at(-1)).toEqual({ kind: 'cut' })
  })

  it('prints a fulfillment with its type, reference, source and the customer address', () => {
    const text = renderReceiptText(
      fulfillmentDocument({
        number: 'F-77',
        created: '2026-11-21T01:00:00Z',
        type: 'Warehouse To Customer',
        status: 'open',
        reference: 'R1-000001',
        source_warehouse: 'Sydney DC',
        destination_address: ['Ada Lovelace', '1 Pier St', 'Sydney NSW 2000'],
        carrier: 'AusPost',
        lines,
      }),
    ).join('\n')
    expect(text).toMatch(/Fulfillment F-77/)
    expect(text).toMatch(/Type\s+Warehouse To Customer/)
    expect(text).toMatch(/Reference\s+R1-000001/)
    expect(text).toContain('  1 Pier St')
    expect(text).toMatch(/Carrier\s+AusPost/)
    expect(text).toMatch(/Total units\s+15/)
    expect(text).toContain('[code128 F-77]')
  })

  it('property: never wider than 48 characters, and the total units are the sum of the quantities', () => {
    const arbLine = fc.record({
      sku: fc.string({ maxLength: 30 }),
      name: fc.string({ maxLength: 80 }),
      quantity: fc.integer({ min: 0, max: 99_999 }),
    })
    fc.assert(
      fc.property(
        fc.array(arbLine, { maxLength: 12 }),
        fc.string({ maxLength: 60 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        (picked, warehouse, number) => {
          for (const document of [
            transferDocument({
              number,
              created: '2026-01-01T00:00:00Z',
              from_warehouse: warehouse,
              to_warehouse: 'B',
              lines: picked,
            }),
            fulfillmentDocument({
              number,
              created: '2026-01-01T00:00:00Z',
              type: 'Store Pickup',
              source_warehouse: warehouse,
              lines: picked,
            }),
          ]) {
            for (const row of renderReceiptText(document))
              expect(textWidth(row)).toBeLessThanOrEqual(RECEIPT_WIDTH)
            const units = renderReceiptText(document).find((row) => row.startsWith('Total units'))
            expect(units?.trim().endsWith(String(totalUnits(picked)))).toBe(true)
          }
        },
      ),
    )
  })
})

describe('Code128 modules', () => {
  it('encodes code set B with START B, check and STOP; every symbol 11 modules, STOP 13', () => {
    // Check: (104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7) mod 103 = 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106])
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (data) => {
        const modules = code128Modules(data)
        expect(modules.reduce((a, b) => a + b, 0)).toBe(11 * (Array.from(data).length + 2) + 13)
        expect(modules.length).toBe(6 * (Array.from(data).length + 2) + 7)
      }),
    )
  })
})
