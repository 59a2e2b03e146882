import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import type { LocalDatabaseApi } from './api.ts'
import { call, nodeDeps, type Owner, signUp, startTestServer, type TestServer, until } from './test/server.ts'
import type { ItemMatch, SyncStatus, WorkerError, WorkerEvent } from './types.ts'
import {
  connectLocalDatabase,
  eventListener,
  exposeLocalDatabase,
  type LocalDatabaseRemote,
} from './worker.ts'

let server: TestServer
let owner: Owner
let remote: LocalDatabaseRemote
let channel: MessageChannel

beforeAll(async () => {
  server = await startTestServer()
  owner = await signUp(server.url, 'Boundary Store')
  await call(server.url, owner.cookie, 'POST', '/api/proxy/products.json', {
    name: 'Canvas tote',
    style: 'TOTE-1',
    retail_price: 2900,
    items: [{ sku: 'TOTE-1', barcode: '9300000000998' }],
  })
  channel = new MessageChannel()
  const deps = nodeDeps({
    url: server.url,
    cookie: owner.cookie,
    indexedDB: new IDBFactory(),
    realtime: false,
  })
  exposeLocalDatabase(channel.port1, deps)
  remote = await connectLocalDatabase(channel.port2)
})

afterAll(async () => {
  await remote?.db.close()
  channel?.port1.close()
  channel?.port2.close()
  await server?.close()
})

describe('the worker boundary (Comlink over a message port)', () => {
  it('is one typed command map', () => {
    expectTypeOf<
      LocalDatabaseApi['catalog']['findByBarcode']
    >().returns.resolves.toEqualTypeOf<ItemMatch | null>()
    expectTypeOf<LocalDatabaseApi['sync']['status']>().returns.resolves.toEqualTypeOf<SyncStatus>()
    expectTypeOf(remote.catalog.search).parameter(0).toEqualTypeOf<string>()
  })

  it('refuses a call before the database is open with a plain { type, message }', async () => {
    const error: unknown = await remote.catalog
      .findByBarcode('9300000000998')
      .catch((thrown: unknown) => thrown)
    expect(error).toEqual({
      type: 'not-open',
      message: 'The local database is not open',
    } satisfies WorkerError)
  })

  it('sends events to a proxied listener, answers lookups, and returns bad input as a plain error', async () => {
    const events: SyncStatus[] = []
    await remote.sync.subscribe(
      eventListener((event: WorkerEvent) => {
        if (event.type === 'status') events.push(event.status)
      }),
    )
    await remote.db.open({ companyId: owner.companyId })
    const started = await remote.sync.start()
    expect(started.ok).toBe(true)
    await until(() => events.some((status) => status.sellReady && status.phase === 'idle'), 'a ready event')
    expect(
      events.some((status) => status.kinds.some((kind) => kind.kind === 'product' && kind.fetched === 1)),
    ).toBe(true)
    const match = await remote.catalog.findByBarcode('9300000000998')
    expect(match?.product.name).toBe('Canvas tote')
    const price = await remote.prices.priceOn(match!.item.id)
    expect(price?.price).toBe(2900)
    const error: unknown = await remote.prices
      .priceOn(match!.item.id, 'soon')
      .catch((thrown: unknown) => thrown)
    expect(error).toEqual({ type: 'invalid-input', message: 'Not a date: soon' })
  })
})
