import fc from 'fast-check'
import { sql } from 'kysely'
import { insertCatalogFixtures } from '../catalog/test-fixtures.ts'
import { insertCustomerFixtures } from '../customers/test-fixtures.ts'
import { insertRegisterFixtures, saleBody } from '../register/test-fixtures.ts'
import { insertStore } from './fixtures.ts'
import {
  bodyArbitrary,
  companyDigest,
  pathArbitrary,
  queryArbitrary,
  type Route,
  recordAcceptedBodies,
  routesOf,
  schemaFieldNames,
} from './fuzz.ts'
import { type SignedUp, signUp, type TestApp } from './test-app.ts'

/** Routes the fuzz leaves alone: signing out would end the session every later request needs. */
const UNFUZZED = new Set(['POST /api/sessions/sign-out'])

/** Tables that change on a read or a refused request by design (a session's last use, sign-in attempts). */
const CHANGED_BY_READS = ['sessions', 'sign_in_attempts', 'otp_codes', 'request_log']

export type FuzzCompany = {
  signedUp: SignedUp
  ids: Record<string, number>
  routes: Route[]
  seeds: Map<string, unknown[]>
  fields: string[]
}

/** A company with one of everything (the tenancy test's fixtures), and the bodies the app accepted for them. */
export async function fuzzCompany(t: TestApp): Promise<FuzzCompany> {
  const recorder = recordAcceptedBodies(t)
  const signedUp = await signUp(t, 'Fuzz')
  const { cookie } = signedUp
  const store = await insertStore(t.database, signedUp.companyId, 'Fuzz store')
  const group = await t.request('POST', '/api/proxy/groups.json', {
    cookie,
    body: { name: 'Fuzz group', rights: { pages: ['dashboard'], caches: [] } },
  })
  const user = await t.request('POST', '/api/proxy/users.json', {
    cookie,
    body: {
      first_name: 'Fuzz',
      last_name: 'Clerk',
      email: 'clerk@fuzz.test',
      group_id: signedUp.groupId,
      store_id: store,
    },
  })
  const apiUser = await t.request('POST', '/api/proxy/apiusers.json', {
    cookie,
    body: { name: 'Fuzz api', rights: { pages: ['dashboard'] } },
  })
  const ids: Record<string, number> = {
    user: (user.body as { user: { id: number } }).user.id,
    group: (group.body as { group: { id: number } }).group.id,
    apiuser: (apiUser.body as { apiuser: { id: number } }).apiuser.id,
    store,
  }
  Object.assign(ids, await insertCatalogFixtures(t, signedUp.companyId, cookie, 'Fuzz'))
  Object.assign(ids, await insertCustomerFixtures(t, cookie, 'Fuzz'))
  Object.assign(ids, await insertRegisterFixtures(t, cookie, 'Fuzz', store))
  recorder.stop()
  const seeds = recorder.bodies
  const place = { store, register: ids.register!, method: ids.method! }
  const sales = [
    saleBody(place, [{ quantity: 2, price: 1500 }]),
    saleBody(place, [
      { quantity: 1, price: 990, itemId: ids.item },
      { quantity: -1, price: 500 },
    ]),
  ]
  seeds.set('POST /api/proxy/sale.json', sales)
  // A register's queue: a batch of both, and one of a sale alone.
  seeds.set('POST /api/proxy/sales/batch.json', [{ sales }, { sales: [sales[0]] }])
  const routes = routesOf(t).filter((route) => !UNFUZZED.has(`${route.method} ${route.path}`))
  // A PUT starts from what its POST accepted (`/things.json` for `/thing/:id.json`).
  for (const route of routes) {
    const key = `${route.method} ${route.path}`
    if (route.method !== 'PUT' || seeds.has(key)) continue
    const list = route.path.replace(/\/([a-z]+)\/:id(\{[^}]*\})?(\.json)?$/, '/$1s.json')
    const posted = seeds.get(`POST ${list}`)
    if (posted) seeds.set(key, posted)
  }
  return { signedUp, ids, routes, seeds, fields: schemaFieldNames() }
}

/** The id the next writing transaction will get: unchanged while nothing writes. */
async function nextTransactionId(t: TestApp): Promise<string> {
  const row = await sql<{ xid: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`.execute(
    t.database.db,
  )
  return row.rows[0]!.xid
}

export type FuzzOutcome = {
  requests: number
  statuses: Record<number, number>
  /** Requests answered 5xx, or refused while changing the company's rows: what must never happen. */
  failures: string[]
}

/**
 * Sends `runs` fuzzed requests as the company's owner, seeded by `seed`. A request must never get a 5xx, and
 * one refused (4xx) must leave every row of the company as it was.
 */
export async function fuzzRoutes(
  t: TestApp,
  company: FuzzCompany,
  options: { runs: number; seed: number },
): Promise<FuzzOutcome> {
  const outcome: FuzzOutcome = { requests: 0, statuses: {}, failures: [] }
  const { signedUp, ids, routes, seeds, fields } = company
  const request = fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      path: pathArbitrary(route, ids),
      query: route.method === 'GET' ? queryArbitrary(fields) : fc.constant(''),
      body: bodyArbitrary(seeds.get(`${route.method} ${route.path}`) ?? [], fields),
    }),
  )
  // A refused request must change nothing. Checking every row after each is slow, so the database's next
  // transaction id tells first whether anything was written at all (a read-only transaction takes none); only
  // when something was are the company's rows compared.
  let baseline = {
    xid: await nextTransactionId(t),
    digest: await companyDigest(t, signedUp.companyId, CHANGED_BY_READS),
  }
  await fc.assert(
    fc.asyncProperty(request, async ({ route, path, query, body }) => {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
      const writes = route.method !== 'GET'
      if (writes) {
        const xid = await nextTransactionId(t)
        if (xid !== baseline.xid)
          baseline = { xid, digest: await companyDigest(t, signedUp.companyId, CHANGED_BY_READS) }
      }
      const response = await t.request(route.method, path + query, {
        cookie: signedUp.cookie,
        ...(hasBody ? { body } : {}),
      })
      outcome.requests += 1
      outcome.statuses[response.status] = (outcome.statuses[response.status] ?? 0) + 1
      const shown = `${route.method} ${path}${query} ${JSON.stringify(hasBody ? body : undefined)?.slice(0, 300)}`
      if (response.status >= 500) {
        outcome.failures.push(`${response.status} ${shown} -> ${JSON.stringify(response.body).slice(0, 300)}`)
        return
      }
      if (!writes || response.status < 400) return
      const xid = await nextTransactionId(t)
      if (xid === baseline.xid) return
      const digest = await companyDigest(t, signedUp.companyId, CHANGED_BY_READS)
      if (digest !== baseline.digest)
        outcome.failures.push(`${response.status} changed the company's rows: ${shown}`)
      baseline = { xid, digest }
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  )
  return outcome
}
