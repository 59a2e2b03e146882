import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/open-database.ts'
import type { TestApp } from './test-app.ts'

let receipts = 0

/** Inserts a sale of a customer straight into the sales table, with `items` units on one line. */
export async function insertCustomerSale(
  database: DatabaseHandle,
  companyId: number,
  customerId: number,
  sale: { created: string; total: number; items?: number },
): Promise<void> {
  receipts += 1
  const lines = [{ id: 'l1', quantity: sale.items ?? 1, item_price: sale.total }]
  await database.db
    .insertInto('sales')
    .values({
      company_id: companyId,
      receipt_number: `C${receipts}-${Date.now()}`,
      created: sql`${sale.created}::timestamptz`,
      total: sale.total,
      total_tax: Math.round(sale.total / 11),
      customer_id: customerId,
      data: JSON.stringify({ lines }),
    })
    .execute()
}

/** Creates a reason through the API and returns its id. */
export async function createReason(
  t: TestApp,
  cookie: string,
  kind: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const response = await t.request('POST', '/api/proxy/reasons.json', {
    cookie,
    body: { kind, name, ...extra },
  })
  if (response.status !== 200) throw new Error(`reason: ${JSON.stringify(response.body)}`)
  return (response.body as { reason: { id: number } }).reason.id
}

/** Creates a customer through the API and returns it. */
export async function createCustomer(t: TestApp, cookie: string, body: Record<string, unknown>) {
  const response = await t.request('POST', '/api/proxy/customers.json', { cookie, body })
  if (response.status !== 200) throw new Error(`customer: ${JSON.stringify(response.body)}`)
  return (response.body as { customer: { id: number } & Record<string, unknown> }).customer
}
