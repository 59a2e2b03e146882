import { parseWith, SaleSchema } from '@pos/core'
import { saleLines } from '../register/test-fixtures.ts'
import type { TestApp } from '../test/test-app.ts'
import { redeemSaleTenders } from './redeem-tenders.ts'

/** The issue-5 tables, for the tenancy snapshot and the safe-methods scan. */
export const CUSTOMER_TABLES = [
  'reasons',
  'customers',
  'store_credit_transactions',
  'loyalty_transactions',
  'loyalty_programs',
  'loyalty_tiers',
  'gift_cards',
  'gift_card_transactions',
  'wallet_templates',
  'review_flags',
] as const

/** The serial of the fixture card: digits, so it can stand in the tests' numeric id tables. */
export const FIXTURE_SERIAL = 900001

async function post(
  t: TestApp,
  cookie: string,
  path: string,
  body: unknown,
): Promise<Record<string, { id: number }>> {
  const response = await t.request(path.endsWith('loyalty.json') ? 'PUT' : 'POST', path, { cookie, body })
  if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(response.body)}`)
  return response.body as Record<string, { id: number }>
}

/**
 * One of each issue-5 record for a company, every name carrying `marker`: a customer with store credit, a
 * gift card reason and a store credit reason, a gift card, a loyalty program with a tier, a wallet template.
 * An offline sale that overdrew the card leaves a review flag. Returns the ids by path segment (customer,
 * reason, giftcard = the serial, wallettemplate, tier, reviewflag).
 */
export async function insertCustomerFixtures(
  t: TestApp,
  cookie: string,
  marker: string,
): Promise<Record<string, number>> {
  const reason = (
    await post(t, cookie, '/api/proxy/reasons.json', { kind: 'gift_card', name: `${marker} reason` })
  ).reason!.id
  const creditReason = (
    await post(t, cookie, '/api/proxy/reasons.json', { kind: 'store_credit', name: `${marker} credit` })
  ).reason!.id
  const customer = (
    await post(t, cookie, '/api/proxy/customers.json', {
      first_name: marker,
      last_name: 'Customer',
      email: 'c@fixture.test',
    })
  ).customer!.id
  await post(t, cookie, `/api/proxy/customer/${customer}/store-credit.json`, {
    amount: 1234,
    reason_id: creditReason,
  })
  await post(t, cookie, '/api/proxy/giftcards.json', {
    serial: String(FIXTURE_SERIAL),
    value: 5000,
    reason_id: reason,
    customer_id: customer,
  })
  const program = await post(t, cookie, '/api/proxy/loyalty.json', {
    enabled: true,
    customer_opt_in_required: false,
    accumulate_points: true,
    tier_calculation: 'spend',
    duration_in_tier_months: 12,
    point_value: 1,
    tiers: [{ name: `${marker} tier`, points_per_unit: 1 }],
  })
  const tier = (program.loyalty as unknown as { tiers: { id: number }[] }).tiers[0]!.id
  const template = (
    await post(t, cookie, '/api/proxy/wallettemplates.json', { kind: 'giftcard', name: `${marker} template` })
  ).wallettemplate!.id
  const { company_id: companyId } = await t.database.db
    .selectFrom('customers')
    .select('company_id')
    .where('id', '=', customer)
    .executeTakeFirstOrThrow()
  const now = new Date()
  const sale = parseWith(SaleSchema, {
    id: `fixture-${companyId}`,
    receipt_number: `${marker}-R1`,
    created: now.toISOString(),
    lines: saleLines([{ quantity: 1, price: 9000 }]),
    payments: [
      {
        payment_method: 'gc',
        amount: 9000,
        processor: 'gift_card',
        name: 'Gift card',
        processed: true,
        date: now.toISOString(),
        serial_number: String(FIXTURE_SERIAL),
      },
    ],
  })
  if (!sale.ok) throw new Error(sale.error.message)
  await redeemSaleTenders(t.database.db, companyId, sale.value, { now, offline: true })
  const flag = await t.database.db
    .selectFrom('review_flags')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow()
  return {
    customer,
    reason,
    giftcard: FIXTURE_SERIAL,
    wallettemplate: template,
    tier,
    reviewflag: Number(flag.id),
  }
}

/** Bodies that pass validation for the issue-5 routes, so the tenancy walk tests authorization. */
export function customerBodyFor(path: string, ids: Record<string, number>): unknown {
  if (path.includes('/customer')) return { first_name: 'Hacked', amount: -100, reason_id: ids.reason }
  if (path.includes('/giftcard'))
    return {
      value: 100,
      reason_id: ids.reason,
      amount: -100,
      customer_id: null,
      expiration: null,
      gift_card_validity_days: 1,
    }
  if (path.includes('/reason')) return { kind: 'gift_card', name: 'Hacked' }
  if (path.includes('/wallettemplate')) return { kind: 'giftcard', name: 'Hacked' }
  if (path.endsWith('/loyalty.json'))
    return {
      enabled: true,
      customer_opt_in_required: false,
      accumulate_points: true,
      tier_calculation: 'spend',
      duration_in_tier_months: 12,
      point_value: 1,
      tiers: [{ id: ids.tier, name: 'Hacked', points_per_unit: 1 }],
    }
  return undefined
}
