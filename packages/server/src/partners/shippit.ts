import {
  type FulfillmentForPartner,
  PARTNER_MESSAGES,
  partnerUnavailable,
  type ShippitQuote,
  type ShippitQuoted,
  shippitAddressProblem,
  shippitBase,
  shippitOrderBody,
  shippitQuoteBody,
} from '@pos/core'
import type { DatabaseHandle } from '../db/open-database.ts'
import { findLinks, recordActivity, saveLink } from './activity.ts'
import { printPdf } from './cloud-print.ts'
import { callPartner, type PartnerCall } from './partner-http.ts'
import { loadPartner, secretsSet } from './partner-settings.ts'
import type { Outcome } from './shopify.ts'

/**
 * Shippit API v3 (partner-apis 2): quotes for a fulfillment, the shipment booked as a Shippit order (its tracking
 * number kept against the fulfillment, so booking twice returns the first booking instead of a second order: Shippit
 * has no idempotency key), and its label, which Shippit refuses until a carrier is allocated. Printing the label goes
 * through cloud print, or says the spec's "Looks like Cloud Print isn't enabled..." when that is off.
 */
export type Shipment = { tracking_number: string; state: string; label_url: string; courier: string }

async function connect(database: DatabaseHandle, companyId: number) {
  const stored = await loadPartner(database, companyId, 'shippit')
  const problem = partnerUnavailable('shippit', stored.settings, secretsSet('shippit', stored.secrets))
  if (problem) return { ok: false as const, message: problem }
  const base = shippitBase(stored.settings)
  const key = stored.secrets.api_key ?? ''
  return {
    ok: true as const,
    serviceLevel: stored.settings.service_level,
    call: (path: string, call: PartnerCall = {}) =>
      callPartner(`${base}${path}`, {
        ...call,
        headers: { authorization: `Bearer ${key}`, 'user-agent': 'POS back office', ...call.headers },
      }),
  }
}

/** "Test connection": a quote to a known address; a bad key is a 403. */
export async function testShippit(database: DatabaseHandle, companyId: number): Promise<Outcome> {
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const answer = await connected.call('/quotes', {
    method: 'POST',
    idempotent: true,
    body: {
      quote: {
        dropoff_suburb: 'Pyrmont',
        dropoff_postcode: '2009',
        dropoff_state: 'NSW',
        parcel_attributes: [{ qty: 1, weight: 1 }],
      },
    },
  })
  const outcome = answer.ok
    ? { ok: true, message: 'Connected: Shippit quoted a test parcel' }
    : { ok: false, message: answer.problem }
  await recordActivity(database, companyId, 'shippit', 'test', outcome.ok, outcome.message)
  return outcome
}

async function fulfillmentOf(
  database: DatabaseHandle,
  companyId: number,
  id: number,
): Promise<FulfillmentForPartner | null> {
  const row = await database.db
    .selectFrom('fulfillments')
    .select(['id', 'reference', 'destination_address', 'customer'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const lines = await database.db
    .selectFrom('fulfillment_lines as l')
    .leftJoin('items as i', (join) => join.onRef('i.id', '=', 'l.item_id').on('i.company_id', '=', companyId))
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select(['l.name', 'l.requested', 'i.sku', 'p.weight_grams'])
    .where('l.company_id', '=', companyId)
    .where('l.fulfillment_id', '=', id)
    .execute()
  const address = row.destination_address as Record<string, string>
  const customer = row.customer as Record<string, string>
  const grams = lines.reduce((sum, line) => sum + (line.weight_grams ?? 0) * line.requested, 0)
  return {
    id: row.id,
    reference: row.reference,
    address: {
      address: [address.line1, address.line2].filter(Boolean).join(', '),
      suburb: address.city ?? '',
      postcode: address.postcode ?? '',
      state: address.state ?? '',
      country_code: (address.country ?? 'AU').length === 2 ? (address.country ?? 'AU').toUpperCase() : 'AU',
    },
    customer: {
      name: customer.name || address.name || '',
      email: customer.email ?? '',
      phone: customer.phone ?? '',
    },
    weight_kg: Math.max(0.1, grams / 1000),
    lines: lines.map((line) => ({ sku: line.sku ?? '', name: line.name, quantity: line.requested })),
  }
}

async function readyFulfillment(database: DatabaseHandle, companyId: number, id: number) {
  const fulfillment = await fulfillmentOf(database, companyId, id)
  if (!fulfillment) return { ok: false as const, message: 'No such fulfillment' }
  const problem = shippitAddressProblem(fulfillment)
  if (problem) return { ok: false as const, message: problem }
  return { ok: true as const, fulfillment }
}

/** Quotes a fulfillment's parcel: every carrier's price, cheapest first (price 0: the carrier cannot take it). */
export async function quoteFulfillment(
  database: DatabaseHandle,
  companyId: number,
  id: number,
): Promise<ShippitQuoted> {
  const connected = await connect(database, companyId)
  if (!connected.ok) return { ...connected, quotes: [] as ShippitQuote[] }
  const ready = await readyFulfillment(database, companyId, id)
  if (!ready.ok) return { ...ready, quotes: [] as ShippitQuote[] }
  const answer = await connected.call('/quotes', {
    method: 'POST',
    idempotent: true,
    body: shippitQuoteBody(ready.fulfillment),
  })
  if (!answer.ok)
    return { ok: false, message: answer.problem || 'Shippit could not quote this parcel', quotes: [] }
  const entries = ((answer.body as { response?: Record<string, unknown>[] }).response ?? []) as {
    success?: boolean
    courier_type?: string
    service_level?: string
    quotes?: { price?: number; estimated_transit_time?: string }[]
  }[]
  const quotes = entries
    .flatMap((entry) =>
      (entry.quotes ?? []).map((q) => ({
        courier: String(entry.courier_type ?? ''),
        service_level: String(entry.service_level ?? ''),
        price: Math.round(Number(q.price ?? 0) * 100),
        transit: String(q.estimated_transit_time ?? ''),
      })),
    )
    .filter((q) => q.price > 0)
    .sort((a, b) => a.price - b.price)
  const message =
    quotes.length > 0 ? `${quotes.length} quotes` : 'Unable to calculate quote. Please check the address.'
  return { ok: quotes.length > 0, message, quotes }
}

/** Books the fulfillment's shipment (a Shippit order), once: a second call answers the first booking. */
export async function bookFulfillment(database: DatabaseHandle, companyId: number, id: number) {
  const existing = (await findLinks(database, companyId, 'shippit', 'shipment', [String(id)])).get(String(id))
  if (existing)
    return { ok: true, message: `Already booked: ${existing.remote_id}`, shipment: existing.data as Shipment }
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const ready = await readyFulfillment(database, companyId, id)
  if (!ready.ok) return ready
  // Not idempotent upstream (partner-apis 2.7): never retried, and the tracking number is kept at once.
  const answer = await connected.call('/orders', {
    method: 'POST',
    body: shippitOrderBody(ready.fulfillment, connected.serviceLevel),
  })
  const order = (answer.body as { response?: Record<string, unknown> } | null)?.response
  if (!answer.ok || !order?.tracking_number) {
    const message = `Fulfillment ${id}: ${answer.problem || 'Shippit did not book it'}`
    await recordActivity(database, companyId, 'shippit', 'book', false, message)
    return { ok: false, message }
  }
  const shipment: Shipment = {
    tracking_number: String(order.tracking_number),
    state: String(order.state ?? 'processing'),
    label_url: '',
    courier: String(order.courier_name ?? ''),
  }
  await saveLink(database, companyId, 'shippit', 'shipment', String(id), shipment.tracking_number, shipment)
  const message = `Fulfillment ${id} booked: ${shipment.tracking_number}`
  await recordActivity(database, companyId, 'shippit', 'book', true, message)
  return { ok: true, message, shipment }
}

/**
 * The booked shipment's label: its pre-signed PDF address, and printed on the label printer when asked (cloud print
 * must be on, or the spec's message). Shippit refuses a label until a carrier is allocated: that is said plainly.
 */
export async function fulfillmentLabel(
  database: DatabaseHandle,
  companyId: number,
  id: number,
  print: boolean,
) {
  const link = (await findLinks(database, companyId, 'shippit', 'shipment', [String(id)])).get(String(id))
  if (!link) return { ok: false, message: 'Book the shipment with Shippit first' }
  if (print) {
    const cloud = await loadPartner(database, companyId, 'cloud-print')
    if (!cloud.settings.enabled) return { ok: false, message: PARTNER_MESSAGES.cloudPrintOff }
  }
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const answer = await connected.call(`/orders/${encodeURIComponent(link.remote_id)}/label`, {
    idempotent: true,
  })
  const body = answer.body as {
    response?: { qualified_url?: string; order?: { state?: string } }
    error?: string
  }
  if (!answer.ok || !body?.response?.qualified_url) {
    const message =
      answer.status === 422 && body?.error === 'label_failed_order_processing'
        ? 'Shippit is still allocating a carrier; try the label again in a minute'
        : answer.problem || 'Shippit gave no label'
    await recordActivity(database, companyId, 'shippit', 'label', false, `${link.remote_id}: ${message}`)
    return { ok: false, message }
  }
  const shipment = {
    ...(link.data as Shipment),
    label_url: body.response.qualified_url,
    state: String(body.response.order?.state ?? 'ready_for_pickup'),
  }
  await saveLink(database, companyId, 'shippit', 'shipment', String(id), link.remote_id, shipment)
  let message = `Label of ${link.remote_id} ready`
  if (print) {
    const printed = await printPdf(
      database,
      companyId,
      'label',
      shipment.label_url,
      `Label ${link.remote_id}`,
    )
    if (!printed.ok) return { ok: false, message: printed.message, shipment }
    message = `Label of ${link.remote_id} sent to the label printer`
  }
  await recordActivity(database, companyId, 'shippit', 'label', true, message)
  return { ok: true, message, shipment }
}
