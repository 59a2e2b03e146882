import { describe, expect, it } from 'vitest'
import { insertItems, insertWarehouse } from '../inventory/inventory-test-fixtures.ts'
import { insertStore } from '../test/fixtures.ts'
import { latestCode, type SignedUp, sessionCookieFrom, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let clerkCookie: string
let clerkId: number
const stores: Record<string, number> = {}
const warehouses: Record<string, number> = {}

type Named = { id: number; name: string }

async function ok(method: string, path: string, cookie: string, body?: unknown) {
  const answer = await t.request(method, path, { cookie, ...(body === undefined ? {} : { body }) })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as Record<string, unknown>
}

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Restricted')
  for (const name of ['North', 'South', 'East'])
    stores[name] = await insertStore(t.database, owner.companyId, name)
  for (const name of ['Depot A', 'Depot B'])
    warehouses[name] = await insertWarehouse(t, owner.companyId, name)
  const created = await ok('POST', '/api/proxy/users.json', owner.cookie, {
    first_name: 'Casey',
    last_name: 'Clerk',
    email: 'casey@restricted.test',
    group_id: owner.groupId,
  })
  clerkId = (created.user as { id: number }).id
  await t.request('POST', '/api/sessions/sign-in', { body: { email: 'casey@restricted.test' } })
  const verified = await t.request('POST', '/api/sessions/verify', {
    body: { email: 'casey@restricted.test', code: await latestCode(t, 'casey@restricted.test') },
  })
  clerkCookie = sessionCookieFrom(verified)
  const [item] = await insertItems(t, owner.companyId, 'RST', 1)
  for (const warehouse of Object.values(warehouses)) {
    await ok('POST', '/api/proxy/stock-adjustments.json', owner.cookie, {
      warehouse_id: warehouse,
      lines: [{ item_id: item, quantity: 5, unit_cost: 100 }],
    })
  }
})

async function storeNames(cookie: string, query = '') {
  const body = await ok('GET', `/api/proxy/stores.json${query}`, cookie)
  return (body.stores as Named[]).map((store) => store.name).sort()
}

async function warehouseNames(cookie: string) {
  const body = await ok('GET', '/api/proxy/warehouses.json', cookie)
  return (body.warehouses as Named[]).map((warehouse) => warehouse.name).sort()
}

async function stockWarehouses(cookie: string) {
  const body = await ok('GET', '/api/proxy/stock-on-hand.json?search=RST', cookie)
  return (body.stock as { warehouse_name: string }[]).map((row) => row.warehouse_name).sort()
}

describe('restriction groups', () => {
  it('should let a user in no group see every store and warehouse', async () => {
    expect(await storeNames(clerkCookie)).toEqual(['East', 'North', 'South'])
    expect(await warehouseNames(clerkCookie)).toEqual(expect.arrayContaining(['Depot A', 'Depot B']))
    expect(await stockWarehouses(clerkCookie)).toEqual(['Depot A', 'Depot B'])
  })

  it('should show a member only the stores and warehouses of their groups, in lists, records and stock', async () => {
    await ok('POST', '/api/proxy/storerestrictiongroups.json', owner.cookie, {
      name: 'North only',
      store_ids: [stores.North],
      user_ids: [clerkId],
    })
    const groups = await ok('GET', '/api/proxy/storerestrictiongroups.json', owner.cookie)
    expect(groups.storerestrictiongroups).toMatchObject([
      { name: 'North only', store_count: 1, user_count: 1 },
    ])
    await ok('POST', '/api/proxy/warehouserestrictiongroups.json', owner.cookie, {
      name: 'Depot A only',
      warehouse_ids: [warehouses['Depot A']],
      user_ids: [clerkId],
    })
    expect(await storeNames(clerkCookie)).toEqual(['North'])
    expect(await storeNames(clerkCookie, '?page=1')).toEqual(['North'])
    expect(await warehouseNames(clerkCookie)).toEqual(['Depot A'])
    expect(await stockWarehouses(clerkCookie)).toEqual(['Depot A'])
    const hidden = await t.request('GET', `/api/proxy/warehouse/${warehouses['Depot B']}.json`, {
      cookie: clerkCookie,
    })
    expect(hidden.status).toBe(404)
    const csv = await t.request('GET', '/api/proxy/stock-on-hand.csv?search=RST', { cookie: clerkCookie })
    expect(String(csv.body)).toContain('Depot A')
    expect(String(csv.body)).not.toContain('Depot B')
    // The owner is in no group: still sees everything.
    expect(await storeNames(owner.cookie)).toEqual(['East', 'North', 'South'])
    expect(await stockWarehouses(owner.cookie)).toEqual(['Depot A', 'Depot B'])
  })

  it('should add the stores of a second group, and refuse ids of another company, changing nothing', async () => {
    await ok('POST', '/api/proxy/storerestrictiongroups.json', owner.cookie, {
      name: 'South too',
      store_ids: [stores.South],
      user_ids: [clerkId],
    })
    expect(await storeNames(clerkCookie)).toEqual(['North', 'South'])
    const other = await signUp(t, 'Elsewhere')
    const foreign = await insertStore(t.database, other.companyId, 'Foreign')
    const refused = await t.request('POST', '/api/proxy/storerestrictiongroups.json', {
      cookie: owner.cookie,
      body: { name: 'Sneaky', store_ids: [foreign], user_ids: [clerkId] },
    })
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Please choose stores of this company', field: 'store_ids' },
    })
    const duplicate = await t.request('POST', '/api/proxy/storerestrictiongroups.json', {
      cookie: owner.cookie,
      body: { name: 'north ONLY', store_ids: [] },
    })
    expect(duplicate).toMatchObject({
      status: 400,
      body: { error: 'A restriction group with this name already exists' },
    })
    const list = await ok('GET', '/api/proxy/storerestrictiongroups.json', owner.cookie)
    expect((list.storerestrictiongroups as Named[]).map((group) => group.name)).toEqual([
      'North only',
      'South too',
    ])
  })
})
