import { ItemSchema, PosCodeSchema, PriceSchema, ProductSchema, parsePayload } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'
import { TEMPLATE_NAME_TAKEN } from './option-templates.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Templates')
})

describe('option templates', () => {
  it('should create, list, change and delete templates, and refuse a taken name or no options', async () => {
    const created = await t.request('POST', '/api/proxy/optiontemplates.json', {
      cookie: owner.cookie,
      body: { name: 'Apparel sizes', options: [{ name: 'Size', values: ['S', 'M', ' ', 'L'] }] },
    })
    expect(created).toMatchObject({
      status: 200,
      body: { optiontemplate: { options: [{ name: 'Size', values: ['S', 'M', 'L'] }] } },
    })
    const id = (created.body as { optiontemplate: { id: number } }).optiontemplate.id
    expect(
      await t.request('POST', '/api/proxy/optiontemplates.json', {
        cookie: owner.cookie,
        body: { name: 'apparel SIZES', options: [{ name: 'Size', values: ['S'] }] },
      }),
    ).toMatchObject({ status: 400, body: { error: TEMPLATE_NAME_TAKEN } })
    expect(
      await t.request('POST', '/api/proxy/optiontemplates.json', {
        cookie: owner.cookie,
        body: { name: 'Empty', options: [] },
      }),
    ).toMatchObject({ status: 400, body: { error: 'A template needs at least one option' } })
    const changed = await t.request('PUT', `/api/proxy/optiontemplate/${id}.json`, {
      cookie: owner.cookie,
      body: {
        name: 'Apparel',
        options: [
          { name: 'Size', values: ['S'] },
          { name: 'Colour', values: ['Red'] },
        ],
      },
    })
    expect(changed).toMatchObject({ status: 200, body: { optiontemplate: { name: 'Apparel' } } })
    expect(
      (await t.request('GET', '/api/proxy/optiontemplates.json', { cookie: owner.cookie })).body,
    ).toMatchObject({ total: 1 })
    expect(
      (await t.request('DELETE', `/api/proxy/optiontemplate/${id}.json`, { cookie: owner.cookie })).status,
    ).toBe(200)
    expect(
      (await t.request('GET', `/api/proxy/optiontemplate/${id}.json`, { cookie: owner.cookie })).status,
    ).toBe(404)
  })
})

describe("the register's answers parse with core's local-database schemas", () => {
  it('should give products, items, prices and POS codes that core accepts as they are', async () => {
    await t.request('POST', '/api/proxy/products.json', {
      cookie: owner.cookie,
      body: {
        name: 'Parsed',
        style: 'PARSED',
        images: ['https://cdn.test/p.png'],
        retail_price: 995,
        option_names: ['Size'],
        items: [{ option1: 'S' }, { option1: 'M' }],
      },
    })
    await t.request('POST', '/api/proxy/staff.json', { cookie: owner.cookie, body: { first_name: 'Pat' } })
    const products = (await t.request('GET', '/api/proxy/products.json', { cookie: owner.cookie })).body as {
      products: Record<string, unknown>[]
    }
    for (const product of products.products) {
      expect(parsePayload(ProductSchema, product)).toMatchObject({ ok: true })
      for (const item of product.items as unknown[])
        expect(parsePayload(ItemSchema, item)).toMatchObject({ ok: true })
    }
    expect(products.products[0]).toMatchObject({ image_thumbnail: 'https://cdn.test/p.png' })
    const prices = (await t.request('GET', '/api/proxy/prices.json', { cookie: owner.cookie })).body as {
      prices: unknown[]
    }
    expect(prices.prices.length).toBeGreaterThan(0)
    for (const price of prices.prices) expect(parsePayload(PriceSchema, price)).toMatchObject({ ok: true })
    const staff = (await t.request('GET', '/api/proxy/posstaff.json', { cookie: owner.cookie })).body as {
      posstaff: unknown[]
    }
    for (const entry of staff.posstaff) expect(parsePayload(PosCodeSchema, entry)).toMatchObject({ ok: true })
  })
})
