import type { Partner, PartnerSettings } from '@pos/core'
import { api } from '../../api/client.ts'

/** The partner integrations API (server: /api/proxy/integrations/{partner}*). Secrets go in, never come back. */
export type AnyPartnerSettings = PartnerSettings<Partner> & Record<string, unknown>
export type Outcome = { ok: boolean; message: string; count?: number }
export type Activity = { id: number; action: string; ok: boolean; message: string; created: string }
/** A sync queued as a background job (server jobs/queue.ts): its state, and its outcome once finished. */
export type JobState = 'queued' | 'running' | 'retrying' | 'done' | 'failed'
export type PartnerJob = {
  id: number
  kind: string
  state: JobState
  attempts: number
  max_attempts: number
  result: (Outcome & Record<string, unknown>) | null
  error: string
  run_at: string
  created: string
  updated: string
}
export type PartnerStatus = {
  enabled: boolean
  problem: string | null
  last_sync: string | null
  activity: Activity[]
  jobs: PartnerJob[]
}
export type Link<D> = { local_key: string; remote_id: string; data: D; updated: string }
export type PulledOrder = { name: string; email: string; total: number; currency: string; created_at: string }
export type Shipment = { tracking_number: string; state: string; label_url: string; courier: string }
export type Quote = { courier: string; service_level: string; price: number; transit: string }

const base = 'proxy/integrations'

export const partnersApi = {
  settings: (partner: Partner, signal: AbortSignal) =>
    api.get<{ settings: AnyPartnerSettings }>(`${base}/${partner}.json`, { signal }),
  save: (partner: Partner, body: Record<string, unknown>) =>
    api.put<{ settings: AnyPartnerSettings }>(`${base}/${partner}.json`, body),
  test: (partner: Partner) => api.post<Outcome>(`${base}/${partner}/test.json`),
  status: (partner: Partner, signal: AbortSignal) =>
    api.get<PartnerStatus>(`${base}/${partner}/activity.json`, { signal }),
  /**
   * Any action of a partner's page: `shopify/quote`, `shippit/label`… answer their outcome; the syncs
   * (`shopify/sync`, `shippit/book`, `cloud-print/printers`…) answer 202 with the job they queued.
   */
  act: <T = Outcome>(path: string, body: unknown = {}) =>
    api.post<T & Outcome & { job?: PartnerJob }>(`${base}/${path}.json`, body),
  job: (id: number, signal?: AbortSignal) =>
    api.get<{ job: PartnerJob }>(`${base}/partnerjob/${id}.json`, signal ? { signal } : {}),
  shopifyOrders: (signal: AbortSignal) =>
    api.get<{ orders: Link<PulledOrder>[] }>(`${base}/shopify/orders.json`, { signal }),
  shipments: (signal: AbortSignal) =>
    api.get<{ shipments: Link<Shipment>[] }>(`${base}/shippit/shipments.json`, { signal }),
}
