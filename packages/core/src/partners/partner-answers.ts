import * as v from 'valibot'
import { JOB_STATES } from '../jobs/retry.ts'
import type { Partner, PartnerSettings } from './partner-settings.ts'

/**
 * The answers of the partner routes (/api/proxy/integrations/{partner}*, partner-apis.md): the server writes them,
 * the partner pages read them typed from here. Secrets go in, never come back.
 */

/** Any partner's settings as the browser sees them: no secret, only which are set. */
export type AnyPartnerSettings = PartnerSettings<Partner> & Record<string, unknown>

/**
 * GET|PUT /api/proxy/integrations/{partner}.json. Each partner's fields are its own (PARTNER_SCHEMAS); while
 * developing the answer is checked for what every partner has: whether it is on and which secrets are set.
 */
export const PartnerSettingsAnswerSchema = v.object({
  settings: v.custom<AnyPartnerSettings>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { enabled?: unknown }).enabled === 'boolean' &&
      typeof (value as { secrets_set?: unknown }).secrets_set === 'object',
    'Partner settings have enabled and secrets_set',
  ),
})

/** What an action answered in the request says: whether it went through, why not, how many it touched. */
export const PartnerOutcomeSchema = v.looseObject({
  ok: v.boolean(),
  message: v.string(),
  count: v.optional(v.number()),
})
export type PartnerOutcome = v.InferOutput<typeof PartnerOutcomeSchema>

/** A sync queued as a background job: its state, and its outcome once finished. */
export const PartnerJobSchema = v.object({
  id: v.number(),
  kind: v.string(),
  state: v.picklist(JOB_STATES),
  attempts: v.number(),
  max_attempts: v.number(),
  result: v.nullable(v.looseObject({ message: v.optional(v.string()) })),
  error: v.string(),
  run_at: v.string(),
  created: v.string(),
  updated: v.string(),
})
export type PartnerJob = v.InferOutput<typeof PartnerJobSchema>

/** GET /api/proxy/integrations/partnerjob/{id}.json. */
export const PartnerJobAnswerSchema = v.object({ job: PartnerJobSchema })

/**
 * POST of a partner's action (`shopify/quote`, `shippit/label`, the syncs…): its outcome with what it carries,
 * or, for a sync, 202 with the job it queued.
 */
export const PartnerActedSchema = v.looseObject({
  ok: v.boolean(),
  message: v.string(),
  count: v.optional(v.number()),
  job: v.optional(PartnerJobSchema),
})

/** A carrier's quote for a parcel (Shippit): its service, price in cents and estimated transit time. */
export const ShippitQuoteSchema = v.object({
  courier: v.string(),
  service_level: v.string(),
  price: v.number(),
  transit: v.string(),
})
export type ShippitQuote = v.InferOutput<typeof ShippitQuoteSchema>

/** POST /api/proxy/integrations/shippit/quote.json: the outcome with every carrier's quote, cheapest first. */
export const ShippitQuotedSchema = v.looseObject({
  ...PartnerActedSchema.entries,
  quotes: v.array(ShippitQuoteSchema),
})
export type ShippitQuoted = v.InferOutput<typeof ShippitQuotedSchema>

/** GET /api/proxy/integrations/{partner}/activity.json: whether it is ready, its last sync, activity and jobs. */
export const PartnerStatusSchema = v.object({
  enabled: v.boolean(),
  problem: v.nullable(v.string()),
  last_sync: v.nullable(v.string()),
  activity: v.array(
    v.object({
      id: v.number(),
      action: v.string(),
      ok: v.boolean(),
      message: v.string(),
      created: v.string(),
    }),
  ),
  jobs: v.array(PartnerJobSchema),
})
export type PartnerStatus = v.InferOutput<typeof PartnerStatusSchema>

/** A record linked to the partner's: our key, theirs, what they answered (kept as their JSON), when. */
const link = <T extends v.GenericSchema>(data: T) =>
  v.object({ local_key: v.string(), remote_id: v.string(), data, updated: v.string() })

/** GET /api/proxy/integrations/shopify/orders.json: the orders pulled from the shop. */
export const PulledOrderListSchema = v.object({
  orders: v.array(
    link(
      v.looseObject({
        name: v.string(),
        email: v.string(),
        total: v.number(),
        currency: v.string(),
        created_at: v.string(),
      }),
    ),
  ),
})

/** GET /api/proxy/integrations/shippit/shipments.json: the shipments booked. */
export const ShipmentListSchema = v.object({
  shipments: v.array(
    link(
      v.looseObject({
        tracking_number: v.string(),
        state: v.string(),
        label_url: v.string(),
        courier: v.string(),
      }),
    ),
  ),
})
