import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type RunningServer, startServer } from '../start-server.ts'
import { signUpOnServer } from '../test/server-sign-up.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test/test-database.ts'

/**
 * The realtime channel end to end: real servers, real WebSockets. On PostgreSQL (TEST_DATABASE_URL) the edit
 * goes to one instance and the clients listen on another, so the update crosses instances by NOTIFY.
 */
const silent = pino({ level: 'silent' })
let shared: TestDatabase | undefined
let writer: RunningServer
let listener: RunningServer

beforeAll(async () => {
  if (TEST_DATABASE_URL) {
    shared = await createTestDatabase()
    const options = { port: 0, databaseUrl: TEST_DATABASE_URL, databaseSchema: shared.schema, logger: silent }
    writer = await startServer(options)
    listener = await startServer(options)
  } else {
    writer = await startServer({ port: 0, logger: silent })
    listener = writer
  }
})
afterAll(async () => {
  if (listener !== writer) await listener.close()
  await writer.close()
  await shared?.dispose()
})

async function call(server: RunningServer, method: string, path: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}

/** A company signed up through `server`'s own HTTP. */
const signUp = (server: RunningServer) => signUpOnServer(server.url, 'realtime')

type Message = { type: string; topic?: string; company_id?: number; kind?: string }

/** Opens the channel and resolves once the server said it is ready; collects every message. */
async function connect(server: RunningServer, headers: Record<string, string>) {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/realtime`, { headers })
  const messages: Message[] = []
  const waiters: { test: (message: Message) => boolean; resolve: (message: Message) => void }[] = []
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message
    messages.push(message)
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(message)
      }
    }
  })
  function next(test: (message: Message) => boolean, ms = 5000): Promise<Message> {
    const found = messages.find(test)
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such message in time')), ms)
      waiters.push({
        test,
        resolve: (message) => {
          clearTimeout(timer)
          resolve(message)
        },
      })
    })
  }
  await next((message) => message.type === 'ready')
  return { ws, messages, next }
}

describe('realtime channel', () => {
  it("should tell a company's clients about its product edits, and nobody else", async () => {
    const a = await signUp(writer)
    const b = await signUp(writer)
    const clientA = await connect(listener, { cookie: a.cookie })
    const clientB = await connect(listener, { cookie: b.cookie })
    const created = await call(
      writer,
      'POST',
      '/api/proxy/products.json',
      { name: 'Live tee', style: 'LIVE', retail_price: 100 },
      a.cookie,
    )
    expect(created.status).toBe(200)
    const update = await clientA.next((message) => message.topic === `updates/${a.companyId}/products`)
    expect(update).toMatchObject({ type: 'update', company_id: a.companyId, kind: 'products' })
    await clientA.next((message) => message.topic === `updates/${a.companyId}/prices`)
    const id = (created.body.product as { id: number }).id
    await call(
      writer,
      'PUT',
      `/api/proxy/product/${id}.json`,
      { name: 'Live tee 2', style: 'LIVE', retail_price: 100 },
      a.cookie,
    )
    await call(writer, 'POST', '/api/proxy/staff.json', { first_name: 'B staff' }, b.cookie)
    await clientB.next((message) => message.topic === `updates/${b.companyId}/poscodes`)
    expect(
      clientA.messages.filter((message) => message.topic === `updates/${a.companyId}/products`).length,
    ).toBeGreaterThanOrEqual(1)
    expect(clientB.messages.some((message) => message.company_id === a.companyId)).toBe(false)
    expect(clientA.messages.some((message) => message.company_id === b.companyId)).toBe(false)
    clientA.ws.close()
    clientB.ws.close()
  })

  it('should accept an API user bearer token and refuse a caller without credentials', async () => {
    const a = await signUp(writer)
    const api = await call(
      writer,
      'POST',
      '/api/proxy/apiusers.json',
      { name: 'Feed', rights: { pages: ['product.products'] } },
      a.cookie,
    )
    const token = api.body.token as string
    const client = await connect(listener, { authorization: `Bearer ${token}` })
    await call(writer, 'POST', '/api/proxy/products.json', { name: 'Bearer tee' }, a.cookie)
    await client.next((message) => message.topic === `updates/${a.companyId}/products`)
    client.ws.close()
    const refused = new WebSocket(`${listener.url.replace('http', 'ws')}/api/realtime`)
    const status = await new Promise<number>((resolve) => {
      refused.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      refused.on('error', () => resolve(-1))
    })
    expect(status).toBe(401)
  })

  it('should close the channel when the server shuts down', async () => {
    const server = await startServer({ port: 0, logger: silent })
    const a = await signUp(server)
    const client = await connect(server, { cookie: a.cookie })
    const closed = new Promise<number>((resolve) => client.ws.on('close', (code) => resolve(code)))
    await server.close()
    expect(await closed).toBe(1001)
  })
})
