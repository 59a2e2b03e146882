import { REPORT_DATASET_SHAPE } from '@pos/core'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { insertStore } from '../test/fixtures.ts'
import { latestCode, type SignedUp, sessionCookieFrom, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let other: SignedUp
let clerkCookie: string
const stores: Record<string, number> = {}
const products: Record<string, number> = {}

type Run = {
  rows: { key: string; label: string; values: Record<string, number> }[]
  totals: Record<string, number>
  truncated: boolean
}

const RANGE = { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z', tz: 'UTC' }

/** A sale with lines straight into the tables the register writes: [product, quantity, unit price, discount]. */
async function sale(
  store: number,
  created: string,
  lines: [string, number, number, number][],
  staff = { id: '7', display_name: 'Sam' },
) {
  const total = lines.reduce((sum, [, q, price, discount]) => sum + q * price - discount, 0)
  const made = await sql<{ id: string }>`
    INSERT INTO sales (company_id, store_id, receipt_number, created, total, total_tax, data)
    VALUES (${owner.companyId}, ${store}, ${`R${created}${store}`}, ${created}::timestamptz, ${total},
      ${Math.round(total / 11)}, ${JSON.stringify({ employee: staff })}::jsonb)
    RETURNING id`.execute(t.database.db)
  const saleId = made.rows[0]!.id
  for (const [index, [product, quantity, price, discount]] of lines.entries()) {
    await sql`
      INSERT INTO sale_lines (company_id, sale_id, position, line_ref, product_id, sku, name, quantity,
        item_price, item_discount, total_tax)
      VALUES (${owner.companyId}, ${saleId}, ${index}, ${`l${index}`}, ${products[product]!}, ${product}, ${product},
        ${quantity}, ${price}, ${discount}, ${Math.round((quantity * price - discount) / 11)})`.execute(
      t.database.db,
    )
  }
  await sql`
    INSERT INTO sale_payments (company_id, sale_id, position, name, amount, date)
    VALUES (${owner.companyId}, ${saleId}, 0, 'Cash', ${total}, ${created}::timestamptz)`.execute(
    t.database.db,
  )
}

async function run(cookie: string, definition: Record<string, unknown>, range = RANGE) {
  return t.request('POST', '/api/proxy/reports/run.json', { cookie, body: { definition, ...range } })
}

async function ran(cookie: string, definition: Record<string, unknown>): Promise<Run> {
  const answer = await run(cookie, definition)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as Run
}

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Reporting')
  other = await signUp(t, 'Elsewhere')
  for (const name of ['North', 'South']) stores[name] = await insertStore(t.database, owner.companyId, name)
  for (const [style, type, vendor, tags, cost] of [
    ['TEE', 'Tees', 'Acme', ['summer'], 400],
    ['CAP', 'Hats', 'Brimco', [], 300],
  ] as const) {
    const made = await t.database.db
      .insertInto('products')
      .values({
        company_id: owner.companyId,
        style,
        name: `${style} product`,
        type,
        vendor,
        tags: JSON.stringify(tags),
        cost_price: cost,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    products[style] = Number(made.id)
  }
  await sale(stores.North!, '2026-03-02T10:00:00Z', [
    ['TEE', 2, 2200, 200],
    ['CAP', 1, 1100, 0],
  ])
  await sale(stores.South!, '2026-03-20T10:00:00Z', [['TEE', 1, 2200, 0]], { id: '8', display_name: 'Alex' })
  // Outside the range: never counted.
  await sale(stores.South!, '2026-04-02T10:00:00Z', [['CAP', 5, 1100, 0]])
  const created = await t.request('POST', '/api/proxy/users.json', {
    cookie: owner.cookie,
    body: { first_name: 'Casey', last_name: 'Clerk', email: 'casey@reporting.test', group_id: owner.groupId },
  })
  const clerkId = (created.body as { user: { id: number } }).user.id
  await t.request('POST', '/api/proxy/storerestrictiongroups.json', {
    cookie: owner.cookie,
    body: { name: 'North only', store_ids: [stores.North], user_ids: [clerkId] },
  })
  await t.request('POST', '/api/sessions/sign-in', { body: { email: 'casey@reporting.test' } })
  const verified = await t.request('POST', '/api/sessions/verify', {
    body: { email: 'casey@reporting.test', code: await latestCode(t, 'casey@reporting.test') },
  })
  clerkCookie = sessionCookieFrom(verified)
})

describe('running a report', () => {
  it('groups sales lines by product with net sales, tax, cost and margin', async () => {
    const report = await ran(owner.cookie, {
      dataset: 'sales_lines',
      group_by: 'product',
      measures: ['quantity', 'gross_sales', 'discounts', 'tax', 'net_sales', 'cost', 'margin', 'sales'],
    })
    expect(report.rows.map((row) => [row.label, row.values.quantity, row.values.sales])).toEqual([
      ['CAP product', 1, 1],
      ['TEE product', 3, 2],
    ])
    const tee = report.rows.find((row) => row.label === 'TEE product')!.values
    expect(tee.gross_sales).toBe(6600)
    expect(tee.discounts).toBe(200)
    expect(tee.tax).toBe(382 + 200)
    expect(tee.net_sales).toBe(6600 - 200 - 582)
    expect(tee.cost).toBe(1200)
    expect(tee.margin).toBe(tee.net_sales! - 1200)
    expect(report.totals.quantity).toBe(4)
  })

  it.each(REPORT_DATASET_SHAPE.sales_lines.groups)(
    'totals every group by %s to the same quantity',
    async (group) => {
      const report = await ran(owner.cookie, {
        dataset: 'sales_lines',
        group_by: group,
        measures: ['quantity'],
      })
      expect(report.totals.quantity).toBe(4)
      expect(report.rows.reduce((sum, row) => sum + row.values.quantity!, 0)).toBe(4)
    },
  )

  it('labels the groups by store, staff, tag, week and month', async () => {
    const labels = async (group_by: string) =>
      (await ran(owner.cookie, { dataset: 'sales_lines', group_by, measures: ['quantity'] })).rows.map(
        (row) => row.label,
      )
    expect(await labels('store')).toEqual(['North', 'South'])
    expect(await labels('staff')).toEqual(['Alex', 'Sam'])
    expect(await labels('tag')).toEqual(['No tag', 'summer'])
    expect(await labels('vendor')).toEqual(['Acme', 'Brimco'])
    expect(await labels('week')).toEqual(['2026-03-02', '2026-03-16'])
    expect(await labels('month')).toEqual(['2026-03'])
  })

  it('filters by store, product type and vendor', async () => {
    const byStore = await ran(owner.cookie, {
      dataset: 'sales_lines',
      group_by: 'product',
      measures: ['quantity'],
      store_ids: [stores.South],
    })
    expect(byStore.totals.quantity).toBe(1)
    const byType = await ran(owner.cookie, {
      dataset: 'sales_lines',
      group_by: 'store',
      measures: ['quantity'],
      product_type: 'hats',
    })
    expect(byType.totals.quantity).toBe(1)
  })

  it('sums payments by method', async () => {
    const report = await ran(owner.cookie, {
      dataset: 'sales_by_payment',
      group_by: 'payment_method',
      measures: ['amount', 'sales'],
    })
    expect(report.rows).toEqual([{ key: 'Cash', label: 'Cash', values: { amount: 5300 + 2200, sales: 2 } }])
  })

  it("shows a restricted user only their group's stores", async () => {
    const report = await ran(clerkCookie, {
      dataset: 'sales_lines',
      group_by: 'store',
      measures: ['quantity'],
    })
    expect(report.rows.map((row) => row.label)).toEqual(['North'])
    expect(report.totals.quantity).toBe(3)
  })

  it("shows another company none of this company's sales", async () => {
    const report = await ran(other.cookie, {
      dataset: 'sales_lines',
      group_by: 'product',
      measures: ['quantity'],
    })
    expect(report.rows).toEqual([])
    expect(report.totals.quantity).toBe(0)
  })

  it('refuses a group the data does not have, under its field', async () => {
    const answer = await run(owner.cookie, {
      dataset: 'sales_by_payment',
      group_by: 'product',
      measures: ['sales'],
    })
    expect(answer).toMatchObject({ status: 400, body: { field: 'group_by' } })
  })

  it('saves a report per company', async () => {
    const made = await t.request('POST', '/api/proxy/reports.json', {
      cookie: owner.cookie,
      body: { name: 'By product', dataset: 'sales_lines', group_by: 'product', measures: ['quantity'] },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const id = (made.body as { report: { id: number; group_by: string } }).report.id
    const read = await t.request('GET', `/api/proxy/report/${id}.json`, { cookie: owner.cookie })
    expect(read.body).toMatchObject({
      report: { name: 'By product', group_by: 'product', range: 'this_month' },
    })
    expect((await t.request('GET', `/api/proxy/report/${id}.json`, { cookie: other.cookie })).status).toBe(
      404,
    )
    const list = await t.request('GET', '/api/proxy/reports.json', { cookie: other.cookie })
    expect((list.body as { reports: unknown[] }).reports).toEqual([])
  })
})

describe('sales budget', () => {
  it("asks 'Please select a from and to date' when a date is missing", async () => {
    const answer = await t.request('GET', '/api/sales-budget.json?from=2026-03-01', { cookie: owner.cookie })
    expect(answer).toMatchObject({ status: 400, body: { error: 'Please select a from and to date' } })
  })

  it('keeps budgets per store and month and answers the actual sales beside them', async () => {
    const saved = await t.request('PUT', '/api/sales-budget.json', {
      cookie: owner.cookie,
      body: {
        period: 'month',
        entries: [
          { store_id: stores.North, period_start: '2026-03-01', amount: 10_000 },
          { store_id: stores.South, period_start: '2026-03-01', amount: 2_000 },
        ],
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const grid = await t.request('GET', '/api/sales-budget.json?from=2026-03-01&to=2026-03-31&period=month', {
      cookie: owner.cookie,
    })
    expect(grid.body).toMatchObject({
      periods: ['2026-03-01'],
      budgets: expect.arrayContaining([
        { store_id: stores.North, period_start: '2026-03-01', amount: 10_000 },
        { store_id: stores.South, period_start: '2026-03-01', amount: 2_000 },
      ]),
      actuals: expect.arrayContaining([
        { store_id: stores.North, period_start: '2026-03-01', amount: 5300 },
        { store_id: stores.South, period_start: '2026-03-01', amount: 2200 },
      ]),
    })
    const elsewhere = await t.request('GET', '/api/sales-budget.json?from=2026-03-01&to=2026-03-31', {
      cookie: other.cookie,
    })
    expect(elsewhere.body).toMatchObject({ budgets: [], actuals: [], stores: [] })
  })

  it("refuses another company's store and a cell that does not start its period", async () => {
    const foreign = await t.request('PUT', '/api/sales-budget.json', {
      cookie: other.cookie,
      body: { period: 'month', entries: [{ store_id: stores.North, period_start: '2026-03-01', amount: 1 }] },
    })
    expect(foreign.status).toBe(400)
    const midMonth = await t.request('PUT', '/api/sales-budget.json', {
      cookie: owner.cookie,
      body: { period: 'month', entries: [{ store_id: stores.North, period_start: '2026-03-05', amount: 1 }] },
    })
    expect(midMonth).toMatchObject({ status: 400, body: { field: 'entries' } })
  })
})

describe('pairing a media player', () => {
  it('gives a screen a code, claims it, and then answers its playlists to its token only', async () => {
    const screen = await t.request('POST', '/api/media-player/device', { body: {} })
    expect(screen.status).toBe(200)
    const { code, token } = screen.body as { code: string; token: string }
    expect(code).toMatch(/^[A-Z2-9]{6}$/)
    const waiting = await t.request('GET', '/api/media-player/device', {
      headers: { 'x-player-token': token },
    })
    expect(waiting.body).toMatchObject({ paired: false, code })

    const playlist = await t.request('POST', '/api/proxy/playlists.json', {
      cookie: owner.cookie,
      body: { name: 'Loop', items: [{ type: 'video', name: 'Intro', duration: 30 }] },
    })
    const playlistId = (playlist.body as { playlist: { id: number } }).playlist.id
    const wrong = await t.request('POST', '/api/media-player/pair', {
      cookie: owner.cookie,
      body: { code: 'ZZZZZZ', name: 'Door' },
    })
    expect(wrong).toMatchObject({ status: 400, body: { field: 'code' } })
    const foreign = await t.request('POST', '/api/media-player/pair', {
      cookie: other.cookie,
      body: { code, name: 'Door', video_playlist_id: playlistId },
    })
    expect(foreign).toMatchObject({ status: 400, body: { field: 'video_playlist_id' } })

    const paired = await t.request('POST', '/api/media-player/pair', {
      cookie: owner.cookie,
      body: { code: code.toLowerCase(), name: 'Door', store_id: stores.North, video_playlist_id: playlistId },
    })
    expect(paired.status, JSON.stringify(paired.body)).toBe(200)
    const playerId = (paired.body as { mediaplayer: { id: number } }).mediaplayer.id
    const again = await t.request('POST', '/api/media-player/pair', {
      cookie: other.cookie,
      body: { code, name: 'Stolen' },
    })
    expect(again.status).toBe(400)

    const playing = await t.request('GET', '/api/media-player/device', {
      headers: { 'x-player-token': token },
    })
    expect(playing.body).toMatchObject({
      paired: true,
      player: { name: 'Door', store: 'North' },
      video: { name: 'Loop', items: [{ type: 'video', name: 'Intro', duration: 30 }] },
      audio: null,
    })
    const player = await t.request('GET', `/api/proxy/mediaplayer/${playerId}.json`, { cookie: owner.cookie })
    expect(player.body).toMatchObject({
      mediaplayer: { name: 'Door', pair_code: code, store_name: 'North', video_playlist_name: 'Loop' },
    })
    // Asking what to play is a read: only the screen's POST heartbeat records when it was last seen.
    expect((player.body as { mediaplayer: { last_seen: unknown } }).mediaplayer.last_seen).toBeNull()
    const beat = await t.request('POST', '/api/media-player/device/heartbeat', {
      headers: { 'x-player-token': token },
      body: {},
    })
    expect(beat).toMatchObject({ status: 200, body: { paired: true } })
    const seen = await t.request('GET', `/api/proxy/mediaplayer/${playerId}.json`, { cookie: owner.cookie })
    expect((seen.body as { mediaplayer: { last_seen: unknown } }).mediaplayer.last_seen).toEqual(
      expect.any(String),
    )
    const stranger = await t.request('POST', '/api/media-player/device/heartbeat', {
      headers: { 'x-player-token': 'not-a-real-token-at-all' },
      body: {},
    })
    expect(stranger.status).toBe(404)
    expect(
      (await t.request('GET', `/api/proxy/mediaplayer/${playerId}.json`, { cookie: other.cookie })).status,
    ).toBe(404)
    const unknown = await t.request('GET', '/api/media-player/device', {
      headers: { 'x-player-token': 'not-a-real-token-at-all' },
    })
    expect(unknown.status).toBe(404)

    // Deleting the player forgets the screen: it asks for a new code.
    await t.request('DELETE', `/api/proxy/mediaplayer/${playerId}.json`, { cookie: owner.cookie })
    const forgotten = await t.request('GET', '/api/media-player/device', {
      headers: { 'x-player-token': token },
    })
    expect(forgotten.status).toBe(404)
  })
})
