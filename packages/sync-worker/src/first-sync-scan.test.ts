import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { createLocalDatabaseApi, type LocalDatabaseApi } from './api.ts'
import { CatalogHost, type CatalogHostApi } from './catalog-host.ts'
import { FIRST_SYNC_ANSWER_MS } from './local-database.ts'
import { FakeCatalog } from './test/fake-catalog.ts'
import { nodeDeps, until } from './test/server.ts'
import { Shop } from './test/shop.ts'

/**
 * Issue 19: a scan at the register while its first sync runs is answered from what has arrived, or as nothing
 * found while the products have never synced (which the sale screen says as "still loading"), never left waiting
 * for the whole catalog.
 */
const COMPANY = '43'

function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/** The products' bootstrap body passes its first `bytes(total)`, then waits for `held.open()`. */
function holdingBootstrap(shop: Shop, bytes: (total: number) => number) {
  const held = gate()
  const fetch = async (url: string) => {
    const response = await shop.catalog.fetch(url)
    if (!new URL(url).pathname.endsWith('/products/bootstrap') || !response.body) return response
    const reader = response.body.getReader()
    const pass = bytes(Number(response.headers.get('x-catalog-bytes')))
    let passed = 0
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (passed >= pass) await held.opened
        const { done, value } = await reader.read()
        if (done) controller.close()
        else {
          passed += value.byteLength
          controller.enqueue(value)
        }
      },
    })
    return new Response(body, { status: response.status, headers: response.headers })
  }
  return { held, fetch }
}

function shopOf(products: number): Shop {
  const shop = new Shop(new FakeCatalog())
  for (let count = 0; count < products; count++) shop.addProduct(1)
  shop.catalog.freezeBootstrap()
  return shop
}

function barcodeOf(shop: Shop, at: number): string {
  const id = shop.catalog.productIds()[at]!
  return shop.catalog.product(id)!.items[0]!.barcode
}

async function productKind(api: LocalDatabaseApi) {
  return (await api.sync.status()).kinds.find((kind) => kind.kind === 'product')
}

describe('a scan during the first sync', () => {
  it('is answered from the parts that have arrived; a code not yet arrived is nothing found while the products have never synced', async () => {
    const shop = shopOf(8)
    // The fake's parts are 2 products each: about half the body is the first 4 products.
    const { held, fetch } = holdingBootstrap(shop, (total) => Math.floor(total / 2))
    const deps = nodeDeps({
      url: 'http://catalog.test',
      cookie: '',
      indexedDB: new IDBFactory(),
      realtime: false,
      fetch,
    })
    const api = createLocalDatabaseApi(deps)
    await api.db.open({ companyId: COMPANY })
    const started = api.sync.start()

    const first = barcodeOf(shop, 0)
    const last = barcodeOf(shop, 7)
    const found = await until(() => api.catalog.scan(first), 'the first product from the first part')
    expect(found.match.item.barcode).toBe(first)
    expect(await api.catalog.scan(last)).toBeNull()
    // What the sale screen reads to say "still loading" rather than "not found".
    expect(await productKind(api)).toMatchObject({ state: 'syncing', lastSynced: null })

    held.open()
    expect((await started).ok).toBe(true)
    expect((await api.catalog.scan(last))?.match.item.barcode).toBe(last)
    expect((await productKind(api))?.lastSynced).not.toBeNull()
    await api.db.close()
  })

  it('is nothing found when the catalog worker has not answered in time, while the products have never synced', async () => {
    const shop = shopOf(4)
    const { held, fetch } = holdingBootstrap(shop, () => 0)
    const deps = nodeDeps({
      url: 'http://catalog.test',
      cookie: '',
      indexedDB: new IDBFactory(),
      realtime: false,
      fetch,
    })
    // A catalog worker busy applying a part: its scans and searches wait until `busy.open()`.
    const busy = gate()
    deps.catalogHost = (): CatalogHostApi => {
      const host = new CatalogHost(deps)
      return {
        open: (companyId) => host.open(companyId),
        subscribe: (listener) => host.subscribe(listener),
        runKind: (cache) => host.runKind(cache),
        clear: (cache) => host.clear(cache),
        findByBarcode: (barcode) => host.findByBarcode(barcode),
        findBySku: (sku) => host.findBySku(sku),
        scan: (code, at) => busy.opened.then(() => host.scan(code, at)),
        item: (itemId) => host.item(itemId),
        search: (text, offset, limit) => busy.opened.then(() => host.search(text, offset, limit)),
        priceOn: (itemId, at) => host.priceOn(itemId, at),
        snapshotSettled: () => host.snapshotSettled(),
        watchLookups: (counter) => host.watchLookups(counter),
        close: () => host.close(),
      }
    }
    const api = createLocalDatabaseApi(deps)
    await api.db.open({ companyId: COMPANY })
    const started = api.sync.start()
    await until(async () => (await productKind(api))?.state === 'syncing', 'the first sync of the products')

    const code = barcodeOf(shop, 0)
    const scan = api.catalog.scan(code)
    const search = api.catalog.search('Product')
    await until(() => deps.timers.of(FIRST_SYNC_ANSWER_MS).length === 2, 'the scan and the search to wait')
    deps.timers.fire(FIRST_SYNC_ANSWER_MS)
    expect(await scan).toBeNull()
    expect(await search).toEqual({ results: [], more: false })
    expect((await productKind(api))?.lastSynced).toBeNull()

    held.open()
    busy.open()
    expect((await started).ok).toBe(true)
    // Once the products have synced, the scan finds the code.
    expect((await api.catalog.scan(code))?.match.item.barcode).toBe(code)
    await api.db.close()
  })
})
