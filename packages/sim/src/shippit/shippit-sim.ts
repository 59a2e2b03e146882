import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  type Fault,
  faultOf,
  type RunningHttp,
  readJson,
  sendJson,
  sendJsonWith,
  sendText,
  serveHttp,
  takeFault,
} from '../http.ts'

/**
 * A simulated Shippit API v3 (partner-apis 2.1-2.8): `Authorization: Bearer <key>` (403 otherwise), `POST /api/3/quotes`
 * (validated; a postcode that does not fit the state quotes price 0 "Unable to calculate quote"), `POST /api/3/orders`
 * (tracking number `PP` + 11 letters and digits, state processing until a carrier is allocated after `allocateMs`),
 * `GET /api/3/orders/{tn}/label` (422 label_failed_order_processing before allocation, then a qualified_url to a PDF
 * served here), open `GET /api/3/orders/{tn}/tracking`, a per-key rate limit and faults from `POST /_sim/fault`.
 */
export type ShippitSimOptions = {
  port?: number
  apiKey?: string
  /** Time from order to carrier allocation (labels refused until then). */
  allocateMs?: number
  /** Requests per rolling 60 s per key (Shippit documents 60). */
  ratePerMinute?: number
  /** Whether a 429 carries Retry-After (unconfirmed upstream). */
  retryAfter?: boolean
}

type Json = Record<string, unknown>
type Order = Json & {
  id: number
  tracking_number: string
  state: string
  allocated_at: number
  labelled: boolean
}

export type ShippitSim = RunningHttp & { orders: Map<string, Order>; quotes: number; received: string[] }

const STATES: Record<string, [number, number][]> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
}
const COURIERS = [
  { courier_type: 'CouriersPlease', service_level: 'standard', base: 9.95, days: '3 business days' },
  { courier_type: 'Eparcel', service_level: 'standard', base: 11.2, days: '4 business days' },
  { courier_type: 'StarTrack', service_level: 'express', base: 16.5, days: '1 business day' },
]
const LABEL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 298 420]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

function postcodeFits(state: string, postcode: string): boolean {
  const n = Number(postcode)
  return (STATES[state] ?? []).some(([low, high]) => n >= low && n <= high)
}

/** Ends a request handler that answered. */
const done = (_answered: unknown) => true

export async function startShippitSim(options: ShippitSimOptions = {}): Promise<ShippitSim> {
  const apiKey = options.apiKey ?? 'shippit-sim-key'
  const allocateMs = options.allocateMs ?? 200
  const perMinute = options.ratePerMinute ?? 60
  const orders = new Map<string, Order>()
  const received: string[] = []
  const faults: Fault[] = []
  const calls: number[] = []
  let nextId = 1
  const state = { quotes: 0 }
  let host = ''

  const tracking = () => {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
    return `PP${Array.from({ length: 11 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')}`
  }
  const error = (response: ServerResponse, status: number, code: string | Json, description: string) =>
    sendJson(response, status, { error: code, error_description: description, success: false })

  function refresh(order: Order) {
    if (order.state === 'processing' && Date.now() >= order.allocated_at) {
      order.state = order.labelled ? 'ready_for_pickup' : 'despatch_in_progress'
      order.courier_name = 'CouriersPlease'
      order.courier_job_id = `CP${order.id}`
      order.price = '9.95'
    }
  }

  function quote(body: Json, response: ServerResponse) {
    const q = (body.quote ?? {}) as Json
    const parcels = q.parcel_attributes
    const country = String(q.dropoff_country_code ?? 'AU')
    const missing = [
      !q.dropoff_postcode && 'dropoff_postcode',
      !q.dropoff_suburb && 'dropoff_suburb',
      country === 'AU' && !q.dropoff_state && 'dropoff_state',
    ].filter(Boolean) as string[]
    if (missing.length > 0)
      return error(
        response,
        400,
        Object.fromEntries(missing.map((m) => [m, ["can't be blank"]])),
        'The data given to this server does not meet our criteria.',
      )
    if (!Array.isArray(parcels) || parcels.length === 0 || parcels.length > 1000)
      return error(
        response,
        400,
        { parcel_attributes: ['must hold 1 to 1000 parcels'] },
        'The data given to this server does not meet our criteria.',
      )
    if (!parcels.every((p: Json) => Number(p.qty) > 0 && Number(p.weight) > 0))
      return error(
        response,
        400,
        { parcel_attributes: ['each parcel needs qty and weight'] },
        'The data given to this server does not meet our criteria.',
      )
    state.quotes += 1
    const weight = parcels.reduce((sum: number, p: Json) => sum + Number(p.qty) * Number(p.weight), 0)
    const fits =
      country !== 'AU' || postcodeFits(String(q.dropoff_state).toUpperCase(), String(q.dropoff_postcode))
    const all = COURIERS.map((c) => ({
      success: fits,
      courier_type: c.courier_type,
      service_level: c.service_level,
      quotes: [
        fits
          ? { price: Math.round((c.base + weight * 1.1) * 100) / 100, estimated_transit_time: c.days }
          : { price: 0, estimated_transit_time: '' },
      ],
      ...(fits ? {} : { error: 'Unable to calculate quote. Please check the suburb, state and postcode.' }),
    }))
    const shown = q.return_all_quotes ? all : all.slice(0, 1)
    return sendJson(response, 200, { response: shown, count: shown.length })
  }

  function createOrder(body: Json, response: ServerResponse) {
    const o = (body.order ?? {}) as Json
    const missing = ['delivery_address', 'delivery_suburb', 'delivery_postcode'].filter((k) => !o[k])
    if (!Array.isArray(o.parcel_attributes) || o.parcel_attributes.length === 0)
      missing.push('parcel_attributes')
    if (missing.length > 0)
      return error(
        response,
        400,
        Object.fromEntries(missing.map((m) => [m, ["can't be blank"]])),
        'The data given to this server does not meet our criteria.',
      )
    const trackingNumber = tracking()
    const order: Order = {
      ...o,
      id: nextId++,
      tracking_number: trackingNumber,
      slug: trackingNumber.toLowerCase(),
      state: 'processing',
      processing_state: 'created',
      price: '0.0',
      courier_name: null,
      courier_job_id: null,
      tracking_url: `${host}/tracking/${trackingNumber.toLowerCase()}`,
      invoice_number: null,
      allocated_at: Date.now() + allocateMs,
      labelled: false,
    }
    orders.set(trackingNumber, order)
    const { allocated_at: _a, labelled: _l, ...shown } = order
    return sendJson(response, 200, { response: shown })
  }

  function label(trackingNumber: string, response: ServerResponse) {
    const order = orders.get(trackingNumber)
    if (!order) return error(response, 404, 'order_not_found', 'The order could not be found.')
    refresh(order)
    if (order.state === 'processing')
      return error(response, 422, 'label_failed_order_processing', 'The order is still being processed.')
    order.labelled = true
    order.state = 'ready_for_pickup'
    return sendJson(response, 200, {
      response: {
        id: order.id * 10,
        order: {
          tracking_number: order.tracking_number,
          slug: order.slug,
          state: order.state,
          courier_job_id: order.courier_job_id,
          parcels: (order.parcel_attributes as Json[]).map((p, i) => ({
            ...p,
            label_number: `${order.courier_job_id}-${i + 1}`,
          })),
          price: order.price,
        },
        qualified_url: `${host}/labels/${order.tracking_number}.pdf?X-Amz-Expires=604800`,
      },
    })
  }

  const running = await serveHttp(options.port ?? 0, async (request: IncomingMessage, response, url) => {
    host = `http://${request.headers.host}`
    const path = url.pathname
    let match = null as RegExpExecArray | null
    const found = (re: RegExp) => {
      match = re.exec(path)
      return match
    }
    if (path === '/_sim/fault' && request.method === 'POST') {
      const fault = faultOf(await readJson(request))
      if (!fault) return done(sendJson(response, 400, { error: 'status 400-599 and count 1-100' }))
      faults.push(fault)
      return done(sendJson(response, 200, { faults }))
    }
    if (path === '/_sim/state' || path === '/')
      return done(
        sendJson(response, 200, {
          orders: [...orders.values()],
          quotes: state.quotes,
          received: received.slice(-50),
        }),
      )
    if (found(/^\/labels\/(PP\w+)\.pdf$/))
      return done(
        orders.has(match?.[1] ?? '')
          ? sendText(response, 200, LABEL_PDF, 'application/pdf')
          : sendJson(response, 404, {}),
      )
    if (found(/^\/api\/3\/orders\/(\w+)\/tracking$/) && request.method === 'GET') {
      const order = orders.get(match?.[1] ?? '')
      if (!order)
        return done(
          sendJson(response, 400, {
            error: { order_id: ['Sorry, the tracking number you entered does not exist.'] },
            error_description: 'The data given to this server does not meet our criteria.',
            success: false,
          }),
        )
      refresh(order)
      return done(
        sendJson(response, 200, {
          response: {
            tracking_number: order.tracking_number,
            tracking_url: order.tracking_url,
            success: true,
            track: [
              {
                status: order.state,
                date: new Date().toISOString(),
                timestamp: Math.floor(Date.now() / 1000),
                status_owner: 'Shippit',
              },
            ],
          },
        }),
      )
    }
    if (!path.startsWith('/api/3/')) return false
    received.push(`${request.method} ${path}`)
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return done(
        error(response, 403, 'invalid_merchant_account', 'API key does not match a valid merchant account'),
      )
    const at = Date.now()
    while (calls.length > 0 && (calls[0] ?? 0) < at - 60_000) calls.shift()
    if (calls.length >= perMinute)
      return done(
        sendJsonWith(
          response,
          429,
          { error: 'rate_limited', error_description: 'Too many requests' },
          options.retryAfter === false ? {} : { 'retry-after': '1' },
        ),
      )
    calls.push(at)
    const fault = takeFault(faults)
    if (fault?.status === 429)
      return done(
        sendJsonWith(
          response,
          429,
          { error: 'rate_limited' },
          fault.retry_after ? { 'retry-after': fault.retry_after } : {},
        ),
      )
    if (fault?.status === 400) return done(sendText(response, 400, '', 'text/html'))
    if (fault) return done(sendJsonWith(response, fault.status, undefined, {}))
    const body = request.method === 'POST' ? ((await readJson(request)) as Json) : {}
    if (path === '/api/3/quotes' && request.method === 'POST') return done(quote(body, response))
    if (path === '/api/3/orders' && request.method === 'POST') return done(createOrder(body, response))
    if (found(/^\/api\/3\/orders\/(\w+)\/label$/) && request.method === 'GET')
      return done(label(match?.[1] ?? '', response))
    if (found(/^\/api\/3\/orders\/(\w+)$/) && request.method === 'GET') {
      const order = orders.get(match?.[1] ?? '')
      if (!order) return done(error(response, 404, 'order_not_found', 'The order could not be found.'))
      refresh(order)
      return done(sendJson(response, 200, { response: order }))
    }
    return done(error(response, 404, 'not_found', 'Not found'))
  })
  return {
    ...running,
    orders,
    received,
    get quotes() {
      return state.quotes
    },
  }
}
