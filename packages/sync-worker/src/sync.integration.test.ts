import 'fake-indexeddb/auto'
import { LOCAL_SCHEMA_VERSION } from '@pos/core'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IndexeddbPersistence } from 'y-indexeddb'
import * as Y from 'yjs'
import { createLocalDatabaseApi, type LocalDatabaseApi } from './api.ts'
import { DELAYED_RESYNC_MS } from './scheduler.ts'
import {
  call,
  type NodeDepsOptions,
  nodeDeps,
  type Owner,
  signIn,
  signUp,
  startTestServer,
  type TestServer,
  until,
} from './test/server.ts'
import type { SyncStatus, WorkerEvent } from './types.ts'

type ProductBody = { product: { id: number; items: { id: number; sku: string; barcode: string }[] } }

let server: TestServer
let owner: Owner
let tee: ProductBody['product']
let mug: ProductBody['product']

function product(name: string, style: string, sizes: string[], retail: number) {
  return {
    name,
    style,
    vendor: 'Acme',
    retail_price: retail,
    option_names: ['Size'],
    items: sizes.map((size, index) => ({
      option1: size,
      sku: `${style}-${size}`,
      barcode: `93${style.replace(/\D/g, '').padStart(4, '0')}${String(index).padStart(7, '0')}`,
    })),
  }
}

beforeAll(async () => {
  server = await startTestServer()
  owner = await signUp(server.url)
  const post = (path: string, body: unknown) =>
    call<ProductBody>(server.url, owner.cookie, 'POST', path, body)
  tee = (await post('/api/proxy/products.json', product('Linen tee', 'ST-1001', ['S', 'M', 'L'], 4500)))
    .product
  mug = (await post('/api/proxy/products.json', product('Stoneware mug', 'ST-2002', ['ONE'], 1800))).product
  await post('/api/proxy/products.json', product('Wool scarf', 'ST-3003', ['ONE'], 6900))
  await call(server.url, owner.cookie, 'POST', '/api/proxy/staff.json', {
    first_name: 'Grace',
    last_name: 'Hopper',
    display_name: 'Grace H',
    pos_code: '4242',
  })
  await call(server.url, owner.cookie, 'POST', '/api/proxy/staff.json', {
    first_name: 'Alan',
    last_name: 'Turing',
    pos_code: '7777',
  })
  await call(server.url, owner.cookie, 'POST', '/api/proxy/reasons.json', {
    kind: 'discount',
    name: 'Damaged',
    max_discount_percent: 30,
  })
  await call(server.url, owner.cookie, 'POST', '/api/proxy/reasons.json', {
    kind: 'return',
    name: 'Wrong size',
  })
  await call(server.url, owner.cookie, 'POST', '/api/proxy/customscripts.json', {
    scope: 'sale',
    script: '// hi',
  })
})

afterAll(async () => {
  await server?.close()
})

/** Opens a worker API on `indexedDB` (one per simulated browser profile). */
async function openWorker(indexedDB: IDBFactory, options: Partial<NodeDepsOptions> = {}) {
  const deps = nodeDeps({ url: server.url, cookie: owner.cookie, indexedDB, realtime: false, ...options })
  const api = createLocalDatabaseApi(deps)
  const events: SyncStatus[] = []
  await api.sync.subscribe((event: WorkerEvent) => {
    if (event.type === 'status') events.push(event.status)
  })
  const info = await api.db.open({ companyId: owner.companyId })
  return { api, deps, events, info }
}

/** Reads a cache document straight from IndexedDB, as a reload would find it. */
async function readDoc(indexedDB: IDBFactory, cache: string) {
  Object.assign(globalThis, { indexedDB })
  const doc = new Y.Doc()
  const persistence = new IndexeddbPersistence(`pos-local-${owner.companyId}-${cache}`, doc)
  await persistence.whenSynced
  await persistence.destroy()
  return doc
}

describe('first sync of a company catalog into the local database', () => {
  const profile = new IDBFactory()
  let api: LocalDatabaseApi

  it('syncs every cache the user may sync, products and prices first, with progress and flags', async () => {
    const opened = await openWorker(profile)
    api = opened.api
    expect(opened.info.droppedCaches).toBe(false)
    const started = await api.sync.start()
    expect(started.ok).toBe(true)
    const status = await api.sync.status()
    expect(status.kinds.map((kind) => kind.kind)).toEqual([
      'product',
      'price',
      'posstaff',
      'promotion',
      'discount_reasons',
      'return_reasons',
      'custom_scripts',
    ])
    expect(status.kinds.every((kind) => kind.state === 'done')).toBe(true)
    expect(status.kinds.find((kind) => kind.kind === 'product')).toMatchObject({
      count: 3,
      fetched: 3,
      total: 3,
    })
    expect(status.kinds.find((kind) => kind.kind === 'posstaff')?.count).toBe(2)
    expect(status.sellReady).toBe(true)
    expect(status.flags.initial_sync).toBe(false)
    expect(status.phase).toBe('idle')
    // Progress went out while it ran: the product flag on, then sell-ready before the other kinds finished.
    expect(opened.events.some((event) => event.flags.product && event.flags.initial_sync)).toBe(true)
    const firstSellReady = opened.events.findIndex((event) => event.sellReady)
    const staffDone = opened.events.findIndex(
      (event) => event.kinds.find((k) => k.kind === 'posstaff')?.state === 'done',
    )
    expect(firstSellReady).toBeGreaterThanOrEqual(0)
    expect(firstSellReady).toBeLessThan(staffDone)
  })

  it('a POS code asked for at sell-ready, before the staff list has synced, waits for it (issue 6: 1001)', async () => {
    // The sale screen opens at sell-ready (products and prices); with a big catalog the staff list syncs
    // after it, and a POS code typed in between was answered "No sales person has POS code ...".
    const fresh = new IDBFactory()
    const deps = nodeDeps({ url: server.url, cookie: owner.cookie, indexedDB: fresh, realtime: false })
    const early = createLocalDatabaseApi(deps)
    let asked: Promise<unknown> | null = null
    let staffDoneWhenAsked: boolean | null = null
    await early.sync.subscribe((event: WorkerEvent) => {
      if (asked || event.type !== 'status' || !event.status.sellReady) return
      staffDoneWhenAsked = event.status.kinds.find((kind) => kind.kind === 'posstaff')?.state === 'done'
      asked = early.staff.byPosCode('4242')
    })
    await early.db.open({ companyId: owner.companyId })
    await early.sync.start()
    await until(() => asked !== null, 'asked at sell-ready')
    expect(staffDoneWhenAsked).toBe(false)
    expect(((await asked) as { display_name?: string } | null)?.display_name).toBe('Grace H')
    expect(await early.staff.byPosCode('0000')).toBeNull()
    await early.db.close()
  })

  it('answers the register lookups: barcode, SKU, text search, price on a date, staff', async () => {
    const item = tee.items[1]!
    const byBarcode = await api.catalog.findByBarcode(item.barcode)
    expect(byBarcode?.item.sku).toBe('ST-1001-M')
    expect(byBarcode?.product.name).toBe('Linen tee')
    expect(byBarcode?.item).toMatchObject({ option1: 'M', product_id: String(tee.id) })
    expect(byBarcode?.product).toMatchObject({ style: 'ST-1001', vendor: 'Acme' })
    expect(byBarcode?.product).not.toHaveProperty('items')
    expect((await api.catalog.findBySku('st-1001-l'))?.item.id).toBe(String(tee.items[2]!.id))
    expect(await api.catalog.findByBarcode('0000000000000')).toBeNull()

    const byName = await api.catalog.search('linen')
    expect(byName.results.map((match) => match.product.name)).toEqual(['Linen tee'])
    expect(byName.results[0]?.items).toHaveLength(3)
    expect((await api.catalog.search('ST-2002')).results[0]?.product.name).toBe('Stoneware mug')
    expect((await api.catalog.search(mug.items[0]!.barcode)).results[0]?.product.name).toBe('Stoneware mug')
    expect((await api.catalog.search('wool sc')).results[0]?.product.name).toBe('Wool scarf')
    expect((await api.catalog.search('st')).results).toHaveLength(3)
    const paged = await api.catalog.search('st', { limit: 2 })
    expect(paged).toMatchObject({ more: true })
    expect(paged.results).toHaveLength(2)

    const price = await api.prices.priceOn(String(item.id), '2026-11-21T10:00:00Z')
    expect(price?.price).toBe(4500)

    expect((await api.staff.byPosCode('4242'))?.display_name).toBe('Grace H')
    expect((await api.staff.search('turing')).map((person) => person.pos_code)).toEqual(['7777'])
    expect((await api.reasons.discount()).map((reason) => reason.name)).toEqual(['Damaged'])
    expect((await api.reasons.returns()).map((reason) => reason.name)).toEqual(['Wrong size'])
    expect(await api.scripts.list()).toEqual([expect.objectContaining({ scope: 'sale', script: '// hi' })])
  })

  it('an incremental sync brings edits and dated prices', async () => {
    const item = tee.items[0]!
    await call(server.url, owner.cookie, 'PUT', `/api/proxy/product/${tee.id}.json`, {
      ...product('Linen shirt', 'ST-1001', ['S', 'M', 'L'], 4500),
      items: tee.items.map((each, index) => ({
        id: each.id,
        option1: ['S', 'M', 'L'][index],
        sku: each.sku,
        barcode: each.barcode,
      })),
    })
    await call(server.url, owner.cookie, 'POST', '/api/proxy/prices.json', {
      item_id: item.id,
      price: 3900,
      start_date: '2026-12-01T00:00:00Z',
      end_date: '2026-12-08T00:00:00Z',
    })
    await api.sync.resync('product')
    await api.sync.resync('price')
    expect((await api.catalog.findByBarcode(item.barcode))?.product.name).toBe('Linen shirt')
    expect((await api.catalog.search('linen')).results[0]?.product.name).toBe('Linen shirt')
    expect((await api.catalog.search('tee')).results).toEqual([])
    expect((await api.prices.priceOn(String(item.id), '2026-12-02T00:00:00Z'))?.price).toBe(3900)
    expect((await api.prices.priceOn(String(item.id), '2026-12-08T00:00:00Z'))?.price).toBe(4500)
    // The other items of the product keep the product's price.
    expect((await api.prices.priceOn(String(tee.items[1]!.id), '2026-12-02T00:00:00Z'))?.price).toBe(4500)
  })

  it('removes deleted products with their items and keeps the latest deleted date', async () => {
    await call(server.url, owner.cookie, 'DELETE', `/api/proxy/product/${mug.id}.json`)
    await api.sync.resync('product')
    await api.sync.resync('price')
    expect(await api.catalog.findByBarcode(mug.items[0]!.barcode)).toBeNull()
    expect((await api.catalog.search('mug')).results).toEqual([])
    expect(await api.prices.priceOn(String(mug.items[0]!.id), '2026-11-21T10:00:00Z')).toBeNull()
    const status = await api.sync.status()
    expect(status.kinds.find((kind) => kind.kind === 'product')?.count).toBe(2)
    await api.db.close()

    const doc = await readDoc(profile, 'product')
    const deleted = doc.getMap('deleted_products').get(String(mug.id)) as { deleted: string }
    expect(deleted.deleted).toMatch(/^\d{4}-/)
    expect(doc.getMap('meta').get('deleted_min:products')).toBe(deleted.deleted)
    expect(doc.getMap('products').has(String(mug.id))).toBe(false)
    expect(doc.getMap('products').size).toBe(2)
  })

  it('after a reload with the network down, the local data still answers', async () => {
    const offline = await openWorker(profile, {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    })
    expect(offline.info.counts.product).toBe(2)
    expect((await offline.api.catalog.findByBarcode(tee.items[2]!.barcode))?.item.sku).toBe('ST-1001-L')
    const started = await offline.api.sync.start()
    expect(started).toMatchObject({ ok: false, error: { code: 'OFFLINE' } })
    expect(await offline.api.sync.status()).toMatchObject({ phase: 'offline', sellReady: true })
    expect((await offline.api.staff.byPosCode('7777'))?.first_name).toBe('Alan')
    // It tries again later, on the injected timer.
    expect(offline.deps.timers.pending.size).toBeGreaterThan(0)
    await offline.api.db.close()
  })
})

describe('schema version', () => {
  it('a new version drops the caches and resyncs them; the unsent sale queue stays', async () => {
    const profile = new IDBFactory()
    const first = await openWorker(profile)
    await first.api.sync.start()
    const sale = {
      id: 'sale-1',
      date: '2026-11-21T05:00:00Z',
      sale: {
        id: 'sale-1',
        receipt_number: 'R1-0001',
        created: '2026-11-21T05:00:00Z',
        lines: [],
        payments: [],
      },
    }
    expect(await first.api.sales.enqueue(sale)).toEqual({ ok: true, queued: 1 })
    expect(await first.api.sales.enqueue({ ...sale, date: 'yesterday' })).toMatchObject({
      ok: false,
      error: { type: 'invalid-input' },
    })
    await first.api.db.close()

    const sameVersion = await openWorker(profile)
    expect(sameVersion.info).toMatchObject({ droppedCaches: false, queued: 1, counts: { product: 2 } })
    await sameVersion.api.db.close()

    const deps = nodeDeps({ url: server.url, cookie: owner.cookie, indexedDB: profile, realtime: false })
    const api = createLocalDatabaseApi(deps)
    const info = await api.db.open({ companyId: owner.companyId, schemaVersion: LOCAL_SCHEMA_VERSION + 1 })
    expect(info).toMatchObject({
      droppedCaches: true,
      queued: 1,
      counts: { product: 0, price: 0, posstaff: 0 },
    })
    expect(await api.catalog.findByBarcode(tee.items[0]!.barcode)).toBeNull()
    expect((await api.sales.pending()).sales.map((entry) => entry.id)).toEqual(['sale-1'])
    await api.sync.start()
    expect((await api.catalog.findByBarcode(tee.items[0]!.barcode))?.product.name).toBe('Linen shirt')
    expect((await api.sync.status()).kinds.find((kind) => kind.kind === 'product')?.count).toBe(2)
    await api.db.close()
  })
})

describe('realtime', () => {
  it('an update resyncs its kind; a second one during the sync waits 60 s', async () => {
    const profile = new IDBFactory()
    // A gate on product pages, so that a sync is provably running when the second update arrives.
    let gate: Promise<void> | null = null
    let release: () => void = () => {}
    const cookieFetch = nodeDeps({ url: server.url, cookie: owner.cookie }).fetch
    let tick = Date.parse('2026-11-21T05:00:00Z')
    const { api, deps } = await openWorker(profile, {
      realtime: true,
      now: () => (tick += 1000),
      fetch: async (url, init) => {
        if (gate && url.includes('/proxy/products.json')) await gate
        return cookieFetch(url, init)
      },
    })
    await api.sync.start()
    await until(async () => (await api.sync.status()).realtime, 'the realtime channel')
    const scarf = await api.catalog.search('scarf')
    const scarfId = scarf.results[0]!.product.id

    gate = new Promise((resolve) => {
      release = resolve
    })
    const edit = async (name: string) => {
      const body = product(name, 'ST-3003', ['ONE'], 6900)
      const current = (await api.catalog.search('ST-3003')).results[0]!.items[0]!
      await call(server.url, owner.cookie, 'PUT', `/api/proxy/product/${scarfId}.json`, {
        ...body,
        items: [{ ...body.items[0], id: Number(current.id), barcode: current.barcode }],
      })
    }
    await edit('Wool wrap')
    await until(async () => (await api.sync.status()).flags.product, 'the product sync started by the update')
    await edit('Cashmere wrap')
    await until(async () => (await api.sync.status()).flags.waiting.product, 'the waiting flag')
    expect(deps.timers.of(DELAYED_RESYNC_MS)).toHaveLength(1)

    release()
    gate = null
    await until(async () => !(await api.sync.status()).flags.product, 'the first sync to end')
    const afterFirst = await api.sync.status()
    expect(afterFirst.flags.waiting.product).toBe(true)
    expect((await api.catalog.search('cashmere')).results[0]?.product.name).toBe('Cashmere wrap')
    const syncedBefore = afterFirst.kinds.find((kind) => kind.kind === 'product')?.lastSynced
    // Nothing else runs the second sync: only the 60 s timer does.
    expect(deps.timers.fire(DELAYED_RESYNC_MS)).toBe(1)
    await until(
      async () =>
        (await api.sync.status()).kinds.find((kind) => kind.kind === 'product')?.lastSynced !== syncedBefore,
      'the delayed resync',
    )
    await api.sync.whenIdle()
    expect((await api.sync.status()).flags.waiting.product).toBe(false)
    await api.db.close()
  })
})

describe('page rights decide the caches', () => {
  it('syncs only the caches GET pagerights/cache names, and empties one the user lost', async () => {
    const group = await call<{ group: { id: number } }>(
      server.url,
      owner.cookie,
      'POST',
      '/api/proxy/groups.json',
      {
        name: 'Cashiers',
        rights: { pages: ['register.sale'], caches: ['product', 'price', 'posstaff'] },
      },
    )
    const email = `cashier.${Date.now()}@sync.test`
    const created = await call<{ user: { id: number } }>(
      server.url,
      owner.cookie,
      'POST',
      '/api/proxy/users.json',
      {
        first_name: 'Cass',
        last_name: 'Hier',
        email,
        group_id: group.group.id,
      },
    )
    const cashier = await signIn(server.url, email)
    const profile = new IDBFactory()
    const deps = nodeDeps({ url: server.url, cookie: cashier.cookie, indexedDB: profile, realtime: false })
    const api = createLocalDatabaseApi(deps)
    await api.db.open({ companyId: cashier.companyId })
    const started = await api.sync.start()
    expect(started.ok && started.status.kinds.map((kind) => kind.kind)).toEqual([
      'product',
      'price',
      'posstaff',
    ])
    expect((await api.staff.byPosCode('4242'))?.display_name).toBe('Grace H')
    expect(await api.reasons.discount()).toEqual([])

    await call(server.url, owner.cookie, 'PUT', `/api/proxy/group/${group.group.id}.json`, {
      name: 'Cashiers',
      rights: { pages: ['register.sale'], caches: ['product', 'price'] },
    })
    const again = await api.sync.start()
    expect(again.ok && again.status.kinds.map((kind) => kind.kind)).toEqual(['product', 'price'])
    expect(await api.staff.byPosCode('4242')).toBeNull()
    expect((await api.catalog.findByBarcode(tee.items[0]!.barcode))?.product.name).toBe('Linen shirt')
    await api.db.close()
    expect(created.user.id).toBeGreaterThan(0)
  })
})
