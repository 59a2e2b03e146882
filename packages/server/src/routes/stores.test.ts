import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let other: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Stores')
  other = await signUp(t, 'Other stores')
})

type StoreRow = { id: number; name: string; status: string; register_count: number }

describe('the stores list screen', () => {
  it('should page, search by name or city, and count registers; without a page it answers every store', async () => {
    const post = async (path: string, body: unknown) =>
      (await t.request('POST', path, { cookie: owner.cookie, body })).body as Record<string, { id: number }>
    const quay = (await post('/api/proxy/stores.json', { name: 'Quay', address: { city: 'Sydney' } })).store!
      .id
    await post('/api/proxy/stores.json', { name: 'Harbour', address: { city: 'Hobart' } })
    await post('/api/proxy/stores.json', { name: 'Beach', address: { city: 'Byron' } })
    const template = (await post('/api/proxy/registertemplates.json', { name: 'Plain' })).registertemplate!.id
    for (const name of ['Till 1', 'Till 2'])
      await post(`/api/proxy/store/${quay}/registers.json`, { name, register_template_id: template })

    const list = async (query: string, cookie = owner.cookie) => {
      const response = await t.request('GET', `/api/proxy/stores.json?${query}`, { cookie })
      expect(response.status).toBe(200)
      return response.body as { stores: StoreRow[]; total: number }
    }
    const first = await list('page=1&limit=2')
    expect(first.total).toBe(3)
    expect(first.stores.map((store) => store.name)).toEqual(['Beach', 'Harbour'])
    expect((await list('page=2&limit=2')).stores).toMatchObject([{ name: 'Quay', register_count: 2 }])
    expect((await list('page=1&search=hob')).stores.map((store) => store.name)).toEqual(['Harbour'])
    expect((await list('page=1&status=closed')).total).toBe(0)
    expect((await list('page=1', other.cookie)).total).toBe(0)
    const bad = await t.request('GET', '/api/proxy/stores.json?page=1&status=gone', { cookie: owner.cookie })
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'Please choose a valid status', field: 'status' },
    })

    const plain = await t.request('GET', '/api/proxy/stores.json', { cookie: owner.cookie })
    // Without a page, the store pickers get every store (up to 250) in one answer.
    expect((plain.body as { stores: StoreRow[]; total?: number }).stores).toHaveLength(3)
  })
})
