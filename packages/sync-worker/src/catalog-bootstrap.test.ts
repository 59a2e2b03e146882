import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createLocalDatabaseApi, type LocalDatabaseApi } from './api.ts'
import { type BootstrapMode, FakeCatalog } from './test/fake-catalog.ts'
import { nodeDeps } from './test/server.ts'
import { lookups, opArb, Shop } from './test/shop.ts'

const COMPANY = '41'

/**
 * A fresh register profile syncing from `catalog`, asking it with `mode` for its bootstrap; with `offline`,
 * every request but the bootstrap and the caches' list fails as with no connection.
 */
function register(shop: Shop, mode: BootstrapMode, indexedDB = new IDBFactory(), offline = false) {
  const deps = nodeDeps({
    url: 'http://catalog.test',
    cookie: '',
    indexedDB,
    realtime: false,
    fetch: (url) => {
      const path = new URL(url).pathname
      if (path.endsWith('/bootstrap')) shop.catalog.bootstrapMode = mode
      else if (offline && !path.endsWith('/pagerights/cache')) {
        return Promise.reject(new TypeError('fetch failed'))
      }
      return shop.catalog.fetch(url)
    },
    now: () => shop.catalog.clock,
  })
  return createLocalDatabaseApi(deps)
}

const fromApi = (api: LocalDatabaseApi) => ({
  barcode: (code: string) => api.catalog.findByBarcode(code),
  sku: (code: string) => api.catalog.findBySku(code),
  item: (id: string) => api.catalog.item(id),
  price: (id: string, at: string) => api.prices.priceOn(id, at),
})

async function synced(api: LocalDatabaseApi) {
  await api.db.open({ companyId: COMPANY })
  expect((await api.sync.start()).ok).toBe(true)
  await api.sync.whenIdle()
}

async function resynced(api: LocalDatabaseApi) {
  await api.sync.resync('product')
  await api.sync.resync('price')
  await api.sync.whenIdle()
}

describe('the catalog bootstrap', () => {
  it('gives the same local catalog as paging from zero, whatever changed after it was built, and a failed one falls back to paging', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 0, maxLength: 8 }),
        fc.array(opArb, { maxLength: 8 }),
        fc.array(opArb, { maxLength: 8 }),
        fc.array(opArb, { maxLength: 6 }),
        fc.array(opArb, { maxLength: 4 }),
        fc.boolean(),
        fc.constantFrom<BootstrapMode>('served', 'served', 'error', 'broken', 'keyless'),
        async (initial, before, between, after, late, sinceStated, mode) => {
          const shop = new Shop(new FakeCatalog())
          shop.catalog.sinceStated = sinceStated
          for (const items of initial) shop.addProduct(items)
          // A transaction begins, other writes pass it, the bootstrap is read; then it writes (stamped with its
          // start, before the bootstrap's reading) and commits: the deltas must still bring what it wrote.
          shop.catalog.begin()
          for (const op of before) shop.apply(op)
          const frozen = shop.catalog.productIds().length
          shop.catalog.freezeBootstrap()
          shop.catalog.inTransaction(() => {
            for (const op of late) shop.apply(op)
          })
          shop.catalog.commit()
          // Edits and deletes between the bootstrap and the catalog the registers sync.
          for (const op of between) shop.apply(op)

          const profile = new IDBFactory()
          const booted = register(shop, mode, profile)
          const pagesBefore = shop.catalog.asked.filter((path) => path === 'proxy/products.json').length
          await synced(booted)
          const pagesBooted = shop.catalog.asked.filter((path) => path === 'proxy/products.json').length
          const paged = register(shop, 'missing')
          await synced(paged)

          expect(await lookups(shop, fromApi(booted))).toEqual(await lookups(shop, fromApi(paged)))
          const counts = async (api: LocalDatabaseApi) => {
            const status = await api.sync.status()
            return status.kinds.map((kind) => [kind.kind, kind.state, kind.count])
          }
          expect(await counts(booted)).toEqual(await counts(paged))
          // Every product whose name the search finds, in id order (the index's own order may differ).
          const search = async (api: LocalDatabaseApi) =>
            (await api.catalog.search('Product')).results.sort(
              (a, b) => Number(a.product.id) - Number(b.product.id),
            )
          expect(await search(booted)).toEqual(await search(paged))
          if (mode === 'served') {
            // Bootstrapped: only the delta pages after it (no products.json count, no paging from zero).
            expect(shop.catalog.asked).toContain('proxy/products/bootstrap')
            expect(pagesBooted - pagesBefore).toBe(1)
          }
          // A body without the parts' keys is not applied: the kind pages from zero (its total, then its pages).
          if (mode === 'keyless' && frozen > 0) expect(pagesBooted - pagesBefore).toBeGreaterThan(1)

          // Later changes reach both the same way (the spec's paged sync).
          for (const op of after) shop.apply(op)
          await resynced(booted)
          await resynced(paged)
          expect(await lookups(shop, fromApi(booted))).toEqual(await lookups(shop, fromApi(paged)))
          expect(await counts(booted)).toEqual(await counts(paged))
          const expected = await lookups(shop, fromApi(paged))
          await booted.db.close()
          await paged.db.close()

          // What the bootstrap stored is what a reload finds (its bytes are the document's row in IndexedDB).
          const reloaded = register(shop, 'missing', profile)
          await reloaded.db.open({ companyId: COMPANY })
          expect(await lookups(shop, fromApi(reloaded))).toEqual(expected)
          await reloaded.db.close()
        },
      ),
      { numRuns: 25 },
    )
  })

  it('a download cut off half-way keeps the parts it applied; the paging after it, in the same sync or after a reload, removes what was deleted since', async () => {
    const shop = new Shop(new FakeCatalog())
    for (let count = 0; count < 8; count++) shop.addProduct(1)
    shop.catalog.freezeBootstrap()
    // Deleted after the bootstrap was read: the first product (in the first part, which arrives whole).
    const [first, second] = shop.catalog.productIds()
    const gone = shop.catalog.product(first!)!.items[0]!.barcode
    shop.catalog.deleteProduct(first!)
    shop.catalog.deleteProduct(second!)
    const paged = register(shop, 'missing')
    await synced(paged)
    const expected = await lookups(shop, fromApi(paged))
    expect(await paged.catalog.findByBarcode(gone)).toBeNull()

    // In the same sync: the parts that arrived stay, the kind pages from zero and asks for the deletions.
    const same = register(shop, 'broken')
    await synced(same)
    expect(await lookups(shop, fromApi(same))).toEqual(expected)

    // Cut off with no connection after it: the parts are stored, the sync fails; the next one, after a reload,
    // pages from zero and asks for the deletions since the bootstrap was read.
    const profile = new IDBFactory()
    const cut = register(shop, 'broken', profile, true)
    await cut.db.open({ companyId: COMPANY })
    await cut.sync.start()
    await cut.sync.whenIdle()
    expect(await cut.catalog.findByBarcode(gone)).not.toBeNull()
    await cut.db.close()
    const reloaded = register(shop, 'missing', profile)
    await synced(reloaded)
    expect(await lookups(shop, fromApi(reloaded))).toEqual(expected)
    for (const api of [paged, same, reloaded]) await api.db.close()
  })

  it('tells its progress per part and per hundredth of the body, not per network chunk, up to every record', async () => {
    const shop = new Shop(new FakeCatalog())
    for (let count = 0; count < 60; count++) shop.addProduct(3)
    shop.catalog.freezeBootstrap()
    const api = register(shop, 'served')
    const fetched: number[] = []
    let statuses = 0
    await api.sync.subscribe((event) => {
      const products =
        event.type === 'status' ? event.status.kinds.find((kind) => kind.kind === 'product') : null
      if (products?.state !== 'syncing') return
      statuses += 1
      if (products.fetched > 0 && products.fetched !== fetched.at(-1)) fetched.push(products.fetched)
    })
    await synced(api)
    // The fake serves 61-byte chunks: over a thousand for these products (30 parts) and their prices; a
    // status a chunk would be as many.
    expect(statuses).toBeLessThanOrEqual(2 * (100 + 30) + 20)
    expect(fetched.length).toBeGreaterThan(10)
    expect(fetched).toEqual([...fetched].sort((a, b) => a - b))
    expect(fetched.at(-1)).toBe(60)
    await api.db.close()
  })
})
