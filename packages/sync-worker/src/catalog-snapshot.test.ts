import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createLocalDatabaseApi, type LocalDatabaseApi } from './api.ts'
import { SnapshotReader, snapshotName } from './snapshot.ts'
import {
  type FakeCatalog as Catalog,
  FakeCatalog,
  type FakePrice,
  type FakeProduct,
} from './test/fake-catalog.ts'
import { gatedHost } from './test/gated-host.ts'
import { nodeDeps } from './test/server.ts'

const COMPANY = '41'
const DATES = ['2026-11-21T10:00:00.000Z', '2026-12-02T00:00:00.000Z', '2027-01-10T00:00:00.000Z']

/** A register on `indexedDB` syncing from the fake catalog; `gated`: its catalog documents wait for `release`. */
function register(indexedDB: IDBFactory, catalog: Catalog, gated = false) {
  const deps = nodeDeps({
    url: 'http://catalog.test',
    cookie: '',
    indexedDB,
    realtime: false,
    fetch: (url) => catalog.fetch(url),
    now: () => catalog.clock,
  })
  const gate = gated ? gatedHost(deps) : null
  const api = createLocalDatabaseApi({ ...deps, ...(gate ? { catalogHost: gate.factory } : {}) })
  return { api, gate }
}

type Op =
  | { op: 'rename'; at: number; name: string }
  | { op: 'rebarcode'; at: number; item: number }
  | { op: 'resku'; at: number; item: number }
  | { op: 'addItem'; at: number }
  | { op: 'dropItem'; at: number }
  | { op: 'deleteProduct'; at: number }
  | { op: 'addProduct'; items: number }
  | { op: 'price'; at: number; item: number | null; price: number; dated: number | null }
  | { op: 'deletePrice'; at: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('rename' as const),
    at: fc.nat(),
    name: fc.string({ minLength: 1, maxLength: 8 }),
  }),
  fc.record({ op: fc.constant('rebarcode' as const), at: fc.nat(), item: fc.nat() }),
  fc.record({ op: fc.constant('resku' as const), at: fc.nat(), item: fc.nat() }),
  fc.record({ op: fc.constant('addItem' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('dropItem' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('deleteProduct' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('addProduct' as const), items: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    op: fc.constant('price' as const),
    at: fc.nat(),
    item: fc.option(fc.nat(), { nil: null }),
    price: fc.integer({ min: 0, max: 99_999 }),
    dated: fc.option(fc.nat({ max: 2 }), { nil: null }),
  }),
  fc.record({ op: fc.constant('deletePrice' as const), at: fc.nat() }),
)

/** Builds and edits a catalog with unique codes (the server refuses a taken barcode or SKU). */
class Shop {
  private next = 1
  readonly codes = new Set<string>(['', 'nothing-here', '0000000000000'])
  readonly itemIds = new Set<string>(['999999'])

  constructor(readonly catalog: FakeCatalog) {}

  private id(): string {
    return String(this.next++)
  }

  item() {
    const id = this.id()
    const item = { id, barcode: `93${id.padStart(11, '0')}`, sku: `Sk-${id}`, option1: `Size ${id}` }
    this.codes.add(item.barcode).add(item.sku).add(item.sku.toLowerCase())
    this.itemIds.add(id)
    return item
  }

  addProduct(items: number): void {
    const id = this.id()
    const product: FakeProduct = {
      id,
      name: `Product ${id}`,
      style: `ST-${id}`,
      items: Array.from({ length: items }, () => this.item()),
    }
    this.catalog.putProduct(product)
    this.catalog.putPrice({
      id: this.id(),
      product_id: id,
      item_id: null,
      price: 1000 + Number(id),
      start_date: null,
      end_date: null,
    })
  }

  apply(op: Op): void {
    const products = this.catalog.productIds()
    const pick = (at: number) =>
      products.length ? this.catalog.product(products[at % products.length]!) : undefined
    if (op.op === 'addProduct') {
      this.addProduct(op.items)
      return
    }
    if (op.op === 'deletePrice') {
      const prices = this.catalog.priceIds()
      if (prices.length) this.catalog.deletePrice(prices[op.at % prices.length]!)
      return
    }
    const product = pick(op.at)
    if (!product) return
    switch (op.op) {
      case 'rename':
        product.name = op.name.trim() || 'Renamed'
        break
      case 'rebarcode':
      case 'resku': {
        const item = product.items[op.item % product.items.length]
        if (!item) return
        const fresh = this.item()
        this.itemIds.delete(fresh.id)
        if (op.op === 'rebarcode') item.barcode = fresh.barcode
        else item.sku = fresh.sku
        break
      }
      case 'addItem':
        product.items.push(this.item())
        break
      case 'dropItem':
        if (product.items.length > 1) product.items.pop()
        break
      case 'deleteProduct':
        this.catalog.deleteProduct(product.id)
        return
      case 'price': {
        const item = op.item === null ? null : product.items[op.item % product.items.length]
        const price: FakePrice = {
          id: this.id(),
          product_id: product.id,
          item_id: item?.id ?? null,
          price: op.price,
          start_date: op.dated === null ? null : DATES[op.dated]!,
          end_date: op.dated === null ? null : '2027-06-01T00:00:00.000Z',
        }
        this.catalog.putPrice(price)
        return
      }
    }
    this.catalog.putProduct(product)
  }
}

/** Every lookup the register makes, over every code and item this shop ever had (and some it never had). */
async function lookups(
  shop: Shop,
  ask: {
    barcode(code: string): Promise<unknown>
    sku(code: string): Promise<unknown>
    item(id: string): Promise<unknown>
    price(id: string, at: string): Promise<unknown>
  },
  /** Prices only of the items in the catalog now (the snapshot answers no other). */
  current = false,
) {
  const answers: unknown[] = []
  for (const code of shop.codes) answers.push(await ask.barcode(code), await ask.sku(code))
  const inCatalog = new Set(
    shop.catalog.productIds().flatMap((id) => shop.catalog.product(id)!.items.map((item) => item.id)),
  )
  for (const id of shop.itemIds) {
    answers.push(await ask.item(id))
    if (current && !inCatalog.has(id)) continue
    for (const at of DATES) answers.push(await ask.price(id, at))
  }
  return answers
}

/**
 * Every scan over every code and date, as one `catalog.scan` and as the two calls it replaces (barcode, else
 * SKU, then the price): barcodes, SKUs in any case, unknown codes, items without a price, dated prices.
 */
async function scans(shop: Shop, api: LocalDatabaseApi) {
  const one: unknown[] = []
  const two: unknown[] = []
  for (const code of shop.codes) {
    for (const at of DATES) {
      one.push(await api.catalog.scan(code, at))
      const match = (await api.catalog.findByBarcode(code)) ?? (await api.catalog.findBySku(code))
      two.push(match && { match, price: await api.prices.priceOn(match.item.id, at) })
    }
  }
  return { one, two }
}

const fromApi = (api: LocalDatabaseApi) => ({
  barcode: (code: string) => api.catalog.findByBarcode(code),
  sku: (code: string) => api.catalog.findBySku(code),
  item: (id: string) => api.catalog.item(id),
  price: (id: string, at: string) => api.prices.priceOn(id, at),
})

describe('the catalog snapshot', () => {
  it('answers every barcode, SKU, item and price lookup exactly as the Yjs-backed index, after any syncs and after a reload', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 0, maxLength: 8 }),
        fc.array(fc.array(opArb, { maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        async (initial, rounds) => {
          const shop = new Shop(new FakeCatalog())
          for (const items of initial) shop.addProduct(items)
          const profile = new IDBFactory()
          const { api } = register(profile, shop.catalog)
          await api.db.open({ companyId: COMPANY })
          expect((await api.sync.start()).ok).toBe(true)
          await api.sync.whenIdle()
          const reader = new SnapshotReader(profile, snapshotName(COMPANY))
          const fromSnapshot = {
            barcode: (code: string) => reader.findByBarcode(code),
            sku: (code: string) => reader.findBySku(code),
            item: (id: string) => reader.item(id),
            price: (id: string, at: string) => reader.priceOn(id, at),
          }
          for (const round of [[], ...rounds]) {
            for (const op of round) shop.apply(op)
            await api.sync.resync('product')
            await api.sync.resync('price')
            await api.sync.whenIdle()
            const expected = await lookups(shop, fromApi(api))
            const scanned = await scans(shop, api)
            expect(scanned.one).toEqual(scanned.two)
            for (const code of shop.codes) {
              const fromSnapshot = await reader.scan(code, DATES[0]!)
              if (fromSnapshot.fresh)
                expect(fromSnapshot.value).toEqual(await api.catalog.scan(code, DATES[0]))
            }
            const snapshot = await lookups(shop, fromSnapshot)
            // The snapshot may decline a price for an item it does not know (the register then waits).
            const comparable = snapshot.map((answer, index) =>
              (answer as { fresh: boolean }).fresh ? (answer as { value: unknown }).value : expected[index],
            )
            expect(comparable).toEqual(expected)
            expect((await reader.findByBarcode('nothing-here')).fresh).toBe(true)
          }
          const before = await lookups(shop, fromApi(api), true)
          const scannedBefore = await scans(shop, api)
          reader.close()
          await api.db.close()

          // After a reload, with the catalog documents not even opened, the register answers the same.
          const again = register(profile, shop.catalog, true)
          await again.api.db.open({ companyId: COMPANY })
          const early = await lookups(shop, fromApi(again.api), true)
          // Scans from the snapshot alone (the catalog is held back): the same as before the reload.
          const earlyScans: unknown[] = []
          for (const code of shop.codes) {
            for (const at of DATES) earlyScans.push(await again.api.catalog.scan(code, at))
          }
          expect(again.gate!.asked).toBe(true)
          again.gate!.release()
          expect(early).toEqual(before)
          expect(earlyScans).toEqual(scannedBefore.one)
          await again.api.db.close()
        },
      ),
      { numRuns: 20 },
    )
  })
})
