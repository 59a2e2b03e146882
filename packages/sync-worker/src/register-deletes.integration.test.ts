import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalDatabaseApi } from './api.ts'
import { call, nodeDeps, type Owner, signUp, startTestServer, type TestServer, until } from './test/server.ts'

// Records that stop being served leave the registers: a terminated sales person (POS code lookups) and a
// deleted promotion, each through the realtime update of its kind and the worker's full resync of it.

let server: TestServer
let owner: Owner

beforeAll(async () => {
  server = await startTestServer()
  owner = await signUp(server.url)
})

afterAll(async () => {
  await server?.close()
})

describe('staff and promotions removed in the back office', () => {
  it('a terminated sales person and a deleted promotion disappear from an open register, without a reload', async () => {
    const grace = (
      await call<{ staff: { id: number } }>(server.url, owner.cookie, 'POST', '/api/proxy/staff.json', {
        first_name: 'Grace',
        last_name: 'Hopper',
        pos_code: '4242',
      })
    ).staff
    const promotion = (
      await call<{ promotion: { id: string } }>(
        server.url,
        owner.cookie,
        'POST',
        '/api/proxy/promotions.json',
        {
          name: 'Tee week',
          discount: 10,
          discount_type: 'percentage',
        },
      )
    ).promotion

    const deps = nodeDeps({
      url: server.url,
      cookie: owner.cookie,
      indexedDB: new IDBFactory(),
      realtime: true,
    })
    const api = createLocalDatabaseApi(deps)
    await api.db.open({ companyId: owner.companyId })
    await api.sync.start()
    await until(async () => (await api.sync.status()).realtime, 'the realtime channel')
    expect((await api.staff.byPosCode('4242'))?.first_name).toBe('Grace')
    expect((await api.staff.search('hopper')).map((person) => person.pos_code)).toEqual(['4242'])
    const promotionIds = async () => (await api.promotions.list({ limit: 250 })).results.map((row) => row.id)
    expect(await promotionIds()).toEqual([promotion.id])

    await call(server.url, owner.cookie, 'POST', `/api/proxy/staff/${grace.id}/terminate.json`, {})
    await until(async () => (await api.staff.byPosCode('4242')) === null, 'the terminated POS code to go')
    expect(await api.staff.search('hopper')).toEqual([])

    await call(server.url, owner.cookie, 'DELETE', `/api/proxy/promotion/${promotion.id}.json`)
    await until(async () => (await promotionIds()).length === 0, 'the deleted promotion to go')

    // Reinstated, the person comes back the same way.
    await call(server.url, owner.cookie, 'POST', `/api/proxy/staff/${grace.id}/reinstate.json`, {})
    await until(async () => (await api.staff.byPosCode('4242')) !== null, 'the reinstated POS code')
    await api.sync.whenIdle()
    await api.db.close()
  })
})
