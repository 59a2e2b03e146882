import {
  type CustomerForPartner,
  klaviyoBase,
  klaviyoPlacedOrderBody,
  klaviyoProfileBody,
  klaviyoSubscribeBody,
  partnerUnavailable,
} from '@pos/core'
import type { DatabaseHandle } from '../db/open-database.ts'
import { recordActivity, saveLink } from './activity.ts'
import { callPartner, type PartnerCall } from './partner-http.ts'
import { loadPartner, secretsSet } from './partner-settings.ts'
import type { Outcome } from './shopify.ts'

/**
 * Klaviyo (partner-apis 3): customers as profiles (an upsert keyed by our customer id as external_id, so a re-run
 * updates), their email and SMS consent through a subscription job, and a "Placed Order" event per sale with the
 * receipt number as unique_id (Klaviyo records it once however often it is sent).
 */
async function connect(database: DatabaseHandle, companyId: number) {
  const stored = await loadPartner(database, companyId, 'klaviyo')
  const problem = partnerUnavailable('klaviyo', stored.settings, secretsSet('klaviyo', stored.secrets))
  if (problem) return { ok: false as const, message: problem }
  const base = klaviyoBase(stored.settings)
  const headers = {
    authorization: `Klaviyo-API-Key ${stored.secrets.api_key ?? ''}`,
    revision: stored.settings.revision,
    accept: 'application/vnd.api+json',
    'content-type': 'application/vnd.api+json',
  }
  return {
    ok: true as const,
    listId: stored.settings.list_id,
    call: (path: string, call: PartnerCall = {}) =>
      callPartner(`${base}${path}`, { ...call, headers: { ...headers, ...call.headers } }),
  }
}

export async function testKlaviyo(database: DatabaseHandle, companyId: number): Promise<Outcome> {
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const answer = await connected.call('/accounts', { idempotent: true })
  const outcome = answer.ok
    ? { ok: true, message: 'Connected to Klaviyo' }
    : { ok: false, message: answer.problem }
  await recordActivity(database, companyId, 'klaviyo', 'test', outcome.ok, outcome.message)
  return outcome
}

/** Customers changed since the last sync (all on the first), at most this many a run. */
const BATCH = 2_000
/** Profiles per subscription job (Klaviyo takes up to 1,000). */
const JOB_SIZE = 100

export async function syncCustomers(database: DatabaseHandle, companyId: number): Promise<Outcome> {
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const customers = await database.db
    .selectFrom('customers')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'email_subscriber',
      'sms_subscriber',
      'updated',
    ])
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('email', '!=', ''), eb('phone', '!=', '')]))
    .orderBy('id')
    .limit(BATCH)
    .execute()
  const problems: string[] = []
  const synced: CustomerForPartner[] = []
  for (const customer of customers) {
    const answer = await connected.call('/profile-import', {
      method: 'POST',
      idempotent: true,
      body: klaviyoProfileBody(customer),
    })
    const id = (answer.body as { data?: { id?: string } } | null)?.data?.id
    if (!answer.ok || !id) {
      problems.push(`${customer.email || customer.phone}: ${answer.problem}`)
      continue
    }
    await saveLink(database, companyId, 'klaviyo', 'profile', String(customer.id), id, {})
    synced.push(customer)
  }
  for (let at = 0; at < synced.length; at += JOB_SIZE) {
    const body = klaviyoSubscribeBody(synced.slice(at, at + JOB_SIZE), connected.listId)
    if (!body) continue
    const answer = await connected.call('/profile-subscription-bulk-create-jobs', {
      method: 'POST',
      idempotent: true,
      body,
    })
    if (!answer.ok) problems.push(`consent: ${answer.problem}`)
  }
  const outcome = {
    ok: problems.length === 0,
    message:
      problems.length === 0
        ? `${synced.length} customer${synced.length === 1 ? '' : 's'} sent to Klaviyo with their consent`
        : `${synced.length} sent, ${problems.length} problems: ${problems.slice(0, 3).join('; ')}`,
    count: synced.length,
  }
  await recordActivity(database, companyId, 'klaviyo', 'customers', outcome.ok, outcome.message)
  return outcome
}

/** Sends a sale as a "Placed Order" event of its customer. */
export async function sendPlacedOrder(
  database: DatabaseHandle,
  companyId: number,
  saleId: number,
): Promise<Outcome> {
  const sale = await database.db
    .selectFrom('sales as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select(['s.id', 's.receipt_number', 's.created', 's.total', 's.customer_id', 'c.currency'])
    .where('s.company_id', '=', companyId)
    .where('s.id', '=', saleId)
    .executeTakeFirst()
  if (!sale) return { ok: false, message: 'No such sale' }
  if (!sale.customer_id) return { ok: false, message: 'This sale has no customer to send it for' }
  const customer = await database.db
    .selectFrom('customers')
    .select(['id', 'email', 'phone'])
    .where('company_id', '=', companyId)
    .where('id', '=', sale.customer_id)
    .executeTakeFirst()
  if (!customer) return { ok: false, message: 'This sale has no customer to send it for' }
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const lines = await database.db
    .selectFrom('sale_lines')
    .select(['sku', 'name', 'quantity', 'item_price'])
    .where('company_id', '=', companyId)
    .where('sale_id', '=', saleId)
    .orderBy('position')
    .execute()
  const body = klaviyoPlacedOrderBody(
    {
      receipt_number: sale.receipt_number,
      created: sale.created.toISOString(),
      total: Number(sale.total),
      currency: sale.currency ?? 'AUD',
      lines: lines.map((line) => ({ ...line, price: Number(line.item_price) })),
    },
    customer,
  )
  // unique_id makes a repeat harmless, so the event may be retried (partner-apis 5).
  const answer = await connected.call('/events', { method: 'POST', idempotent: true, body })
  const outcome = answer.ok
    ? { ok: true, message: `Placed Order ${sale.receipt_number} sent to Klaviyo` }
    : { ok: false, message: `Sale ${sale.receipt_number}: ${answer.problem}` }
  if (answer.ok)
    await saveLink(database, companyId, 'klaviyo', 'event', String(sale.id), sale.receipt_number, {})
  await recordActivity(database, companyId, 'klaviyo', 'event', outcome.ok, outcome.message)
  return outcome
}
