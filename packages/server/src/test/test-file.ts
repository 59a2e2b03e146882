import type { RealtimeUpdate } from '@pos/core'
import { afterAll, beforeAll } from 'vitest'
import { createRealtime } from '../realtime/realtime.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/**
 * A test file's app on a fresh database: made before the file's tests, handed to `setup` (which keeps it and signs
 * its companies up), and disposed after them. With `updates`, every realtime update the app publishes is pushed
 * onto it, for tests of what the registers are told.
 */
export function withTestApp(
  setup: (t: TestApp) => Promise<void>,
  { updates }: { updates?: RealtimeUpdate[] } = {},
): void {
  let app: TestApp | undefined
  beforeAll(async () => {
    if (updates) {
      const realtime = await createRealtime()
      realtime.subscribe((update) => updates.push(update))
      app = await createTestApp({ realtime })
    } else {
      app = await createTestApp()
    }
    await setup(app)
  })
  afterAll(async () => {
    await app?.dispose()
  })
}

type Json = Record<string, unknown>

/**
 * JSON calls of a test file as one signed-in user (`cookie()` is read at each call, after the file's setup):
 * `call` answers the status and body; `ok` the body of a 200 and throws on anything else.
 */
export function jsonCalls(app: () => TestApp, cookie: () => string) {
  async function call(method: string, path: string, body?: unknown, as = cookie()) {
    const response = await app().request(method, path, {
      cookie: as,
      ...(body === undefined ? {} : { body }),
    })
    return { status: response.status, body: response.body as Json }
  }
  async function ok(method: string, path: string, body?: unknown) {
    const response = await call(method, path, body)
    if (response.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(response.body)}`)
    return response.body
  }
  return { call, ok }
}
