import {
  type Partner,
  type PartnerJob,
  PartnerJobAnswerSchema,
  type PartnerOutcome,
  PartnerOutcomeSchema,
  PartnerSettingsAnswerSchema,
  PartnerStatusSchema,
  PulledOrderListSchema,
  ShipmentListSchema,
} from '@pos/core'
import { answers } from '../../api/answers.ts'
import { api } from '../../api/client.ts'

/** A Shippit quote for a fulfillment (the quote action's answer carries them). */
export type Quote = { courier: string; service_level: string; price: number; transit: string }

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
   * Any action of a partner's page: `shopify/quote`, `shippit/label`… answer their outcome; the syncs
   * (`shopify/sync`, `shippit/book`, `cloud-print/printers`…) answer 202 with the job they queued. Stays
   * an untyped post: what an action adds to its outcome (`T`, the quotes of `shippit/quote`) is the caller's.
   */
  act: <T = PartnerOutcome>(path: string, body: unknown = {}) =>
    api.post<T & PartnerOutcome & { job?: PartnerJob }>(`${base}/${path}.json`, body),
  job: (id: number, signal?: AbortSignal) =>
    answers.get(PartnerJobAnswerSchema, `${base}/partnerjob/${id}.json`, signal ? { signal } : {}),
  shopifyOrders: (signal: AbortSignal) =>
    answers.get(PulledOrderListSchema, `${base}/shopify/orders.json`, { signal }),
  shipments: (signal: AbortSignal) =>
    answers.get(ShipmentListSchema, `${base}/shippit/shipments.json`, { signal }),
}
