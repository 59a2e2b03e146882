import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, signUp, type TestApp } from '../test/test-app.ts'
import { isDatabaseUnavailable } from './errors.ts'
import type { Database } from './schema.ts'

/** The test database gone away: every statement fails with `error`, as node-postgres fails during a restart. */
function gone(t: TestApp, error: Error) {
  return {
    ...t.database,
    db: goneDatabase(error),
    prepared: async () => {
      throw error
    },
  }
}

function goneDatabase(error: Error): Kysely<Database> {
  const fail = async () => {
    throw error
  }
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: fail,
        beginTransaction: fail,
        commitTransaction: fail,
        rollbackTransaction: fail,
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
    },
  })
}

const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
})

describe('a database that cannot be reached', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp()
    cookie = (await signUp(t, 'Outage')).cookie
  })
  afterAll(() => t.dispose())

  it('should tell a restart, a refused connection and a cut one from a failed statement', () => {
    expect(isDatabaseUnavailable(shutdown)).toBe(true)
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable('57P01')).toBe(false)
  })

  it('should answer 503 with Retry-After, so a register keeps the sale and sends it again', async () => {
    const outage = await createTestApp({ database: gone(t, shutdown) }, t)
    const response = await outage.request('POST', '/api/proxy/sale.json', { cookie, body: { id: 'sale-1' } })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('2')
    expect(response.body).toEqual({ error: 'Error connecting to server, please try again later' })
    expect(outage.logs.some((line) => line.includes('database unavailable'))).toBe(true)
  })

  it('should still answer 500 for a bug', async () => {
    const broken = await createTestApp(
      { database: { ...t.database, db: goneDatabase(new TypeError('a bug')) } },
      t,
    )
    const response = await broken.request('GET', '/api/proxy/stores.json', { cookie })
    expect(response.status).toBe(500)
  })
})
