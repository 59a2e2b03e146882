import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { BridgeServerFrame, TerminalTransactionRecord } from '@pos/core'
import { type RunningSims, startSims } from '@pos/sim'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { useSimTerminals } from '../test/sim-terminals.ts'
import { createTestApp, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { attachTerminalBridges } from './bridge.ts'
import { transactionStoreFor } from './transactions.ts'

let t: TestApp
let owner: SignedUp
let sims: RunningSims
let server: Server
let base = ''
let bridges: { close(): Promise<void> }

const timings = {
  adyenWarmupMs: 5,
  adyenSyncTimeoutMs: 5_000,
  // Long enough to answer the signature prompt on a loaded machine; the silent PIN pad test waits it out.
  linklyResultWaitMs: 2_000,
  providerPollMs: 20,
  // A 2 s recovery window: a recovery ends when the terminal answers, so only the silent PIN pad waits it out;
  // 10 polls (200 ms) were shorter than the dropped Adyen payment's last steps take on a loaded machine.
  providerPollAttempts: 100,
}

beforeAll(async () => {
  t = await createTestApp()
  owner = await signUp(t, 'Terminals')
  sims = await startSims({ stepMs: 3 })
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  bridges = attachTerminalBridges(server, t.deps, transactionStoreFor(t.database, t.deps.realtime), timings)
  const notificationPath = await useSimTerminals(t, owner.cookie, sims)
  sims.adyen.setNotificationUrl(`${base}${notificationPath}`)
}, 60_000)

afterAll(async () => {
  await bridges.close()
  server.close()
  await sims.close()
  await t.dispose()
})

type Conversation = {
  ws: WebSocket
  frames: BridgeServerFrame[]
  until(test: (f: BridgeServerFrame) => boolean): Promise<BridgeServerFrame>
}

async function open(provider: 'linkly' | 'adyen', cookie = owner.cookie): Promise<Conversation> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/integrations/${provider}/transaction`, {
    headers: { cookie },
  })
  const frames: BridgeServerFrame[] = []
  const waiters = new Set<() => void>()
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as BridgeServerFrame)
    for (const wake of waiters) wake()
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return {
    ws,
    frames,
    until: (test) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(test)
          if (!found) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
        }
        const timer = setTimeout(() => reject(new Error(`no frame: ${JSON.stringify(frames)}`)), 10_000)
        waiters.add(check)
        check()
      }),
  }
}

let receipts = 0
function start(c: Conversation, amount = 1099, receipt?: string) {
  receipts += 1
  c.ws.send(
    JSON.stringify({
      action: 'transaction',
      version: 1,
      data: {
        register_id: 'reg-1',
        receipt_number: receipt ?? `R${receipts}`,
        amount,
        currency_code: 'AUD',
        terminal_id: 'V400m-324688179',
      },
    }),
  )
}

const isType =
  <T extends BridgeServerFrame['type']>(type: T) =>
  (f: BridgeServerFrame): f is Extract<BridgeServerFrame, { type: T }> =>
    f.type === type

async function final(c: Conversation) {
  return (await c.until(isType('transaction'))) as Extract<BridgeServerFrame, { type: 'transaction' }>
}

async function record(provider: string, session: string): Promise<TerminalTransactionRecord> {
  const answer = await t.request('GET', `/api/integrations/${provider}/transaction/${session}`, {
    cookie: owner.cookie,
  })
  return (answer.body as { transaction: TerminalTransactionRecord }).transaction
}

describe('settings keep secrets on the server', () => {
  it('answers which secrets are set, never their values', async () => {
    const adyen = await t.request('GET', '/api/proxy/integrations/adyen.json', { cookie: owner.cookie })
    expect(JSON.stringify(adyen.body)).not.toContain('adyen-sim-key')
    expect(adyen.body).toMatchObject({ settings: { api_key_set: true, merchant_account: 'SimMerchant' } })
    const linkly = await t.request('GET', '/api/proxy/integrations/linkly.json', { cookie: owner.cookie })
    expect(JSON.stringify(linkly.body)).not.toContain('linkly-sim-password')
    expect(linkly.body).toMatchObject({ settings: { secret_set: true } })
  })

  it('refuses pairing with wrong credentials, and outsiders', async () => {
    const bad = await t.request('PUT', '/api/proxy/integrations/linkly.json', {
      cookie: owner.cookie,
      body: {
        enabled: true,
        environment: 'custom',
        auth_base_url: sims.linkly.url,
        username: 'x',
        password: 'y',
        pair_code: '1',
      },
    })
    expect(bad.status).toBe(400)
    expect((await t.request('GET', '/api/proxy/integrations/adyen.json')).status).toBe(401)
    const other = await signUp(t, 'Other')
    const theirs = await t.request('GET', '/api/proxy/integrations/adyen.json', { cookie: other.cookie })
    expect(theirs.body).toMatchObject({ settings: { api_key_set: false } })
  })
})

describe('Adyen bridge against the simulated terminal', () => {
  it('approves with session, event displays, receipts and the transaction; the record answers the same', async () => {
    sims.adyen.next({ outcome: 'approve', entry: 'chip' })
    const c = await open('adyen')
    start(c)
    const session = (await c.until(isType('session'))) as Extract<BridgeServerFrame, { type: 'session' }>
    expect(session).toMatchObject({ provider: 'adyen', state: 'requested', existing: false, amount: 1099 })
    const done = await final(c)
    expect(done.result).toMatchObject({ state: 'approved', amount: 1099, pan: '411111 **** 1111' })
    const events = c.frames.filter(isType('display')).map((f) => f.event)
    expect(events).toContain('CARD_INSERTED')
    expect(events).toContain('PIN_ENTERED')
    expect(c.frames.filter(isType('receipt'))).toHaveLength(2)
    const stored = await record('adyen', session.session)
    expect(stored).toMatchObject({ state: 'approved', receipt_number: session ? expect.any(String) : '' })
    expect(stored.displays.length).toBeGreaterThan(3)
    c.ws.close()
  })

  it('declines (Refusal), cancels (Abort) and times out, each as its own state', async () => {
    sims.adyen.next({ outcome: 'decline' })
    const declined = await open('adyen')
    start(declined)
    expect((await final(declined)).result).toMatchObject({ state: 'declined', error_condition: 'Refusal' })

    sims.adyen.next({ outcome: 'wait' })
    const cancelled = await open('adyen')
    start(cancelled)
    await cancelled.until((f) => f.type === 'display' && f.event === 'TENDER_CREATED')
    cancelled.ws.send(JSON.stringify({ action: 'cancel' }))
    expect((await final(cancelled)).result).toMatchObject({ state: 'cancelled', error_condition: 'Cancel' })

    sims.adyen.next({ outcome: 'timeout' })
    const slow = await open('adyen')
    start(slow)
    // The simulator's issuer time-out is its default 150 s unless told; abort it instead to keep the test quick.
    await slow.until((f) => f.type === 'display' && f.event === 'CARD_PRESENTED')
    slow.ws.send(JSON.stringify({ action: 'cancel' }))
    expect((await final(slow)).result.state).toBe('cancelled')
  })

  it('recovers through TransactionStatus when the terminal connection drops mid-way', async () => {
    sims.adyen.next({ outcome: 'drop', entry: 'chip' })
    const c = await open('adyen')
    start(c)
    const done = await final(c)
    expect(done.result).toMatchObject({ state: 'approved', amount: 1099 })
  })

  it('keeps going when the register drops; GET …/transaction/{session} answers; a repeat does not charge again', async () => {
    sims.adyen.next({ outcome: 'approve', entry: 'chip' })
    const c = await open('adyen')
    start(c, 2500, 'R-DROP')
    const session = (await c.until(isType('session'))) as Extract<BridgeServerFrame, { type: 'session' }>
    await c.until((f) => f.type === 'display' && f.event === 'TENDER_CREATED')
    c.ws.terminate()
    let stored = await record('adyen', session.session)
    for (let i = 0; i < 200 && stored.state !== 'approved'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      stored = await record('adyen', session.session)
    }
    expect(stored.state).toBe('approved')
    const payments = () =>
      sims.adyen.received.filter((r) => JSON.stringify(r.body).includes('"PaymentRequest"')).length
    const before = payments()
    const again = await open('adyen')
    start(again, 2500, 'R-DROP')
    const repeat = (await again.until(isType('session'))) as Extract<BridgeServerFrame, { type: 'session' }>
    expect(repeat).toMatchObject({ session: session.session, existing: true })
    expect((await final(again)).result.state).toBe('approved')
    expect(payments()).toBe(before)
  })

  it('refuses other companies, the signed out and an incompatible version', async () => {
    const other = await signUp(t, 'Stranger')
    const c = await open('adyen', other.cookie)
    start(c)
    expect(await c.until(isType('error'))).toMatchObject({ code: 'not_configured' })
    await expect(open('adyen', '')).rejects.toThrow()
    const v2 = await open('adyen')
    v2.ws.send(
      JSON.stringify({
        action: 'transaction',
        version: 2,
        data: { register_id: 'r', receipt_number: 'x', amount: 1, currency_code: 'AUD' },
      }),
    )
    expect(await v2.until(isType('error'))).toMatchObject({ code: 'incompatible' })
  })
})

describe('Linkly bridge against the simulated cloud', () => {
  it('approves with displays, receipts and the result; GET receipt answers', async () => {
    const c = await open('linkly')
    start(c)
    const session = (await c.until(isType('session'))) as Extract<BridgeServerFrame, { type: 'session' }>
    const present = (await c.until(isType('display'))) as Extract<BridgeServerFrame, { type: 'display' }>
    expect(present).toMatchObject({ lines: ['PRESENT CARD', 'AUD 10.99'], buttons: { cancel: true } })
    expect((await final(c)).result).toMatchObject({ state: 'approved', response_code: '00', amount: 1099 })
    const receipts = await t.request('GET', `/api/integrations/linkly/receipt/${session.session}`, {
      cookie: owner.cookie,
    })
    expect((receipts.body as { receipts: unknown[] }).receipts.length).toBeGreaterThanOrEqual(2)
  })

  it('declines with the response text, and cancels with the cancel key', async () => {
    sims.linkly.next('decline')
    const declined = await open('linkly')
    start(declined)
    expect((await final(declined)).result).toMatchObject({ state: 'declined', response_text: 'DECLINED' })
    sims.linkly.next('wait')
    const cancelled = await open('linkly')
    start(cancelled)
    await cancelled.until((f) => f.type === 'display' && f.buttons.cancel)
    cancelled.ws.send(JSON.stringify({ action: 'cancel' }))
    expect((await final(cancelled)).result).toMatchObject({ state: 'cancelled', response_code: 'TM' })
  })

  it('asks for a signature with accept/decline buttons and approves on accept', async () => {
    sims.linkly.next('signature')
    const c = await open('linkly')
    start(c)
    await c.until((f) => f.type === 'display' && f.buttons.accept && f.buttons.decline && f.graphic === '1')
    c.ws.send(JSON.stringify({ action: 'accept' }))
    expect((await final(c)).result.state).toBe('approved')
  })

  it('recovers a dropped POST by polling the session, and gives a silent PIN pad up as NO RESPONSE', async () => {
    sims.linkly.next('drop')
    const dropped = await open('linkly')
    start(dropped)
    expect((await final(dropped)).result).toMatchObject({ state: 'approved', response_code: '00' })
    sims.linkly.next('timeout')
    const silent = await open('linkly')
    start(silent)
    expect((await final(silent)).result).toMatchObject({ state: 'failed', response_text: 'NO RESPONSE' })
  })
})
