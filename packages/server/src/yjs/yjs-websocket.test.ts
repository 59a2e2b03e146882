import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as decoding from 'lib0/decoding'
import * as encoding from 'lib0/encoding'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import * as syncProtocol from 'y-protocols/sync'
import * as Y from 'yjs'
import { type RunningServer, type ServerOptions, startServer } from '../start-server.ts'
import { insertStore } from '../test/fixtures.ts'
import { signUpOnServer } from '../test/server-sign-up.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test/test-database.ts'
import { countUpdates } from './yjs-store.ts'

/**
 * Yjs documents through the server (y-websocket protocol) end to end: real servers, real WebSockets. On
 * PostgreSQL (TEST_DATABASE_URL) two instances share one database and a document crosses them by NOTIFY;
 * on PGlite one instance with its files in a folder, so a restart reads them back.
 */
const silent = pino({ level: 'silent' })
let shared: TestDatabase | undefined
let dataDir: string | undefined
let options: ServerOptions
let first: RunningServer
let second: RunningServer

beforeAll(async () => {
  if (TEST_DATABASE_URL) {
    shared = await createTestDatabase()
    options = { port: 0, databaseUrl: TEST_DATABASE_URL, databaseSchema: shared.schema, logger: silent }
    first = await startServer(options)
    second = await startServer(options)
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'pos-yjs-'))
    options = { port: 0, dataDir, logger: silent }
    first = await startServer(options)
    second = first
  }
})
afterAll(async () => {
  if (second !== first) await second.close()
  await first.close()
  await shared?.dispose()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

let stores = 0
/** A company signed up through `server`'s own HTTP, with a store of its own. */
async function signUp(
  server: RunningServer,
): Promise<{ cookie: string; companyId: number; storeId: number }> {
  const { cookie, companyId } = await signUpOnServer(server.url, 'yjs')
  stores += 1
  const storeId = await insertStore(server.database, companyId, `Store ${stores}`)
  return { cookie, companyId, storeId }
}

type Client = { doc: Y.Doc; ws: WebSocket; synced: Promise<void>; close(): void }

/** A y-websocket client made of y-protocols: what WebsocketProvider does, without a browser. */
function connect(server: RunningServer, doc: string, cookie: string): Client {
  const ydoc = new Y.Doc()
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/yjs/${doc}`, { headers: { cookie } })
  ws.binaryType = 'arraybuffer'
  let synced: () => void = () => {}
  const syncedPromise = new Promise<void>((resolve, reject) => {
    synced = resolve
    ws.on('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)))
    ws.on('error', reject)
  })
  ws.on('open', () => {
    const encoder = encoding.createEncoder()
    encoding.writeVarUint(encoder, 0)
    syncProtocol.writeSyncStep1(encoder, ydoc)
    ws.send(encoding.toUint8Array(encoder))
  })
  ws.on('message', (data: ArrayBuffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data))
    if (decoding.readVarUint(decoder) !== 0) return
    const encoder = encoding.createEncoder()
    encoding.writeVarUint(encoder, 0)
    const type = syncProtocol.readSyncMessage(decoder, encoder, ydoc, ws)
    if (encoding.length(encoder) > 1) ws.send(encoding.toUint8Array(encoder))
    if (type === syncProtocol.messageYjsSyncStep2) synced()
  })
  ydoc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === ws || ws.readyState !== ws.OPEN) return
    const encoder = encoding.createEncoder()
    encoding.writeVarUint(encoder, 0)
    syncProtocol.writeUpdate(encoder, update)
    ws.send(encoding.toUint8Array(encoder))
  })
  return { doc: ydoc, ws, synced: syncedPromise, close: () => ws.close() }
}

/** Resolves when `test` holds, checked on every change of the document (no fixed sleeps). */
function until(doc: Y.Doc, test: () => boolean, ms = 5000): Promise<number> {
  const started = performance.now()
  if (test()) return Promise.resolve(0)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      doc.off('update', check)
      reject(new Error('the document did not converge in time'))
    }, ms)
    function check() {
      if (!test()) return
      clearTimeout(timer)
      doc.off('update', check)
      resolve(performance.now() - started)
    }
    doc.on('update', check)
  })
}

describe('Yjs documents over WebSocket', () => {
  it('should converge two clients of one store, also when they are on two server instances', async () => {
    const a = await signUp(first)
    const doc = `suspended_${a.storeId}`
    const one = connect(first, doc, a.cookie)
    const two = connect(second, doc, a.cookie)
    await Promise.all([one.synced, two.synced])
    one.doc.getMap('sales').set('s1', { total: 100 })
    two.doc.getMap('sales').set('s2', { total: 200 })
    const ms = await Promise.all([
      until(one.doc, () => one.doc.getMap('sales').has('s2')),
      until(two.doc, () => two.doc.getMap('sales').has('s1')),
    ])
    expect(one.doc.getMap('sales').toJSON()).toEqual(two.doc.getMap('sales').toJSON())
    console.info(JSON.stringify({ figure: 'yjs_convergence_ms', instances: first === second ? 1 : 2, ms }))
    // A late client gets everything from the stored rows.
    const three = connect(second, doc, a.cookie)
    await three.synced
    expect(three.doc.getMap('sales').toJSON()).toEqual({ s1: { total: 100 }, s2: { total: 200 } })
    for (const client of [one, two, three]) client.close()
  })

  it("should refuse another company's document, a name it does not know and a caller with no session", async () => {
    const a = await signUp(first)
    const b = await signUp(first)
    await expect(connect(first, `suspended_${b.storeId}`, a.cookie).synced).rejects.toThrow('refused 403')
    await expect(connect(second, `suspended_${b.storeId}`, a.cookie).synced).rejects.toThrow('refused 403')
    await expect(connect(first, 'catalog_1', a.cookie).synced).rejects.toThrow('refused 403')
    await expect(connect(first, `suspended_${a.storeId}`, '').synced).rejects.toThrow('refused 401')
  })

  it('should compact a document to one row when its last client leaves', async () => {
    const a = await signUp(first)
    const doc = `suspended_${a.storeId}`
    const one = connect(first, doc, a.cookie)
    await one.synced
    for (let i = 0; i < 20; i += 1) one.doc.getMap('sales').set(`s${i}`, { i })
    const watcher = connect(first, doc, a.cookie)
    await watcher.synced
    await until(watcher.doc, () => watcher.doc.getMap('sales').size === 20)
    // Each update is stored as its own row after it is relayed: wait for the 20 rows, not just the relay.
    const stored = Date.now() + 5000
    while ((await countUpdates(first.database, a.companyId, doc)) < 20 && Date.now() < stored) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(await countUpdates(first.database, a.companyId, doc)).toBeGreaterThanOrEqual(20)
    one.close()
    watcher.close()
    const deadline = Date.now() + 5000
    while ((await countUpdates(first.database, a.companyId, doc)) !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(await countUpdates(first.database, a.companyId, doc)).toBe(1)
    const again = connect(first, doc, a.cookie)
    await again.synced
    expect(again.doc.getMap('sales').size).toBe(20)
    again.close()
  })

  it('should keep a document across a restart of the server', async () => {
    const a = await signUp(first)
    const doc = `suspended_${a.storeId}`
    const one = connect(first, doc, a.cookie)
    await one.synced
    one.doc.getMap('sales').set('kept', { total: 700 })
    const watcher = connect(second, doc, a.cookie)
    await watcher.synced
    await until(watcher.doc, () => watcher.doc.getMap('sales').has('kept'))
    one.close()
    watcher.close()
    if (second !== first) await second.close()
    await first.close()
    first = await startServer(options)
    second = first
    const after = connect(first, doc, a.cookie)
    await after.synced
    expect(after.doc.getMap('sales').get('kept')).toEqual({ total: 700 })
    after.close()
  })
})
