import { FULFILLMENT_SOURCE_RESTRICTED, supplierResource, TRANSFER_END_RESTRICTED } from '@pos/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  insertItems,
  insertLocation,
  insertWarehouse,
  storeWarehouseOf,
} from '../inventory/inventory-test-fixtures.ts'
import { saleBody } from '../register/test-fixtures.ts'
import { RESOURCE_MOUNTS } from '../resource/mounts.ts'
import { companyDigest } from '../test/fuzz.ts'
import {
  createTestApp,
  latestCode,
  type SignedUp,
  sessionCookieFrom,
  signUp,
  type TestApp,
} from '../test/test-app.ts'
import { RESTRICTED_TABLES } from './restrictions.ts'

/**
 * The restriction-group sweep (issue 16): one company with two stores, each with its warehouse, a second
 * warehouse, and documents in each (a register, a sale, a location and stock, a transfer, a stocktake, a
 * fulfillment, a replenishment, a purchase order and its shipment); a user restricted to one of them. Read from the
 * app's route table, so a route added later is swept too:
 * - every GET list, report and CSV export answers the restricted user nothing of the other store's (its marker in
 *   a name or reference, or its sale's total), the same status as the owner, and still their own;
 * - every route of a record of the other store (the ids found in the owner's lists, by path segment) answers
 *   exactly as for a record that does not exist, and nothing changes.
 * A route naming a table of RESTRICTED_TABLES whose record the sweep has no id for fails it.
 */

const HIDDEN = 'HIDDEN-ZETA'
const SEEN = 'SEEN-ALPHA'
/** The sales' prices (one line each), so their totals can be told in any figure an answer carries. */
const HIDDEN_TOTAL = 987_654
const SEEN_TOTAL = 12_345
/** An id no record has: the answer a hidden record's route must give. */
const MISSING = 999_999

/** Tables a request may still touch by design (a session's last use). */
const CHANGED_BY_READS = ['sessions', 'sign_in_attempts', 'otp_codes', 'request_log']

/** Query strings some GET routes need before they look at data. */
function queryFor(path: string, seen: Side): string {
  if (path === '/api/dashboard/sales')
    return `?from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z&bucket=month&tz=UTC`
  if (path === '/api/sales-budget.json') return `?from=${day(-60)}&to=${day(1)}&period=month`
  if (path === '/api/proxy/replenishments/propose.json')
    return `?destination_warehouse_id=${seen.annex}&source_warehouse_id=${seen.warehouse}`
  return ''
}

/** The date `days` from today (UTC), as YYYY-MM-DD. */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

type Side = {
  store: number
  warehouse: number
  annex: number
  register: number
  sale: number
}

let t: TestApp
let owner: SignedUp
let clerkCookie: string
let seen: Side
let hidden: Side
/** Ids of records of no store or warehouse that some routes of the ones that are name (path segment). */
const neutral: Record<string, string | number> = { action: 'mark_in_progress.json' }

async function call(method: string, path: string, body?: unknown) {
  const answer = await t.request(method, path, {
    cookie: owner.cookie,
    ...(body === undefined ? {} : { body }),
  })
  if (answer.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(answer.body)}`)
  return answer.body as Record<string, Record<string, unknown>>
}

/** One store's side: every name and reference carries `marker`. */
async function seedSide(
  marker: string,
  price: number,
  created: string,
  ids: { method: number; supplier: number },
) {
  const made = await call('POST', '/api/proxy/stores.json', { name: `${marker} store` })
  const store = made.store!.id as number
  const warehouse = await storeWarehouseOf(t, store)
  await t.database.db
    .updateTable('warehouses')
    .set({ name: `${marker} store depot` })
    .where('id', '=', warehouse)
    .execute()
  const annex = await insertWarehouse(t, owner.companyId, `${marker} annex`)
  const location = await insertLocation(t, owner.companyId, warehouse, `${marker} shelf`)
  const register = (
    await call('POST', `/api/proxy/store/${store}/registers.json`, { name: `${marker} register` })
  ).register!.id as number
  const item = neutral.item as number
  const posted = await call(
    'POST',
    '/api/proxy/sale.json',
    saleBody({ store, register, method: ids.method }, [{ quantity: 1, price, itemId: item }], {
      created,
      customer_id: neutral.customer,
    }),
  )
  await call('POST', '/api/proxy/stock-adjustments.json', {
    warehouse_id: warehouse,
    location_id: location,
    lines: [{ item_id: item, quantity: 10, unit_cost: 100 }],
  })
  const transfer = await call('POST', '/api/proxy/transfers.json', {
    from_warehouse_id: warehouse,
    to_warehouse_id: annex,
    reference: `${marker} transfer`,
    lines: [{ item_id: item, quantity: 2 }],
  })
  await call('POST', `/api/proxy/transfer/${transfer.transfer!.id}/send.json`, {})
  await call('POST', '/api/proxy/stocktakes.json', { warehouse_id: warehouse, name: `${marker} count` })
  await call('POST', '/api/proxy/fulfillments.json', {
    type: 'Warehouse To Customer',
    source_warehouse_id: warehouse,
    reference: `${marker} order`,
    lines: [{ item_id: item, name: 'Sweep item', requested: 1 }],
  })
  await call('PUT', '/api/proxy/stock-levels.json', {
    warehouse_id: annex,
    levels: [{ item_id: item, minimum: 2, maximum: 9 }],
  })
  await call('POST', '/api/proxy/replenishments.json', {
    reference: `${marker} refill`,
    source_warehouse_id: warehouse,
    destination_warehouse_id: annex,
    lines: [{ item_id: item, quantity: 1 }],
  })
  const order = await call('POST', '/api/proxy/purchaseorders.json', {
    supplier_id: ids.supplier,
    warehouse_id: annex,
    reference: `${marker} order`,
    lines: [{ description: 'Freight', quantity: 1, unit_cost: 5000 }],
  })
  await call('POST', '/api/proxy/shipments.json', {
    purchase_order_id: order.purchaseorder!.id,
    mode: 'sea',
    reference: `${marker} container`,
  })
  await call('POST', '/api/proxy/mediaplayers.json', { name: `${marker} screen`, store_id: store })
  return { store, warehouse, annex, register, sale: Number(posted.id) }
}

beforeAll(async () => {
  t = await createTestApp()
  owner = await signUp(t, 'Sweeping')
  const [item] = await insertItems(t, owner.companyId, 'SWEEP', 1)
  neutral.item = item as number
  const customer = await call('POST', '/api/proxy/customers.json', {
    first_name: 'Sweep',
    last_name: 'Buyer',
  })
  neutral.customer = customer.customer!.id as number
  const methods = (await call('GET', '/api/proxy/paymentmethods.json')) as unknown as {
    paymentmethods: { id: number; name: string }[]
  }
  const method = methods.paymentmethods.find((m) => m.name === 'Cash')!.id
  const supplier = (
    await call('POST', '/api/proxy/suppliers.json', { ...supplierResource.example, name: 'Sweep' })
  ).supplier!.id as number
  neutral.supplier = supplier
  const now = Date.now()
  seen = await seedSide(SEEN, SEEN_TOTAL, new Date(now).toISOString(), { method, supplier })
  // The other store's sale falls in another month, so the owner's dashboard shows its total on its own.
  hidden = await seedSide(HIDDEN, HIDDEN_TOTAL, new Date(now - 40 * 86_400_000).toISOString(), {
    method,
    supplier,
  })
  const created = await call('POST', '/api/proxy/users.json', {
    first_name: 'Rita',
    last_name: 'Restricted',
    email: 'rita@sweep.test',
    group_id: owner.groupId,
    store_id: seen.store,
  })
  const clerkId = created.user!.id as number
  await call('POST', '/api/proxy/storerestrictiongroups.json', {
    name: 'One store',
    store_ids: [seen.store],
    user_ids: [clerkId],
  })
  await call('POST', '/api/proxy/warehouserestrictiongroups.json', {
    name: 'One store warehouses',
    warehouse_ids: [seen.warehouse, seen.annex],
    user_ids: [clerkId],
  })
  await t.request('POST', '/api/sessions/sign-in', { body: { email: 'rita@sweep.test' } })
  const verified = await t.request('POST', '/api/sessions/verify', {
    body: { email: 'rita@sweep.test', code: await latestCode(t, 'rita@sweep.test') },
  })
  clerkCookie = sessionCookieFrom(verified)
}, 120_000)
afterAll(async () => {
  await t.dispose()
})

/** The routes with handlers, once each (middleware entries are method ALL or paths with '*'). */
function routes(): { method: string; path: string }[] {
  const found = new Map<string, { method: string; path: string }>()
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue
    found.set(`${route.method} ${route.path}`, { method: route.method, path: route.path })
  }
  return [...found.values()]
}

const PARAM = /(?:\/([a-z-]+))?\/:([A-Za-z_]+)(?:\{((?:[^{}]|\{[^}]*\})*)\})?/g

/** The resource each parameter of a path names: the segment before `:id`, else the parameter's own name. */
function resourcesOf(path: string): string[] {
  return [...path.matchAll(PARAM)].map(([, segment, name]) => (name === 'id' ? (segment ?? 'id') : name!))
}

/** The path with each parameter's value from `ids` (by resource) in the form its pattern takes, or undefined. */
function filled(path: string, ids: (resource: string) => string | number | undefined): string | undefined {
  let complete = true
  const concrete = path.replace(PARAM, (_, segment: string | undefined, name: string, pattern?: string) => {
    const value = ids(name === 'id' ? (segment ?? 'id') : name)
    if (value === undefined) complete = false
    const takes = (text: string) => (pattern ? new RegExp(`^(?:${pattern})$`).test(text) : true)
    const text = [`${value}`, `${value}.json`, `${value}.pdf`].find(takes) ?? `${value}`
    return `${segment === undefined ? '' : `/${segment}`}/${text}`
  })
  return complete ? concrete : undefined
}

/** Keys that hold ids of stores (`store_id`, `store_ids`) or warehouses (`from_warehouse_id`, `warehouse_ids`). */
const ID_KEY = /(?:^|_)(store|warehouse)_ids?$/

/** Whether an answer (or a part of one) shows the other store's: its marker, its sale's total, or its ids. */
function leaks(body: unknown): boolean {
  const text = textOf(body)
  if (text.includes(HIDDEN) || text.includes(String(HIDDEN_TOTAL))) return true
  if (typeof body === 'string') return false
  let found = false
  JSON.stringify(body, (key, value: unknown) => {
    const kind = ID_KEY.exec(key)?.[1]
    if (kind) {
      const ids = kind === 'store' ? [hidden.store] : [hidden.warehouse, hidden.annex]
      const values = Array.isArray(value) ? value : [value]
      if (values.some((v) => ids.includes(Number(v)))) found = true
    }
    return value
  })
  return found
}

function textOf(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body)
}

/** Records of the hidden side found in an owner's list answer, by the singular of the key they are listed under. */
function hiddenRecords(body: unknown, into: Map<string, number>): void {
  if (body === null || typeof body !== 'object') return
  for (const [key, value] of Object.entries(body)) {
    if (!Array.isArray(value)) continue
    for (const row of value) {
      const id = (row as { id?: unknown } | null)?.id
      if (typeof id !== 'number' || !leaks(row)) continue
      for (const name of [key, key.replace(/s$/, ''), key.replace(/es$/, '')])
        if (!into.has(name)) into.set(name, id)
    }
  }
}

/**
 * A body for a write to a record: a mounted resource's example for its update (so that a missing guard would
 * change the record rather than stop at validation), else nothing.
 */
function bodyFor(method: string, path: string): unknown {
  if (method !== 'PUT') return {}
  const mounted = RESOURCE_MOUNTS.find(({ resource }) => path.startsWith(`/api/proxy/${resource.name}/:id`))
  return mounted?.resource.example ?? {}
}

/** Path segments of the record routes of RESTRICTED_TABLES (purchase_orders: purchaseorder). */
const RESTRICTED_RESOURCES = new Set(
  Object.keys(RESTRICTED_TABLES).map((table) => table.replace(/_/g, '').replace(/s$/, '')),
)

describe('restriction groups over every route', () => {
  const hiddenIds = new Map<string, number>()

  it('should answer every GET list, report and export without the other store, and with their own', async () => {
    // Lists, and the lists of a record of no store (a customer's sales, an item's stock).
    const lists = routes().filter(
      (route) => route.method === 'GET' && filled(route.path, (resource) => neutral[resource]) !== undefined,
    )
    const about: string[] = []
    const wrong: string[] = []
    for (const route of lists) {
      const path = filled(route.path, (resource) => neutral[resource])! + queryFor(route.path, seen)
      const asOwner = await t.request('GET', path, { cookie: owner.cookie })
      const asClerk = await t.request('GET', path, { cookie: clerkCookie })
      const ownerText = textOf(asOwner.body)
      const clerkText = textOf(asClerk.body)
      hiddenRecords(asOwner.body, hiddenIds)
      if (!leaks(asOwner.body)) continue
      about.push(`${route.method} ${route.path}`)
      if (asClerk.status !== asOwner.status)
        wrong.push(`${route.path} answered ${asClerk.status} (the owner ${asOwner.status})`)
      else if (leaks(asClerk.body)) wrong.push(`${route.path} shows the other store's`)
      else if (ownerText.includes(SEEN) && !clerkText.includes(SEEN))
        wrong.push(`${route.path} hides the user's own store too`)
    }
    expect(wrong).toEqual([])
    // The sweep must have met the seeded documents: stores, warehouses, registers, sales, stock, and the rest.
    expect(about.length, about.join('\n')).toBeGreaterThanOrEqual(25)
  })

  it('should answer every route of a record of the other store as one that does not exist, and change nothing', async () => {
    for (const [resource, id] of Object.entries({
      store: hidden.store,
      warehouse: hidden.warehouse,
      register: hidden.register,
      sale: hidden.sale,
    }))
      if (!hiddenIds.has(resource)) hiddenIds.set(resource, id)
    const before = await companyDigest(t, owner.companyId, CHANGED_BY_READS)
    const walked: string[] = []
    const unseeded: string[] = []
    const wrong: string[] = []
    for (const route of routes()) {
      const named = resourcesOf(route.path)
      const restricted = named.filter((resource) => RESTRICTED_RESOURCES.has(resource))
      for (const resource of restricted)
        if (!hiddenIds.has(resource)) unseeded.push(`${route.method} ${route.path}: no ${resource} to hide`)
      if (!named.some((resource) => hiddenIds.has(resource))) continue
      const hiddenPath = filled(route.path, (resource) => hiddenIds.get(resource) ?? neutral[resource])
      const missingPath = filled(route.path, (resource) =>
        hiddenIds.has(resource) ? MISSING : neutral[resource],
      )
      if (!hiddenPath || !missingPath) {
        unseeded.push(`${route.method} ${route.path}: no id for ${named.join(', ')}`)
        continue
      }
      const body = route.method === 'GET' ? {} : { body: bodyFor(route.method, route.path) }
      const asHidden = await t.request(route.method, hiddenPath, { cookie: clerkCookie, ...body })
      const asMissing = await t.request(route.method, missingPath, { cookie: clerkCookie, ...body })
      walked.push(`${route.method} ${hiddenPath} -> ${asHidden.status}`)
      if (asHidden.status !== asMissing.status || textOf(asHidden.body) !== textOf(asMissing.body))
        wrong.push(
          `${route.method} ${route.path} answered ${asHidden.status} ${textOf(asHidden.body).slice(0, 120)}; a missing record ${asMissing.status}`,
        )
      else if (route.method === 'GET' && asHidden.status !== 404)
        wrong.push(`${route.method} ${route.path} answered ${asHidden.status}`)
    }
    expect(unseeded).toEqual([])
    expect(wrong).toEqual([])
    expect(walked.length, walked.join('\n')).toBeGreaterThanOrEqual(55)
    expect(await companyDigest(t, owner.companyId, CHANGED_BY_READS)).toBe(before)
  })

  it("should run reports and proposals over the user's stores and warehouses only", async () => {
    const report = (cookie: string, dataset: string, group_by: string) =>
      t.request('POST', '/api/proxy/reports/run.json', {
        cookie,
        body: {
          definition: { dataset, group_by, measures: dataset === 'stock_on_hand' ? ['quantity'] : ['sales'] },
          from: '2020-01-01T00:00:00Z',
          to: '2030-01-01T00:00:00Z',
          tz: 'UTC',
        },
      })
    for (const [dataset, group] of [
      ['sales_lines', 'store'],
      ['sales_by_payment', 'register'],
      ['stock_on_hand', 'warehouse'],
    ] as const) {
      const asOwner = await report(owner.cookie, dataset, group)
      const asClerk = await report(clerkCookie, dataset, group)
      expect(textOf(asOwner.body)).toContain(HIDDEN)
      expect(asClerk.status).toBe(200)
      expect(textOf(asClerk.body), `${dataset} by ${group}`).toContain(SEEN)
      expect(leaks(asClerk.body), `${dataset} by ${group}`).toBe(false)
    }
    const propose = (destination: number) =>
      t.request('GET', `/api/proxy/replenishments/propose.json?destination_warehouse_id=${destination}`, {
        cookie: clerkCookie,
      })
    const [other, none] = [await propose(hidden.annex), await propose(MISSING)]
    expect(other.status).toBe(400)
    expect(other.body).toEqual(none.body)
  })

  it('should refuse to start a document in the other store as in one that does not exist', async () => {
    const attempts: [string, string, (id: number) => unknown][] = [
      ['POST', '/api/proxy/stocktakes.json', (id) => ({ warehouse_id: id, name: 'Sneaky' })],
      [
        'POST',
        '/api/proxy/transfers.json',
        (id) => ({
          from_warehouse_id: id,
          to_warehouse_id: seen.annex,
          lines: [{ item_id: neutral.item, quantity: 1 }],
        }),
      ],
      [
        'POST',
        '/api/proxy/stock-adjustments.json',
        (id) => ({ warehouse_id: id, lines: [{ item_id: neutral.item, quantity: 1, unit_cost: 1 }] }),
      ],
      ['POST', '/api/proxy/locations.json', (id) => ({ warehouse_id: id, name: 'Sneaky' })],
      [
        'POST',
        '/api/proxy/fulfillments.json',
        (id) => ({
          type: 'Warehouse To Customer',
          source_warehouse_id: id,
          lines: [{ item_id: neutral.item, name: 'Sneaky', requested: 1 }],
        }),
      ],
      [
        'POST',
        '/api/proxy/replenishments.json',
        (id) => ({ reference: 'Sneaky', destination_warehouse_id: id, lines: [] }),
      ],
      [
        'POST',
        '/api/proxy/purchaseorders.json',
        (id) => ({
          supplier_id: neutral.supplier,
          warehouse_id: id,
          lines: [{ description: 'Sneaky', quantity: 1, unit_cost: 1 }],
        }),
      ],
      [
        'PUT',
        '/api/proxy/stock-levels.json',
        (id) => ({ warehouse_id: id, levels: [{ item_id: neutral.item, minimum: 1, maximum: 2 }] }),
      ],
      ['POST', '/api/proxy/registers.json', (id) => ({ store_id: id, name: 'Sneaky' })],
      ['POST', '/api/proxy/mediaplayers.json', (id) => ({ store_id: id, name: 'Sneaky' })],
      [
        'POST',
        '/api/proxy/shipments.json',
        (id) => ({ purchase_order_id: id, mode: 'sea', reference: 'Sneaky' }),
      ],
      [
        'PUT',
        '/api/sales-budget.json',
        (id) => ({
          period: 'month',
          entries: [{ store_id: id, period_start: `${day(0).slice(0, 7)}-01`, amount: 5 }],
        }),
      ],
    ]
    const before = await companyDigest(t, owner.companyId, CHANGED_BY_READS)
    for (const [method, path, body] of attempts) {
      const id = path.includes('shipments')
        ? hiddenIds.get('purchaseorder')!
        : /registers|mediaplayers|budget/.test(path)
          ? hidden.store
          : hidden.warehouse
      const other = await t.request(method, path, { cookie: clerkCookie, body: body(id) })
      const none = await t.request(method, path, { cookie: clerkCookie, body: body(MISSING) })
      expect(other.status, `${path} ${JSON.stringify(other.body)}`).toBe(none.status)
      expect(other.body, path).toEqual(none.body)
    }
    expect(await companyDigest(t, owner.companyId, CHANGED_BY_READS)).toBe(before)
  })

  it('should show a transfer between the two stores to the user, who receives it but cannot send it [RST2]', async () => {
    const made = await call('POST', '/api/proxy/transfers.json', {
      from_warehouse_id: hidden.warehouse,
      to_warehouse_id: seen.warehouse,
      reference: 'Across',
      lines: [{ item_id: neutral.item, quantity: 1 }],
    })
    const id = made.transfer!.id as number
    const listed = await t.request('GET', '/api/proxy/transfers.json?search=Across', { cookie: clerkCookie })
    expect(listed.body).toMatchObject({ transfers: [{ id, reference: 'Across' }] })
    const before = await companyDigest(t, owner.companyId, CHANGED_BY_READS)
    const send = await t.request('POST', `/api/proxy/transfer/${id}/send.json`, {
      cookie: clerkCookie,
      body: {},
    })
    expect(send).toMatchObject({ status: 400, body: { error: TRANSFER_END_RESTRICTED, code: 'not_allowed' } })
    expect(await companyDigest(t, owner.companyId, CHANGED_BY_READS)).toBe(before)
    await call('POST', `/api/proxy/transfer/${id}/send.json`, {})
    const received = await t.request('POST', `/api/proxy/transfer/${id}/receive.json`, {
      cookie: clerkCookie,
      body: { lines: [{ item_id: neutral.item, received: 1 }] },
    })
    expect(received.status, JSON.stringify(received.body)).toBe(200)
    expect(received.body).toMatchObject({ transfer: { status: 'received' } })
  })

  it('should show a fulfillment to its destination, but leave its work to its source [RST3]', async () => {
    const made = await call('POST', '/api/proxy/fulfillments.json', {
      type: 'Warehouse To Warehouse',
      source_warehouse_id: hidden.warehouse,
      destination_warehouse_id: seen.warehouse,
      reference: 'Inbound',
      lines: [{ item_id: neutral.item, name: 'Sweep item', requested: 1 }],
    })
    const id = made.fulfillment!.id as number
    const shown = await t.request('GET', `/api/proxy/fulfillment/${id}.json`, { cookie: clerkCookie })
    expect(shown).toMatchObject({ status: 200, body: { fulfillment: { id, reference: 'Inbound' } } })
    const before = await companyDigest(t, owner.companyId, CHANGED_BY_READS)
    const started = await t.request('POST', `/api/proxy/fulfillment/${id}/mark_in_progress.json`, {
      cookie: clerkCookie,
      body: {},
    })
    expect(started).toMatchObject({
      status: 400,
      body: { error: FULFILLMENT_SOURCE_RESTRICTED, code: 'not_allowed' },
    })
    expect(await companyDigest(t, owner.companyId, CHANGED_BY_READS)).toBe(before)
  })
})
