import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createLocalDatabaseApi, type LocalDatabaseApi } from './api.ts'
import { ScanBoard } from './scan-board.ts'
import { SnapshotReader, snapshotName } from './snapshot.ts'
import { type FakeCatalog as Catalog, FakeCatalog } from './test/fake-catalog.ts'
import { gatedHost } from './test/gated-host.ts'
import { nodeDeps } from './test/server.ts'
import { DATES, lookups, opArb, Shop } from './test/shop.ts'

const COMPANY = '41'

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

/**
 * Every code asked ahead of Enter (`scanAhead`) answers as `scan` does, and the same answer is on the shared
 * board the page reads in the Enter's task (it crosses as JSON there, not by structured clone).
 */
async function expectScansAhead(shop: Shop, api: LocalDatabaseApi) {
  const board = new ScanBoard(new SharedArrayBuffer(ScanBoard.bytesNeeded()))
  await api.catalog.shareScanBoard(board.buffer)
  for (const [ask, code] of [...shop.codes].entries()) {
    const scanned = await api.catalog.scan(code)
    expect(await api.catalog.scanAhead(code, ask)).toEqual(scanned)
    expect(board.read(ask)).toEqual({ match: scanned })
  }
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
            await expectScansAhead(shop, api)
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
