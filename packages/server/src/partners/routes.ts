import {
  FulfillmentShipmentPayloadSchema,
  PARTNER_SCHEMAS,
  PARTNERS,
  type Partner,
  partnerNotReady,
  ReceiptPrintPayloadSchema,
  SalePartnerPayloadSchema,
  ShopifyOrderSyncPayloadSchema,
  ShopifyProductSyncPayloadSchema,
  ShopifySyncPayloadSchema,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import type { DatabaseHandle } from '../db/open-database.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'
import { lastSync, listLinks, recentActivity } from './activity.ts'
import { printReceipt, registerPrinters, testCloudPrint } from './cloud-print.ts'
import { sendPlacedOrder, syncCustomers, testKlaviyo } from './klaviyo.ts'
import { loadPartner, publicPartner, savePartner, secretsSet, splitSecrets } from './partner-settings.ts'
import { bookFulfillment, fulfillmentLabel, quoteFulfillment, testShippit } from './shippit.ts'
import {
  type Outcome,
  pullOrders,
  pushProducts,
  pushStock,
  syncOrder,
  syncProduct,
  testShopify,
} from './shopify.ts'

const TESTS: Record<Partner, (database: DatabaseHandle, companyId: number) => Promise<Outcome>> = {
  shopify: testShopify,
  shippit: testShippit,
  klaviyo: testKlaviyo,
  'cloud-print': testCloudPrint,
}

/** Whether each partner is switched on, for the /admin/integrations cards. */
export async function partnersEnabled(database: DatabaseHandle, companyId: number) {
  const rows = await database.db
    .selectFrom('integration_settings')
    .select(['provider', 'settings'])
    .where('company_id', '=', companyId)
    .where('provider', 'in', [...PARTNERS])
    .execute()
  return new Map(rows.map((row) => [row.provider, row.settings.enabled === true]))
}

/** An outcome as the answer: 200 when it went through, otherwise 400 with its sentence (nothing half-done is hidden). */
function answer(c: Context<AppEnv>, outcome: { ok: boolean; message: string } & Record<string, unknown>) {
  return outcome.ok ? c.json(outcome) : c.json({ ...outcome, error: outcome.message, code: 'partner' }, 400)
}

/**
 * The partner integrations (right `admin.integrations`), spec 2 /admin/integrations/{shopify,shippit,klaviyo,
 * cloud-print} and their settings:
 * - GET|PUT /api/proxy/integrations/{partner}.json: settings (secrets written, never answered), readiness;
 * - POST …/{partner}/test.json: "Test connection"; GET …/{partner}/activity.json: status, last sync, activity;
 * - Shopify: POST …/shopify/sync.json {what}, …/shopify/sync-order.json {order_id}, …/shopify/sync-product.json
 *   {product_id}; GET …/shopify/orders.json (the pulled orders);
 * - Shippit: POST …/shippit/quote.json, …/shippit/book.json, …/shippit/label.json {fulfillment_id, print};
 *   GET …/shippit/shipments.json;
 * - Klaviyo: POST …/klaviyo/sync.json (customers), …/klaviyo/event.json {sale_id};
 * - Cloud print: POST …/cloud-print/printers.json (register), …/cloud-print/print.json {sale_id|null}.
 */
export function registerPartnerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const right = requireRight('admin.integrations')
  const db = deps.database
  const base = '/api/proxy/integrations'

  for (const partner of PARTNERS) {
    app.get(`${base}/${partner}.json`, right, async (c) => {
      const stored = await loadPartner(db, principalOf(c).companyId, partner)
      return c.json({ settings: publicPartner(partner, stored) })
    })

    app.put(`${base}/${partner}.json`, right, async (c) => {
      const { companyId } = principalOf(c)
      const parsed = await readBody(c, PARTNER_SCHEMAS[partner])
      if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
      const { settings, secrets } = splitSecrets(partner, parsed.value as Record<string, unknown>)
      if (settings.environment === 'custom' && !settings.base_url)
        return badRequest(c, 'A custom environment needs its base URL', 'base_url')
      if (partner === 'cloud-print') {
        // The printer list is read from PrintNode ("Register printers"), never typed: keep the stored one.
        settings.printers = (await loadPartner(db, companyId, 'cloud-print')).settings.printers
      }
      await savePartner(db, companyId, partner, settings, secrets)
      return c.json({ settings: publicPartner(partner, await loadPartner(db, companyId, partner)) })
    })

    app.post(`${base}/${partner}/test.json`, right, async (c) =>
      answer(c, await TESTS[partner](db, principalOf(c).companyId)),
    )

    app.get(`${base}/${partner}/activity.json`, right, async (c) => {
      const { companyId } = principalOf(c)
      const stored = await loadPartner(db, companyId, partner)
      return c.json({
        enabled: stored.settings.enabled,
        problem: partnerNotReady(partner, stored.settings, secretsSet(partner, stored.secrets)),
        last_sync: await lastSync(db, companyId, partner),
        activity: await recentActivity(db, companyId, partner),
      })
    })
  }

  app.post(`${base}/shopify/sync.json`, right, async (c) => {
    const parsed = await readBody(c, ShopifySyncPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { companyId } = principalOf(c)
    const run = { products: pushProducts, stock: pushStock, orders: pullOrders }[parsed.value.what]
    return answer(c, await run(db, companyId))
  })
  app.post(`${base}/shopify/sync-order.json`, right, async (c) => {
    const parsed = await readBody(c, ShopifyOrderSyncPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const outcome = await syncOrder(db, principalOf(c).companyId, parsed.value.order_id)
    return outcome.ok ? c.json(outcome) : badRequest(c, outcome.message, 'order_id')
  })
  app.post(`${base}/shopify/sync-product.json`, right, async (c) => {
    const parsed = await readBody(c, ShopifyProductSyncPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const outcome = await syncProduct(db, principalOf(c).companyId, parsed.value.product_id)
    return outcome.ok ? c.json(outcome) : badRequest(c, outcome.message, 'product_id')
  })
  app.get(`${base}/shopify/orders.json`, right, async (c) =>
    c.json({ orders: await listLinks(db, principalOf(c).companyId, 'shopify', 'order') }),
  )

  app.post(`${base}/shippit/quote.json`, right, async (c) => {
    const parsed = await readBody(c, FulfillmentShipmentPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    return answer(c, await quoteFulfillment(db, principalOf(c).companyId, parsed.value.fulfillment_id))
  })
  app.post(`${base}/shippit/book.json`, right, async (c) => {
    const parsed = await readBody(c, FulfillmentShipmentPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    return answer(c, await bookFulfillment(db, principalOf(c).companyId, parsed.value.fulfillment_id))
  })
  app.post(`${base}/shippit/label.json`, right, async (c) => {
    const parsed = await readBody(c, FulfillmentShipmentPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const { fulfillment_id, print } = parsed.value
    return answer(c, await fulfillmentLabel(db, principalOf(c).companyId, fulfillment_id, print))
  })
  app.get(`${base}/shippit/shipments.json`, right, async (c) =>
    c.json({ shipments: await listLinks(db, principalOf(c).companyId, 'shippit', 'shipment') }),
  )

  app.post(`${base}/klaviyo/sync.json`, right, async (c) =>
    answer(c, await syncCustomers(db, principalOf(c).companyId)),
  )
  app.post(`${base}/klaviyo/event.json`, right, async (c) => {
    const parsed = await readBody(c, SalePartnerPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    return answer(c, await sendPlacedOrder(db, principalOf(c).companyId, parsed.value.sale_id))
  })

  app.post(`${base}/cloud-print/printers.json`, right, async (c) =>
    answer(c, await registerPrinters(db, principalOf(c).companyId)),
  )
  app.post(`${base}/cloud-print/print.json`, right, async (c) => {
    const parsed = await readBody(c, ReceiptPrintPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    return answer(c, await printReceipt(db, principalOf(c).companyId, parsed.value.sale_id))
  })
}
