// Issue 5's test data, made through the real API from the signed-in page (the page's session cookie).
import type { Page } from 'playwright-core'
import type { Harness } from './harness.ts'

/** Calls the API as the signed-in user of `page` and returns the JSON (throws on a failure). */
export async function apiCall<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
) {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: response.status, json: await response.json() }
    },
    { method, path, body },
  )
  if (answer.status !== 200)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`)
  return answer.json as T
}

export type Seeded = { customerId: number; serial: string; creditReason: number }

/**
 * A customer with credit, points and sales, a loyalty program with two tiers, reasons of each kind and a
 * gift card. Sales go straight into the server's database (the sale endpoint comes with the register issue).
 */
export async function seedCustomerData(page: Page, harness: Harness): Promise<Seeded> {
  const reason = async (kind: string, name: string, extra: Record<string, unknown> = {}) =>
    (
      await apiCall<{ reason: { id: number } }>(page, 'POST', '/api/proxy/reasons.json', {
        kind,
        name,
        ...extra,
      })
    ).reason.id
  const creditReason = await reason('store_credit', 'Goodwill')
  await reason('store_credit', 'Refund to credit')
  const giftReason = await reason('gift_card', 'Sold at counter')
  await reason('gift_card', 'Promotion')
  await reason('discount', 'Staff', { max_discount_percent: 25, account: '4-1200' })
  await reason('discount', 'Damaged', { max_discount_percent: 0 })
  await reason('return', 'Changed mind')
  await apiCall(page, 'PUT', '/api/proxy/loyalty.json', {
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
  })
  const { customer } = await apiCall<{ customer: { id: number } }>(
    page,
    'POST',
    '/api/proxy/customers.json',
    {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@harbour.test',
      phone: '0412 345 678',
      loyalty: true,
      tags: ['vip'],
    },
  )
  await apiCall(page, 'POST', '/api/proxy/customers.json', {
    first_name: 'Alan',
    last_name: 'Turing',
    email: 'alan@harbour.test',
  })
  await apiCall(page, 'POST', `/api/proxy/customer/${customer.id}/store-credit.json`, {
    amount: 5000,
    reason_id: creditReason,
    description: 'Late delivery',
    reference: 'CASE-17',
  })
  const { db } = harness.server.database
  await db.updateTable('customers').set({ loyalty_points: 1250 }).where('id', '=', customer.id).execute()
  const company = await db
    .selectFrom('customers')
    .select('company_id')
    .where('id', '=', customer.id)
    .executeTakeFirstOrThrow()
  const day = 86_400_000
  for (const [daysAgo, total] of [
    [200, 42_000],
    [60, 12_550],
    [10, 8_990],
  ] as const) {
    await db
      .insertInto('sales')
      .values({
        company_id: company.company_id,
        receipt_number: `R-${daysAgo}-${customer.id}`,
        created: new Date(Date.now() - daysAgo * day),
        total,
        total_tax: Math.round(total / 11),
        customer_id: customer.id,
        data: JSON.stringify({ lines: [{ id: 'l1', quantity: 2 }] }),
      })
      .execute()
  }
  const { giftcard } = await apiCall<{ giftcard: { serial: string } }>(
    page,
    'POST',
    '/api/proxy/giftcards.json',
    {
      serial: 'HG-2026-0001',
      value: 10_000,
      reason_id: giftReason,
      customer_id: customer.id,
    },
  )
  return { customerId: customer.id, serial: giftcard.serial, creditReason }
}
