import type { RealtimeUpdate } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { latestCode, type SignedUp, sessionCookieFrom, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let other: SignedUp
const updates: RealtimeUpdate[] = []
withTestApp(
  async (app) => {
    t = app
    owner = await signUp(t, 'Promotions')
    other = await signUp(t, 'Other promotions')
  },
  { updates },
)

type Promotion = Record<string, unknown> & { id: string; name: string; status: string }
const DAY = 86_400_000

async function create(body: Record<string, unknown>, cookie = owner.cookie) {
  const response = await t.request('POST', '/api/proxy/promotions.json', { cookie, body })
  expect(response.status).toBe(200)
  return (response.body as { promotion: Promotion }).promotion
}

async function list(query: string, cookie = owner.cookie) {
  const response = await t.request('GET', `/api/proxy/promotions.json?${query}`, { cookie })
  expect(response.status).toBe(200)
  return response.body as { promotions: Promotion[]; total?: number }
}

describe('promotions back office', () => {
  it('should create, read, edit and delete a promotion with every spec field, publishing promotions each time', async () => {
    updates.length = 0
    const created = await create({
      name: 'Two for one socks',
      from_date: '2026-01-01',
      to_date: null,
      minimum_item_quantity: 2,
      maximum_item_quantity: 4,
      order_quantity: 1,
      order_total: 5000,
      discount: 50,
      discount_type: 'percentage',
      product_ids: ['12', 13],
      option1: 'Red',
      code: ' SOCKS ',
      product_tags: ['summer', ' summer'],
      product_types: ['Socks'],
      product_vendors: ['Acme'],
      product_marked_down: false,
      discount_reason: 'Promo',
      customer_required: true,
      customer_loyalty_tier: 'gold',
      limit_usage: 100,
      limit_customer_usage: 1,
      limit_customer_usage_months: 12,
      show_on_pos: false,
    })
    expect(created).toMatchObject({
      name: 'Two for one socks',
      from_date: '2026-01-01T00:00:00.000Z',
      to_date: null,
      product_ids: ['12', '13'],
      code: 'SOCKS',
      product_tags: ['summer'],
      used_times: 0,
      limit_usage: 100,
      show_on_pos: false,
      status: 'active',
    })
    const path = `/api/proxy/promotion/${created.id}.json`
    expect((await t.request('GET', path, { cookie: owner.cookie })).body).toMatchObject({
      promotion: created,
    })

    const edited = await t.request('PUT', path, {
      cookie: owner.cookie,
      body: { name: 'Socks', discount: 500, discount_type: 'amount', used_times: 99 },
    })
    expect(edited.body).toMatchObject({
      promotion: { name: 'Socks', discount: 500, discount_type: 'amount', limit_usage: 0, used_times: 0 },
    })

    // The register's sync answer carries the edited promotion in core's record shape.
    const synced = await list('active=1')
    expect(synced.promotions.find((p) => p.id === created.id)).toMatchObject({ name: 'Socks', discount: 500 })

    expect((await t.request('DELETE', path, { cookie: owner.cookie })).status).toBe(200)
    expect((await t.request('GET', path, { cookie: owner.cookie })).status).toBe(404)
    expect((await list('active=1')).promotions.some((p) => p.id === created.id)).toBe(false)
    expect(updates.map((u) => [u.company_id, u.kind])).toEqual([
      [owner.companyId, 'promotions'],
      [owner.companyId, 'promotions'],
      [owner.companyId, 'promotions'],
    ])
  })

  it('should refuse bad input with a clear message and change nothing', async () => {
    updates.length = 0
    const before = (await list('page=1&limit=250')).total
    for (const [body, error] of [
      [{ name: 'X', discount: 120, discount_type: 'percentage' }, 'A percentage discount cannot be over 100'],
      [{ name: '', discount: 1, discount_type: 'percentage' }, 'Please enter a name'],
      [
        {
          name: 'X',
          discount: 1,
          discount_type: 'percentage',
          from_date: '2026-03-01',
          to_date: '2026-02-01',
        },
        'A promotion cannot end before it starts',
      ],
      [{ name: 'X', discount: 1, discount_type: 'bogus' }, 'Please choose percentage, amount or fixed price'],
    ] as const) {
      const response = await t.request('POST', '/api/proxy/promotions.json', { cookie: owner.cookie, body })
      expect(response.status).toBe(400)
      expect((response.body as { error: string }).error).toContain(error)
    }
    const id = (await create({ name: 'Kept', discount: 5, discount_type: 'percentage' })).id
    const bad = await t.request('PUT', `/api/proxy/promotion/${id}.json`, {
      cookie: owner.cookie,
      body: { name: 'Kept', discount: -1, discount_type: 'percentage' },
    })
    expect(bad.status).toBe(400)
    expect(
      (await t.request('GET', `/api/proxy/promotion/${id}.json`, { cookie: owner.cookie })).body,
    ).toMatchObject({
      promotion: { discount: 5 },
    })
    expect((await list('page=1&limit=250')).total).toBe((before ?? 0) + 1)
    expect(updates).toHaveLength(1)
  })

  it('should list by search and status with paging and totals, and sync only the ones not ended', async () => {
    const now = Date.now()
    const ended = await create({
      name: 'Winter ended',
      from_date: new Date(now - 30 * DAY).toISOString(),
      to_date: new Date(now - DAY).toISOString(),
      discount: 10,
      discount_type: 'percentage',
    })
    const future = await create({
      name: 'Winter future',
      from_date: new Date(now + DAY).toISOString(),
      discount: 10,
      discount_type: 'percentage',
      code: 'SNOW',
    })
    const running = await create({ name: 'Winter running', discount: 10, discount_type: 'percentage' })

    const search = await list('page=1&search=winter')
    expect(search.total).toBe(3)
    expect(search.promotions.map((p) => [p.name, p.status])).toEqual([
      ['Winter ended', 'expired'],
      ['Winter future', 'scheduled'],
      ['Winter running', 'active'],
    ])
    expect((await list('page=1&search=snow')).promotions.map((p) => p.id)).toEqual([future.id])
    expect((await list('page=1&search=winter&status=expired')).promotions.map((p) => p.id)).toEqual([
      ended.id,
    ])
    expect((await list('page=1&search=winter&status=active')).promotions.map((p) => p.id)).toEqual([
      running.id,
    ])
    expect((await list('page=1&search=winter&status=scheduled')).promotions.map((p) => p.id)).toEqual([
      future.id,
    ])
    const page2 = await list('page=2&limit=2&search=winter')
    expect(page2).toMatchObject({ total: 3, promotions: [{ id: running.id }] })

    const synced = (await list('active=1&limit=250')).promotions.map((p) => p.id)
    expect(synced).toEqual(expect.arrayContaining([future.id, running.id]))
    expect(synced).not.toContain(ended.id)
    const bad = await t.request('GET', '/api/proxy/promotions.json?page=1&status=soon', {
      cookie: owner.cookie,
    })
    expect(bad.status).toBe(400)
  })

  it("should keep each company's promotions to itself", async () => {
    const mine = await create({ name: 'Private', discount: 1, discount_type: 'percentage' })
    const path = `/api/proxy/promotion/${mine.id}.json`
    expect((await t.request('GET', path, { cookie: other.cookie })).status).toBe(404)
    const body = { name: 'Stolen', discount: 1, discount_type: 'percentage' }
    expect((await t.request('PUT', path, { cookie: other.cookie, body })).status).toBe(404)
    expect((await t.request('DELETE', path, { cookie: other.cookie })).status).toBe(404)
    expect((await list('page=1&search=Private', other.cookie)).total).toBe(0)
    expect((await t.request('GET', path, { cookie: owner.cookie })).body).toMatchObject({
      promotion: { name: 'Private' },
    })
  })

  it('should let a register group sync promotions but not manage them', async () => {
    const group = await t.request('POST', '/api/proxy/groups.json', {
      cookie: owner.cookie,
      body: { name: 'Tills', rights: { pages: ['register.sale'], caches: ['promotion'] } },
    })
    const groupId = (group.body as { group: { id: number } }).group.id
    await t.request('POST', '/api/proxy/users.json', {
      cookie: owner.cookie,
      body: { first_name: 'Till', last_name: 'One', email: 'till@promotions.test', group_id: groupId },
    })
    await t.request('POST', '/api/sessions/sign-in', { body: { email: 'till@promotions.test' } })
    const verified = await t.request('POST', '/api/sessions/verify', {
      body: { email: 'till@promotions.test', code: await latestCode(t, 'till@promotions.test') },
    })
    const cookie = sessionCookieFrom(verified)
    expect((await t.request('GET', '/api/proxy/promotions.json?active=1', { cookie })).status).toBe(200)
    expect((await t.request('GET', '/api/proxy/promotions.json?page=1', { cookie })).status).toBe(403)
    const body = { name: 'X', discount: 1, discount_type: 'percentage' }
    expect((await t.request('POST', '/api/proxy/promotions.json', { cookie, body })).status).toBe(403)
  })
})
