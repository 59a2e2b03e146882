import {
  type Partner,
  PartnerActedSchema,
  PartnerJobAnswerSchema,
  PartnerOutcomeSchema,
  PartnerSettingsAnswerSchema,
  PartnerStatusSchema,
  PulledOrderListSchema,
  ShipmentListSchema,
  ShippitQuotedSchema,
} from '@pos/core'
import { answers } from '../../api/answers.ts'

/** The partner integrations API (server: /api/proxy/integrations/{partner}*), typed by core's partner answers. */
const base = 'proxy/integrations'

export const partnersApi = {
  settings: (partner: Partner, signal: AbortSignal) =>
    answers.get(PartnerSettingsAnswerSchema, `${base}/${partner}.json`, { signal }),
  save: (partner: Partner, body: Record<string, unknown>) =>
    answers.put(PartnerSettingsAnswerSchema, `${base}/${partner}.json`, body),
  test: (partner: Partner) => answers.post(PartnerOutcomeSchema, `${base}/${partner}/test.json`),
  status: (partner: Partner, signal: AbortSignal) =>
    answers.get(PartnerStatusSchema, `${base}/${partner}/activity.json`, { signal }),
  /**
   * Any action of a partner's page: `shippit/label`, `klaviyo/event`… answer their outcome; the syncs
   * (`shopify/sync`, `shippit/book`, `cloud-print/printers`…) answer 202 with the job they queued.
   */
  act: (path: string, body: unknown = {}) => answers.post(PartnerActedSchema, `${base}/${path}.json`, body),
  /** Every carrier's quote for a fulfillment's parcel, cheapest first. */
  quote: (body: { fulfillment_id: number }) =>
    answers.post(ShippitQuotedSchema, `${base}/shippit/quote.json`, body),
  job: (id: number, signal?: AbortSignal) =>
    answers.get(PartnerJobAnswerSchema, `${base}/partnerjob/${id}.json`, signal ? { signal } : {}),
  shopifyOrders: (signal: AbortSignal) =>
    answers.get(PulledOrderListSchema, `${base}/shopify/orders.json`, { signal }),
  shipments: (signal: AbortSignal) =>
    answers.get(ShipmentListSchema, `${base}/shippit/shipments.json`, { signal }),
}
