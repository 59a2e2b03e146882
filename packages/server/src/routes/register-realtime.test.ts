import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRealtime, type Realtime } from '../realtime/realtime.ts'
import { createTestApp, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'

let t: TestApp
let owner: SignedUp
let realtime: Realtime
const kinds: string[] = []

beforeAll(async () => {
  realtime = await createRealtime()
  realtime.subscribe((update) => kinds.push(`${update.company_id}:${update.kind}`))
  t = await createTestApp({ realtime })
  owner = await signUp(t, 'Realtime')
})
afterAll(async () => {
  await t.dispose()
  await realtime.close()
})

describe('register realtime kinds', () => {
  it('should publish registertemplate_{id} and register_{id} after each committed change', async () => {
    const post = async (path: string, body: unknown) =>
      (await t.request('POST', path, { cookie: owner.cookie, body })).body as Record<string, { id: number }>
    const store = (await post('/api/proxy/stores.json', { name: 'Quay' })).store!.id
    const template = (await post('/api/proxy/registertemplates.json', { name: 'Plain' })).registertemplate!.id
    const register = (
      await post(`/api/proxy/store/${store}/registers.json`, { name: 'Till', register_template_id: template })
    ).register!.id
    await t.request('PUT', `/api/proxy/registertemplate/${template}.json`, {
      cookie: owner.cookie,
      body: { name: 'Plain', receipt_footer: 'Bye' },
    })
    await t.request('PUT', `/api/proxy/user/${owner.userId}.json`, {
      cookie: owner.cookie,
      body: { store_id: store },
    })
    await post(`/api/proxy/register/${register}/open.json`, { float: 0 })
    const failed = await t.request('POST', `/api/proxy/register/${register}/open.json`, {
      cookie: owner.cookie,
      body: { float: 0 },
    })
    expect(failed.status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const c = owner.companyId
    expect(kinds).toEqual([
      `${c}:registertemplate_${template}`,
      `${c}:register_${register}`,
      `${c}:registertemplate_${template}`,
      `${c}:register_${register}`,
    ])
  })
})
