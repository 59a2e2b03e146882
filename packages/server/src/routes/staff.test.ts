import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'
import { POS_CODE_TAKEN } from './staff.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Staff')
})

type Staff = { id: number; pos_code: string; status: string; display_name: string; terminated: string | null }

async function create(body: Record<string, unknown>) {
  return t.request('POST', '/api/proxy/staff.json', { cookie: owner.cookie, body })
}

describe('sales staff', () => {
  it('should create staff with POS codes from the company counter and a default display name', async () => {
    const first = await create({
      title: 'Ms',
      first_name: 'Ann',
      last_name: 'Baker',
      email: 'ann@staff.test',
      tags: ['manager'],
      unlinked_returns: true,
    })
    const second = await create({ first_name: 'Ben' })
    expect(first).toMatchObject({
      status: 200,
      body: {
        staff: {
          pos_code: '1001',
          display_name: 'Ann B.',
          unlinked_returns: true,
          status: 'active',
          tags: ['manager'],
        },
      },
    })
    expect(second).toMatchObject({ status: 200, body: { staff: { pos_code: '1002', display_name: 'Ben' } } })
  })

  it('should refuse a POS code in use and bad input', async () => {
    expect(await create({ first_name: 'Cat', pos_code: '1001' })).toMatchObject({
      status: 400,
      body: { error: POS_CODE_TAKEN },
    })
    expect(await create({ first_name: '' })).toMatchObject({
      status: 400,
      body: { error: 'Please enter a first name' },
    })
    expect(await create({ first_name: 'Cat', email: 'nope' })).toMatchObject({
      status: 400,
      body: { error: 'Please enter a valid email address' },
    })
  })

  it('should terminate and reinstate; the register sees only active staff', async () => {
    const created = await create({ first_name: 'Dee', last_name: 'Leaver', pos_code: '7777' })
    const staff = (created.body as { staff: Staff }).staff
    const terminated = await t.request('POST', `/api/proxy/staff/${staff.id}/terminate.json`, {
      cookie: owner.cookie,
      body: {},
    })
    expect(terminated).toMatchObject({
      status: 200,
      body: { staff: { status: 'terminated', terminated: expect.any(String) } },
    })
    expect(
      await t.request('POST', `/api/proxy/staff/${staff.id}/terminate.json`, {
        cookie: owner.cookie,
        body: {},
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'This sales person is already terminated' },
    })
    const synced = await t.request('GET', '/api/proxy/posstaff.json?limit=250&since_id=0&sort_field=id', {
      cookie: owner.cookie,
    })
    const posstaff = (synced.body as { posstaff: Record<string, unknown>[] }).posstaff
    expect(posstaff.map((entry) => entry.pos_code)).toEqual(['1001', '1002'])
    expect(Object.keys(posstaff[0] ?? {}).sort()).toEqual([
      'display_name',
      'first_name',
      'id',
      'last_name',
      'pos_code',
      'tags',
      'unlinked_returns',
    ])
    const list = await t.request('GET', '/api/proxy/staff.json?status=terminated', { cookie: owner.cookie })
    expect(list.body).toMatchObject({ total: 1, staff: [{ id: staff.id }] })
    const reinstated = await t.request('POST', `/api/proxy/staff/${staff.id}/reinstate.json`, {
      cookie: owner.cookie,
      body: {},
    })
    expect(reinstated).toMatchObject({ status: 200, body: { staff: { status: 'active', terminated: null } } })
    const again = await t.request('GET', '/api/proxy/v3/posstaff.json', { cookie: owner.cookie })
    expect((again.body as { posstaff: unknown[] }).posstaff).toHaveLength(3)
  })

  it('should edit and search', async () => {
    const list = await t.request('GET', '/api/proxy/staff.json?search=ann%20b', { cookie: owner.cookie })
    const ann = (list.body as { staff: Staff[] }).staff[0] as Staff
    const edited = await t.request('PUT', `/api/proxy/staff/${ann.id}.json`, {
      cookie: owner.cookie,
      body: { first_name: 'Ann', last_name: 'Baker', display_name: 'Annie', pos_code: '' },
    })
    expect(edited).toMatchObject({
      status: 200,
      body: { staff: { display_name: 'Annie', pos_code: '1001' } },
    })
    expect(
      (await t.request('GET', '/api/proxy/staff.json?search=1002', { cookie: owner.cookie })).body,
    ).toMatchObject({ total: 1 })
  })
})

describe('custom scripts and promotions', () => {
  it('should create custom scripts and list them for the register as scope and script', async () => {
    const created = await t.request('POST', '/api/proxy/customscripts.json', {
      cookie: owner.cookie,
      body: { scope: 'sale', script: 'console.log(1)' },
    })
    expect(created.status).toBe(200)
    const id = (created.body as { customscript: { id: number } }).customscript.id
    // With its id: a register keeps several scripts of one scope apart by it.
    expect((await t.request('GET', '/api/custom-scripts', { cookie: owner.cookie })).body).toEqual([
      { id, scope: 'sale', script: 'console.log(1)' },
    ])
    expect(
      (await t.request('DELETE', `/api/proxy/customscript/${id}.json`, { cookie: owner.cookie })).status,
    ).toBe(200)
    expect((await t.request('GET', '/api/custom-scripts', { cookie: owner.cookie })).body).toEqual([])
    expect(
      (await t.request('DELETE', `/api/proxy/customscript/${id}.json`, { cookie: owner.cookie })).status,
    ).toBe(404)
    expect(
      await t.request('POST', '/api/proxy/customscripts.json', { cookie: owner.cookie, body: { scope: '' } }),
    ).toMatchObject({ status: 400 })
  })

  it('should give the active promotions as core promotion records', async () => {
    const { db } = t.database
    const day = 86_400_000
    await db
      .insertInto('promotions')
      .values([
        {
          company_id: owner.companyId,
          name: 'Current',
          data: JSON.stringify({ discount: 10, discount_type: 'percentage' }),
        },
        {
          company_id: owner.companyId,
          name: 'Ended',
          to_date: new Date(Date.now() - day),
          data: JSON.stringify({ discount: 5, discount_type: 'amount' }),
        },
      ])
      .execute()
    const active = await t.request('GET', '/api/proxy/promotions.json?active=1&limit=250&since_id=0', {
      cookie: owner.cookie,
    })
    expect(active.body).toMatchObject({
      promotions: [
        { name: 'Current', discount: 10, discount_type: 'percentage', from_date: null, to_date: null },
      ],
    })
    const all = await t.request('GET', '/api/proxy/promotions.json', { cookie: owner.cookie })
    expect((all.body as { promotions: unknown[] }).promotions).toHaveLength(2)
  })
})
