import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'
import { GROUP_IN_USE, GROUP_NAME_TAKEN } from './groups.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Groups')
})

/** Every action of an area: what a page right of before grows into. */
const ALL_ACTIONS = ['view', 'edit', 'approve', 'export']

type Group = {
  id: number
  name: string
  rights: { areas: Record<string, string[]>; caches: string[] }
  user_count: number
}

async function post(body: unknown) {
  return t.request('POST', '/api/proxy/groups.json', { cookie: owner.cookie, body })
}

describe('security groups', () => {
  it('should create, read, list, update and delete a group', async () => {
    const created = await post({
      name: 'Cashiers',
      rights: { pages: ['register.sale', 'dashboard'], caches: ['price'] },
    })
    expect(created).toMatchObject({
      status: 200,
      body: {
        group: {
          name: 'Cashiers',
          rights: { areas: { dashboard: ALL_ACTIONS, 'register.sale': ALL_ACTIONS }, caches: ['price'] },
          user_count: 0,
        },
      },
    })
    const { id } = (created.body as { group: Group }).group
    expect(await t.request('GET', `/api/proxy/group/${id}.json`, { cookie: owner.cookie })).toMatchObject({
      status: 200,
      body: { group: { id, name: 'Cashiers' } },
    })
    const list = await t.request('GET', '/api/proxy/groups.json', { cookie: owner.cookie })
    const groups = (list.body as { groups: Group[] }).groups
    expect(groups.map((group) => group.name)).toEqual(['Administrators', 'Cashiers'])
    expect(groups[0]?.user_count).toBe(1)
    const updated = await t.request('PUT', `/api/proxy/group/${id}.json`, {
      cookie: owner.cookie,
      body: {
        name: 'Tills',
        rights: { areas: { 'register.sale': ['edit'], accounts: ['export'] }, caches: ['product', 'price'] },
      },
    })
    expect(updated).toMatchObject({ status: 200, body: { group: { name: 'Tills' } } })
    // Any action brings view with it; nothing else is added.
    expect((updated.body as { group: Group }).group.rights).toEqual({
      areas: { 'register.sale': ['view', 'edit'], accounts: ['view', 'export'] },
      caches: ['product', 'price'],
    })
    expect(await t.request('DELETE', `/api/proxy/group/${id}.json`, { cookie: owner.cookie })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect((await t.request('GET', `/api/proxy/group/${id}.json`, { cookie: owner.cookie })).status).toBe(404)
  })

  it.each([
    [{ name: '', rights: { pages: [] } }, 'Please enter a group name'],
    [{ name: 'X', rights: { pages: ['superuser'] } }, 'Please choose page rights from the list'],
    [
      { name: 'X', rights: { pages: [], caches: ['everything'] } },
      'Please choose register caches from the list',
    ],
    [{ name: 'X' }, 'Please enter rights'],
  ])('should refuse %o with a clear 400', async (body, error) => {
    expect(await post(body)).toMatchObject({ status: 400, body: { error } })
  })

  it('should refuse a second group with the same name', async () => {
    expect(await post({ name: 'administrators', rights: { pages: [] } })).toMatchObject({
      status: 400,
      body: { error: GROUP_NAME_TAKEN },
    })
  })

  it('should refuse to delete a group that still has users', async () => {
    const response = await t.request('DELETE', `/api/proxy/group/${owner.groupId}.json`, {
      cookie: owner.cookie,
    })
    expect(response).toMatchObject({ status: 400, body: { error: GROUP_IN_USE } })
  })

  it('should send the register caches a group may sync', async () => {
    const cashiers = await post({
      name: 'Sync',
      rights: { pages: ['register.sale'], caches: ['posstaff', 'product'] },
    })
    const groupId = (cashiers.body as { group: Group }).group.id
    const caches = await t.request('GET', '/api/pagerights/cache', { cookie: owner.cookie })
    expect(caches).toMatchObject({
      status: 200,
      body: [
        'product',
        'price',
        'posstaff',
        'promotion',
        'discount_reasons',
        'return_reasons',
        'custom_scripts',
      ],
    })
    expect(groupId).toBeGreaterThan(0)
    expect((await t.request('GET', '/api/pagerights/cache')).status).toBe(401)
  })
})
