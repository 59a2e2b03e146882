import { isValidEan13 } from '@pos/core'
import { describe, expect, it } from 'vitest'
import {
  BARCODE_TAKEN,
  ITEM_NOT_OF_PRODUCT,
  SAME_SKU_TWICE,
  SKU_TAKEN,
  STYLE_TAKEN,
} from '../catalog/products.ts'
import { latestCode, type SignedUp, sessionCookieFrom, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Products')
})

type Item = { id: number; sku: string; barcode: string; option1: string; option2: string; product_id: number }
type Product = {
  id: number
  style: string
  name: string
  items: Item[]
  retail_price: number
  cost_price: number
  prices: { id: number; price: number; item_id: number | null }[]
  cost_history: { cost_price: number }[]
  option_names: string[]
  updated: string
}

async function create(body: Record<string, unknown>) {
  return t.request('POST', '/api/proxy/products.json', {
    cookie: owner.cookie,
    body: { name: 'Tee', ...body },
  })
}

function productOf(response: { body: unknown }): Product {
  return (response.body as { product: Product }).product
}

async function signInWith(pages: string[], caches: string[], email: string): Promise<string> {
  const group = await t.request('POST', '/api/proxy/groups.json', {
    cookie: owner.cookie,
    body: { name: `Group ${email}`, rights: { pages, caches } },
  })
  const groupId = (group.body as { group: { id: number } }).group.id
  await t.request('POST', '/api/proxy/users.json', {
    cookie: owner.cookie,
    body: { first_name: 'R', last_name: 'Egister', email, group_id: groupId },
  })
  await t.request('POST', '/api/sessions/sign-in', { body: { email } })
  const verified = await t.request('POST', '/api/sessions/verify', {
    body: { email, code: await latestCode(t, email) },
  })
  return sessionCookieFrom(verified)
}

describe('products', () => {
  it('should create a product whose options generate items with SKUs and valid barcodes', async () => {
    const created = await create({
      style: 'TEE',
      vendor: 'Acme',
      type: 'T-Shirt',
      tags: ['summer'],
      retail_price: 2995,
      cost_price: 1200,
      tax_percent: 10,
      option_names: ['Colour', 'Size'],
      items: [
        { option1: 'Red', option2: 'S' },
        { option1: 'Red', option2: 'M' },
        { option1: 'Blue', option2: 'S', sku: 'TEE-BLUE-SMALL', barcode: '9300000000019' },
      ],
    })
    expect(created.status).toBe(200)
    const product = productOf(created)
    expect(product).toMatchObject({
      style: 'TEE',
      retail_price: 2995,
      cost_price: 1200,
      option_names: ['Colour', 'Size'],
    })
    expect(product.items.map((item) => item.sku)).toEqual(['TEE-RED-S', 'TEE-RED-M', 'TEE-BLUE-SMALL'])
    expect(product.items[2]?.barcode).toBe('9300000000019')
    for (const item of product.items.slice(0, 2)) expect(isValidEan13(item.barcode)).toBe(true)
    expect(new Set(product.items.map((item) => item.barcode)).size).toBe(3)
    expect(product.prices).toMatchObject([{ price: 2995, item_id: null }])
    expect(product.cost_history).toMatchObject([{ cost_price: 1200 }])
  })

  it('should number a product without a style from the product counter and give it one item', async () => {
    const first = productOf(await create({ name: 'Plain' }))
    const second = productOf(await create({ name: 'Plain 2' }))
    expect(Number(second.style)).toBe(Number(first.style) + 1)
    expect(first.items).toHaveLength(1)
    expect(first.items[0]).toMatchObject({ sku: first.style, option1: '' })
  })

  it('should refuse a taken style, SKU or barcode and change nothing', async () => {
    expect(await create({ style: 'tee' })).toMatchObject({
      status: 400,
      body: { error: STYLE_TAKEN, code: 'invalid', field: 'style' },
    })
    expect(await create({ style: 'OTHER', items: [{ barcode: '9300000000019' }] })).toMatchObject({
      status: 400,
      body: { error: BARCODE_TAKEN, field: 'items.0.barcode' },
    })
    const list = await t.request('GET', '/api/proxy/products.json?page=1&search=OTHER', {
      cookie: owner.cookie,
    })
    expect(list.body).toMatchObject({ total: 0 })
    expect(await create({ name: '', style: 'X' })).toMatchObject({
      status: 400,
      body: { error: 'Please enter a product name' },
    })
  })

  it('should name the field of each product and item refusal, the item by its place in the list', async () => {
    const taken = productOf(
      await create({ style: 'FIELDS', option_names: ['Size'], items: [{ option1: 'S' }] }),
    )
    const sku = taken.items[0]?.sku ?? ''
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'Please enter a product name', 'name'],
      [{ retail_price: -5 }, 'The retail price cannot be negative', 'retail_price'],
      [{ cost_price: 1.5 }, 'Please enter the cost price as a whole number of cents', 'cost_price'],
      [{ tax_percent: 120 }, 'The tax rate cannot be over 100%', 'tax_percent'],
      [
        { option_names: ['Size'], items: [{ option1: 'S' }, { option1: 'M', barcode: 'no spaces allowed' }] },
        'A barcode holds letters, digits, dashes or dots (at most 48)',
        'items.1.barcode',
      ],
      [
        { option_names: ['Size'], items: [{ option1: 'S' }, { option1: 's' }] },
        'Two items have the same options',
        'items',
      ],
      [
        {
          option_names: ['Size'],
          items: [
            { option1: 'S', sku: 'DUP' },
            { option1: 'M', sku: 'dup' },
          ],
        },
        SAME_SKU_TWICE,
        'items.1.sku',
      ],
      [
        {
          option_names: ['Size'],
          items: [
            { option1: 'S', sku: 'FREE-1' },
            { option1: 'M', sku },
          ],
        },
        SKU_TAKEN,
        'items.1.sku',
      ],
    ]
    for (const [body, error, field] of refusals) {
      expect(await create({ style: 'NEWONE', ...body }), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error, field },
      })
    }
    // An edit is refused by the same fields: another product's item named, a SKU of another product taken.
    const other = productOf(await create({ style: 'FIELDS2' }))
    const stranger = await t.request('PUT', `/api/proxy/product/${taken.id}.json`, {
      cookie: owner.cookie,
      body: { name: 'Tee', option_names: ['Size'], items: [{ id: other.items[0]?.id, option1: 'S' }] },
    })
    expect(stranger).toMatchObject({ status: 400, body: { error: ITEM_NOT_OF_PRODUCT, field: 'items.0.id' } })
    const list = await t.request('GET', '/api/proxy/products.json?page=1&search=NEWONE', {
      cookie: owner.cookie,
    })
    expect(list.body).toMatchObject({ total: 0 })
  })

  it('should name the field of a price refusal', async () => {
    const product = productOf(await create({ style: 'PRICED' }))
    const dates = await t.request('POST', '/api/proxy/prices.json', {
      cookie: owner.cookie,
      body: {
        product_id: product.id,
        price: 100,
        start_date: '2026-02-01',
        end_date: '2026-01-01',
      },
    })
    expect(dates).toMatchObject({
      status: 400,
      body: { error: 'The end date must be after the start date', field: 'end_date' },
    })
    const missing = await t.request('POST', '/api/proxy/prices.json', {
      cookie: owner.cookie,
      body: { product_id: 999_999, price: 100 },
    })
    expect(missing).toMatchObject({ status: 400, body: { field: 'product_id' } })
    const retail = await t.request('POST', '/api/proxy/prices.json', {
      cookie: owner.cookie,
      body: { product_id: product.id, price: 100 },
    })
    expect(retail).toMatchObject({ status: 400, body: { field: 'start_date' } })
  })

  it('should edit: change the price, add an option value, drop an item (recorded as deleted), keep the others', async () => {
    const product = productOf(
      await create({
        style: 'CAP',
        option_names: ['Size'],
        items: [{ option1: 'S' }, { option1: 'M' }],
        retail_price: 1500,
        cost_price: 500,
      }),
    )
    const [small, medium] = product.items as [Item, Item]
    const edited = await t.request('PUT', `/api/proxy/product/${product.id}.json`, {
      cookie: owner.cookie,
      body: {
        name: 'Cap',
        style: 'CAP',
        retail_price: 1700,
        cost_price: 650,
        option_names: ['Size'],
        items: [{ id: medium.id, option1: 'M', sku: medium.sku, barcode: medium.barcode }, { option1: 'L' }],
      },
    })
    expect(edited.status).toBe(200)
    const after = productOf(edited)
    expect(after.retail_price).toBe(1700)
    expect(after.items.map((item) => [item.option1, item.sku])).toEqual([
      ['M', 'CAP-M'],
      ['L', 'CAP-L'],
    ])
    expect(after.items[0]?.id).toBe(medium.id)
    expect(after.cost_history.map((entry) => entry.cost_price)).toEqual([650, 500])
    const deleted = await t.request('GET', '/api/proxy/products/items/deleted.json', { cookie: owner.cookie })
    expect((deleted.body as { items: { id: number; product_id: number }[] }).items).toContainEqual(
      expect.objectContaining({ id: small.id, product_id: product.id }),
    )
    expect(
      await t.request('PUT', `/api/proxy/product/${product.id}.json`, {
        cookie: owner.cookie,
        body: { name: 'Cap', items: [{ id: 99999999, option1: '' }] },
      }),
    ).toMatchObject({ status: 400, body: { error: 'Please choose items of this product' } })
  })

  it('should list with search, filters and paging, and give the filter values', async () => {
    for (const [name, vendor, type, tags] of [
      ['Alpha boot', 'Northwind', 'Boots', ['winter']],
      ['Bravo boot', 'Northwind', 'Boots', ['winter', 'sale']],
      ['Charlie sandal', 'Southwind', 'Sandals', ['summer']],
    ] as const) {
      expect(
        (await create({ name, vendor, type, tags, style: name.toUpperCase().replace(' ', '-') })).status,
      ).toBe(200)
    }
    const get = (query: string) =>
      t.request('GET', `/api/proxy/products.json?${query}`, { cookie: owner.cookie })
    expect((await get('page=1&vendor=Northwind')).body).toMatchObject({ total: 2 })
    expect((await get('page=1&type=Sandals')).body).toMatchObject({
      total: 1,
      products: [{ name: 'Charlie sandal' }],
    })
    expect((await get('page=1&tag=sale')).body).toMatchObject({
      total: 1,
      products: [{ name: 'Bravo boot' }],
    })
    expect((await get('page=2&limit=1&search=boot')).body).toMatchObject({
      total: 2,
      products: [{ name: 'Bravo boot' }],
    })
    expect((await get('page=1&search=TEE-RED-M')).body).toMatchObject({
      total: 1,
      products: [{ style: 'TEE', item_count: 3 }],
    })
    expect((await get('page=1&search=%25')).body).toMatchObject({ total: 0 })
    expect((await get('page=0')).status).toBe(400)
    const facets = await t.request('GET', '/api/proxy/products/facets.json', { cookie: owner.cookie })
    expect(facets.body).toMatchObject({
      vendors: expect.arrayContaining(['Northwind', 'Southwind']),
      tags: expect.arrayContaining(['sale']),
    })
  })

  it('should give the Gift Card view and filter on it', async () => {
    const card = productOf(
      await create({ name: 'Gift card $50', style: 'GC50', view: 'Gift Card', retail_price: 5000 }),
    )
    const sync = await t.request('GET', '/api/proxy/products.json?since_id=0', { cookie: owner.cookie })
    expect(
      (sync.body as { products: { id: number; view: string }[] }).products.find((p) => p.id === card.id)
        ?.view,
    ).toBe('Gift Card')
    const list = await t.request('GET', '/api/proxy/products.json?page=1&view=gift_card', {
      cookie: owner.cookie,
    })
    expect(list.body).toMatchObject({ total: 1, products: [{ style: 'GC50' }] })
  })

  it("should answer the register's products.json in spec 3 shape, paged by since_id, with or without a version segment", async () => {
    const first = await t.request('GET', '/api/proxy/products.json?limit=2&since_id=0&sort_field=id', {
      cookie: owner.cookie,
    })
    const page = (first.body as { products: (Product & Record<string, unknown>)[] }).products
    expect(page).toHaveLength(2)
    expect(Object.keys(page[0] ?? {}).sort()).toEqual(
      [
        'created',
        'description',
        'id',
        'image_thumbnail',
        'items',
        'metadata',
        'name',
        'option_names',
        'style',
        'tags',
        'type',
        'updated',
        'vendor',
        'view',
      ].sort(),
    )
    expect(Object.keys(page[0]?.items[0] ?? {}).sort()).toEqual(
      [
        'barcode',
        'id',
        'metadata',
        'option1',
        'option2',
        'option3',
        'product_id',
        'sku',
        'tax_percent',
      ].sort(),
    )
    const next = await t.request(
      'GET',
      `/api/proxy/v2/products.json?limit=2&since_id=${page[1]?.id}&sort_field=id`,
      { cookie: owner.cookie },
    )
    const nextIds = (next.body as { products: Product[] }).products.map((product) => product.id)
    expect(nextIds.every((id) => id > (page[1]?.id ?? 0))).toBe(true)
    const dated = await t.request('GET', `/api/proxy/2024-04/products.json?limit=2&since_id=${page[1]?.id}`, {
      cookie: owner.cookie,
    })
    expect(dated.body).toEqual(next.body)
    const future = await t.request('GET', '/api/proxy/products.json?updated_min=2999-01-01T00:00:00Z', {
      cookie: owner.cookie,
    })
    expect(future.body).toEqual({ products: [] })
    expect(
      (await t.request('GET', '/api/proxy/products.json?sort_field=name', { cookie: owner.cookie })).status,
    ).toBe(400)
    expect(
      (await t.request('GET', '/api/proxy/products.json?limit=251', { cookie: owner.cookie })).status,
    ).toBe(400)
  })

  it('should delete a product: its items and prices go to the deleted records', async () => {
    const product = productOf(
      await create({
        style: 'GONE',
        option_names: ['Size'],
        items: [{ option1: 'S' }, { option1: 'M' }],
        retail_price: 100,
      }),
    )
    const before = new Date(Date.now() - 1000).toISOString()
    expect(
      await t.request('DELETE', `/api/proxy/product/${product.id}.json`, { cookie: owner.cookie }),
    ).toMatchObject({ status: 200 })
    expect(
      (await t.request('GET', `/api/proxy/product/${product.id}.json`, { cookie: owner.cookie })).status,
    ).toBe(404)
    const products = await t.request('GET', `/api/proxy/products/deleted.json?deleted_min=${before}`, {
      cookie: owner.cookie,
    })
    expect((products.body as { products: { id: number }[] }).products).toEqual([
      { id: product.id, deleted: expect.any(String) },
    ])
    const items = await t.request('GET', `/api/proxy/v1/products/items/deleted.json?deleted_min=${before}`, {
      cookie: owner.cookie,
    })
    const itemIds = (items.body as { items: { id: number; product_id: number }[] }).items
      .filter((item) => item.product_id === product.id)
      .map((item) => item.id)
    expect(itemIds.sort((x, y) => x - y)).toEqual(product.items.map((item) => item.id).sort((x, y) => x - y))
    const prices = await t.request('GET', `/api/proxy/prices/deleted.json?deleted_min=${before}`, {
      cookie: owner.cookie,
    })
    expect((prices.body as { prices: { id: number }[] }).prices.map((price) => price.id)).toEqual(
      expect.arrayContaining(product.prices.map((price) => price.id)),
    )
    const later = await t.request(
      'GET',
      '/api/proxy/products/deleted.json?deleted_min=2999-01-01T00:00:00Z',
      { cookie: owner.cookie },
    )
    expect(later.body).toEqual({ products: [] })
  })

  it('should let a register sync with the product cache alone, and refuse others', async () => {
    const register = await signInWith(
      ['register.sale'],
      ['product', 'price', 'posstaff', 'promotion', 'custom_scripts'],
      'till@products.test',
    )
    expect((await t.request('GET', '/api/proxy/products.json', { cookie: register })).status).toBe(200)
    expect((await t.request('GET', '/api/proxy/products/deleted.json', { cookie: register })).status).toBe(
      200,
    )
    expect((await t.request('GET', '/api/proxy/prices.json', { cookie: register })).status).toBe(200)
    expect((await t.request('GET', '/api/proxy/posstaff.json', { cookie: register })).status).toBe(200)
    expect((await t.request('GET', '/api/proxy/promotions.json?active=1', { cookie: register })).status).toBe(
      200,
    )
    expect((await t.request('GET', '/api/custom-scripts', { cookie: register })).status).toBe(200)
    expect((await t.request('GET', '/api/proxy/products.json?page=1', { cookie: register })).status).toBe(403)
    expect(
      (await t.request('POST', '/api/proxy/products.json', { cookie: register, body: { name: 'X' } })).status,
    ).toBe(403)
    const clerk = await signInWith(['dashboard'], [], 'clerk@products.test')
    for (const path of [
      '/api/proxy/products.json',
      '/api/proxy/prices.json',
      '/api/proxy/posstaff.json',
      '/api/proxy/promotions.json',
      '/api/custom-scripts',
    ]) {
      expect(await t.request('GET', path, { cookie: clerk }), path).toMatchObject({
        status: 403,
        body: { error: "You don't have access to this page" },
      })
    }
    expect((await t.request('GET', '/api/proxy/products.json')).status).toBe(401)
  })
})
