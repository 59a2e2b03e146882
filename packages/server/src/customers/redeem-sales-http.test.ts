import { describe, expect, it } from 'vitest'
import { insertRegisterFixtures, saleBody } from '../register/test-fixtures.ts'
import { createReason } from '../test/customer-fixtures.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

/**
 * Redemption through the register's real sale endpoint (POST /api/proxy/sale.json, which calls
 * redeemTenders inside the sale's transaction): gift card sales racing for one card, and an offline sale
 * that overdraws being kept and flagged.
 */
let t: TestApp
let owner: SignedUp
let ids: Record<string, number>
let giftMethod: number
let reason: number
withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Sale redeem')
  ids = await insertRegisterFixtures(t, owner.cookie, 'Redeem')
  const methods = await t.request('GET', '/api/proxy/paymentmethods.json', { cookie: owner.cookie })
  giftMethod = (methods.body as { paymentmethods: { id: number; name: string }[] }).paymentmethods.find(
    (method) => method.name === 'Gift Card',
  )!.id
  reason = await createReason(t, owner.cookie, 'gift_card', 'Issued')
})

async function issue(serial: string, value: number) {
  const response = await t.request('POST', '/api/proxy/giftcards.json', {
    cookie: owner.cookie,
    body: { serial, value, reason_id: reason },
  })
  expect(response.status).toBe(200)
}

function giftSale(serial: string, amount: number, offline = false) {
  const body = saleBody({ store: ids.store!, register: ids.register!, method: giftMethod }, [
    { quantity: 1, price: amount },
  ])
  return {
    ...body,
    offline,
    payments: body.payments.map((payment) => ({
      ...payment,
      processor: 'gift_card',
      name: 'Gift Card',
      serial_number: serial,
    })),
  }
}

async function balance(serial: string) {
  const card = await t.request('GET', `/api/proxy/giftcard/${serial}.json`, { cookie: owner.cookie })
  return (card.body as { giftcard: { current_amount: number } }).giftcard.current_amount
}

describe('redemption through POST /api/proxy/sale.json', () => {
  it('should let only one of two sales at the same instant spend a card whole', async () => {
    await issue('HTTP-RACE-1', 4000)
    const attempts = await Promise.all(
      [1, 2].map(() =>
        t.request('POST', '/api/proxy/sale.json', {
          cookie: owner.cookie,
          body: giftSale('HTTP-RACE-1', 4000),
        }),
      ),
    )
    const successes = attempts.filter((response) => response.status === 200).length
    const final = await balance('HTTP-RACE-1')
    process.stdout.write(
      `[concurrency ${t.database.kind}] POST sale.json: attempts=2 successes=${successes} start=4000 final=${final}\n`,
    )
    expect(successes).toBe(1)
    expect(attempts.find((response) => response.status !== 200)).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Insufficient Funds') },
    })
    expect(final).toBe(0)
  })

  it('should keep an offline sale that overdraws the card and flag it for review', async () => {
    await issue('HTTP-OFF-1', 1000)
    const sale = giftSale('HTTP-OFF-1', 2500, true)
    const posted = await t.request('POST', '/api/proxy/sale.json', { cookie: owner.cookie, body: sale })
    expect(posted.status).toBe(200)
    expect(await balance('HTTP-OFF-1')).toBe(0)
    const flags = await t.request('GET', '/api/proxy/reviewflags.json?serial=HTTP-OFF-1', {
      cookie: owner.cookie,
    })
    expect(flags.body).toMatchObject({
      total: 1,
      reviewflags: [{ receipt_number: sale.receipt_number, requested: 2500, taken: 1000, shortfall: 1500 }],
    })
  })
})
