import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertBulkProducts } from '../seed/products.ts'
import { createTestApp, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'

/**
 * The register's paging (spec 7) stays exact while the catalogue changes between pages: keyset paging on
 * id gives every product once, whatever is edited, added or deleted meanwhile.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.dispose()
})

type Product = { id: number; name: string; updated: string; items: { id: number }[] }

async function seeded(name: string, count: number): Promise<{ owner: SignedUp; ids: number[] }> {
  const owner = await signUp(t, name)
  const ids = await t.database.db
    .transaction()
    .execute((trx) =>
      insertBulkProducts(trx, owner.companyId, { count, itemsPerProduct: 3, currency: 'AUD' }),
    )
  return { owner, ids }
}

async function page(owner: SignedUp, sinceId: number, updatedMin?: string): Promise<Product[]> {
  const query = `limit=250&since_id=${sinceId}&sort_field=id${updatedMin ? `&updated_min=${updatedMin}` : ''}`
  const response = await t.request('GET', `/api/proxy/products.json?${query}`, { cookie: owner.cookie })
  expect(response.status).toBe(200)
  return (response.body as { products: Product[] }).products
}

async function edit(owner: SignedUp, id: number, name: string) {
  const current = await t.request('GET', `/api/proxy/product/${id}.json`, { cookie: owner.cookie })
  const product = (
    current.body as { product: Record<string, unknown> & { items: Record<string, unknown>[] } }
  ).product
  const response = await t.request('PUT', `/api/proxy/product/${id}.json`, {
    cookie: owner.cookie,
    body: {
      name,
      style: product.style,
      retail_price: product.retail_price,
      option_names: product.option_names,
      items: product.items.map((item) => ({
        id: item.id,
        option1: item.option1,
        option2: item.option2,
        option3: item.option3,
        sku: item.sku,
        barcode: item.barcode,
      })),
    },
  })
  expect(response.status).toBe(200)
}

describe('sync paging under concurrent edits', () => {
  it('should give each of 1,000 products exactly once while products change between pages', async () => {
    const { owner, ids } = await seeded('Paging', 1000)
    const deletedAhead = ids[900] as number
    const created: number[] = []
    const seen: number[] = []
    let since = 0
    for (let pageNumber = 0; ; pageNumber += 1) {
      const products = await page(owner, since)
      seen.push(...products.map((product) => product.id))
      if (products.length < 250) break
      since = products.at(-1)?.id ?? since
      // Between pages: edit one already sent and one still to come, add one, delete one still to come.
      await edit(owner, ids[pageNumber * 100] as number, `Edited behind ${pageNumber}`)
      await edit(owner, ids[999 - pageNumber] as number, `Edited ahead ${pageNumber}`)
      const added = await t.request('POST', '/api/proxy/products.json', {
        cookie: owner.cookie,
        body: { name: `Added during page ${pageNumber}` },
      })
      created.push((added.body as { product: { id: number } }).product.id)
      if (pageNumber === 1) {
        await t.request('DELETE', `/api/proxy/product/${deletedAhead}.json`, { cookie: owner.cookie })
      }
    }
    expect(new Set(seen).size).toBe(seen.length)
    const expected = [...ids.filter((id) => id !== deletedAhead), ...created].sort((a, b) => a - b)
    expect(seen).toEqual(expected)
    const deleted = await t.request('GET', '/api/proxy/products/deleted.json', { cookie: owner.cookie })
    expect((deleted.body as { products: { id: number }[] }).products.map((entry) => entry.id)).toEqual([
      deletedAhead,
    ])
  })

  it('should resync only what changed with updated_min, paging the same way', async () => {
    const { owner, ids } = await seeded('Delta', 300)
    const first = await page(owner, 0)
    const watermark =
      first
        .map((product) => product.updated)
        .sort()
        .at(-1) ?? ''
    await new Promise((resolve) => setTimeout(resolve, 20))
    const changed = [ids[5], ids[250], ids[299]] as number[]
    for (const id of changed) await edit(owner, id, 'Changed later')
    const delta = await page(owner, 0, new Date(Date.parse(watermark) + 1).toISOString())
    expect(delta.map((product) => product.id)).toEqual(changed)
    expect(delta.every((product) => product.name === 'Changed later' && product.items.length === 3)).toBe(
      true,
    )
  })

  it('should page through 10,000 seeded products, each exactly once (timed)', async () => {
    const { owner } = await seeded('Ten thousand', 10_000)
    const started = performance.now()
    const ids = new Set<string>()
    let since = 0
    let count = 0
    let items = 0
    let pages = 0
    for (;;) {
      const products = await page(owner, since)
      pages += 1
      count += products.length
      for (const product of products) ids.add(String(product.id))
      items += products.reduce((sum, product) => sum + product.items.length, 0)
      if (products.length < 250) break
      since = products.at(-1)?.id ?? since
    }
    const ms = performance.now() - started
    console.log(
      `paging: 10,000 products (${items} items) in ${pages} pages of 250: ${Math.round(ms)} ms on ${t.database.kind}`,
    )
    expect(count).toBe(10_000)
    expect(ids.size).toBe(10_000)
    expect(items).toBe(30_000)
  }, 120_000)
})
