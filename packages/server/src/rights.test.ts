import {
  ALL_PAGE_RIGHTS,
  allAreaRights,
  PAGE_RIGHTS,
  REGISTER_CACHES,
  type Right,
  rightName,
  withoutRight,
} from '@pos/core'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { accessOf, type RouteAccess, rightsFor } from './http/access.ts'
import { ERROR_MESSAGES } from './http/errors.ts'
import { companyDigest } from './test/fuzz.ts'
import { type FuzzCompany, fuzzCompany } from './test/fuzz-company.ts'
import { latestCode, sessionCookieFrom, type TestApp } from './test/test-app.ts'
import { withTestApp } from './test/test-file.ts'

/**
 * The rights sweep (issue 16): every route of the app's route table declares who may call it (http/access.ts),
 * and a signed-in user, then an API user, whose rights hold everything except what the route declares gets 403 in
 * the refusal's shape and changes nothing. A route that declares nothing fails here with its method and path.
 */

/** Routes open without signing in, each guarded otherwise (or harmless): a new one must be added here on purpose. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/dev/outbox',
  'GET /api/openapi.json',
  'POST /api/sessions/register',
  'POST /api/sessions/register/verify',
  'POST /api/sessions/sign-in',
  'POST /api/sessions/verify',
  'POST /api/sessions/sign-out',
  'POST /api/glue/hooks/:token',
  'POST /api/media-player/device',
  'GET /api/media-player/device',
  'POST /api/media-player/device/heartbeat',
  'POST /api/integrations/adyen/notify/:token',
  'POST /api/integrations/linkly/notify/:session/:type',
])

/** Routes any signed-in caller may use, whatever their rights: their own account, the caches they sync. */
const SIGNED_IN_ROUTES = new Set(['GET /api/sessions/me', 'GET /api/pagerights/cache'])

/** Tables a refused request may still touch by design (a session's last use, sign-in attempts). */
const CHANGED_BY_READS = ['sessions', 'sign_in_attempts', 'otp_codes', 'request_log']

type Declared = { method: string; path: string; access: RouteAccess | undefined }

let t: TestApp
let company: FuzzCompany
let clerk: { cookie: string; groupId: number }
let api: { token: string; id: number }

withTestApp(async (app) => {
  t = app
  company = await fuzzCompany(t)
  const { cookie } = company.signedUp
  const group = await t.request('POST', '/api/proxy/groups.json', {
    cookie,
    body: { name: 'Everything but one', rights: { pages: ALL_PAGE_RIGHTS, caches: REGISTER_CACHES } },
  })
  const groupId = (group.body as { group: { id: number } }).group.id
  const email = 'almost@rights.test'
  const user = await t.request('POST', '/api/proxy/users.json', {
    cookie,
    body: {
      first_name: 'Almost',
      last_name: 'Everything',
      email,
      group_id: groupId,
      store_id: company.ids.store,
    },
  })
  expect(user.status, JSON.stringify(user.body)).toBe(200)
  await t.request('POST', '/api/sessions/sign-in', { body: { email } })
  const verified = await t.request('POST', '/api/sessions/verify', {
    body: { email, code: await latestCode(t, email) },
  })
  clerk = { cookie: sessionCookieFrom(verified), groupId }
  const apiUser = await t.request('POST', '/api/proxy/apiusers.json', {
    cookie,
    body: { name: 'Almost everything', rights: { pages: ALL_PAGE_RIGHTS } },
  })
  const made = apiUser.body as { token: string; apiuser: { id: number } }
  api = { token: made.token, id: made.apiuser.id }
})

/** Each route of the route table once, with the access its handlers declare (the first declaring handler's). */
function declaredRoutes(): Declared[] {
  const routes = new Map<string, Declared>()
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue
    const key = `${route.method} ${route.path}`
    const known = routes.get(key) ?? { method: route.method, path: route.path, access: undefined }
    known.access ??= accessOf(route.handler)
    routes.set(key, known)
  }
  return [...routes.values()]
}

/** Values tried for a path parameter: the first its pattern takes (an id where the company has one). */
const PARAM_VALUES = ['1', '1.json', '1.pdf', 'close.json', '00000000-0000-4000-8000-000000000000.json', 'x']

function concretePath(path: string): string {
  return path.replace(
    /(?:\/([a-z]+))?\/:[A-Za-z_]+(?:\{((?:[^{}]|\{[^}]*\})*)\})?/g,
    (_, resource: string | undefined, pattern: string | undefined) => {
      const id = resource === undefined ? undefined : company.ids[resource]
      const prefix = resource === undefined ? '' : `/${resource}`
      const takes = (value: string) => (pattern ? new RegExp(`^(?:${pattern})$`).test(value) : true)
      const real = id === undefined ? undefined : [`${id}`, `${id}.json`, `${id}.pdf`].find(takes)
      return `${prefix}/${real ?? PARAM_VALUES.find(takes) ?? 'x'}`
    },
  )
}

/** Gives the clerk's group and the API user every right except `rights` (and the caches that would stand in). */
async function holdAllBut(rights: readonly Right[], caches: readonly string[]): Promise<void> {
  let areas = allAreaRights()
  for (const right of rights) areas = withoutRight(areas, right)
  const groupRights = { areas, caches: REGISTER_CACHES.filter((cache) => !caches.includes(cache)) }
  await sql`UPDATE security_groups SET rights = ${JSON.stringify(groupRights)}::jsonb WHERE id = ${clerk.groupId}`.execute(
    t.database.db,
  )
  await sql`UPDATE api_users SET rights = ${JSON.stringify({ areas })}::jsonb WHERE id = ${api.id}`.execute(
    t.database.db,
  )
}

describe('rights over every route', () => {
  it('should find a declaration on every route: a right, sign-in only, or public', () => {
    const undeclared = declaredRoutes()
      .filter((route) => route.access === undefined)
      .map((route) => `${route.method} ${route.path} declares no right`)
    expect(undeclared).toEqual([])
    const publicRoutes = declaredRoutes().filter((route) => route.access?.kind === 'public')
    expect(
      publicRoutes.map((route) => `${route.method} ${route.path}`).filter((key) => !PUBLIC_ROUTES.has(key)),
      'public without being listed as public here',
    ).toEqual([])
    const signedIn = declaredRoutes().filter((route) => route.access?.kind === 'signed-in')
    expect(
      signedIn.map((route) => `${route.method} ${route.path}`).filter((key) => !SIGNED_IN_ROUTES.has(key)),
      'open to any signed-in caller without being listed here',
    ).toEqual([])
  })

  it('should answer 401 to a caller who is not signed in on every route that is not public', async () => {
    for (const route of declaredRoutes()) {
      if (route.access === undefined || route.access.kind === 'public') continue
      const response = await t.request(route.method, concretePath(route.path), {
        ...(route.method === 'GET' ? {} : { body: {} }),
      })
      expect(response.status, `${route.method} ${route.path}`).toBe(401)
    }
  })

  it.each([
    ['a user', () => ({ cookie: clerk.cookie })],
    ['an API user', () => ({ bearer: api.token })],
  ])('should refuse %s without the declared right (403) and change nothing', async (_, credentials) => {
    const guarded = declaredRoutes().filter((route) => route.access?.kind === 'rights')
    expect(guarded.length).toBeGreaterThanOrEqual(400)
    const before = await companyDigest(t, company.signedUp.companyId, CHANGED_BY_READS)
    const wrong: string[] = []
    for (const route of guarded) {
      const access = route.access as RouteAccess & { kind: 'rights' }
      const rights = rightsFor(access, route.method)
      await holdAllBut(rights, access.caches)
      const response = await t.request(route.method, concretePath(route.path), {
        ...credentials(),
        ...(route.method === 'GET' ? {} : { body: {} }),
      })
      const needs = rights.map((right) => rightName(right, PAGE_RIGHTS)).join(' or ')
      if (response.status !== 403) {
        wrong.push(`${route.method} ${route.path} (needs ${needs}) answered ${response.status}`)
        continue
      }
      expect(response.body, `${route.method} ${route.path}`).toEqual({
        error: ERROR_MESSAGES.noAccess,
        code: 'forbidden',
      })
    }
    await holdAllBut([], [])
    expect(wrong).toEqual([])
    expect(await companyDigest(t, company.signedUp.companyId, CHANGED_BY_READS)).toBe(before)
  })
})
