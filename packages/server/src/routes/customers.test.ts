import { describe, expect, it } from 'vitest'
import { createCustomer, createReason, insertCustomerSale } from '../test/customer-fixtures.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let creditReason: number
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Customers')
  creditReason = await createReason(t, owner.cookie, 'store_credit', 'Goodwill')
})

type Customer = Record<string, unknown> & { id: number }

describe('customers', () => {
  it('should create a customer with every field of spec 3 and read it back as the register needs it', async () => {
    const created = await createCustomer(t, owner.cookie, {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'Grace@Navy.test',
      phone: '+61 400 111 222',
      birth_date: '1906-12-09',
      email_subscriber: true,
      sms_subscriber: false,
      loyalty: true,
      tags: 'vip, navy',
    })
    const read = await t.request('GET', `/api/proxy/customer/${created.id}.json`, { cookie: owner.cookie })
    expect(read).toMatchObject({
      status: 200,
      body: {
        customer: {
          id: created.id,
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@navy.test',
          phone: '+61 400 111 222',
          birth_date: '1906-12-09',
          email_subscriber: true,
          sms_subscriber: false,
          loyalty: true,
          tags: ['vip', 'navy'],
          loyalty_points: 0,
          credit_balance: 0,
          points_value: 0,
          lifetime_sales: 0,
          sales_6_months: 0,
          sales_3_months: 0,
          average_order: 0,
          loyalty_tier: null,
          tier_expiration: null,
        },
      },
    })
  })

  it('should refuse a duplicate email within a company, but not across companies', async () => {
    await createCustomer(t, owner.cookie, { first_name: 'Ada', email: 'ada@dup.test' })
    const again = await t.request('POST', '/api/proxy/customers.json', {
      cookie: owner.cookie,
      body: { first_name: 'Other', email: 'ADA@dup.test' },
    })
    expect(again).toMatchObject({ status: 400, body: { error: 'A customer with this email already exists' } })
    const other = await signUp(t, 'Elsewhere')
    await createCustomer(t, other.cookie, { first_name: 'Ada', email: 'ada@dup.test' })
    const second = await createCustomer(t, owner.cookie, { first_name: 'Second', email: 'second@dup.test' })
    const renamed = await t.request('PUT', `/api/proxy/customer/${second.id}.json`, {
      cookie: owner.cookie,
      body: { first_name: 'Second', email: 'ada@dup.test' },
    })
    expect(renamed).toMatchObject({
      status: 400,
      body: { error: 'A customer with this email already exists' },
    })
    // Customers without an email never collide.
    await createCustomer(t, owner.cookie, { first_name: 'No', last_name: 'Email' })
    await createCustomer(t, owner.cookie, { first_name: 'Also', last_name: 'Nomail' })
  })

  it.each([
    [{ email: 'x@y.test' }, 'Please enter a first or last name'],
    [{ first_name: 'A', email: 'not an email' }, 'Please enter a valid email address'],
    [
      { first_name: 'A', phone: 'call me' },
      'Please enter a phone number with digits, spaces and + ( ) - only',
    ],
    [{ first_name: 'A', birth_date: '31/12/1990' }, 'Please enter the birth date as YYYY-MM-DD'],
  ])('should refuse %o with a clear 400 and create nothing', async (body, error) => {
    const before = await t.request('GET', '/api/proxy/customers.json', { cookie: owner.cookie })
    expect(
      await t.request('POST', '/api/proxy/customers.json', { cookie: owner.cookie, body }),
    ).toMatchObject({
      status: 400,
      body: { error },
    })
    const after = await t.request('GET', '/api/proxy/customers.json', { cookie: owner.cookie })
    expect((after.body as { total: number }).total).toBe((before.body as { total: number }).total)
  })

  it('should search by name, email and phone', async () => {
    await createCustomer(t, owner.cookie, {
      first_name: 'Linus',
      last_name: 'Searchable',
      email: 'linus@find.test',
      phone: '0412 345 678',
    })
    const search = async (text: string) =>
      (
        (
          await t.request('GET', `/api/proxy/customers.json?search=${encodeURIComponent(text)}`, {
            cookie: owner.cookie,
          })
        ).body as { customers: Customer[] }
      ).customers.map((customer) => customer.email)
    expect(await search('linus search')).toEqual(['linus@find.test'])
    expect(await search('FIND.test')).toEqual(['linus@find.test'])
    expect(await search('0412345')).toEqual(['linus@find.test'])
    expect(await search('345 678')).toEqual(['linus@find.test'])
    expect(await search('%')).toEqual([])
  })

  it('should keep store credit as transactions with a running balance; adjustments need a store-credit reason', async () => {
    const customer = await createCustomer(t, owner.cookie, { first_name: 'Credit', last_name: 'Holder' })
    const path = `/api/proxy/customer/${customer.id}/store-credit.json`
    const giftReason = await createReason(t, owner.cookie, 'gift_card', 'Promo card')
    expect(
      await t.request('POST', path, { cookie: owner.cookie, body: { amount: 1000, reason_id: giftReason } }),
    ).toMatchObject({ status: 400, body: { error: 'Please choose a store credit reason' } })
    expect(await t.request('POST', path, { cookie: owner.cookie, body: { amount: 1000 } })).toMatchObject({
      status: 400,
      body: { error: 'Please enter reason id' },
    })
    const credit = await t.request('POST', path, {
      cookie: owner.cookie,
      body: { amount: 5000, reason_id: creditReason, description: 'Late delivery', reference: 'CASE-1' },
    })
    expect(credit).toMatchObject({ status: 200, body: { balance: 5000, customer: { credit_balance: 5000 } } })
    await t.request('POST', path, { cookie: owner.cookie, body: { amount: -1250, reason_id: creditReason } })
    const overdraw = await t.request('POST', path, {
      cookie: owner.cookie,
      body: { amount: -9000, reason_id: creditReason },
    })
    expect(overdraw).toMatchObject({ status: 400, body: { error: 'Store credit cannot go below zero' } })
    const statement = await t.request('GET', path, { cookie: owner.cookie })
    expect(statement).toMatchObject({
      status: 200,
      body: {
        balance: 3750,
        transactions: [
          {
            credit: 0,
            debit: 1250,
            description: 'Goodwill',
            reference: '',
            balance: 3750,
            reason: 'Goodwill',
            user: 'Owner Customers',
          },
          { credit: 5000, debit: 0, description: 'Late delivery', reference: 'CASE-1', balance: 5000 },
        ],
      },
    })
    expect(
      await t.request('DELETE', `/api/proxy/customer/${customer.id}.json`, { cookie: owner.cookie }),
    ).toMatchObject({
      status: 400,
      body: { error: 'This customer still has store credit or loyalty points, so it cannot be deleted' },
    })
  })

  it('should opt in and out of loyalty', async () => {
    const customer = await createCustomer(t, owner.cookie, { first_name: 'Loyal' })
    expect(customer.loyalty).toBe(false)
    const optIn = await t.request('POST', `/api/proxy/customer/${customer.id}/loyalty-opt-in.json`, {
      cookie: owner.cookie,
    })
    expect(optIn).toMatchObject({ status: 200, body: { customer: { loyalty: true } } })
    const optOut = await t.request('POST', `/api/proxy/customer/${customer.id}/loyalty-opt-out.json`, {
      cookie: owner.cookie,
    })
    expect(optOut).toMatchObject({ status: 200, body: { customer: { loyalty: false } } })
    const listed = await t.request('GET', '/api/proxy/customers.json?loyalty=out&search=loyal', {
      cookie: owner.cookie,
    })
    expect(listed.body).toMatchObject({ total: 1 })
  })

  it('should compute the figures and the tier from real sales', async () => {
    const customer = await createCustomer(t, owner.cookie, {
      first_name: 'Big',
      last_name: 'Spender',
      loyalty: true,
    })
    const program = await t.request('PUT', '/api/proxy/loyalty.json', {
      cookie: owner.cookie,
      body: {
        enabled: true,
        customer_opt_in_required: true,
        accumulate_points: true,
        tier_calculation: 'spend',
        duration_in_tier_months: 12,
        point_value: 0.5,
        tiers: [
          { name: 'Bronze', points_per_unit: 1, qualification_minimum: 0, qualification_maximum: 49_999 },
          { name: 'Silver', points_per_unit: 1.5, qualification_minimum: 50_000, qualification_maximum: 0 },
        ],
      },
    })
    expect(program.status).toBe(200)
    const day = 86_400_000
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString()
    await insertCustomerSale(t.database, owner.companyId, customer.id, {
      created: ago(700),
      total: 80_000,
      items: 4,
    })
    await insertCustomerSale(t.database, owner.companyId, customer.id, {
      created: ago(150),
      total: 30_000,
      items: 2,
    })
    await insertCustomerSale(t.database, owner.companyId, customer.id, {
      created: ago(30),
      total: 25_001,
      items: 1,
    })
    await t.database.db
      .updateTable('customers')
      .set({ loyalty_points: 1001 })
      .where('id', '=', customer.id)
      .execute()
    const read = await t.request('GET', `/api/proxy/customer/${customer.id}.json`, { cookie: owner.cookie })
    const body = (read.body as { customer: Record<string, unknown> }).customer
    expect(body).toMatchObject({
      lifetime_sales: 135_001,
      sales_6_months: 55_001,
      sales_3_months: 25_001,
      order_count: 3,
      average_order: 45_000,
      points_value: 500,
      loyalty_tier: 'Silver',
    })
    // Silver lapses when the sale 150 days ago leaves the 12-month window.
    const expires = Date.parse(body.tier_expiration as string)
    const expected = new Date(Date.parse(ago(150)))
    expected.setUTCMonth(expected.getUTCMonth() + 12)
    expect(Math.abs(expires - expected.getTime())).toBeLessThan(2 * day)
    const sales = await t.request('GET', `/api/proxy/customer/${customer.id}/sales.json?limit=2`, {
      cookie: owner.cookie,
    })
    expect(sales).toMatchObject({
      status: 200,
      body: { total: 3, sales: [{ total: 25_001, lines: 1 }, { total: 30_000 }] },
    })
  })

  it('should let the register read customers but not change them', async () => {
    const group = await t.request('POST', '/api/proxy/groups.json', {
      cookie: owner.cookie,
      body: { name: 'Cashiers', rights: { pages: ['register.sale'], caches: [] } },
    })
    const api = await t.request('POST', '/api/proxy/apiusers.json', {
      cookie: owner.cookie,
      body: { name: 'Register', rights: { pages: ['register.sale'] } },
    })
    expect(group.status).toBe(200)
    const token = (api.body as { token: string }).token
    const customer = await createCustomer(t, owner.cookie, { first_name: 'Walk', last_name: 'In' })
    expect(
      (await t.request('GET', `/api/proxy/customer/${customer.id}.json`, { bearer: token })).status,
    ).toBe(200)
    expect(
      (await t.request('GET', '/api/proxy/customers.json?search=walk', { bearer: token })).body,
    ).toMatchObject({ total: 1 })
    expect(
      (
        await t.request('PUT', `/api/proxy/customer/${customer.id}.json`, {
          bearer: token,
          body: { first_name: 'X' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await t.request('GET', `/api/proxy/customer/${customer.id}/store-credit.json`, { bearer: token }))
        .status,
    ).toBe(403)
  })
})
