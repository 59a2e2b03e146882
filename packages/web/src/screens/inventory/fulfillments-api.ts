import type { FulfillmentAction, FulfillmentState, FulfillmentType } from '@pos/core'
import { api } from '../../api/client.ts'

export type FulfillmentItem = { item_id: string; name: string; requested: number; actual: number }
export type Fulfillment = {
  id: number
  type: FulfillmentType
  status: FulfillmentState
  source_warehouse_id: number
  destination_warehouse_id: number | null
  sale_id: string | null
  reference: string
  destination_address: Record<string, string>
  customer: Record<string, string>
  carrier_id: number | null
  tags: string[]
  created: string
  updated: string
  actions: FulfillmentAction[]
  items: FulfillmentItem[]
}

/** The parts of a destination address, in the order a label reads them (jsonb keeps its keys in its own order). */
export const ADDRESS_PARTS = ['name', 'line1', 'line2', 'city', 'state', 'postcode', 'country'] as const

export type FulfillmentFilter = { status?: FulfillmentState | ''; type?: FulfillmentType | ''; page?: number }

export const fulfillmentsApi = {
  list: (filter: FulfillmentFilter, signal?: AbortSignal) =>
    api.get<{ fulfillments: Fulfillment[]; open_count: number }>('proxy/fulfillments.json', {
      query: { ...filter, limit: 50 },
      ...(signal ? { signal } : {}),
    }),
  get: (id: number, signal?: AbortSignal) =>
    api.get<{ fulfillment: Fulfillment }>(`proxy/fulfillment/${id}.json`, signal ? { signal } : {}),
  create: (body: unknown) =>
    api.post<{ fulfillment: Fulfillment }>('proxy/fulfillments.json', body, { quiet: true }),
  act: (id: number, action: FulfillmentAction, body: unknown) =>
    api.post<{ fulfillment: Fulfillment }>(`proxy/fulfillment/${id}/${action}.json`, body, { quiet: true }),
}
