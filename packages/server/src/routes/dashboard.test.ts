import { describe, expect, it } from 'vitest'
import { insertSales, insertStore } from '../test/fixtures.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let north: number
let south: number
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Dash')
  north = await insertStore(t.database, owner.companyId, 'North')
  south = await insertStore(t.database, owner.companyId, 'South')
  const other = await signUp(t, 'Other')
  await insertSales(t.database, owner.companyId, [
    { created: '2025-12-31T12:59:59Z', total: 999_999 }, // before the range
    { created: '2026-01-01T12:30:00Z', total: 1001, storeId: north }, // 23:30 on 1 Jan in Sydney
    { created: '2026-01-01T13:30:00Z', total: 1000, storeId: south }, // 00:30 on 2 Jan in Sydney
    { created: '2026-01-01T14:00:00Z', total: -250, storeId: north }, // a refund on 2 Jan
    { created: '2026-01-03T13:00:00Z', total: 777_777 }, // exactly `to`: excluded
  ])
  await insertSales(t.database, other.companyId, [{ created: '2026-01-01T12:30:00Z', total: 5000 }])
})

type Summary = {
  currency: string
  total: number
  count: number
  average: number
  series: { start: string; total: number; count: number }[]
}

async function sales(query: string, cookie = owner.cookie) {
  return t.request('GET', `/api/dashboard/sales?${query}`, { cookie })
}

const sydney = `from=${encodeURIComponent('2026-01-01T00:00:00+11:00')}&to=${encodeURIComponent('2026-01-04T00:00:00+11:00')}&tz=Australia/Sydney`

describe('dashboard sales', () => {
  it('should bucket by day in the given time zone, with empty days as zeros', async () => {
    const response = await sales(`${sydney}&bucket=day`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      currency: 'AUD',
      total: 1751,
      count: 3,
      average: 584,
      series: [
        { start: '2025-12-31T13:00:00.000Z', total: 1001, count: 1 },
        { start: '2026-01-01T13:00:00.000Z', total: 750, count: 2 },
        { start: '2026-01-02T13:00:00.000Z', total: 0, count: 0 },
      ],
    })
  })

  it('should put the same sales in one UTC day when asked in UTC', async () => {
    const body = (await sales(`from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&tz=UTC&bucket=day`))
      .body as Summary
    expect(body.series).toEqual([{ start: '2026-01-01T00:00:00.000Z', total: 1751, count: 3 }])
  })

  it('should filter by store and round the average half away from zero', async () => {
    const body = (await sales(`${sydney}&bucket=day&store_ids=${north},${south}`)).body as Summary
    expect(body).toMatchObject({ total: 1751, count: 3 })
    const northOnly = (await sales(`${sydney}&bucket=month&store_ids=${north}`)).body as Summary
    expect(northOnly).toMatchObject({ total: 751, count: 2, average: 376 })
    expect(northOnly.series).toEqual([{ start: '2025-12-31T13:00:00.000Z', total: 751, count: 2 }])
  })

  it('should give every hour once across a daylight-saving change', async () => {
    const body = (
      await sales(`from=2026-03-08T05:00:00Z&to=2026-03-08T09:00:00Z&tz=America/New_York&bucket=hour`)
    ).body as Summary
    expect(body.series.map((bucket) => bucket.start)).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
    ])
  })

  it('should refuse a bad query and a user without the dashboard right', async () => {
    expect(await sales('from=yesterday&to=2026-01-01T00:00:00Z')).toMatchObject({
      status: 400,
      body: { error: 'Please give from as an ISO date and time with a time zone offset' },
    })
    expect(await sales(`${sydney}&bucket=week`)).toMatchObject({
      status: 400,
      body: { error: 'Please choose a bucket: hour, day or month' },
    })
    expect((await t.request('GET', `/api/dashboard/sales?${sydney}`)).status).toBe(401)
    const api = await t.request('POST', '/api/proxy/apiusers.json', {
      cookie: owner.cookie,
      body: { name: 'Reports', rights: { pages: ['reports'] } },
    })
    const token = (api.body as { token: string }).token
    expect((await t.request('GET', `/api/dashboard/sales?${sydney}`, { bearer: token })).status).toBe(403)
  })
})
