import {
  FulfillmentShipmentPayloadSchema,
  PARTNER_MESSAGES,
  PARTNER_SCHEMAS,
  PARTNERS,
  type Partner,
  type PartnerActedSchema,
  type PartnerJobAnswerSchema,
  type PartnerSettingsAnswerSchema,
  type PartnerStatusSchema,
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
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody } from '../http/read-payload.ts'
import { saveStoredSettings } from '../integrations/settings-store.ts'
import { enqueueJob, findJob, recentJobs } from '../jobs/queue.ts'
import { lastSync, listLinks, recentActivity } from './activity.ts'
import { testCloudPrint } from './cloud-print.ts'
import { testKlaviyo } from './klaviyo.ts'
import { partnerJobKinds, partnerRefusal } from './partner-jobs.ts'
import { loadPartner, publicPartner, secretsSet, splitSecrets } from './partner-settings.ts'
import { fulfillmentLabel, quoteFulfillment, testShippit } from './shippit.ts'
import { type Outcome, shopifyIdOf, testShopify } from './shopify.ts'

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
 * The syncs (Shopify's three, Shippit's booking, Klaviyo's two, cloud print's two) run as background jobs
 * (partner-jobs.ts): 202 with the job, whose state GET …/partnerjob/{id}.json answers and activity.json lists;
 * quotes, labels and connection tests answer in the request (someone is waiting on the screen for them).
 */
export function registerPartnerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const right = requireRight('admin.integrations')
  const db = deps.database
  const base = '/api/proxy/integrations'

  for (const partner of PARTNERS) {
    app.get(`${base}/${partner}.json`, right, async (c) => {
      const stored = await loadPartner(db, principalOf(c).companyId, partner)
      return c.json({ settings: publicPartner(partner, stored) } satisfies Sent<
        typeof PartnerSettingsAnswerSchema
      >)
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
      await saveStoredSettings(db, companyId, partner, settings, secrets)
      return c.json({
        settings: publicPartner(partner, await loadPartner(db, companyId, partner)),
      } satisfies Sent<typeof PartnerSettingsAnswerSchema>)
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
        jobs: await recentJobs(db.db, companyId, partnerJobKinds(partner)),
      } satisfies Sent<typeof PartnerStatusSchema>)
    })
  }

  /** Enqueues a partner's sync (the partner ready, else 400 with why) and answers 202 with the job. */
  async function enqueued(
    c: Context<AppEnv>,
    partner: Partner,
    action: string,
    payload: Record<string, unknown>,
  ) {
    const { companyId } = principalOf(c)
    const refusal = await partnerRefusal(db, companyId, partner)
    if (refusal) return answer(c, { ok: false, message: refusal })
    const job = await enqueueJob(db.db, { companyId, kind: `${partner}.${action}`, payload })
    return c.json({ ok: true, message: 'Queued', job } satisfies Sent<typeof PartnerActedSchema>, 202)
  }
  /** Whether the record a job names is the company's: a job for another's would fail on every attempt. */
  async function owns(c: Context<AppEnv>, table: 'sales' | 'fulfillments', id: number) {
    const found = await db.db
      .selectFrom(table)
      .select('id')
      .where('company_id', '=', principalOf(c).companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    return found !== undefined
  }

  app.post(`${base}/shopify/sync.json`, right, async (c) => {
    const parsed = await readBody(c, ShopifySyncPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    return enqueued(c, 'shopify', 'sync', { what: parsed.value.what })
  })
  app.post(`${base}/shopify/sync-order.json`, right, async (c) => {
    const parsed = await readBody(c, ShopifyOrderSyncPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    // The spec's sentences answer at once: a job without its id would fail on every attempt.
    if (!shopifyIdOf(parsed.value.order_id))
      return badRequest(c, PARTNER_MESSAGES.orderIdRequired, 'order_id')
    return enqueued(c, 'shopify', 'sync-order', { order_id: parsed.value.order_id })
  })
  app.post(`${base}/shopify/sync-product.json`, right, async (c) => {
    const parsed = await readBody(c, ShopifyProductSyncPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const productId = shopifyIdOf(parsed.value.product_id)
    if (!productId || Number(productId) > Number.MAX_SAFE_INTEGER)
      return badRequest(c, PARTNER_MESSAGES.productIdRequired, 'product_id')
    return enqueued(c, 'shopify', 'sync-product', { product_id: parsed.value.product_id })
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
    if (!(await owns(c, 'fulfillments', parsed.value.fulfillment_id)))
      return badRequest(c, 'No such fulfillment', 'fulfillment_id')
    return enqueued(c, 'shippit', 'book', { fulfillment_id: parsed.value.fulfillment_id })
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

  app.post(`${base}/klaviyo/sync.json`, right, async (c) => enqueued(c, 'klaviyo', 'sync', {}))
  app.post(`${base}/klaviyo/event.json`, right, async (c) => {
    const parsed = await readBody(c, SalePartnerPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    if (!(await owns(c, 'sales', parsed.value.sale_id))) return badRequest(c, 'No such sale', 'sale_id')
    return enqueued(c, 'klaviyo', 'event', { sale_id: parsed.value.sale_id })
  })

  app.post(`${base}/cloud-print/printers.json`, right, async (c) =>
    enqueued(c, 'cloud-print', 'printers', {}),
  )
  app.post(`${base}/cloud-print/print.json`, right, async (c) => {
    const parsed = await readBody(c, ReceiptPrintPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const saleId = parsed.value.sale_id
    if (saleId !== null && !(await owns(c, 'sales', saleId))) return badRequest(c, 'No such sale', 'sale_id')
    return enqueued(c, 'cloud-print', 'print', { sale_id: saleId })
  })

  // A partner job's state, polled by the page that enqueued it (another company's is not found).
  app.get(`${base}/partnerjob/:id{[0-9]+\\.json}`, right, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const job = await findJob(db.db, principalOf(c).companyId, id)
    return job ? c.json({ job } satisfies Sent<typeof PartnerJobAnswerSchema>) : notFound(c)
  })
}
