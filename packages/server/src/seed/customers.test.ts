import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { latestCode, sessionCookieFrom, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'
import { DEMO_EMAIL, runSeed } from './index.ts'

let t: TestApp
withTestApp(async (app) => {
  t = app
})

describe('demo seed: customers area', () => {
  it('should seed reasons, a loyalty program, customers with sales and balances, gift cards and wallet templates', async () => {
    const result = await runSeed(t.database.db, { products: 5, itemsPerProduct: 1 })
    await t.request('POST', '/api/sessions/sign-in', { body: { email: DEMO_EMAIL } })
    const verified = await t.request('POST', '/api/sessions/verify', {
      body: { email: DEMO_EMAIL, code: await latestCode(t, DEMO_EMAIL) },
    })
    const cookie = sessionCookieFrom(verified)
    expect((await t.request('GET', '/api/proxy/customers.json', { cookie })).body).toMatchObject({
      total: 40,
    })
    expect((await t.request('GET', '/api/proxy/loyalty.json', { cookie })).body).toMatchObject({
      loyalty: { enabled: true, tiers: [{ name: 'Bronze' }, { name: 'Silver' }, { name: 'Gold' }] },
    })
    expect((await t.request('GET', '/api/proxy/discountreasons.json', { cookie })).body).toMatchObject({
      discountreasons: [
        { name: 'Staff', max_discount_percent: 25 },
        { name: 'Damaged' },
        { name: 'Manager approval' },
      ],
    })
    expect((await t.request('GET', '/api/proxy/giftcards.json', { cookie })).body).toMatchObject({
      total: 12,
    })
    expect((await t.request('GET', '/api/proxy/wallettemplates.json', { cookie })).body).toMatchObject({
      total: 2,
    })
    const card = await t.request('GET', '/api/proxy/giftcard/DEMO100002.json', { cookie })
    expect(card.body).toMatchObject({ giftcard: { value: 5000, current_amount: 3000 } })

    // Every balance is the sum of its transactions.
    const mismatches = await sql<{ n: string | number }>`
      SELECT count(*) AS n FROM customers c
      WHERE c.company_id = ${result.companyId} AND (
        c.credit_balance <> coalesce((SELECT sum(amount) FROM store_credit_transactions t WHERE t.customer_id = c.id), 0)
        OR c.loyalty_points <> coalesce((SELECT sum(points) FROM loyalty_transactions t WHERE t.customer_id = c.id), 0))
    `.execute(t.database.db)
    expect(Number(mismatches.rows[0]?.n)).toBe(0)
    const cards = await sql<{ n: string | number }>`
      SELECT count(*) AS n FROM gift_cards g
      WHERE g.company_id = ${result.companyId}
        AND g.current_amount <> (SELECT sum(amount) FROM gift_card_transactions t WHERE t.gift_card_id = g.id)
    `.execute(t.database.db)
    expect(Number(cards.rows[0]?.n)).toBe(0)
    const withSales = (result.ids.customers ?? [])[1]
    const customer = await t.request('GET', `/api/proxy/customer/${withSales}.json`, { cookie })
    expect(customer.status).toBe(200)
  })
})
