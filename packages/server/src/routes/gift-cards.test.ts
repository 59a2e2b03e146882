import { describe, expect, it } from 'vitest'
import { createCustomer, createReason } from '../test/customer-fixtures.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Cards')
})

type Card = {
  serial: string
  value: number
  current_amount: number
  expiration: string | null
  status: string
}

async function createCard(body: Record<string, unknown>) {
  return t.request('POST', '/api/proxy/giftcards.json', { cookie: owner.cookie, body })
}

describe('gift cards', () => {
  it('should refuse to create a card until gift card reasons exist, saying an administrator must add them', async () => {
    const refused = await createCard({ value: 5000, reason_id: 1 })
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error:
          'Gift card reasons must be added before a gift card can be created. Please ask an administrator to add them.',
      },
    })
    expect(
      (await t.request('GET', '/api/proxy/giftcards.json', { cookie: owner.cookie })).body,
    ).toMatchObject({ total: 0 })
  })

  it('should create a card with its serial, value, reason, customer and expiration from the validity in days', async () => {
    const reason = await createReason(t, owner.cookie, 'gift_card', 'Sold at counter')
    const customer = await createCustomer(t, owner.cookie, { first_name: 'Card', last_name: 'Owner' })
    const settings = await t.request('PUT', '/api/proxy/giftcardsettings.json', {
      cookie: owner.cookie,
      body: { gift_card_validity_days: 30 },
    })
    expect(settings).toMatchObject({ status: 200, body: { settings: { gift_card_validity_days: 30 } } })
    const before = Date.now()
    const created = await createCard({
      serial: 'gc-1001',
      value: 5000,
      reason_id: reason,
      customer_id: customer.id,
    })
    expect(created).toMatchObject({
      status: 200,
      body: {
        giftcard: {
          serial: 'GC-1001',
          value: 5000,
          current_amount: 5000,
          reason: 'Sold at counter',
          customer_id: customer.id,
          customer_name: 'Card Owner',
          status: 'active',
        },
      },
    })
    const card = (created.body as { giftcard: Card }).giftcard
    const expires = Date.parse(card.expiration ?? '')
    expect(expires - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000)
    expect(expires - before).toBeLessThan(30 * 86_400_000 + 60_000)
    const generated = await createCard({ value: 2500, reason_id: reason })
    expect((generated.body as { giftcard: Card }).giftcard.serial).toMatch(/^\d{16}$/)
    expect(await createCard({ serial: 'GC-1001', value: 100, reason_id: reason })).toMatchObject({
      status: 400,
      body: { error: 'A gift card with this serial already exists' },
    })
    const storeCreditReason = await createReason(t, owner.cookie, 'store_credit', 'Not for cards')
    expect(await createCard({ value: 100, reason_id: storeCreditReason })).toMatchObject({
      status: 400,
      body: { error: 'Please choose a gift card reason' },
    })
  })

  it('should keep every change of balance as a transaction, never below zero', async () => {
    const reason = await createReason(t, owner.cookie, 'gift_card', 'Correction')
    await createCard({ serial: 'ADJ-1', value: 3000, reason_id: reason })
    const adjust = (amount: number) =>
      t.request('POST', '/api/proxy/giftcard/ADJ-1/adjust.json', {
        cookie: owner.cookie,
        body: { amount, reason_id: reason, description: `moved ${amount}` },
      })
    expect(await adjust(-1000)).toMatchObject({ status: 200, body: { giftcard: { current_amount: 2000 } } })
    expect(await adjust(-2001)).toMatchObject({
      status: 400,
      body: { error: 'A gift card balance cannot go below zero' },
    })
    expect(await adjust(-2000)).toMatchObject({
      status: 200,
      body: { giftcard: { current_amount: 0, status: 'used' } },
    })
    // The books hold the back office's changes as the gift card liability against Discounts Given [GL4].
    const moves = await t.database.db
      .selectFrom('gift_card_transactions')
      .select('amount')
      .where('company_id', '=', owner.companyId)
      .where('sale_ref', 'is', null)
      .execute()
    const lines = await t.database.db
      .selectFrom('journal_lines as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select(['a.role', 'l.amount'])
      .where('l.company_id', '=', owner.companyId)
      .where('l.source_kind', 'in', ['gift_card_issue', 'gift_card_adjustment'])
      .execute()
    const on = (role: string) =>
      lines.filter((line) => line.role === role).reduce((sum, line) => sum + Number(line.amount), 0)
    const issued = moves.reduce((sum, move) => sum + Number(move.amount), 0)
    expect(on('gift_cards')).toBe(-issued)
    expect(on('discounts')).toBe(issued)
    const history = await t.request('GET', '/api/proxy/giftcard/ADJ-1/transactions.json', {
      cookie: owner.cookie,
    })
    expect(history).toMatchObject({
      status: 200,
      body: {
        transactions: [
          { amount: -2000, balance: 0, description: 'moved -2000', reason: 'Correction', by: 'Owner Cards' },
          { amount: -1000, balance: 2000 },
          { amount: 3000, balance: 3000, description: 'Issued: Correction' },
        ],
      },
    })
    const sum = await t.database.db
      .selectFrom('gift_card_transactions as t')
      .innerJoin('gift_cards as g', 'g.id', 't.gift_card_id')
      .select((eb) => eb.fn.sum<string | number>('t.amount').as('sum'))
      .where('g.serial', '=', 'ADJ-1')
      .executeTakeFirstOrThrow()
    expect(Number(sum.sum)).toBe(0)
  })

  it('should answer the register by serial, and No Gift Card Found for an unknown one', async () => {
    const api = await t.request('POST', '/api/proxy/apiusers.json', {
      cookie: owner.cookie,
      body: { name: 'Check', rights: { pages: ['register.gift_card_check'] } },
    })
    const token = (api.body as { token: string }).token
    const read = await t.request('GET', '/api/proxy/giftcard/gc-1001.json', { bearer: token })
    expect(read).toMatchObject({
      status: 200,
      body: { giftcard: { serial: 'GC-1001', current_amount: 5000, value: 5000 } },
    })
    expect(await t.request('GET', '/api/proxy/giftcard/NOPE-0000.json', { bearer: token })).toMatchObject({
      status: 404,
      body: { error: 'No Gift Card Found' },
    })
    expect((await t.request('GET', '/api/proxy/giftcards.json', { bearer: token })).status).toBe(403)
  })

  it('should list, search and filter cards by status', async () => {
    const all = await t.request('GET', '/api/proxy/giftcards.json', { cookie: owner.cookie })
    expect(all.body).toMatchObject({ total: 3 })
    const used = await t.request('GET', '/api/proxy/giftcards.json?status=used', { cookie: owner.cookie })
    expect(used.body).toMatchObject({ total: 1, giftcards: [{ serial: 'ADJ-1' }] })
    const byCustomer = await t.request('GET', '/api/proxy/giftcards.json?search=card%20owner', {
      cookie: owner.cookie,
    })
    expect(byCustomer.body).toMatchObject({ total: 1, giftcards: [{ serial: 'GC-1001' }] })
    const expire = await t.request('PUT', '/api/proxy/giftcard/GC-1001.json', {
      cookie: owner.cookie,
      body: { customer_id: null, expiration: '2020-01-01T00:00:00Z' },
    })
    expect(expire).toMatchObject({
      status: 200,
      body: { giftcard: { status: 'expired', customer_id: null } },
    })
    const expired = await t.request('GET', '/api/proxy/giftcards.json?status=expired', {
      cookie: owner.cookie,
    })
    expect(expired.body).toMatchObject({ total: 1, giftcards: [{ serial: 'GC-1001' }] })
  })
})
