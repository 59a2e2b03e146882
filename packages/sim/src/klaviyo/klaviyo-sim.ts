import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  type Fault,
  faultOf,
  type RunningHttp,
  readJson,
  sendJson,
  sendJsonWith,
  serveHttp,
  takeFault,
} from '../http.ts'

/**
 * A simulated Klaviyo private-key API (partner-apis 3.1-3.6): `Authorization: Klaviyo-API-Key …` and a `revision`
 * header on every call (400 without it, 410 for a retired 2024 revision, 400 or 401 for a bad key as set), JSON:API
 * content types, `GET /api/accounts` (the connection check), `POST /api/profile-import` (upsert by email, phone or
 * external_id: 201 then 200, a stable 26-character id, E.164 phones), subscription jobs that record email and SMS
 * consent apart (202), events deduplicated per (profile, metric, unique_id) (202), `RateLimit-*` headers, faults.
 */
export type KlaviyoSimOptions = {
  port?: number
  apiKey?: string
  badKeyStatus?: 400 | 401
  /** Accept application/json as well as application/vnd.api+json. */
  plainJson?: boolean
}

type Json = Record<string, unknown>
export type KlaviyoProfile = {
  id: string
  email?: string
  phone_number?: string
  external_id?: string
  attributes: Json
  consent: { email?: string; sms?: string }
}
export type KlaviyoEvent = {
  metric: string
  profile_id: string
  unique_id: string
  properties: Json
  value: unknown
}

export type KlaviyoSim = RunningHttp & {
  profiles: KlaviyoProfile[]
  events: KlaviyoEvent[]
  received: string[]
}

const CONSENTS = ['SUBSCRIBED', 'UNSUBSCRIBED', 'NEVER_SUBSCRIBED']
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Ends a request handler that answered. */
const done = (_answered: unknown) => true

export async function startKlaviyoSim(options: KlaviyoSimOptions = {}): Promise<KlaviyoSim> {
  const apiKey = options.apiKey ?? 'pk_sim_klaviyo'
  const profiles: KlaviyoProfile[] = []
  const events: KlaviyoEvent[] = []
  const received: string[] = []
  const faults: Fault[] = []
  const seen = new Set<string>()
  let counter = 0
  const limit = { remaining: 700, resetAt: Date.now() + 60_000 }

  const newId = () => {
    counter += 1
    let n = counter
    let tail = ''
    for (let i = 0; i < 10; i++) {
      tail = CROCKFORD[n % 32] + tail
      n = Math.floor(n / 32)
    }
    return `01J0SIMPRF000000${tail}`.slice(0, 26)
  }
  const rateHeaders = () => {
    if (Date.now() > limit.resetAt) Object.assign(limit, { remaining: 700, resetAt: Date.now() + 60_000 })
    limit.remaining = Math.max(0, limit.remaining - 1)
    return {
      'ratelimit-limit': '700',
      'ratelimit-remaining': String(limit.remaining),
      'ratelimit-reset': String(Math.ceil((limit.resetAt - Date.now()) / 1000)),
    }
  }
  const fail = (response: ServerResponse, status: number, code: string, detail: string, pointer?: string) =>
    sendJsonWith(
      response,
      status,
      {
        errors: [
          { id: newId(), status, code, title: detail, detail, ...(pointer ? { source: { pointer } } : {}) },
        ],
      },
      rateHeaders(),
    )

  function find(attributes: Json): KlaviyoProfile | undefined {
    return profiles.find(
      (p) =>
        (attributes.email && p.email === String(attributes.email).toLowerCase()) ||
        (attributes.phone_number && p.phone_number === attributes.phone_number) ||
        (attributes.external_id && p.external_id === attributes.external_id),
    )
  }

  function identify(attributes: Json, response: ServerResponse, pointer: string): Json | null {
    if (!attributes.email && !attributes.phone_number && !attributes.external_id) {
      fail(response, 400, 'invalid', 'A profile needs an email, phone_number or external_id', pointer)
      return null
    }
    if (attributes.phone_number && !/^\+[1-9]\d{6,14}$/.test(String(attributes.phone_number))) {
      fail(
        response,
        400,
        'invalid',
        'Invalid phone number format (Example of a valid format: +12345678901)',
        `${pointer}/phone_number`,
      )
      return null
    }
    return attributes
  }

  function upsert(attributes: Json): { profile: KlaviyoProfile; created: boolean } {
    const existing = find(attributes)
    const profile = existing ?? { id: newId(), attributes: {}, consent: {} }
    if (attributes.email) profile.email = String(attributes.email).toLowerCase()
    if (attributes.phone_number) profile.phone_number = String(attributes.phone_number)
    if (attributes.external_id) profile.external_id = String(attributes.external_id)
    profile.attributes = { ...profile.attributes, ...attributes }
    if (!existing) profiles.push(profile)
    return { profile, created: !existing }
  }

  async function route(request: IncomingMessage, response: ServerResponse, path: string) {
    const method = request.method ?? 'GET'
    if (method === 'GET' && path === '/api/accounts')
      return sendJsonWith(
        response,
        200,
        {
          data: [
            {
              type: 'account',
              id: 'SimAcc',
              attributes: { contact_information: { organization_name: 'Klaviyo simulator' } },
            },
          ],
        },
        rateHeaders(),
      )
    if (method !== 'POST') return fail(response, 405, 'method_not_allowed', 'Method not allowed')
    const body = (await readJson(request)) as { data?: Json }
    const data = body.data ?? {}
    const attributes = (data.attributes ?? {}) as Json
    if (path === '/api/profile-import') {
      if (data.type !== 'profile')
        return fail(response, 400, 'invalid', 'data.type must be profile', '/data/type')
      if (!identify(attributes, response, '/data/attributes')) return
      const { profile, created } = upsert(attributes)
      return sendJsonWith(
        response,
        created ? 201 : 200,
        {
          data: {
            type: 'profile',
            id: profile.id,
            attributes: profile.attributes,
            links: { self: `/api/profiles/${profile.id}/` },
          },
        },
        rateHeaders(),
      )
    }
    if (path === '/api/profile-subscription-bulk-create-jobs') {
      const list = ((attributes.profiles as Json)?.data ?? []) as Json[]
      if (!Array.isArray(list) || list.length === 0)
        return fail(response, 400, 'invalid', 'profiles are required', '/data/attributes/profiles')
      for (const [index, entry] of list.entries()) {
        const a = (entry.attributes ?? {}) as Json
        if (!identify(a, response, `/data/attributes/profiles/data/${index}/attributes`)) return
        const subs = (a.subscriptions ?? {}) as Record<string, { marketing?: { consent?: string } }>
        for (const channel of Object.keys(subs))
          if (
            !['email', 'sms'].includes(channel) ||
            !CONSENTS.includes(String(subs[channel]?.marketing?.consent))
          )
            return fail(
              response,
              400,
              'invalid',
              `Invalid consent for ${channel}`,
              `/data/attributes/profiles/data/${index}/attributes/subscriptions`,
            )
      }
      for (const entry of list) {
        const a = (entry.attributes ?? {}) as Json
        const subs = (a.subscriptions ?? {}) as Record<string, { marketing?: { consent?: string } }>
        const { profile } = upsert({ email: a.email, phone_number: a.phone_number })
        if (subs.email) profile.consent.email = subs.email.marketing?.consent ?? ''
        if (subs.sms) profile.consent.sms = subs.sms.marketing?.consent ?? ''
      }
      return sendJsonWith(response, 202, undefined, rateHeaders())
    }
    if (path === '/api/events') {
      const metric = ((attributes.metric as Json)?.data as Json)?.attributes as Json | undefined
      const who = ((attributes.profile as Json)?.data as Json)?.attributes as Json | undefined
      if (!metric?.name)
        return fail(response, 400, 'invalid', 'metric name is required', '/data/attributes/metric')
      if (!attributes.properties || typeof attributes.properties !== 'object')
        return fail(response, 400, 'invalid', 'properties are required', '/data/attributes/properties')
      if (!who || !identify(who, response, '/data/attributes/profile/data/attributes')) return
      const { profile } = upsert(who)
      const unique = String(
        attributes.unique_id ??
          Math.floor(Date.parse(String(attributes.time ?? new Date().toISOString())) / 1000),
      )
      const key = `${profile.id}\u0000${metric.name}\u0000${unique}`
      if (!seen.has(key)) {
        seen.add(key)
        events.push({
          metric: String(metric.name),
          profile_id: profile.id,
          unique_id: unique,
          properties: attributes.properties as Json,
          value: attributes.value,
        })
      }
      return sendJsonWith(response, 202, undefined, rateHeaders())
    }
    return fail(response, 404, 'not_found', 'Not found')
  }

  const running = await serveHttp(options.port ?? 0, async (request, response, url) => {
    const path = url.pathname.replace(/\/$/, '')
    if (path === '/_sim/fault' && request.method === 'POST') {
      const fault = faultOf(await readJson(request))
      if (!fault) return done(sendJson(response, 400, { error: 'status 400-599 and count 1-100' }))
      faults.push(fault)
      return done(sendJson(response, 200, { faults }))
    }
    if (path === '/_sim/state' || path === '')
      return done(sendJson(response, 200, { profiles, events, received: received.slice(-50) }))
    if (!path.startsWith('/api/')) return false
    received.push(`${request.method} ${path}`)
    const revision = String(request.headers.revision ?? '')
    if (!/^\d{4}-\d{2}-\d{2}(\.\w+)?$/.test(revision))
      return done(fail(response, 400, 'invalid', 'The revision header is required'))
    if (revision.startsWith('2024-') || revision < '2024')
      return done(fail(response, 410, 'gone', `Revision ${revision} is retired`))
    if (request.headers.authorization !== `Klaviyo-API-Key ${apiKey}`)
      return done(
        fail(
          response,
          options.badKeyStatus ?? 401,
          'not_authenticated',
          'Incorrect authentication credentials.',
        ),
      )
    const type = String(request.headers['content-type'] ?? '')
    if (
      request.method === 'POST' &&
      !type.startsWith('application/vnd.api+json') &&
      !(options.plainJson && type.startsWith('application/json'))
    )
      return done(
        fail(response, 415, 'unsupported_media_type', 'Content-Type must be application/vnd.api+json'),
      )
    const fault = takeFault(faults)
    if (fault?.status === 429)
      return done(
        sendJsonWith(
          response,
          429,
          {
            errors: [
              {
                status: 429,
                code: 'throttled',
                title: 'Request was throttled.',
                detail: 'Request was throttled.',
              },
            ],
          },
          { 'retry-after': fault.retry_after ?? '1' },
        ),
      )
    if (fault) return done(fail(response, fault.status, 'error', 'A server error occurred.'))
    await route(request, response, path)
    return true
  })
  return { ...running, profiles, events, received }
}
