import { PromotionSchema, parsePayload } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { latestCode, sessionCookieFrom, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'
import { DEMO_EMAIL, DEMO_EXISTS, runSeed, SEED_AREAS } from './index.ts'

let t: TestApp
withTestApp(async (app) => {
  t = app
})

describe('demo seed', () => {
  it('should fill a demo company the owner signs in to, with stores, staff, products, prices and promotions', async () => {
    const result = await runSeed(t.database.db, { products: 200, itemsPerProduct: 3 })
    expect(SEED_AREAS.map((area) => area.name)).toEqual(
      expect.arrayContaining(['stores', 'staff', 'products', 'promotions']),
    )
    await t.request('POST', '/api/sessions/sign-in', { body: { email: DEMO_EMAIL } })
    const verified = await t.request('POST', '/api/sessions/verify', {
      body: { email: DEMO_EMAIL, code: await latestCode(t, DEMO_EMAIL) },
    })
    expect(verified).toMatchObject({ status: 200, body: { company: { id: result.companyId } } })
    const cookie = sessionCookieFrom(verified)
    const products = await t.request('GET', '/api/proxy/products.json?page=1&limit=1', { cookie })
    expect(products.body).toMatchObject({ total: 200 })
    const synced = await t.request('GET', '/api/proxy/products.json?limit=250', { cookie })
    const all = (synced.body as { products: { items: { sku: string; barcode: string }[] }[] }).products
    expect(all).toHaveLength(200)
    expect(all.every((product) => product.items.length === 3)).toBe(true)
    const prices = await t.request('GET', '/api/proxy/prices.json?limit=250', { cookie })
    expect((prices.body as { prices: unknown[] }).prices).toHaveLength(220)
    expect((await t.request('GET', '/api/proxy/posstaff.json', { cookie })).body).toMatchObject({
      posstaff: expect.arrayContaining([expect.objectContaining({ pos_code: '1001' })]),
    })
    expect((await t.request('GET', '/api/proxy/stores.json', { cookie })).body).toMatchObject({
      stores: expect.arrayContaining([expect.objectContaining({ name: 'Sydney CBD' })]),
    })
    const promotions = (await t.request('GET', '/api/proxy/promotions.json?active=1', { cookie })).body as {
      promotions: unknown[]
    }
    expect(promotions.promotions).toHaveLength(5)
    for (const promotion of promotions.promotions)
      expect(parsePayload(PromotionSchema, promotion)).toMatchObject({ ok: true })
  })

  it('should refuse a second run and change nothing', async () => {
    const before = await t.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    await expect(runSeed(t.database.db, { products: 10, itemsPerProduct: 3 })).rejects.toThrow(DEMO_EXISTS)
    const after = await t.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(after).toEqual(before)
  })

  it('should refuse more than 100,000 products', async () => {
    await expect(runSeed(t.database.db, { products: 300_001, itemsPerProduct: 3 })).rejects.toThrow(/300000/)
  })
})
