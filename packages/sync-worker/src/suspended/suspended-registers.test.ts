import 'fake-indexeddb/auto'
import { CLAIM_LOST_MESSAGE } from '@pos/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket as NodeWebSocket } from 'ws'
import { call, type Owner, signUp, startTestServer, type TestServer, until } from '../test/server.ts'
import { type ClaimLost, createSuspendedCommands } from './commands.ts'

/**
 * Suspended sales between two registers (two browsers: separate local databases and tabs) through the real
 * server's `/api/yjs/suspended_{store}`: live sharing, and two claims made while apart ending with one owner.
 */
let server: TestServer
let owner: Owner
let storeId: string

beforeAll(async () => {
  server = await startTestServer()
  owner = await signUp(server.url)
  const created = await call<{ store: { id: number } }>(
    server.url,
    owner.cookie,
    'POST',
    '/api/proxy/stores.json',
    {
      name: 'Harbour St',
    },
  )
  storeId = String(created.store.id)
})
afterAll(async () => {
  await server?.close()
})

/** A register's network: a WebSocket class that sends the session cookie, and a switch to cut it. */
function network(cookie: string) {
  const state = { down: false, sockets: new Set<NodeWebSocket>() }
  class CookieSocket extends NodeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      // While down, connecting fails like a browser with no network; the provider keeps retrying.
      super(state.down ? 'ws://127.0.0.1:1/' : url, protocols, { headers: { cookie } })
      state.sockets.add(this)
      this.on('close', () => state.sockets.delete(this))
    }
  }
  return {
    WebSocketPolyfill: CookieSocket as unknown as typeof WebSocket,
    cut() {
      state.down = true
      for (const socket of state.sockets) socket.terminate()
    },
    restore() {
      state.down = false
    },
  }
}

function register(name: string) {
  const net = network(owner.cookie)
  // Each register has its own local names (another browser): only the server joins them.
  const commands = createSuspendedCommands(async () => `${owner.companyId}-${name}`, {
    baseUrl: server.url,
    WebSocketPolyfill: net.WebSocketPolyfill,
  })
  const lost: ClaimLost[] = []
  void commands.onClaimLost((event) => lost.push(event))
  return { commands, net, lost }
}

function sale(id: string, register: string) {
  return {
    id,
    sale: { id, lines: [{ sku: 'ST-1', quantity: 1 }] },
    suspended_at: Date.now(),
    register,
    label: id,
  }
}

describe('suspended sales between registers', () => {
  it('should show a sale suspended on one register live on the other, and let one retrieve it', async () => {
    const one = register('r1')
    const two = register('r2')
    await until(() => one.commands.connected(storeId), 'register 1 connected')
    await until(() => two.commands.connected(storeId), 'register 2 connected')
    const started = performance.now()
    await one.commands.suspend(storeId, sale('s-live', '1'))
    await until(async () => (await two.commands.list(storeId)).some((entry) => entry.id === 's-live'), 'seen')
    console.info(
      JSON.stringify({ figure: 'suspended_register_to_register_ms', ms: performance.now() - started }),
    )
    const answer = await two.commands.claim(storeId, 's-live', {
      client: 'tab-2',
      register: '2',
      at: Date.now(),
    })
    expect(answer.ok).toBe(true)
    await two.commands.release(storeId, 's-live')
    await until(async () => (await one.commands.list(storeId)).length === 0, 'gone from register 1')
    expect(
      await one.commands.claim(storeId, 's-live', { client: 'tab-1', register: '1', at: Date.now() }),
    ).toEqual({
      ok: false,
      message: CLAIM_LOST_MESSAGE,
    })
  })

  it("should call a watcher on another register with the store's waiting sales as they change, until unwatched", async () => {
    const one = register('r5')
    const two = register('r6')
    await until(() => one.commands.connected(storeId), 'register 5 connected')
    await until(() => two.commands.connected(storeId), 'register 6 connected')
    const seen: string[][] = []
    const token = await two.commands.watch(storeId, (sales) => seen.push(sales.map((entry) => entry.id)))
    expect(seen.at(-1)).not.toContain('s-watch')
    await one.commands.suspend(storeId, sale('s-watch', '5'))
    await until(async () => seen.at(-1)?.includes('s-watch') ?? false, 'the watcher sees the sale')
    await one.commands.claim(storeId, 's-watch', { client: 'tab-5', register: '5', at: Date.now() })
    await until(async () => !(seen.at(-1)?.includes('s-watch') ?? true), 'the watcher sees it taken')
    await two.commands.unwatch(token)
    const calls = seen.length
    await one.commands.suspend(storeId, sale('s-after', '5'))
    await until(
      async () => (await two.commands.list(storeId)).some((entry) => entry.id === 's-after'),
      'synced',
    )
    expect(seen.length).toBe(calls)
  })

  it('should leave exactly one owner when two registers claimed the same sale while apart, and tell the other', async () => {
    const one = register('r3')
    const two = register('r4')
    await until(() => one.commands.connected(storeId), 'register 3 connected')
    await until(() => two.commands.connected(storeId), 'register 4 connected')
    await one.commands.suspend(storeId, sale('s-apart', '3'))
    await until(
      async () => (await two.commands.list(storeId)).some((entry) => entry.id === 's-apart'),
      'seen',
    )
    one.net.cut()
    two.net.cut()
    await until(
      async () => !(await one.commands.connected(storeId)) && !(await two.commands.connected(storeId)),
      'apart',
    )
    const at = Date.now()
    const first = await one.commands.claim(storeId, 's-apart', { client: 'tab-3', register: '3', at: at + 5 })
    const second = await two.commands.claim(storeId, 's-apart', { client: 'tab-4', register: '4', at })
    expect(first.ok && second.ok).toBe(true)
    await one.commands.release(storeId, 's-apart')
    await two.commands.release(storeId, 's-apart')
    const back = performance.now()
    one.net.restore()
    two.net.restore()
    await until(() => one.lost.length === 1, 'register 3 told it lost')
    console.info(
      JSON.stringify({ figure: 'claim_conflict_resolved_after_reconnect_ms', ms: performance.now() - back }),
    )
    expect(one.lost[0]).toMatchObject({
      store: storeId,
      sale: 's-apart',
      client: 'tab-3',
      message: CLAIM_LOST_MESSAGE,
    })
    expect(two.lost).toEqual([])
    expect(await one.commands.owns(storeId, 's-apart', 'tab-3')).toBe(false)
    expect(await two.commands.owns(storeId, 's-apart', 'tab-4')).toBe(true)
    await until(async () => await one.commands.owns(storeId, 's-apart', 'tab-4'), 'both agree on the owner')
  })
})
