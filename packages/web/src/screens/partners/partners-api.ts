import type { Partner, PartnerSettings } from '@pos/core'
import { api } from '../../api/client.ts'

/** The partner integrations API (server: /api/proxy/integrations/{partner}*). Secrets go in, never come back. */
export type AnyPartnerSettings = PartnerSettings<Partner> & Record<string, unknown>
export type Outcome = { ok: boolean; message: string; count?: number }
export type Activity = { id: number; action: string; ok: boolean; message: string; created: string }
export type PartnerStatus = {
  enabled: boolean
  problem: string | null
  last_sync: string | null
  activity: Activity[]
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
  /** Any action of a partner's page: `shopify/sync`, `shippit/book`, `cloud-print/printers`… */
  act: <T = Outcome>(path: string, body: unknown = {}) => api.post<T & Outcome>(`${base}/${path}.json`, body),
  shopifyOrders: (signal: AbortSignal) =>
    api.get<{ orders: Link<PulledOrder>[] }>(`${base}/shopify/orders.json`, { signal }),
  shipments: (signal: AbortSignal) =>
    api.get<{ shipments: Link<Shipment>[] }>(`${base}/shippit/shipments.json`, { signal }),
}
