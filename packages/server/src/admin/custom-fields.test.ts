import { SAME_FIELD_NAMES } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Fields')
})

describe('custom fields', () => {
  it('should keep one set of fields per kind of record, and refuse repeated names changing nothing', async () => {
    const fields = [
      { name: 'Shoe size', type: 'number' },
      { name: 'Fit', type: 'select', options: ['Slim', 'Regular'] },
      { name: 'VIP', type: 'yes_no' },
    ]
    const created = await t.request('POST', '/api/proxy/customfieldsets.json', {
      cookie: owner.cookie,
      body: { entity: 'customers', fields },
    })
    expect(created).toMatchObject({
      status: 200,
      body: { customfieldset: { entity: 'customers', name: 'Customers', fields: [{ options: [] }, {}, {}] } },
    })
    const id = (created.body as { customfieldset: { id: number } }).customfieldset.id
    const same = await t.request('PUT', `/api/proxy/customfieldset/${id}.json`, {
      cookie: owner.cookie,
      body: { entity: 'customers', fields: [...fields, { name: 'shoe SIZE', type: 'text' }] },
    })
    expect(same).toMatchObject({ status: 400, body: { error: SAME_FIELD_NAMES, field: 'fields.3.name' } })
    const again = await t.request('POST', '/api/proxy/customfieldsets.json', {
      cookie: owner.cookie,
      body: { entity: 'customers', fields: [] },
    })
    expect(again).toMatchObject({ status: 400, body: { field: 'entity' } })
    const read = await t.request('GET', `/api/proxy/customfieldset/${id}.json`, { cookie: owner.cookie })
    expect((read.body as { customfieldset: { fields: unknown[] } }).customfieldset.fields).toHaveLength(3)
  })

  it('should keep a product’s custom values by its fields, refusing a bad one and changing nothing', async () => {
    await t.request('POST', '/api/proxy/customfieldsets.json', {
      cookie: owner.cookie,
      body: {
        entity: 'products',
        fields: [
          { name: 'Fabric', type: 'text' },
          { name: 'Fit', type: 'select', options: ['Slim', 'Regular'] },
        ],
      },
    })
    const created = await t.request('POST', '/api/proxy/products.json', {
      cookie: owner.cookie,
      body: { name: 'Linen shirt', custom: { fabric: 'Linen', fit: 'Slim' } },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = (created.body as { product: { id: number } }).product.id
    const read = await t.request('GET', `/api/proxy/product/${id}.json`, { cookie: owner.cookie })
    expect(read.body).toMatchObject({ product: { metadata: { custom: { fabric: 'Linen', fit: 'Slim' } } } })
    const bad = await t.request('PUT', `/api/proxy/product/${id}.json`, {
      cookie: owner.cookie,
      body: { name: 'Linen shirt', custom: { fit: 'Baggy' } },
    })
    expect(bad).toMatchObject({ status: 400, body: { error: 'Please choose one of the choices of Fit' } })
    const unknown = await t.request('PUT', `/api/proxy/product/${id}.json`, {
      cookie: owner.cookie,
      body: { name: 'Linen shirt', custom: { colour: 'red' } },
    })
    expect(unknown.status).toBe(400)
    const after = await t.request('GET', `/api/proxy/product/${id}.json`, { cookie: owner.cookie })
    expect(after.body).toMatchObject({ product: { metadata: { custom: { fabric: 'Linen', fit: 'Slim' } } } })
    // The back office's list answers them, for the CSV export's column per field.
    const list = await t.request('GET', '/api/proxy/products.json?page=1&search=Linen', {
      cookie: owner.cookie,
    })
    expect(list.body).toMatchObject({ products: [{ custom: { fabric: 'Linen', fit: 'Slim' } }] })
  })
})

/** The declared resources that carry custom fields: a create body and their path words. */
const CARRIERS = [
  { entity: 'customers', name: 'customer', plural: 'customers', body: { first_name: 'Ada' } },
  { entity: 'suppliers', name: 'supplier', plural: 'suppliers', body: { name: 'Acme' } },
  { entity: 'staff', name: 'staff', plural: 'staff', body: { first_name: 'Ann', tags: [] } },
] as const

describe.each(CARRIERS)('custom fields on $entity', ({ entity, name, plural, body }) => {
  it('should keep the values, refuse a bad one naming its field and changing nothing, and export a column per field', async () => {
    const company = await signUp(t, `Fields ${entity}`)
    const set = await t.request('POST', '/api/proxy/customfieldsets.json', {
      cookie: company.cookie,
      body: {
        entity,
        fields: [
          { name: 'Shoe size', type: 'number' },
          { name: 'Fit', type: 'select', options: ['Slim', 'Regular'] },
          { name: 'VIP', type: 'yes_no' },
          { name: 'Since', type: 'date' },
        ],
      },
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    const custom = { shoe_size: 42, fit: 'Slim', vip: true, since: '2024-02-29' }
    const created = await t.request('POST', `/api/proxy/${plural}.json`, {
      cookie: company.cookie,
      body: { ...body, custom },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const record = (created.body as Record<string, { id: number; custom: unknown }>)[name]
    expect(record?.custom).toEqual(custom)
    const id = record?.id
    const path = `/api/proxy/${name}/${id}.json`

    const bad = await t.request('PUT', path, {
      cookie: company.cookie,
      body: { ...body, custom: { ...custom, fit: 'Baggy', shoe_size: 43 } },
    })
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'Please choose one of the choices of Fit', field: 'custom.fit' },
    })
    const unknown = await t.request('PUT', path, {
      cookie: company.cookie,
      body: { ...body, custom: { colour: 'red' } },
    })
    expect(unknown).toMatchObject({ status: 400, body: { field: 'custom.colour' } })
    const read = await t.request('GET', path, { cookie: company.cookie })
    expect((read.body as Record<string, { custom: unknown }>)[name]?.custom).toEqual(custom)

    // Left out of a body, the values are kept; sent, they replace the record's (an empty one clears it).
    const kept = await t.request('PUT', path, { cookie: company.cookie, body })
    expect((kept.body as Record<string, { custom: unknown }>)[name]?.custom).toEqual(custom)
    const changed = await t.request('PUT', path, {
      cookie: company.cookie,
      body: { ...body, custom: { ...custom, fit: 'Regular', since: '' } },
    })
    expect((changed.body as Record<string, { custom: unknown }>)[name]?.custom).toEqual({
      shoe_size: 42,
      fit: 'Regular',
      vip: true,
    })

    const csv = await t.request('GET', `/api/proxy/${plural}.csv`, { cookie: company.cookie })
    expect(csv.status).toBe(200)
    const [header, line] = String(csv.body).split('\r\n')
    expect(header?.endsWith(',Shoe size,Fit,VIP,Since')).toBe(true)
    expect(line?.endsWith(',42,Regular,Yes,')).toBe(true)
  })
})

describe('custom fields on items', () => {
  it('should keep an item’s values in its metadata, refusing a bad one and changing nothing', async () => {
    const company = await signUp(t, 'Fields items')
    await t.request('POST', '/api/proxy/customfieldsets.json', {
      cookie: company.cookie,
      body: {
        entity: 'items',
        fields: [
          { name: 'Bin', type: 'text' },
          { name: 'Weight kg', type: 'number' },
        ],
      },
    })
    const created = await t.request('POST', '/api/proxy/products.json', {
      cookie: company.cookie,
      body: {
        name: 'Tee',
        option_names: ['Size'],
        items: [
          { option1: 'S', custom: { bin: 'A1', weight_kg: 0.2 } },
          { option1: 'M', custom: {} },
        ],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const product = (created.body as { product: { id: number; items: { id: number; metadata: unknown }[] } })
      .product
    expect(product.items[0]?.metadata).toEqual({ custom: { bin: 'A1', weight_kg: 0.2 } })
    const items = product.items.map(({ id }, index) => ({ id, option1: index === 0 ? 'S' : 'M' }))
    const bad = await t.request('PUT', `/api/proxy/product/${product.id}.json`, {
      cookie: company.cookie,
      body: {
        name: 'Tee',
        option_names: ['Size'],
        items: [
          { ...items[0], custom: { bin: 'B2' } },
          { ...items[1], custom: { weight_kg: 'heavy' } },
        ],
      },
    })
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'Please enter Weight kg as a number', field: 'items.1.custom.weight_kg' },
    })
    const read = await t.request('GET', `/api/proxy/product/${product.id}.json`, { cookie: company.cookie })
    const after = (read.body as { product: { items: { metadata: unknown }[] } }).product.items
    expect(after[0]?.metadata).toEqual({ custom: { bin: 'A1', weight_kg: 0.2 } })
    // Left out, an item's values are kept.
    const kept = await t.request('PUT', `/api/proxy/product/${product.id}.json`, {
      cookie: company.cookie,
      body: { name: 'Tee', option_names: ['Size'], items },
    })
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)
    const again = await t.request('GET', `/api/proxy/product/${product.id}.json`, { cookie: company.cookie })
    expect(
      (again.body as { product: { items: { metadata: unknown }[] } }).product.items[0]?.metadata,
    ).toEqual({
      custom: { bin: 'A1', weight_kg: 0.2 },
    })
  })
})

describe('item custom fields in the products CSV export and the products import', () => {
  it('should export a line per item with its custom values, and import them back per item row', async () => {
    const company = await signUp(t, 'Fields items csv')
    for (const [entity, fields] of [
      [
        'items',
        [
          { name: 'Bin', type: 'text' },
          { name: 'Fragile', type: 'yes_no' },
        ],
      ],
      ['products', [{ name: 'Fabric', type: 'text' }]],
    ] as const) {
      const set = await t.request('POST', '/api/proxy/customfieldsets.json', {
        cookie: company.cookie,
        body: { entity, fields },
      })
      expect(set.status, JSON.stringify(set.body)).toBe(200)
    }
    const created = await t.request('POST', '/api/proxy/products.json', {
      cookie: company.cookie,
      body: {
        style: 'TEE',
        name: 'Tee',
        retail_price: 2995,
        option_names: ['Size'],
        custom: { fabric: 'Linen' },
        items: [
          { option1: 'S', sku: 'TEE-S', custom: { bin: 'A1', fragile: true } },
          { option1: 'M', sku: 'TEE-M', custom: { bin: 'B2' } },
        ],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const exported = await t.request('GET', '/api/proxy/products.csv', { cookie: company.cookie })
    expect(exported.status).toBe(200)
    const lines = String(exported.body).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Style,Name,SKU,Barcode,Option 1 name,Option 1,Option 2 name,Option 2,Option 3 name,Option 3,Price,Cost,Tax %,Vendor,Type,Tags,Description,Fabric,Bin,Fragile',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(/^TEE,Tee,TEE-S,\d+,Size,S,,,,,29\.95,0\.00,10,,,,,Linen,A1,Yes$/)
    expect(lines[2]).toMatch(/^TEE,Tee,TEE-M,\d+,Size,M,,,,,29\.95,0\.00,10,,,,,Linen,B2,$/)
    // The search narrows the export as it narrows the list.
    const none = await t.request('GET', '/api/proxy/products.csv?search=nothing-like-it', {
      cookie: company.cookie,
    })
    expect(String(none.body).trimEnd().split('\r\n')).toHaveLength(1)

    // The export, edited, imports back: the item's values by its row, a bad one refusing that row only.
    const edited = [
      lines[0],
      lines[1]?.replace(',A1,Yes', ',C3,no'),
      lines[2]?.replace(',B2,', ',,maybe'),
      'HAT,Hat,HAT-1,,,,,,,,5.00,0.00,10,,,,,,H9,',
    ].join('\n')
    const upload = await t.request('POST', '/api/proxy/imports.json', {
      cookie: company.cookie,
      body: { kind: 'products', file_name: 'products.csv', csv: edited },
    })
    const job = (upload.body as { import: { id: string; mapping: Record<string, number> } }).import
    const check = await t.request('POST', `/api/proxy/import/${job.id}/check.json`, {
      cookie: company.cookie,
      body: { mapping: job.mapping },
    })
    expect(check.body).toMatchObject({
      rows: 3,
      valid: 2,
      errors: [{ line: 3, reason: 'Please answer Fragile with yes or no' }],
    })
    const run = await t.request('POST', `/api/proxy/import/${job.id}/run.json`, {
      cookie: company.cookie,
      body: { mapping: job.mapping },
    })
    expect(run.status).toBe(200)
    await expect
      .poll(async () => {
        const read = await t.request('GET', `/api/proxy/import/${job.id}.json`, { cookie: company.cookie })
        return (read.body as { import: { state: string } }).import.state
      })
      .toBe('done')
    const items = await t.database.db
      .selectFrom('items')
      .select(['sku', 'metadata'])
      .where('company_id', '=', company.companyId)
      .orderBy('sku')
      .execute()
    expect(items.map((item) => [item.sku, item.metadata])).toEqual([
      ['HAT-1', { custom: { bin: 'H9' } }],
      ['TEE-M', { custom: { bin: 'B2' } }],
      ['TEE-S', { custom: { bin: 'C3', fragile: false } }],
    ])
  })

  it('should refuse the products CSV export to a user without the export right', async () => {
    const anonymous = await t.request('GET', '/api/proxy/products.csv', {})
    expect(anonymous.status).toBe(401)
  })
})
