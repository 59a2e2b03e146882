import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { PRODUCT_COLUMNS, priceJson, withItems } from './products.ts'

/**
 * The sync pages are JSON built by the database (sync-pages.ts). They must say exactly what the rows say
 * through the JS shapes the rest of the server uses (`productJson` via `withItems`, `priceJson`): same keys in
 * the same order, same values, on PGlite and on PostgreSQL.
 */
let t: TestApp
let owner: SignedUp
let other: SignedUp
beforeAll(async () => {
  t = await createTestApp()
  owner = await signUp(t, 'Sync pages')
  other = await signUp(t, 'Other shop')
})
afterAll(async () => {
  await t.dispose()
})

const TRICKY = ['Tee "Classic"', 'Back\\slash', 'Line\nbreak\ttab', 'Café – 日本 🎉', '</script>', '']

async function insertCatalog(companyId: number, marker: string) {
  const { db } = t.database
  const productIds: string[] = []
  for (const [index, text] of TRICKY.entries()) {
    const product = await db
      .insertInto('products')
      .values({
        company_id: companyId,
        style: `${marker}-${index}`,
        name: `${marker} ${text || 'plain'}`,
        description: text,
        vendor: text,
        type: index % 2 ? 'Tops' : '',
        tags: JSON.stringify(index % 2 ? ['sale', text] : []),
        view: index === 3 ? 'Gift Card' : '',
        option_names: JSON.stringify(index % 2 ? ['Size', 'Colour'] : []),
        images: JSON.stringify(index === 1 ? ['https://cdn.example/a.png', 'b.png'] : []),
        tax_percent: ['0', '10', '12.3450', '7.5', '0.0001', '99.9999'][index] ?? '0',
        metadata: JSON.stringify(
          index === 2
            ? { nested: { list: [1, 2.5, 'x', null, true], big: 12345678901234 }, z: 1, a: '' }
            : {},
        ),
        created: sql<Date>`${`2026-03-0${index + 1} 05:06:07.${123987 + index * 111}+00`}::timestamptz`,
        updated: sql<Date>`${`2026-04-0${index + 1} 23:59:59.${999999 - index}+10`}::timestamptz`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    productIds.push(String(product.id))
    // Items out of id order by position, one product with none.
    const itemCount = index === 4 ? 0 : 3
    for (let item = 0; item < itemCount; item++) {
      await db
        .insertInto('items')
        .values({
          company_id: companyId,
          product_id: String(product.id),
          sku: `${marker}-${index}-${item}`,
          barcode: item === 1 ? '' : `${marker.length}${index}${item}9300`,
          option1: item === 0 ? text : `S${item}`,
          option2: index % 2 ? 'Navy' : '',
          position: itemCount - item,
          metadata: JSON.stringify(item === 2 ? { weight: 1.5, text } : {}),
        })
        .execute()
    }
  }
  const list = await db
    .insertInto('price_lists')
    .values({ company_id: companyId, name: `${marker} list`, currency: 'NZD' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const firstItem = await db
    .selectFrom('items')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('prices')
    .values([
      { company_id: companyId, product_id: productIds[0] ?? null, currency: 'AUD', price: 2500, tags: '[]' },
      {
        company_id: companyId,
        product_id: productIds[1] ?? null,
        price_list_id: list.id,
        start_date: '2026-09-01T00:00:00.000123Z',
        end_date: '2026-10-01T12:30:00.5Z',
        currency: 'NZD',
        price: 1999,
        tags: JSON.stringify(['spring', 'Café']),
      },
      { company_id: companyId, item_id: String(firstItem.id), currency: 'AUD', price: 0, tags: '[]' },
      {
        company_id: companyId,
        product_id: productIds[2] ?? null,
        item_id: String(firstItem.id),
        start_date: '2026-01-01T00:00:00Z',
        currency: 'USD',
        price: 123456789012,
        tags: '[]',
      },
    ])
    .execute()
  return productIds
}

type Query = { limit: number; since_id: number; updated_min?: string }

function queryString(query: Query) {
  return `limit=${query.limit}&since_id=${query.since_id}&sort_field=id${query.updated_min ? `&updated_min=${encodeURIComponent(query.updated_min)}` : ''}`
}

async function expectedProducts(companyId: number, query: Query) {
  let rows = t.database.db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '>', String(query.since_id))
  if (query.updated_min) rows = rows.where('updated', '>=', new Date(query.updated_min))
  const page = await rows.orderBy('id').limit(query.limit).execute()
  return JSON.parse(JSON.stringify({ products: await withItems(t.database.db, companyId, page) }))
}

async function expectedPrices(companyId: number, query: Query) {
  let rows = t.database.db
    .selectFrom('prices')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '>', String(query.since_id))
  if (query.updated_min) rows = rows.where('updated', '>=', new Date(query.updated_min))
  const page = await rows.orderBy('id').limit(query.limit).execute()
  return JSON.parse(JSON.stringify({ prices: page.map(priceJson) }))
}

/** Same values, and the same keys in the same order in every record. */
function expectSame(actual: unknown, expected: unknown) {
  expect(actual).toEqual(expected)
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected))
}

describe('sync pages built by the database', () => {
  it('should give products.json and prices.json exactly as the row shapes say, page by page, per company', async () => {
    await insertCatalog(other.companyId, 'THEIRS')
    const ids = await insertCatalog(owner.companyId, 'OURS')
    await insertCatalog(other.companyId, 'LATER')
    const queries: Query[] = [
      { limit: 250, since_id: 0 },
      { limit: 2, since_id: 0 },
      { limit: 2, since_id: Number(ids[1]) },
      { limit: 250, since_id: Number(ids[4]) },
      { limit: 250, since_id: Number(ids.at(-1)) },
      { limit: 250, since_id: 0, updated_min: '2026-04-03T13:59:59.999Z' },
      { limit: 250, since_id: 0, updated_min: '2999-01-01T00:00:00Z' },
    ]
    for (const query of queries) {
      const products = await t.request('GET', `/api/proxy/products.json?${queryString(query)}`, {
        cookie: owner.cookie,
      })
      expect(products.status).toBe(200)
      expect(products.headers.get('content-type')).toMatch(/^application\/json/)
      expectSame(products.body, await expectedProducts(owner.companyId, query))
      const prices = await t.request('GET', `/api/proxy/prices.json?${queryString(query)}`, {
        cookie: owner.cookie,
      })
      expect(prices.status).toBe(200)
      expectSame(prices.body, await expectedPrices(owner.companyId, query))
    }
    const all = (await t.request('GET', '/api/proxy/products.json?since_id=0', { cookie: owner.cookie }))
      .body as { products: { name: string; items: unknown[] }[] }
    expect(all.products.map((product) => product.name.split(' ')[0])).toEqual(TRICKY.map(() => 'OURS'))
    expect(all.products.map((product) => product.items.length)).toEqual([3, 3, 3, 3, 0, 3])
    const prices = (await t.request('GET', '/api/proxy/prices.json', { cookie: owner.cookie })).body as {
      prices: unknown[]
    }
    expect(prices.prices).toHaveLength(4)
  })
})
