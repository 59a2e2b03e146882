import { type Partner, partnerUnavailable } from '@pos/core'
import type { DatabaseHandle } from '../db/open-database.ts'
import type { JobHandler, JobHandlers } from '../jobs/queue.ts'
import { printReceipt, registerPrinters } from './cloud-print.ts'
import { sendPlacedOrder, syncCustomers } from './klaviyo.ts'
import { loadPartner, secretsSet } from './partner-settings.ts'
import { bookFulfillment } from './shippit.ts'
import { pullOrders, pushProducts, pushStock, syncOrder, syncProduct } from './shopify.ts'

/**
 * The partner syncs as background jobs (jobs/queue.ts): the route checks what it can at once (the payload, the
 * partner's settings, that the record is the company's) and enqueues; the worker runs the sync and retries a
 * failed one with backoff (each sync is idempotent through partner_links). Kinds are `{partner}.{action}`.
 */
const num = (value: unknown) => Number(value)

export const PARTNER_JOB_HANDLERS = {
  'shopify.sync': ({ database }, companyId, payload) => {
    const run = { products: pushProducts, stock: pushStock, orders: pullOrders }[
      payload.what as 'products' | 'stock' | 'orders'
    ]
    return run ? run(database, companyId) : Promise.resolve({ ok: false, message: 'Unknown sync' })
  },
  'shopify.sync-order': ({ database }, companyId, payload) =>
    syncOrder(database, companyId, String(payload.order_id ?? '')),
  'shopify.sync-product': ({ database }, companyId, payload) =>
    syncProduct(database, companyId, String(payload.product_id ?? '')),
  'shippit.book': ({ database }, companyId, payload) =>
    bookFulfillment(database, companyId, num(payload.fulfillment_id)),
  'klaviyo.sync': ({ database }, companyId) => syncCustomers(database, companyId),
  'klaviyo.event': ({ database }, companyId, payload) =>
    sendPlacedOrder(database, companyId, num(payload.sale_id)),
  'cloud-print.printers': ({ database }, companyId) => registerPrinters(database, companyId),
  'cloud-print.print': ({ database }, companyId, payload) =>
    printReceipt(database, companyId, payload.sale_id === null ? null : num(payload.sale_id)),
} satisfies Record<string, JobHandler> as JobHandlers

/** A partner's job kinds (its page lists their jobs). */
export function partnerJobKinds(partner: Partner): string[] {
  return Object.keys(PARTNER_JOB_HANDLERS).filter((kind) => kind.startsWith(`${partner}.`))
}

/** Why a partner's job would fail on every attempt (not set up, switched off), or null when it may run. */
export async function partnerRefusal(
  database: DatabaseHandle,
  companyId: number,
  partner: Partner,
): Promise<string | null> {
  const stored = await loadPartner(database, companyId, partner)
  return partnerUnavailable(partner, stored.settings, secretsSet(partner, stored.secrets))
}
