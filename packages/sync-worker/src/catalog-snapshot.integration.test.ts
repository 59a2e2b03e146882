import 'fake-indexeddb/auto'
import { LOCAL_SCHEMA_VERSION } from '@pos/core'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IndexeddbPersistence } from 'y-indexeddb'
import * as Y from 'yjs'
import { createLocalDatabaseApi } from './api.ts'
import { CatalogHost } from './catalog-host.ts'
import { SnapshotReader, SnapshotWriter, snapshotName } from './snapshot.ts'
import { gatedHost } from './test/gated-host.ts'
import { call, nodeDeps, type Owner, signUp, startTestServer, type TestServer } from './test/server.ts'
import type { SyncStatus, WorkerEvent } from './types.ts'
import { connectCatalogHost, exposeCatalogHost } from './worker.ts'

type ProductBody = { product: { id: number; items: { id: number; sku: string; barcode: string }[] } }

let server: TestServer
let owner: Owner
let tee: ProductBody['product']
const NOW = '2026-11-21T10:00:00Z'

beforeAll(async () => {
  server = await startTestServer()
  owner = await signUp(server.url, 'Snapshot Store')
  tee = (
    await call<ProductBody>(server.url, owner.cookie, 'POST', '/api/proxy/products.json', {
      name: 'Linen tee',
      style: 'SN-1001',
      retail_price: 4500,
      option_names: ['Size'],
      items: ['S', 'M'].map((size, index) => ({
        option1: size,
        sku: `SN-1001-${size}`,
        barcode: `931001000000${index}`,
      })),
    })
  ).product
  await call(server.url, owner.cookie, 'POST', '/api/proxy/staff.json', {
    first_name: 'Grace',
    last_name: 'Hopper',
    display_name: 'Grace H',
    pos_code: '4242',
  })
})

afterAll(async () => {
  await server?.close()
})

/** A register on `profile`; `gated`: its product and price documents wait until `gate.release()`. */
function register(profile: IDBFactory, gated = false) {
  const deps = nodeDeps({ url: server.url, cookie: owner.cookie, indexedDB: profile, realtime: false })
  const gate = gated ? gatedHost(deps) : null
  const api = createLocalDatabaseApi({ ...deps, ...(gate ? { catalogHost: gate.factory } : {}) })
  return { api, gate }
}

async function syncedProfile(): Promise<IDBFactory> {
  const profile = new IDBFactory()
  const { api } = register(profile)
  await api.db.open({ companyId: owner.companyId })
  expect((await api.sync.start()).ok).toBe(true)
  await api.sync.whenIdle()
  expect(await api.sync.snapshot()).toMatchObject({ fresh: true, products: 1 })
  await api.db.close()
  return profile
}

describe('register.ready: the catalog snapshot', () => {
  it('answers a scan and its price before the product and price documents have loaded', async () => {
    const profile = await syncedProfile()
    const { api, gate } = register(profile, true)
    const info = await api.db.open({ companyId: owner.companyId })
    // Open answered with the catalog documents not even opened: its counts are the last sync's.
    expect(gate!.asked).toBe(true)
    expect(info.counts).toMatchObject({ product: 1, price: 1, posstaff: 1 })
    expect(await api.sync.status()).toMatchObject({ phase: 'idle', sellReady: true })
    expect((await api.staff.byPosCode('4242'))?.display_name).toBe('Grace H')
    const item = tee.items[1]!
    const found = await api.catalog.findByBarcode(item.barcode)
    expect(found?.item).toMatchObject({ id: String(item.id), sku: 'SN-1001-M', option1: 'M' })
    expect(found?.product).toMatchObject({ id: String(tee.id), name: 'Linen tee', style: 'SN-1001' })
    expect(found?.product).not.toHaveProperty('items')
    expect((await api.catalog.findBySku('sn-1001-s'))?.item.id).toBe(String(tee.items[0]!.id))
    expect(await api.catalog.findByBarcode('0000000000000')).toBeNull()
    expect((await api.prices.priceOn(String(item.id), NOW))?.price).toBe(4500)
    // Text search waits for the catalog; once it is in, every answer comes from memory and is the same.
    const searched = api.catalog.search('linen')
    gate!.release()
    expect((await searched).results.map((match) => match.product.name)).toEqual(['Linen tee'])
    expect(await api.catalog.findByBarcode(item.barcode)).toEqual(found)
    await api.db.close()
  })

  it('never uses a stale snapshot: the lookup waits for the documents and answers what they hold', async () => {
    const profile = await syncedProfile()
    const item = tee.items[0]!
    // A session that crashed after a sync wrote a new price (the snapshot marked stale first, as the worker
    // does before any catalog write) and before the snapshot was rewritten.
    const writer = new SnapshotWriter(profile, snapshotName(String(owner.companyId)))
    await writer.markStale()
    writer.close()
    Object.assign(globalThis, { indexedDB: profile })
    const doc = new Y.Doc()
    const persistence = new IndexeddbPersistence(`pos-local-${owner.companyId}-price`, doc)
    await persistence.whenSynced
    doc.getMap('prices').set('crash-1', {
      id: 'crash-1',
      product_id: String(tee.id),
      item_id: String(item.id),
      start_date: null,
      end_date: null,
      currency: 'AUD',
      price: 3100,
      tags: [],
      created: NOW,
      updated: NOW,
    })
    await persistence.destroy()
    doc.destroy()

    const { api, gate } = register(profile, true)
    await api.db.open({ companyId: owner.companyId })
    const reader = new SnapshotReader(profile, snapshotName(String(owner.companyId)))
    expect(await reader.priceOn(String(item.id), NOW)).toEqual({ fresh: false })
    const order: string[] = []
    const price = api.prices.priceOn(String(item.id), NOW).then((answer) => {
      order.push('answered')
      return answer
    })
    const scan = api.catalog.findByBarcode(item.barcode)
    // The stale snapshot's answer (4500) is there to be read; the register must not take it.
    expect((await api.staff.byPosCode('4242'))?.first_name).toBe('Grace')
    order.push('released')
    gate!.release()
    expect((await price)?.price).toBe(3100)
    expect((await scan)?.item.id).toBe(String(item.id))
    expect(order).toEqual(['released', 'answered'])
    // Once loaded, the worker rewrites the snapshot from the documents: fresh, and the new price.
    await api.sync.whenIdle()
    expect(await reader.priceOn(String(item.id), NOW)).toMatchObject({ fresh: true, value: { price: 3100 } })
    reader.close()
    await api.db.close()
  })

  it('answers a price (and a name) changed by a sync, once the sync has settled', async () => {
    const profile = await syncedProfile()
    const item = tee.items[1]!
    const { api } = register(profile)
    await api.db.open({ companyId: owner.companyId })
    await api.sync.start()
    await call(server.url, owner.cookie, 'POST', '/api/proxy/prices.json', {
      item_id: item.id,
      price: 3900,
    })
    await call(server.url, owner.cookie, 'PUT', `/api/proxy/product/${tee.id}.json`, {
      name: 'Linen shirt',
      style: 'SN-1001',
      retail_price: 4500,
      option_names: ['Size'],
      items: tee.items.map((each, index) => ({
        id: each.id,
        option1: ['S', 'M'][index],
        sku: each.sku,
        barcode: each.barcode,
      })),
    })
    await api.sync.resync('product')
    await api.sync.resync('price')
    await api.sync.whenIdle()
    const reader = new SnapshotReader(profile, snapshotName(String(owner.companyId)))
    expect(await reader.priceOn(String(item.id), NOW)).toMatchObject({ fresh: true, value: { price: 3900 } })
    reader.close()
    await api.db.close()

    const reloaded = register(profile, true)
    await reloaded.api.db.open({ companyId: owner.companyId })
    expect((await reloaded.api.catalog.findByBarcode(item.barcode))?.product.name).toBe('Linen shirt')
    expect((await reloaded.api.prices.priceOn(String(item.id), NOW))?.price).toBe(3900)
    expect((await reloaded.api.prices.priceOn(String(tee.items[0]!.id), NOW))?.price).toBe(4500)
    reloaded.gate!.release()
    await reloaded.api.db.close()
  })

  it('a new schema version drops the snapshot with the caches (the sale queue stays)', async () => {
    const profile = await syncedProfile()
    const { api } = register(profile)
    await api.db.open({ companyId: owner.companyId })
    const sale = { id: 'sale-9', receipt_number: 'R1-0009', created: NOW, lines: [], payments: [] }
    expect(await api.sales.enqueue({ id: 'sale-9', date: NOW, sale })).toEqual({ ok: true, queued: 1 })
    await api.db.close()

    const next = register(profile, true)
    const info = await next.api.db.open({
      companyId: owner.companyId,
      schemaVersion: LOCAL_SCHEMA_VERSION + 1,
    })
    expect(info).toMatchObject({ droppedCaches: true, queued: 1, counts: { product: 0, price: 0 } })
    const reader = new SnapshotReader(profile, snapshotName(String(owner.companyId)))
    expect(await reader.findByBarcode(tee.items[0]!.barcode)).toEqual({ fresh: false })
    reader.close()
    next.gate!.release()
    expect(await next.api.catalog.findByBarcode(tee.items[0]!.barcode)).toBeNull()
    expect(await next.api.sync.status()).toMatchObject({ sellReady: false })
    await next.api.db.close()
  })
})

describe('the catalog worker', () => {
  it('loads, syncs and answers across a worker boundary (Comlink), with progress in the sync status', async () => {
    const profile = new IDBFactory()
    const cookieFetch = nodeDeps({ url: server.url, cookie: owner.cookie }).fetch
    // The product pages wait until the progress of the sync (the server's total) has crossed both workers.
    let release: () => void = () => {}
    const progressed = new Promise<void>((resolve) => {
      release = resolve
    })
    const deps = nodeDeps({
      url: server.url,
      cookie: owner.cookie,
      indexedDB: profile,
      realtime: false,
      fetch: async (url, init) => {
        if (url.includes('/proxy/products.json') && url.includes('sort_field=id')) await progressed
        return cookieFetch(url, init)
      },
    })
    const channel = new MessageChannel()
    exposeCatalogHost(channel.port1, deps)
    const api = createLocalDatabaseApi({ ...deps, catalogHost: () => connectCatalogHost(channel.port2) })
    const events: SyncStatus[] = []
    await api.sync.subscribe((event: WorkerEvent) => {
      if (event.type !== 'status') return
      events.push(event.status)
      const product = event.status.kinds.find((kind) => kind.kind === 'product')
      if (product?.state === 'syncing' && product.total === 1) release()
    })
    await api.db.open({ companyId: owner.companyId })
    const started = await api.sync.start()
    expect(started.ok && started.status.kinds.find((kind) => kind.kind === 'product')).toMatchObject({
      state: 'done',
      count: 1,
      fetched: 1,
    })
    expect(events.some((status) => status.kinds.find((kind) => kind.kind === 'product')?.total === 1)).toBe(
      true,
    )
    const item = tee.items[0]!
    expect((await api.catalog.findByBarcode(item.barcode))?.item.sku).toBe('SN-1001-S')
    expect((await api.catalog.search('SN-1001')).results).toHaveLength(1)
    expect((await api.prices.priceOn(String(item.id), NOW))?.price).toBe(4500)
    await api.sync.whenIdle()
    expect(await api.sync.snapshot()).toMatchObject({ fresh: true, products: 1 })
    await api.db.close()
    channel.port1.close()
    channel.port2.close()
  })
})

describe('a catalog worker that fails to start', () => {
  it('leaves the register open, reports the failure, and is started again by the next sync', async () => {
    const profile = new IDBFactory()
    const deps = nodeDeps({ url: server.url, cookie: owner.cookie, indexedDB: profile, realtime: false })
    let attempts = 0
    const api = createLocalDatabaseApi({
      ...deps,
      catalogHost: async () => {
        attempts += 1
        if (attempts === 1) throw new Error('The catalog worker failed to start')
        return new CatalogHost(deps)
      },
    })
    expect(await api.db.open({ companyId: owner.companyId })).toMatchObject({ counts: { product: 0 } })
    const first = await api.sync.start()
    expect(first.ok && first.status.kinds.find((kind) => kind.kind === 'product')).toMatchObject({
      state: 'error',
      error: 'The catalog worker failed to start',
    })
    expect((await api.staff.byPosCode('4242'))?.display_name).toBe('Grace H')
    const second = await api.sync.start()
    expect(second.ok && second.status.kinds.find((kind) => kind.kind === 'product')?.state).toBe('done')
    expect((await api.catalog.findByBarcode(tee.items[0]!.barcode))?.item.sku).toBe('SN-1001-S')
    expect(attempts).toBe(2)
    await api.db.close()
  })
})
