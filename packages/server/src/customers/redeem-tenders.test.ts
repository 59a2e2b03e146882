import { type Payment, parseWith, type Sale, SaleSchema } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { saleLines } from '../register/test-fixtures.ts'
import { createCustomer, createReason } from '../test/customer-fixtures.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { TEST_DATABASE_URL } from '../test/test-database.ts'
import { withTestApp } from '../test/test-file.ts'
import { redeemSaleTenders, redeemTenders } from './redeem-tenders.ts'

let t: TestApp
let owner: SignedUp
let reason: number
let counter = 0
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Redeem')
  reason = await createReason(t, owner.cookie, 'gift_card', 'Issued')
  await t.request('PUT', '/api/proxy/loyalty.json', {
    cookie: owner.cookie,
    body: {
      enabled: true,
      customer_opt_in_required: false,
      accumulate_points: true,
      tier_calculation: 'spend',
      duration_in_tier_months: 12,
      point_value: 0.5,
      tiers: [],
    },
  })
})

const NOW = new Date()

function payment(processor: string, amount: number, extra: Partial<Payment> = {}) {
  return {
    payment_method: processor,
    amount,
    processor,
    name: processor,
    processed: true,
    date: NOW.toISOString(),
    ...extra,
  }
}

/** A posted sale of one line of `total` cents, parsed by core's schema as the sale endpoint will. */
function parseSale(input: unknown): Sale {
  const parsed = parseWith(SaleSchema, input)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.value
}

function saleOf(
  total: number,
  payments: ReturnType<typeof payment>[],
  customerId: number | null = null,
): Sale {
  counter += 1
  return parseSale({
    id: `sale-${counter}-${Date.now()}`,
    receipt_number: `R-${counter}`,
    created: NOW.toISOString(),
    lines: saleLines([{ quantity: 1, price: total }]),
    payments,
    customer_id: customerId,
  })
}

async function issueCard(serial: string, value: number) {
  const created = await t.request('POST', '/api/proxy/giftcards.json', {
    cookie: owner.cookie,
    body: { serial, value, reason_id: reason },
  })
  expect(created.status).toBe(200)
}

async function cardBalance(serial: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('gift_cards')
    .select('current_amount')
    .where('company_id', '=', owner.companyId)
    .where('serial', '=', serial)
    .executeTakeFirstOrThrow()
  return Number(row.current_amount)
}

async function customerBalances(id: number) {
  const row = await t.database.db
    .selectFrom('customers')
    .select(['credit_balance', 'loyalty_points'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return { credit: Number(row.credit_balance), points: Number(row.loyalty_points) }
}

describe('redeemTenders', () => {
  it('should take a gift card payment inside the sale transaction, as a transaction of the card', async () => {
    await issueCard('REDEEM-1', 5000)
    const sale = saleOf(3000, [payment('gift_card', 3000, { serial_number: 'REDEEM-1' })])
    const result = await redeemSaleTenders(t.database.db, owner.companyId, sale, { now: NOW, offline: false })
    expect(result).toMatchObject({
      ok: true,
      value: { redemptions: [{ taken: 3000, shortfall: 0, flagged: false }] },
    })
    expect(await cardBalance('REDEEM-1')).toBe(2000)
    const replay = await redeemSaleTenders(t.database.db, owner.companyId, sale, { now: NOW, offline: false })
    expect(replay).toMatchObject({ ok: true, value: { replayed: true } })
    expect(await cardBalance('REDEEM-1')).toBe(2000)
  })

  it('should refuse a live sale that overdraws, with the tender message, and move nothing', async () => {
    await issueCard('REDEEM-2', 1000)
    const customer = await createCustomer(t, owner.cookie, { first_name: 'Live' })
    await t.database.db
      .updateTable('customers')
      .set({ credit_balance: 500 })
      .where('id', '=', customer.id)
      .execute()
    const sale = saleOf(
      5000,
      [payment('store_credit', 500), payment('gift_card', 1500, { serial_number: 'REDEEM-2' })],
      customer.id,
    )
    const result = await redeemSaleTenders(t.database.db, owner.companyId, sale, { now: NOW, offline: false })
    expect(result).toEqual({
      ok: false,
      error: { index: 1, processor: 'gift_card', message: 'Insufficient Funds' },
    })
    expect(await cardBalance('REDEEM-2')).toBe(1000)
    expect((await customerBalances(customer.id)).credit).toBe(500)
    const unknown = saleOf(100, [payment('gift_card', 100, { serial_number: 'NO-SUCH' })])
    expect(
      await redeemSaleTenders(t.database.db, owner.companyId, unknown, { now: NOW, offline: false }),
    ).toMatchObject({
      ok: false,
      error: { message: 'Invalid Gift Card' },
    })
    const noCustomer = saleOf(100, [payment('store_credit', 100)])
    expect(
      await redeemSaleTenders(t.database.db, owner.companyId, noCustomer, { now: NOW, offline: false }),
    ).toMatchObject({
      ok: false,
      error: { message: 'No Customer' },
    })
  })

  it('should keep an offline sale that overdraws, take what the balance allows and flag the rest for review', async () => {
    await issueCard('REDEEM-3', 1000)
    const sale = saleOf(4000, [
      payment('gift_card', 2500, { serial_number: 'REDEEM-3' }),
      payment('cash', 1500),
    ])
    const result = await redeemSaleTenders(t.database.db, owner.companyId, sale, { now: NOW, offline: true })
    expect(result).toMatchObject({
      ok: true,
      value: { flags: 1, redemptions: [{ requested: 2500, taken: 1000, shortfall: 1500, flagged: true }] },
    })
    expect(await cardBalance('REDEEM-3')).toBe(0)
    const flags = await t.database.db
      .selectFrom('review_flags')
      .selectAll()
      .where('company_id', '=', owner.companyId)
      .where('sale_ref', '=', sale.id)
      .execute()
    expect(flags).toMatchObject([{ kind: 'gift_card', receipt_number: sale.receipt_number, resolved: null }])
    expect(Number(flags[0]?.shortfall)).toBe(1500)
    expect(Number(flags[0]?.taken)).toBe(1000)
    const listed = await t.request('GET', '/api/proxy/reviewflags.json?status=open&serial=redeem-3', {
      cookie: owner.cookie,
    })
    expect(listed.body).toMatchObject({
      total: 1,
      reviewflags: [
        { kind: 'gift_card', gift_card_serial: 'REDEEM-3', requested: 2500, taken: 1000, shortfall: 1500 },
      ],
    })
    const id = (listed.body as { reviewflags: { id: number }[] }).reviewflags[0]?.id
    const resolved = await t.request('POST', `/api/proxy/reviewflag/${id}/resolve.json`, {
      cookie: owner.cookie,
    })
    expect(resolved).toMatchObject({
      status: 200,
      body: { reviewflag: { id, resolved: expect.any(String) } },
    })
    expect(
      (
        await t.request('GET', '/api/proxy/reviewflags.json?status=open&serial=REDEEM-3', {
          cookie: owner.cookie,
        })
      ).body,
    ).toMatchObject({ total: 0 })
  })

  it('should spend store credit and loyalty points at the program point value, and return them on a refund', async () => {
    const customer = await createCustomer(t, owner.cookie, { first_name: 'Points', last_name: 'Spender' })
    const creditReason = await createReason(t, owner.cookie, 'store_credit', 'Refund to credit')
    const credited = await t.request('POST', `/api/proxy/customer/${customer.id}/store-credit.json`, {
      cookie: owner.cookie,
      body: { amount: 2000, reason_id: creditReason },
    })
    expect(credited.status).toBe(200)
    // Points are earned by the sale endpoint (register issue); here they are given straight.
    await t.database.db
      .updateTable('customers')
      .set({ loyalty_points: 1000 })
      .where('id', '=', customer.id)
      .execute()
    const sale = saleOf(
      3000,
      [
        payment('loyalty', 400, { points: 800, point_value: 0.5 }),
        payment('store_credit', 2000),
        payment('cash', 600),
      ],
      customer.id,
    )
    const result = await redeemSaleTenders(t.database.db, owner.companyId, sale, { now: NOW, offline: false })
    expect(result).toMatchObject({
      ok: true,
      value: { redemptions: [{ points: 800, taken: 400 }, { taken: 2000 }] },
    })
    expect(await customerBalances(customer.id)).toEqual({ credit: 0, points: 200 })
    const refund = parseSale({
      ...saleOf(-1000, [payment('store_credit', -1000)], customer.id),
      lines: [{ ...sale.lines[0], quantity: -1, item_price: 1000, total_tax: -91 }],
    })
    const refunded = await redeemSaleTenders(t.database.db, owner.companyId, refund, {
      now: NOW,
      offline: false,
    })
    expect(refunded).toMatchObject({ ok: true, value: { redemptions: [{ taken: -1000 }] } })
    expect(await customerBalances(customer.id)).toEqual({ credit: 1000, points: 200 })
    const statement = await t.request('GET', `/api/proxy/customer/${customer.id}/store-credit.json`, {
      cookie: owner.cookie,
    })
    expect(statement.body).toMatchObject({
      balance: 1000,
      transactions: [
        { credit: 1000, debit: 0, balance: 1000, description: `Refund ${refund.receipt_number}` },
        {
          credit: 0,
          debit: 2000,
          balance: 0,
          description: `Sale ${sale.receipt_number}`,
          reference: sale.receipt_number,
        },
        { credit: 2000, debit: 0, balance: 2000, description: 'Refund to credit' },
      ],
    })
  })

  it('should roll the redemption back with the sale when the sale transaction fails', async () => {
    await issueCard('REDEEM-4', 1000)
    const sale = saleOf(500, [payment('gift_card', 500, { serial_number: 'REDEEM-4' })])
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        const result = await redeemTenders(trx, owner.companyId, sale, { now: NOW, offline: false })
        expect(result.ok).toBe(true)
        throw new Error('the sale failed after redeeming')
      }),
    ).rejects.toThrow('the sale failed after redeeming')
    expect(await cardBalance('REDEEM-4')).toBe(1000)
  })

  it(`should never take more than a card's balance when redemptions arrive at the same instant (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const attempts = 20
    const balance = 5000
    const each = 1500
    await issueCard('RACE-1', balance)
    const sales = Array.from({ length: attempts }, () =>
      saleOf(each, [payment('gift_card', each, { serial_number: 'RACE-1' })]),
    )
    const results = await Promise.all(
      sales.map((sale) =>
        redeemSaleTenders(t.database.db, owner.companyId, sale, { now: NOW, offline: false }),
      ),
    )
    const successes = results.filter((result) => result.ok).length
    const final = await cardBalance('RACE-1')
    process.stdout.write(
      `[concurrency ${t.database.kind}] sales: attempts=${attempts} successes=${successes} each=${each} start=${balance} final=${final}\n`,
    )
    expect(successes).toBe(Math.floor(balance / each))
    expect(final).toBe(balance - successes * each)
    for (const result of results) if (!result.ok) expect(result.error.message).toBe('Insufficient Funds')

    // The same race through the HTTP adjust action: two at once, each for the whole balance.
    await issueCard('RACE-2', 2000)
    const adjust = () =>
      t.request('POST', '/api/proxy/giftcard/RACE-2/adjust.json', {
        cookie: owner.cookie,
        body: { amount: -2000, reason_id: reason },
      })
    const pair = await Promise.all([adjust(), adjust()])
    const httpFinal = await cardBalance('RACE-2')
    process.stdout.write(
      `[concurrency ${t.database.kind}] http: attempts=2 successes=${pair.filter((r) => r.status === 200).length} final=${httpFinal}\n`,
    )
    expect(pair.map((response) => response.status).sort()).toEqual([200, 400])
    expect(httpFinal).toBe(0)
  })
})
