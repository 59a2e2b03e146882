import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSales } from '../test/fixtures.ts'
import { createTestApp, type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { CURRENCY_LOCKED } from './company.ts'

let t: TestApp
let owner: SignedUp
beforeAll(async () => {
  t = await createTestApp()
  owner = await signUp(t, 'Firm')
})
afterAll(async () => {
  await t.dispose()
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
