import {
  type FulfillmentAction,
  FulfillmentAnswerSchema,
  FulfillmentListSchema,
  type FulfillmentState,
  type FulfillmentType,
} from '@pos/core'
import { answers } from '../../api/answers.ts'

/** The parts of a destination address, in the order a label reads them (jsonb keeps its keys in its own order). */
export const ADDRESS_PARTS = ['name', 'line1', 'line2', 'city', 'state', 'postcode', 'country'] as const

export type FulfillmentFilter = { status?: FulfillmentState | ''; type?: FulfillmentType | ''; page?: number }

/** The fulfillment routes, their answers typed by core's schemas. */
export const fulfillmentsApi = {
  list: (filter: FulfillmentFilter, signal?: AbortSignal) =>
    answers.get(FulfillmentListSchema, 'proxy/fulfillments.json', {
      query: { ...filter, limit: 50 },
      ...(signal ? { signal } : {}),
    }),
  get: (id: number, signal?: AbortSignal) =>
    answers.get(FulfillmentAnswerSchema, `proxy/fulfillment/${id}.json`, signal ? { signal } : {}),
  create: (body: unknown) =>
    answers.post(FulfillmentAnswerSchema, 'proxy/fulfillments.json', body, { quiet: true }),
  act: (id: number, action: FulfillmentAction, body: unknown) =>
    answers.post(FulfillmentAnswerSchema, `proxy/fulfillment/${id}/${action}.json`, body, { quiet: true }),
}
