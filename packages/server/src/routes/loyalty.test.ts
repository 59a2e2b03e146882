import { describe, expect, it } from 'vitest'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Loyalty')
})

const PROGRAM = {
  enabled: true,
  customer_opt_in_required: true,
  accumulate_points: true,
  tier_calculation: 'transactions',
  duration_in_tier_months: 6,
  point_value: 0.25,
  tiers: [
    { name: 'Member', points_per_unit: 1, qualification_minimum: 0, qualification_maximum: 9 },
    { name: 'Regular', points_per_unit: 1.25, qualification_minimum: 10, qualification_maximum: 0 },
  ],
}

type Tier = { id: number; name: string }

describe('loyalty program', () => {
  it('should answer a switched-off program before it is set up', async () => {
    const response = await t.request('GET', '/api/proxy/loyalty.json', { cookie: owner.cookie })
    expect(response).toMatchObject({
      status: 200,
      body: { loyalty: { enabled: false, tiers: [], point_value: 1 } },
    })
  })

  it('should save every setting and the tiers, then update, add and remove tiers by id', async () => {
    const saved = await t.request('PUT', '/api/proxy/loyalty.json', { cookie: owner.cookie, body: PROGRAM })
    expect(saved).toMatchObject({
      status: 200,
      body: {
        loyalty: {
          ...PROGRAM,
          tiers: [
            { name: 'Member', points_per_unit: 1, qualification_minimum: 0, qualification_maximum: 9 },
            { name: 'Regular', points_per_unit: 1.25, qualification_minimum: 10, qualification_maximum: 0 },
          ],
        },
      },
    })
    const tiers = (saved.body as { loyalty: { tiers: Tier[] } }).loyalty.tiers
    const member = tiers[0]!
    const changed = await t.request('PUT', '/api/proxy/loyalty.json', {
      cookie: owner.cookie,
      body: {
        ...PROGRAM,
        tiers: [
          {
            id: member.id,
            name: 'Member+',
            points_per_unit: 1,
            qualification_minimum: 0,
            qualification_maximum: 19,
          },
          { name: 'VIP', points_per_unit: 2, qualification_minimum: 20, qualification_maximum: 0 },
        ],
      },
    })
    expect(changed).toMatchObject({
      status: 200,
      body: {
        loyalty: {
          tiers: [
            { id: member.id, name: 'Member+' },
            { name: 'VIP', points_per_unit: 2 },
          ],
        },
      },
    })
    const read = await t.request('GET', '/api/proxy/loyalty.json', { cookie: owner.cookie })
    expect((read.body as { loyalty: { tiers: Tier[] } }).loyalty.tiers.map((tier) => tier.name)).toEqual([
      'Member+',
      'VIP',
    ])
  })

  it.each([
    [
      {
        tiers: [
          { name: 'A', points_per_unit: 1, qualification_minimum: 0, qualification_maximum: 10 },
          { name: 'B', points_per_unit: 1, qualification_minimum: 10, qualification_maximum: 0 },
        ],
      },
      'The ranges of A and B overlap',
    ],
    [{ tier_calculation: 'visits' }, 'Please choose a tier calculation: spend, transactions or items'],
    [{ point_value: -1 }, 'The point value cannot be negative'],
    [{ duration_in_tier_months: 1.5 }, 'Please enter the duration in tier as whole months'],
    [{ tiers: [{ name: '', points_per_unit: 1 }] }, 'Please enter a tier name'],
  ])('should refuse %o and keep the program as it was', async (change, error) => {
    const before = await t.request('GET', '/api/proxy/loyalty.json', { cookie: owner.cookie })
    const refused = await t.request('PUT', '/api/proxy/loyalty.json', {
      cookie: owner.cookie,
      body: { ...PROGRAM, ...change },
    })
    expect(refused).toMatchObject({ status: 400, body: { error } })
    expect((await t.request('GET', '/api/proxy/loyalty.json', { cookie: owner.cookie })).body).toEqual(
      before.body,
    )
  })

  it("should refuse another company's tier ids", async () => {
    const other = await signUp(t, 'Other loyalty')
    const saved = await t.request('PUT', '/api/proxy/loyalty.json', { cookie: owner.cookie, body: PROGRAM })
    const tier = (saved.body as { loyalty: { tiers: Tier[] } }).loyalty.tiers[0]!
    const stolen = await t.request('PUT', '/api/proxy/loyalty.json', {
      cookie: other.cookie,
      body: { ...PROGRAM, tiers: [{ id: tier.id, name: 'Mine', points_per_unit: 1 }] },
    })
    expect(stolen).toMatchObject({
      status: 400,
      body: { error: 'Please refresh: one of these tiers no longer exists' },
    })
    const mine = await t.request('GET', '/api/proxy/loyalty.json', { cookie: owner.cookie })
    expect((mine.body as { loyalty: { tiers: Tier[] } }).loyalty.tiers[0]).toMatchObject({
      id: tier.id,
      name: 'Member',
    })
  })
})
