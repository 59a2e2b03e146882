import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Menus')
})

const items = [
  { to: '/dashboard', label: 'Home', section: '' },
  { to: '/admin/company', label: 'Our company', section: 'Settings' },
  { to: '/admin/users', label: 'People', section: 'Settings' },
]

describe('menus', () => {
  it('should give the group its menu in /me, ordered and named by the company', async () => {
    const before = await t.request('GET', '/api/sessions/me', { cookie: owner.cookie })
    expect(before.body).toMatchObject({ menu: null })
    const created = await t.request('POST', '/api/proxy/menus.json', {
      cookie: owner.cookie,
      body: { name: 'Owners', group_id: owner.groupId, items },
    })
    expect(created.status).toBe(200)
    const me = await t.request('GET', '/api/sessions/me', { cookie: owner.cookie })
    expect(me.body).toMatchObject({ menu: items })
    const list = await t.request('GET', '/api/proxy/menus.json', { cookie: owner.cookie })
    expect(list.body).toMatchObject({ menus: [{ name: 'Owners', group_name: expect.any(String) }] })
  })

  it('should refuse a repeated screen, a second menu for a group and another company’s group', async () => {
    const repeated = await t.request('POST', '/api/proxy/menus.json', {
      cookie: owner.cookie,
      body: { name: 'Twice', items: [...items, { to: '/dashboard', label: 'Again', section: '' }] },
    })
    expect(repeated).toMatchObject({
      status: 400,
      body: { error: 'A screen appears only once in a menu', field: 'items.3.to' },
    })
    const second = await t.request('POST', '/api/proxy/menus.json', {
      cookie: owner.cookie,
      body: { name: 'Other', group_id: owner.groupId, items },
    })
    expect(second).toMatchObject({ status: 400, body: { error: 'This security group already has a menu' } })
    const other = await signUp(t, 'Elsewhere')
    const foreign = await t.request('POST', '/api/proxy/menus.json', {
      cookie: owner.cookie,
      body: { name: 'Foreign', group_id: other.groupId, items },
    })
    expect(foreign).toMatchObject({ status: 400, body: { field: 'group_id' } })
    const list = await t.request('GET', '/api/proxy/menus.json', { cookie: owner.cookie })
    expect((list.body as { menus: unknown[] }).menus).toHaveLength(1)
  })
})
