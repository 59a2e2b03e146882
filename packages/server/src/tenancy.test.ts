import { ALL_PAGE_RIGHTS, fixedAssetResource } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { BANKING_TABLES, insertBankingFixtures } from './banking/test-fixtures.ts'
import { insertBooksFixtures } from './books/test-fixtures.ts'
import { CATALOG_TABLES, insertCatalogFixtures } from './catalog/test-fixtures.ts'
import { CUSTOMER_TABLES, customerBodyFor, insertCustomerFixtures } from './customers/test-fixtures.ts'
import { insertGlueFixtures } from './glue/test-fixtures.ts'
import { INVENTORY_TABLES, insertInventoryFixtures } from './inventory/inventory-test-fixtures.ts'
import { insertJobFixture } from './jobs/test-fixtures.ts'
import { insertRegisterFixtures, REGISTER_TABLES } from './register/test-fixtures.ts'
import { RESOURCE_MOUNTS } from './resource/mounts.ts'
import { insertResourceFixtures } from './resource/test-fixtures.ts'
import { insertSales, insertStore } from './test/fixtures.ts'
import { type SignedUp, signUp, type TestApp } from './test/test-app.ts'
import { withTestApp } from './test/test-file.ts'

/**
 * Tenant isolation, proven over every route the app registers (read from `app.routes`, so a route added
 * later is walked too): a user and an API user of company B, holding every right, call each route with
 * company A's real ids and must get 403/404, or only B's own data; A's rows must not change.
 */

/**
 * Adding a route with an `:id`? Create company A's row of that resource in beforeAll and set
 * `aIds.<resource>` (the path segment before `:id`), and give bodyFor a body that passes validation.
 */

/** Routes anyone may call; everything else must be walked. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/dev/outbox',
  'POST /api/sessions/register',
  'POST /api/sessions/register/verify',
  'POST /api/sessions/sign-in',
  'POST /api/sessions/verify',
  'POST /api/sessions/sign-out',
  'GET /api/sessions/me',
])

/** A text that every name of company A contains: it must never appear in an answer to B. */
const MARKER = 'ALPHA-SECRET'
const A_SALE_TOTAL = 987_654

let t: TestApp
let a: SignedUp
let b: SignedUp
let bToken: string
const aIds: Record<string, number> = {}

withTestApp(async (app) => {
  t = app
  a = await signUp(t, MARKER)
  b = await signUp(t, 'Beta')
  const store = await insertStore(t.database, a.companyId, `${MARKER} store`)
  await insertSales(t.database, a.companyId, [
    { created: '2026-01-01T12:00:00Z', total: A_SALE_TOTAL, storeId: store },
  ])
  const group = await t.request('POST', '/api/proxy/groups.json', {
    cookie: a.cookie,
    body: { name: `${MARKER} group`, rights: { pages: ['dashboard'], caches: [] } },
  })
  const user = await t.request('POST', '/api/proxy/users.json', {
    cookie: a.cookie,
    body: {
      first_name: MARKER,
      last_name: 'Clerk',
      email: 'clerk@alpha-secret.test',
      group_id: a.groupId,
      store_id: store,
    },
  })
  const apiUser = await t.request('POST', '/api/proxy/apiusers.json', {
    cookie: a.cookie,
    body: { name: `${MARKER} api`, rights: { pages: ['dashboard'] } },
  })
  aIds.user = (user.body as { user: { id: number } }).user.id
  aIds.group = (group.body as { group: { id: number } }).group.id
  aIds.apiuser = (apiUser.body as { apiuser: { id: number } }).apiuser.id
  aIds.store = store
  Object.assign(aIds, await insertCatalogFixtures(t, a.companyId, a.cookie, MARKER))
  Object.assign(aIds, await insertCustomerFixtures(t, a.cookie, MARKER))
  Object.assign(aIds, await insertRegisterFixtures(t, a.cookie, MARKER, store))
  Object.assign(aIds, await insertBooksFixtures(t, a.cookie))
  Object.assign(aIds, await insertBankingFixtures(t, a.cookie, aIds.account!, MARKER))
  await insertResourceFixtures(t, a.cookie, aIds, MARKER)
  await insertGlueFixtures(t, a.companyId, aIds, MARKER)
  await insertJobFixture(t, a.companyId, aIds, MARKER)
  Object.assign(aIds, await insertInventoryFixtures(t, a.companyId, a.cookie, MARKER))
  const bApi = await t.request('POST', '/api/proxy/apiusers.json', {
    cookie: b.cookie,
    body: { name: 'Beta all', rights: { pages: ALL_PAGE_RIGHTS } },
  })
  bToken = (bApi.body as { token: string }).token
})

/** Every row that belongs to company A, to compare before and after the walk. */
async function snapshotOfA() {
  const { db } = t.database
  const catalog: Record<string, unknown[]> = {}
  for (const { resource } of RESOURCE_MOUNTS) {
    catalog[resource.table] = await db
      .selectFrom(resource.table as 'reasons')
      .selectAll()
      .where('company_id', '=', a.companyId)
      .orderBy('id')
      .execute()
  }
  for (const table of CATALOG_TABLES) {
    catalog[table] = await db.selectFrom(table).selectAll().where('company_id', '=', a.companyId).execute()
  }
  for (const table of CUSTOMER_TABLES) {
    catalog[table] = await db.selectFrom(table).selectAll().where('company_id', '=', a.companyId).execute()
  }
  for (const table of REGISTER_TABLES) {
    catalog[table] = await db.selectFrom(table).selectAll().where('company_id', '=', a.companyId).execute()
  }
  for (const table of INVENTORY_TABLES) {
    catalog[table] = await db.selectFrom(table).selectAll().where('company_id', '=', a.companyId).execute()
  }
  for (const table of BANKING_TABLES) {
    catalog[table] = await db.selectFrom(table).selectAll().where('company_id', '=', a.companyId).execute()
  }
  return {
    catalog,
    company: await db.selectFrom('companies').selectAll().where('id', '=', a.companyId).execute(),
    users: await db
      .selectFrom('users')
      .selectAll()
      .where('company_id', '=', a.companyId)
      .orderBy('id')
      .execute(),
    groups: await db
      .selectFrom('security_groups')
      .selectAll()
      .where('company_id', '=', a.companyId)
      .orderBy('id')
      .execute(),
    apiUsers: await db
      .selectFrom('api_users')
      .selectAll()
      .where('company_id', '=', a.companyId)
      .orderBy('id')
      .execute(),
    stores: await db
      .selectFrom('stores')
      .selectAll()
      .where('company_id', '=', a.companyId)
      .orderBy('id')
      .execute(),
    sales: await db
      .selectFrom('sales')
      .selectAll()
      .where('company_id', '=', a.companyId)
      .orderBy('id')
      .execute(),
    sessions: await db
      .selectFrom('sessions')
      .selectAll()
      .where('company_id', '=', a.companyId)
      .orderBy('id_hash')
      .execute(),
  }
}

/** The routes with handlers, once each (middleware entries are method ALL or paths with '*'). */
function walkedRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path })
  }
  return [...seen.values()]
}

/** Puts A's id of the resource named before each parameter into the path. */
function withIdsOfA(path: string): string {
  return path.replace(/\/([a-z]+)\/:id(\{[^}]*\})?(\.json)?/g, (_, resource: string, pattern?: string) => {
    const id = aIds[resource]
    if (id === undefined) throw new Error(`tenancy test: add company A's id for "${resource}" (${path})`)
    return `/${resource}/${id}${/\\(\.[a-z]+)\}$/.exec(pattern ?? '')?.[1] ?? ''}`
  })
}

/** A body that passes validation, so the walk tests authorization rather than input checks. */
function bodyFor(path: string): unknown {
  const customerBody = customerBodyFor(path, aIds)
  if (customerBody !== undefined) return customerBody
  if (path.includes('/user'))
    return {
      first_name: 'Hacked',
      last_name: 'X',
      status: 'disabled',
      group_id: aIds.group,
      email: 'hacked@beta.test',
    }
  if (path.includes('/group')) return { name: 'Hacked', rights: { pages: [], caches: [] } }
  if (path.includes('/apiuser')) return { name: 'Hacked', rights: { pages: [] }, status: 'disabled' }
  if (path.includes('/promotion')) return { name: 'Hacked', discount: 100, discount_type: 'percentage' }
  if (path.includes('/account/')) return { code: 'HACK', name: 'Hacked', type: 'Asset' }
  if (path.includes('/costcentre/')) return { name: 'Hacked' }
  if (path.includes('/invoice/'))
    return {
      contact_name: 'Hacked',
      date: '2026-01-01',
      due_date: '2026-01-31',
      lines: [{ account_id: 1, tax_rate_id: 1, quantity: 1, unit_price: 100 }],
      amount: 100,
    }
  if (path.includes('/paymentmethod/')) return { name: 'Hacked', processor: 'cash' }
  if (path.includes('/taxrate/')) return { name: 'Hacked', tax_type: 'OUTPUT', percent: 10 }
  if (path.includes('/fixedasset/'))
    return { ...fixedAssetResource.example, date: '2026-01-01', status: 'Sold', fixed_asset_type_id: 1 }
  const declared = RESOURCE_MOUNTS.find(({ resource }) =>
    new RegExp(`/api/proxy/(${resource.name}|${resource.plural})[/.]`).test(path),
  )
  if (declared) return declared.resource.example
  return {}
}

/** Query strings some GET routes need before they look at data. */
function queryFor(path: string): string {
  if (path === '/api/dashboard/sales')
    return '?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&bucket=day&tz=UTC'
  return ''
}

describe('tenant isolation over every route', () => {
  it('should know every public route it skips', () => {
    const registered = new Set(walkedRoutes().map((route) => `${route.method} ${route.path}`))
    for (const route of PUBLIC_ROUTES) expect(registered.has(route), route).toBe(true)
    expect(walkedRoutes().length - PUBLIC_ROUTES.size).toBeGreaterThanOrEqual(14)
  })

  it.each([
    ['a user', () => ({ cookie: b.cookie })],
    ['an API user', () => ({ bearer: bToken })],
  ])('should keep company A invisible and unchanged for %s of company B', async (_, credentials) => {
    const before = await snapshotOfA()
    const results: string[] = []
    for (const route of walkedRoutes()) {
      const key = `${route.method} ${route.path}`
      if (PUBLIC_ROUTES.has(key)) continue
      const path = withIdsOfA(route.path) + (route.method === 'GET' ? queryFor(route.path) : '')
      const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH'
      const response = await t.request(route.method, path, {
        ...credentials(),
        ...(hasBody ? { body: bodyFor(route.path) } : {}),
      })
      const text = JSON.stringify(response.body)
      results.push(`${route.method} ${path} -> ${response.status}`)
      expect(text, `${key} leaked company A`).not.toContain(MARKER)
      expect(text, `${key} leaked company A`).not.toContain(String(A_SALE_TOTAL))
      if (route.path.includes(':id')) {
        expect([403, 404], `${key} answered ${response.status}`).toContain(response.status)
      } else {
        expect([200, 400, 403, 404], `${key} answered ${response.status}`).toContain(response.status)
      }
    }
    expect(results.length).toBeGreaterThanOrEqual(14)
    expect(await snapshotOfA()).toEqual(before)
    expect((await t.request('GET', '/api/sessions/me', { cookie: a.cookie })).status).toBe(200)
  })

  it('should show B only its own rows in lists', async () => {
    const users = await t.request('GET', '/api/proxy/users.json', { cookie: b.cookie })
    expect((users.body as { users: { email: string }[] }).users.map((user) => user.email)).toEqual([b.email])
    const sales = await t.request(
      'GET',
      '/api/dashboard/sales?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&bucket=day&tz=UTC',
      { cookie: b.cookie },
    )
    expect(sales.body).toMatchObject({ total: 0, count: 0 })
  })

  it("should refuse to attach company A's stores or groups to a user of B", async () => {
    const response = await t.request('POST', '/api/proxy/users.json', {
      cookie: b.cookie,
      body: {
        first_name: 'Cross',
        last_name: 'Link',
        email: 'cross@beta.test',
        group_id: b.groupId,
        settings: { dashboard_store_ids: [aIds.store] },
      },
    })
    expect(response).toMatchObject({ status: 400, body: { error: 'Please choose stores of this company' } })
    const group = await t.request('POST', '/api/proxy/users.json', {
      cookie: b.cookie,
      body: { first_name: 'Cross', last_name: 'Group', email: 'cross2@beta.test', group_id: aIds.group },
    })
    expect(group).toMatchObject({
      status: 400,
      body: { error: 'Please choose a security group of this company' },
    })
  })
})
