import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recomputeSale } from '../sale/recompute.ts'
import { arbSale, context } from '../test/fixtures.ts'
import { LOCAL_SCHEMA_VERSION, LOCAL_TABLES } from './local-database.ts'
import { parseWith } from './parse.ts'
import { PromotionSchema } from './register.ts'
import { SaleSchema } from './sale.ts'

const stamp = '2026-06-15T02:00:00.000Z'
const samples: Record<keyof typeof LOCAL_TABLES, unknown> = {
  products: {
    id: 1,
    name: 'Tee',
    tags: 'summer, cotton',
    view: 'Default',
    created: stamp,
    updated: stamp,
    items: [{ id: 'i1', product_id: 1, sku: 'TEE-M', option1: 'M', tax_percent: 10, name: 'Tee' }],
  },
  items: { id: 'i1', product_id: 'p1', barcode: '9300000000001', sku: 'TEE-M', tax_percent: 10 },
  prices: {
    id: 'pr1',
    item_id: 'i1',
    start_date: '0001-01-01T00:00:00Z',
    currency: 'aud',
    price: 1995,
    created: stamp,
    updated: stamp,
  },
  poscodes: { id: 's1', pos_code: '1234', first_name: 'Sam', display_name: 'Sam', tags: [] },
  promotions: { id: 'x', name: 'Winter', discount: 20, discount_type: 'percentage' },
  processing_sales: {
    id: 'q1',
    date: stamp,
    sale: { id: 's', receipt_number: 'R1', created: stamp, lines: [], payments: [] },
  },
  stocktakes: { id: 't1', status: 'current', created: stamp, items: [{ item_id: 'i1', expected: 4 }] },
  discount_reasons: { id: 'd', name: 'Staff', max_discount_percent: 20 },
  return_reasons: { id: 'r', name: 'Faulty' },
  custom_scripts: { scope: 'sale', script: 'return 1' },
  deleted_products: { id: 1, deleted: stamp },
  deleted_items: { id: 2, deleted: stamp },
  deleted_prices: { id: 3, deleted: stamp },
}

describe('schemas', () => {
  it('[SCH1] the local database is version 19 with its thirteen tables', () => {
    expect(LOCAL_SCHEMA_VERSION).toBe(19)
    expect(Object.keys(LOCAL_TABLES)).toHaveLength(13)
  })

  it.each(Object.keys(LOCAL_TABLES) as (keyof typeof LOCAL_TABLES)[])(
    '[SCH1] a %s record parses',
    (table) => {
      const result = parseWith(LOCAL_TABLES[table], samples[table])
      if (!result.ok) throw new Error(result.error.message)
      expect(result.ok).toBe(true)
    },
  )

  it('[SCH4] lenient inputs: numeric ids, comma tags, empty dates, default limits', () => {
    const product = parseWith(LOCAL_TABLES.products, samples.products)
    expect(product).toMatchObject({ ok: true, value: { id: '1', tags: ['summer', 'cotton'] } })
    const price = parseWith(LOCAL_TABLES.prices, samples.prices)
    expect(price).toMatchObject({ ok: true, value: { start_date: null, currency: 'AUD' } })
    const promotion = parseWith(PromotionSchema, samples.promotions)
    expect(promotion).toMatchObject({
      ok: true,
      value: {
        limit_usage: 0,
        product_ids: [],
        code: '',
        show_on_pos: true,
        from_date: null,
        order_total: 0,
      },
    })
  })

  it('[SCH2][SCH3] errors read as path and sentence', () => {
    const result = parseWith(SaleSchema, {
      id: 's',
      receipt_number: 'R1',
      created: stamp,
      payments: [],
      lines: [
        {
          id: 'l',
          item: { sku: 'a', name: 'a' },
          product: { name: 'a' },
          item_id: 'i',
          quantity: 1.5,
          item_price: 19.95,
          tax_percent: 10,
          item_discount: 0,
          item_loyalty: 0,
          total_tax: 0,
        },
      ],
    })
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message:
          'lines.0.quantity: A quantity must be a whole number; lines.0.item_price: An amount must be a whole number of cents',
      },
    })
    expect(parseWith(SaleSchema, { id: 's' })).toMatchObject({
      ok: false,
      error: { message: 'receipt_number: Required; created: Required; lines: Required; payments: Required' },
    })
  })

  it('[SCH2] a promotion that cannot work is refused with a reason', () => {
    const bad = { ...(samples.promotions as object), discount: 120 }
    expect(parseWith(PromotionSchema, bad)).toMatchObject({
      ok: false,
      error: { message: 'A percentage discount cannot be over 100' },
    })
  })

  it('[SCH5] a recomputed sale parses back to itself', () => {
    fc.assert(
      fc.property(arbSale, (s) => {
        const out = recomputeSale(s, context()).sale
        const parsed = parseWith(SaleSchema, JSON.parse(JSON.stringify(out)))
        if (!parsed.ok) throw new Error(parsed.error.message)
        expect(parsed.value).toEqual({ ...JSON.parse(JSON.stringify(out)), metadata: {} })
      }),
      { numRuns: 1000 },
    )
  })
})
