import { describe, expect, it } from 'vitest'
import { parsePayload } from '../admin/parse-payload.ts'
import {
  CatalogSyncQuerySchema,
  PricePayloadSchema,
  ProductPayloadSchema,
  StaffPayloadSchema,
} from './payloads.ts'

describe('catalogue payloads', () => {
  it('should take a product with option items and defaults', () => {
    const parsed = parsePayload(ProductPayloadSchema, {
      name: ' Tee ',
      option_names: ['Colour'],
      items: [{ option1: 'Red' }, { option1: 'Blue', sku: 'TB' }],
      retail_price: 2500,
      tags: ['summer', ' summer ', ''],
    })
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        name: 'Tee',
        view: '',
        tax_percent: 10,
        tags: ['summer'],
        items: [{ option1: 'Red', sku: '' }, {}],
      },
    })
  })

  it.each([
    [{ name: '' }, 'Please enter a product name'],
    [{ name: 'X', retail_price: 12.5 }, 'Please enter the retail price as a whole number of cents'],
    [{ name: 'X', cost_price: -1 }, 'The cost price cannot be negative'],
    [{ name: 'X', view: 'Other' }, 'Please choose a view: standard or Gift Card'],
    [
      { name: 'X', option_names: ['Size'], items: [{ option1: 'S' }, { option1: 's' }] },
      'Two items have the same options',
    ],
    [
      { name: 'X', option_names: ['Size'], items: [{ option1: '' }] },
      'Every item needs a value for each option, and none for options the product lacks',
    ],
    [{ name: 'X', tax_percent: 8.87501 }, 'Please give the tax rate to at most 4 decimals'],
  ])('should refuse %o', (body, error) => {
    expect(parsePayload(ProductPayloadSchema, body)).toMatchObject({ ok: false, error })
  })

  it('should need a product or item for a price, and dates in order', () => {
    expect(parsePayload(PricePayloadSchema, { price: 100 })).toMatchObject({
      ok: false,
      error: 'Please choose a product or an item',
    })
    expect(
      parsePayload(PricePayloadSchema, {
        product_id: 1,
        price: 100,
        start_date: '2026-12-01',
        end_date: '2026-11-01',
      }),
    ).toMatchObject({ ok: false, error: 'The end date must be after the start date' })
    expect(
      parsePayload(PricePayloadSchema, { item_id: 2, price: 100, start_date: '0001-01-01T00:00:00Z' }),
    ).toMatchObject({
      ok: true,
      value: { start_date: null, product_id: null },
    })
  })

  it('should take staff with an optional email and a POS code of letters and digits', () => {
    expect(parsePayload(StaffPayloadSchema, { first_name: 'Ann', email: '' })).toMatchObject({ ok: true })
    expect(parsePayload(StaffPayloadSchema, { first_name: 'Ann', pos_code: '12 3' })).toMatchObject({
      ok: false,
    })
  })

  it('should read the sync query with defaults and refuse other sort fields', () => {
    expect(parsePayload(CatalogSyncQuerySchema, {})).toEqual({
      ok: true,
      value: { limit: 250, since_id: 0, updated_min: null, sort_field: 'id', active: '0' },
    })
    expect(parsePayload(CatalogSyncQuerySchema, { limit: '251' })).toMatchObject({ ok: false })
    expect(parsePayload(CatalogSyncQuerySchema, { sort_field: 'name' })).toMatchObject({
      ok: false,
      error: 'Only sort_field=id is supported',
    })
  })
})
