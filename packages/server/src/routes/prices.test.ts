import { PRICE_LIST_NAME_TAKEN } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let product: { id: number; items: { id: number; sku: string }[] }
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Prices')
  const created = await t.request('POST', '/api/proxy/products.json', {
    cookie: owner.cookie,
    body: {
      name: 'Mug',
      style: 'MUG',
      retail_price: 1200,
      option_names: ['Colour'],
      items: [{ option1: 'White' }, { option1: 'Black' }],
    },
  })
  product = (created.body as { product: typeof product }).product
  await t.request('POST', '/api/proxy/products.json', {
    cookie: owner.cookie,
    body: { name: 'Bowl', style: 'BOWL', retail_price: 900 },
  })
})

type Price = {
  id: number
  product_id: number
  item_id: number | null
  price: number
  start_date: string | null
  end_date: string | null
  currency: string
  price_list_id: number | null
}

async function createList(body: Record<string, unknown>) {
  const response = await t.request('POST', '/api/proxy/pricelists.json', { cookie: owner.cookie, body })
  return response
}

async function listPrices(listId: number): Promise<(Price & { style: string })[]> {
  const response = await t.request('GET', `/api/proxy/pricelist/${listId}.json`, { cookie: owner.cookie })
  return (response.body as { prices: (Price & { style: string })[] }).prices
}

describe('price lists and prices', () => {
  let listId: number

  it('should create a dated price list in the company currency and refuse a taken name or reversed dates', async () => {
    const created = await createList({
      name: 'Spring sale',
      start_date: '2026-09-01T00:00:00Z',
      end_date: '2026-10-01T00:00:00Z',
      tags: ['spring'],
    })
    expect(created).toMatchObject({
      status: 200,
      body: {
        pricelist: {
          name: 'Spring sale',
          currency: 'AUD',
          start_date: '2026-09-01T00:00:00.000Z',
          price_count: 0,
        },
      },
    })
    listId = (created.body as { pricelist: { id: number } }).pricelist.id
    expect(await createList({ name: 'spring SALE' })).toMatchObject({
      status: 400,
      body: { error: PRICE_LIST_NAME_TAKEN },
    })
    expect(
      await createList({ name: 'Backwards', start_date: '2026-10-01', end_date: '2026-09-01' }),
    ).toMatchObject({
      status: 400,
      body: { error: 'The end date must be after the start date' },
    })
    const lists = await t.request('GET', '/api/proxy/pricelists.json?page=1&search=spring', {
      cookie: owner.cookie,
    })
    expect(lists.body).toMatchObject({ total: 1 })
  })

  it('should import style,price rows into the list with its dates', async () => {
    const imported = await t.request('POST', `/api/proxy/pricelist/${listId}/import.json`, {
      cookie: owner.cookie,
      body: { csv: 'style,price\nMUG,9.50\nbowl,"7"\n' },
    })
    expect(imported).toMatchObject({ status: 200, body: { imported: 2 } })
    const prices = await listPrices(listId)
    expect(prices.map((price) => [price.style, price.price, price.item_id, price.start_date])).toEqual([
      ['BOWL', 700, null, '2026-09-01T00:00:00.000Z'],
      ['MUG', 950, null, '2026-09-01T00:00:00.000Z'],
    ])
  })

  it('should re-import over the same list without duplicating, and import sku,price rows for items', async () => {
    await t.request('POST', `/api/proxy/pricelist/${listId}/import.json`, {
      cookie: owner.cookie,
      body: { csv: 'style,price\r\nMUG,9.00\r\n' },
    })
    const skus = await t.request('POST', `/api/proxy/pricelist/${listId}/import.json`, {
      cookie: owner.cookie,
      body: { csv: `sku,price\n${product.items[1]?.sku},8.00\n` },
    })
    expect(skus).toMatchObject({ status: 200, body: { imported: 1 } })
    const prices = await listPrices(listId)
    expect(prices.map((price) => [price.style, price.price, price.item_id])).toEqual([
      ['BOWL', 700, null],
      ['MUG', 900, null],
      ['MUG', 800, product.items[1]?.id],
    ])
  })

  it('should refuse a file with bad rows, naming each line, and import nothing', async () => {
    const before = await listPrices(listId)
    const bad = await t.request('POST', `/api/proxy/pricelist/${listId}/import.json`, {
      cookie: owner.cookie,
      body: { csv: 'style,price\nMUG,1.00\nNOPE,2.00\nBOWL,abc\n' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errors: [{ line: 4, error: '"abc" is not a price (write it like 12.50)' }],
    })
    expect((bad.body as { error: string }).error).toBe(
      'Nothing was imported. Please fix line 4: "abc" is not a price (write it like 12.50)',
    )
    const unknown = await t.request('POST', `/api/proxy/pricelist/${listId}/import.json`, {
      cookie: owner.cookie,
      body: { csv: 'style,price\nMUG,1.00\nNOPE,2.00\n' },
    })
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: [{ line: 3, error: 'no product has the style NOPE' }] },
    })
    const header = await t.request('POST', `/api/proxy/pricelist/${listId}/import.json`, {
      cookie: owner.cookie,
      body: { csv: 'name,price\nMUG,1\n' },
    })
    expect(header).toMatchObject({ status: 400, body: { errors: [{ line: 1 }] } })
    expect(await listPrices(listId)).toEqual(before)
  })

  it('should add, change and delete single prices, and give them to the register with deletions', async () => {
    const added = await t.request('POST', '/api/proxy/prices.json', {
      cookie: owner.cookie,
      body: { item_id: product.items[0]?.id, price: 1000, start_date: '2026-12-01', end_date: '2026-12-31' },
    })
    expect(added).toMatchObject({
      status: 200,
      body: {
        price: { product_id: product.id, item_id: product.items[0]?.id, price: 1000, currency: 'AUD' },
      },
    })
    const id = (added.body as { price: Price }).price.id
    const changed = await t.request('PUT', `/api/proxy/price/${id}.json`, {
      cookie: owner.cookie,
      body: { item_id: product.items[0]?.id, price: 1100, start_date: '2026-12-01', end_date: '2026-12-31' },
    })
    expect(changed).toMatchObject({ status: 200, body: { price: { price: 1100 } } })
    expect(
      await t.request('POST', '/api/proxy/prices.json', {
        cookie: owner.cookie,
        body: { product_id: product.id, price: 5 },
      }),
    ).toMatchObject({ status: 400 })
    expect(
      await t.request('POST', '/api/proxy/prices.json', {
        cookie: owner.cookie,
        body: { product_id: 999999, price: 5, start_date: '2026-01-01' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Please choose a product of this company' },
    })
    const all: Price[] = []
    for (let since = 0; ; ) {
      const page = await t.request('GET', `/api/proxy/prices.json?limit=2&since_id=${since}`, {
        cookie: owner.cookie,
      })
      const prices = (page.body as { prices: Price[] }).prices
      all.push(...prices)
      if (prices.length < 2) break
      since = prices.at(-1)?.id ?? 0
    }
    expect(all.map((price) => price.id)).toEqual([...all.map((price) => price.id)].sort((a, b) => a - b))
    expect(all.find((price) => price.id === id)).toMatchObject({
      price: 1100,
      start_date: '2026-12-01T00:00:00.000Z',
    })
    expect(await t.request('DELETE', `/api/proxy/price/${id}.json`, { cookie: owner.cookie })).toMatchObject({
      status: 200,
    })
    const deleted = await t.request(
      'GET',
      '/api/proxy/prices/deleted.json?deleted_min=2020-01-01T00:00:00Z',
      { cookie: owner.cookie },
    )
    expect((deleted.body as { prices: { id: number }[] }).prices.map((price) => price.id)).toContain(id)
  })

  it('should move the prices with the list when its dates change, and delete them with it', async () => {
    const updated = await t.request('PUT', `/api/proxy/pricelist/${listId}.json`, {
      cookie: owner.cookie,
      body: { name: 'Spring sale', start_date: '2026-09-15T00:00:00Z', end_date: null },
    })
    expect(updated).toMatchObject({
      status: 200,
      body: { pricelist: { start_date: '2026-09-15T00:00:00.000Z', end_date: null } },
    })
    const prices = await listPrices(listId)
    expect(
      prices.every((price) => price.start_date === '2026-09-15T00:00:00.000Z' && price.end_date === null),
    ).toBe(true)
    expect(
      await t.request('DELETE', `/api/proxy/pricelist/${listId}.json`, { cookie: owner.cookie }),
    ).toMatchObject({ status: 200 })
    const deleted = await t.request('GET', '/api/proxy/prices/deleted.json', { cookie: owner.cookie })
    const ids = (deleted.body as { prices: { id: number }[] }).prices.map((price) => price.id)
    for (const price of prices) expect(ids).toContain(price.id)
  })
})
