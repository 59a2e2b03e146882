import { REASON_KINDS, type RealtimeUpdate } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { createReason } from '../test/customer-fixtures.ts'
import { latestCode, type SignedUp, sessionCookieFrom, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
const updates: RealtimeUpdate[] = []
withTestApp(
  async (app) => {
    t = app
    owner = await signUp(t, 'Reasons')
  },
  { updates },
)

type Reason = { id: number; kind: string; name: string; account: string | null; max_discount_percent: number }

describe('reason codes', () => {
  it('should tell registers of the company that reasons changed (realtime kind reasons)', async () => {
    updates.length = 0
    const id = await createReason(t, owner.cookie, 'return', 'Realtime check')
    await t.request('PUT', `/api/proxy/reason/${id}.json`, {
      cookie: owner.cookie,
      body: { kind: 'return', name: 'Renamed check' },
    })
    await t.request('DELETE', `/api/proxy/reason/${id}.json`, { cookie: owner.cookie })
    expect(updates.map((update) => [update.company_id, update.kind])).toEqual([
      [owner.companyId, 'reasons'],
      [owner.companyId, 'reasons'],
      [owner.companyId, 'reasons'],
    ])
    await t.request('POST', '/api/proxy/reasons.json', {
      cookie: owner.cookie,
      body: { kind: 'nope', name: 'X' },
    })
    expect(updates).toHaveLength(3)
  })

  it.each(Object.keys(REASON_KINDS))(
    'should create, read, rename and delete a %s reason with its account',
    async (kind) => {
      const created = await t.request('POST', '/api/proxy/reasons.json', {
        cookie: owner.cookie,
        body: { kind, name: `First ${kind}`, account: '4-1000' },
      })
      expect(created).toMatchObject({
        status: 200,
        body: { reason: { kind, name: `First ${kind}`, account: '4-1000' } },
      })
      const id = (created.body as { reason: Reason }).reason.id
      const path = `/api/proxy/reason/${id}.json`
      expect(await t.request('GET', path, { cookie: owner.cookie })).toMatchObject({
        status: 200,
        body: { reason: { id } },
      })
      const renamed = await t.request('PUT', path, {
        cookie: owner.cookie,
        body: { kind, name: `Renamed ${kind}`, account: '' },
      })
      expect(renamed).toMatchObject({
        status: 200,
        body: { reason: { name: `Renamed ${kind}`, account: null } },
      })
      const listed = await t.request('GET', `/api/proxy/reasons.json?kind=${kind}`, { cookie: owner.cookie })
      expect(listed.body).toMatchObject({ total: 1, reasons: [{ id, kind }] })
      expect(await t.request('DELETE', path, { cookie: owner.cookie })).toMatchObject({
        status: 200,
        body: { ok: true },
      })
      expect((await t.request('GET', path, { cookie: owner.cookie })).status).toBe(404)
    },
  )

  it('should keep max_discount_percent on discount reasons only, and refuse duplicates and kind changes', async () => {
    const staff = await t.request('POST', '/api/proxy/reasons.json', {
      cookie: owner.cookie,
      body: { kind: 'discount', name: 'Staff', max_discount_percent: 25 },
    })
    expect(staff).toMatchObject({ status: 200, body: { reason: { max_discount_percent: 25 } } })
    expect(
      await t.request('POST', '/api/proxy/reasons.json', {
        cookie: owner.cookie,
        body: { kind: 'discount', name: 'staff' },
      }),
    ).toMatchObject({ status: 400, body: { error: 'A reason with this name already exists' } })
    expect(
      await t.request('POST', '/api/proxy/reasons.json', {
        cookie: owner.cookie,
        body: { kind: 'return', name: 'Faulty', max_discount_percent: 10 },
      }),
    ).toMatchObject({ status: 400, body: { error: 'Only discount reasons have a maximum discount' } })
    expect(
      await t.request('POST', '/api/proxy/reasons.json', {
        cookie: owner.cookie,
        body: { kind: 'discount', name: 'Too much', max_discount_percent: 120 },
      }),
    ).toMatchObject({ status: 400, body: { error: 'A percentage cannot be over 100' } })
    expect(
      await t.request('POST', '/api/proxy/reasons.json', {
        cookie: owner.cookie,
        body: { kind: 'refund', name: 'X' },
      }),
    ).toMatchObject({ status: 400 })
    const id = (staff.body as { reason: Reason }).reason.id
    expect(
      await t.request('PUT', `/api/proxy/reason/${id}.json`, {
        cookie: owner.cookie,
        body: { kind: 'return', name: 'Staff' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'A reason keeps its kind; create a new reason of the other kind instead' },
    })
  })

  it('should refuse to delete a reason that a gift card uses', async () => {
    const reason = await createReason(t, owner.cookie, 'gift_card', 'Used reason')
    const card = await t.request('POST', '/api/proxy/giftcards.json', {
      cookie: owner.cookie,
      body: { value: 100, reason_id: reason },
    })
    expect(card.status).toBe(200)
    expect(
      await t.request('DELETE', `/api/proxy/reason/${reason}.json`, { cookie: owner.cookie }),
    ).toMatchObject({
      status: 400,
      body: { error: 'This reason is in use and cannot be deleted' },
    })
  })

  it('should serve the register sync endpoints in pages of since_id, for the caches or the page right', async () => {
    const ids: number[] = []
    for (const [name, percent] of [
      ['Sync A', 0],
      ['Sync B', 10],
      ['Sync C', 12.5],
    ] as const) {
      ids.push(await createReason(t, owner.cookie, 'discount', name, { max_discount_percent: percent }))
    }
    await createReason(t, owner.cookie, 'return', 'Changed mind')
    const all = await t.request('GET', '/api/proxy/discountreasons.json?limit=250&sort_field=id', {
      cookie: owner.cookie,
    })
    const discountreasons = (all.body as { discountreasons: Reason[] }).discountreasons
    expect(discountreasons.at(-1)).toEqual({ id: ids[2], name: 'Sync C', max_discount_percent: 12.5 })
    expect(Object.keys(discountreasons[0] ?? {})).toEqual(['id', 'name', 'max_discount_percent'])
    const page = await t.request(
      'GET',
      `/api/proxy/discountreasons.json?limit=1&since_id=${ids[0]}&sort_field=id`,
      {
        cookie: owner.cookie,
      },
    )
    expect(page.body).toEqual({ discountreasons: [{ id: ids[1], name: 'Sync B', max_discount_percent: 10 }] })
    const returns = await t.request('GET', '/api/proxy/returnreasons.json', { cookie: owner.cookie })
    expect(returns.body).toEqual({ returnreasons: [{ id: expect.any(Number), name: 'Changed mind' }] })
    expect(
      (await t.request('GET', '/api/proxy/discountreasons.json?sort_field=name', { cookie: owner.cookie }))
        .status,
    ).toBe(400)

    // A cashier whose group syncs the discount_reasons cache (and opens the sale screen) may sync them.
    const group = await t.request('POST', '/api/proxy/groups.json', {
      cookie: owner.cookie,
      body: { name: 'Tills', rights: { pages: ['register.sale'], caches: ['discount_reasons'] } },
    })
    const groupId = (group.body as { group: { id: number } }).group.id
    await t.request('POST', '/api/proxy/users.json', {
      cookie: owner.cookie,
      body: { first_name: 'Till', last_name: 'One', email: 'till@reasons.test', group_id: groupId },
    })
    await t.request('POST', '/api/sessions/sign-in', { body: { email: 'till@reasons.test' } })
    const verified = await t.request('POST', '/api/sessions/verify', {
      body: { email: 'till@reasons.test', code: await latestCode(t, 'till@reasons.test') },
    })
    const cookie = sessionCookieFrom(verified)
    expect((await t.request('GET', '/api/proxy/discountreasons.json', { cookie })).status).toBe(200)
    expect((await t.request('GET', '/api/proxy/returnreasons.json', { cookie })).status).toBe(403)
    expect(
      (await t.request('POST', '/api/proxy/reasons.json', { cookie, body: { kind: 'return', name: 'X' } }))
        .status,
    ).toBe(403)
    expect((await t.request('GET', '/api/proxy/reasons.json?kind=discount', { cookie })).status).toBe(200)
  })
})
