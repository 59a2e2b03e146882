import { beforeAll, describe, expect, it } from 'vitest'
import { insertSales } from '../test/fixtures.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'
import { CURRENCY_LOCKED } from './company.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Firm')
})

describe('company details', () => {
  it('should read and rename the company and change its currency while it has no sales', async () => {
    const read = await t.request('GET', '/api/proxy/company.json', { cookie: owner.cookie })
    expect(read).toMatchObject({
      status: 200,
      body: { company: { id: owner.companyId, name: 'Firm', currency: 'AUD' } },
    })
    const changed = await t.request('PUT', '/api/proxy/company.json', {
      cookie: owner.cookie,
      body: { name: ' Firm & Co ', currency: 'NZD' },
    })
    expect(changed).toMatchObject({ status: 200, body: { company: { name: 'Firm & Co', currency: 'NZD' } } })
    const me = await t.request('GET', '/api/sessions/me', { cookie: owner.cookie })
    expect(me.body).toMatchObject({ company: { name: 'Firm & Co', currency: 'NZD' } })
  })

  it('should keep the currency once there are sales, and refuse bad input', async () => {
    await insertSales(t.database, owner.companyId, [{ created: '2026-02-01T00:00:00Z', total: 100 }])
    expect(
      await t.request('PUT', '/api/proxy/company.json', {
        cookie: owner.cookie,
        body: { name: 'Firm', currency: 'USD' },
      }),
    ).toMatchObject({ status: 400, body: { error: CURRENCY_LOCKED } })
    expect(
      await t.request('PUT', '/api/proxy/company.json', {
        cookie: owner.cookie,
        body: { name: '', currency: 'NZD' },
      }),
    ).toMatchObject({ status: 400, body: { error: 'Please enter a company name' } })
    expect(
      await t.request('PUT', '/api/proxy/company.json', {
        cookie: owner.cookie,
        body: { name: 'Firm', currency: 'NZD' },
      }),
    ).toMatchObject({ status: 200 })
  })

  it('should refuse a user without the admin.company right', async () => {
    const api = await t.request('POST', '/api/proxy/apiusers.json', {
      cookie: owner.cookie,
      body: { name: 'No company', rights: { pages: ['dashboard'] } },
    })
    const token = (api.body as { token: string }).token
    expect((await t.request('GET', '/api/proxy/company.json', { bearer: token })).status).toBe(403)
  })
})

describe('company settings, counters and subscription', () => {
  let firm: SignedUp
  beforeAll(async () => {
    firm = await signUp(t, 'Settings Co')
  })

  it('should keep logo, background, address, ABN, time zone and gift card validity', async () => {
    const body = {
      name: 'Settings Co',
      currency: 'AUD',
      logo: 'https://cdn.example.com/logos/settings.logo',
      background: '/images/background.png',
      address: { address1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
      abn: '51 824 753 556',
      timezone: 'Australia/Perth',
      gift_card_validity_days: 365,
    }
    const saved = await t.request('PUT', '/api/proxy/company.json', { cookie: firm.cookie, body })
    expect(saved).toMatchObject({
      status: 200,
      body: {
        company: {
          abn: '51824753556',
          timezone: 'Australia/Perth',
          gift_card_validity_days: 365,
          address: { address1: '1 George St', address2: '', city: 'Sydney' },
          logo: body.logo,
        },
      },
    })
    const read = await t.request('GET', '/api/proxy/company.json', { cookie: firm.cookie })
    expect(read.body).toEqual(saved.body)
  })

  it('should refuse a bad ABN, time zone or logo and change nothing', async () => {
    const before = await t.request('GET', '/api/proxy/company.json', { cookie: firm.cookie })
    for (const [extra, field, error] of [
      [{ abn: '51 824 753 557' }, 'abn', 'Please enter a valid ABN: 11 digits, like 51 824 753 556'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'Please choose a time zone, like Australia/Sydney'],
      [{ logo: 'javascript:alert(1)' }, 'logo', 'Please enter the logo as a web address'],
      [
        { gift_card_validity_days: -1 },
        'gift_card_validity_days',
        'The gift card validity cannot be negative',
      ],
    ] as const) {
      const answer = await t.request('PUT', '/api/proxy/company.json', {
        cookie: firm.cookie,
        body: { name: 'Changed', currency: 'AUD', ...extra },
      })
      expect(answer).toMatchObject({ status: 400, body: { error, field } })
    }
    expect((await t.request('GET', '/api/proxy/company.json', { cookie: firm.cookie })).body).toEqual(
      before.body,
    )
  })

  it('should show the counters next values, move them ahead and refuse going back', async () => {
    const read = await t.request('GET', '/api/proxy/company/counters.json', { cookie: firm.cookie })
    expect(read.body).toEqual({
      counters: {
        barcode: 1,
        product: 1001,
        invoice: 1,
        purchase_order: 1001,
        pos_code: 1001,
        journal: 1,
      },
    })
    const moved = await t.request('PUT', '/api/proxy/company/counters.json', {
      cookie: firm.cookie,
      body: { counters: { product: 5000, invoice: 20 } },
    })
    expect(moved).toMatchObject({ status: 200, body: { counters: { product: 5000, invoice: 20 } } })
    const back = await t.request('PUT', '/api/proxy/company/counters.json', {
      cookie: firm.cookie,
      body: { counters: { journal: 7, product: 4999 } },
    })
    expect(back).toMatchObject({
      status: 400,
      body: {
        error: 'The next product number must be above 4999, the last one given',
        field: 'counters.product',
      },
    })
    const after = await t.request('GET', '/api/proxy/company/counters.json', { cookie: firm.cookie })
    expect(after.body).toMatchObject({ counters: { product: 5000, journal: 1 } })
  })

  it('should refuse a store and a register past the licence, and allow them once raised', async () => {
    const read = await t.request('GET', '/api/proxy/company/subscription.json', { cookie: firm.cookie })
    expect(read.body).toEqual({
      subscription: { store_licence: 3, register_licence: 10, store_count: 0, register_count: 0 },
    })
    const lowered = await t.request('PUT', '/api/proxy/company/subscription.json', {
      cookie: firm.cookie,
      body: { store_licence: 1, register_licence: 1 },
    })
    expect(lowered.status).toBe(200)
    const created = await t.request('POST', '/api/proxy/stores.json', {
      cookie: firm.cookie,
      body: { name: 'First' },
    })
    expect(created.status).toBe(200)
    const store = await t.request('POST', '/api/proxy/stores.json', {
      cookie: firm.cookie,
      body: { name: 'Second' },
    })
    expect(store).toMatchObject({
      status: 400,
      body: { error: 'Please upgrade your license to create a new store' },
    })
    const stores = await t.request('GET', '/api/proxy/stores.json', { cookie: firm.cookie })
    const storeId = (stores.body as { stores: { id: number }[] }).stores[0]?.id
    expect((stores.body as { stores: unknown[] }).stores).toHaveLength(1)
    const first = await t.request('POST', `/api/proxy/store/${storeId}/registers.json`, {
      cookie: firm.cookie,
      body: { name: 'Till 1' },
    })
    expect(first.status).toBe(200)
    const second = await t.request('POST', `/api/proxy/store/${storeId}/registers.json`, {
      cookie: firm.cookie,
      body: { name: 'Till 2' },
    })
    expect(second).toMatchObject({
      status: 400,
      body: { error: 'Please upgrade your license to create a new register' },
    })
    const below = await t.request('PUT', '/api/proxy/company/subscription.json', {
      cookie: firm.cookie,
      body: { store_licence: 2, register_licence: 0 },
    })
    expect(below).toMatchObject({ status: 400, body: { field: 'register_licence' } })
    await t.request('PUT', '/api/proxy/company/subscription.json', {
      cookie: firm.cookie,
      body: { store_licence: 2, register_licence: 2 },
    })
    const raised = await t.request('POST', '/api/proxy/stores.json', {
      cookie: firm.cookie,
      body: { name: 'Second' },
    })
    expect(raised.status).toBe(200)
  })
})
