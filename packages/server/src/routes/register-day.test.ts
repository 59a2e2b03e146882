import { describe, expect, it } from 'vitest'
import { insertRegisterFixtures, saleBody } from '../register/test-fixtures.ts'
import { createReason } from '../test/customer-fixtures.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let ids: Record<string, number>
let reasonId: number

withTestApp(async (app) => {
  t = app
  owner = await signUp(t, 'Day')
  ids = await insertRegisterFixtures(t, owner.cookie, 'Day')
  reasonId = await createReason(t, owner.cookie, 'petty_cash', 'Milk')
})

/** The journal lines of one kind of event, by account role: [role, amount, tax], in role order. */
async function postedByRole(sourceKind: string) {
  const rows = await t.database.db
    .selectFrom('journal_lines as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['a.role', 'l.amount', 'l.tax'])
    .where('l.company_id', '=', owner.companyId)
    .where('l.source_kind', '=', sourceKind)
    .orderBy('a.role')
    .execute()
  return rows.map((row) => [row.role, Number(row.amount), Number(row.tax)])
}

const registerPath = (action: string) => `/api/proxy/register/${ids.register}/${action}.json`

async function assignStore(storeId: number | null) {
  const response = await t.request('PUT', `/api/proxy/user/${owner.userId}.json`, {
    cookie: owner.cookie,
    body: { store_id: storeId },
  })
  expect(response.status).toBe(200)
}

describe('store licence', () => {
  it('should refuse a store past the licence with the upgrade message, and allow it once raised', async () => {
    const licence = await t.request('GET', '/api/proxy/storelicence.json', { cookie: owner.cookie })
    expect(licence.body).toEqual({ store_licence: 3, store_count: 1 })
    for (const name of ['Second', 'Third']) {
      expect(
        (await t.request('POST', '/api/proxy/stores.json', { cookie: owner.cookie, body: { name } })).status,
      ).toBe(200)
    }
    const fourth = await t.request('POST', '/api/proxy/stores.json', {
      cookie: owner.cookie,
      body: { name: 'Fourth' },
    })
    expect(fourth).toMatchObject({
      status: 400,
      body: { error: 'Please upgrade your license to create a new store' },
    })
    const store = await t.request('GET', `/api/proxy/store/${ids.store}.json`, { cookie: owner.cookie })
    expect(store.body).toMatchObject({ store: { id: ids.store }, registers: [{ id: ids.register }] })
    const stores = await t.request('GET', '/api/proxy/stores.json', { cookie: owner.cookie })
    expect((stores.body as { stores: unknown[] }).stores).toHaveLength(3)
    await t.request('PUT', '/api/proxy/storelicence.json', {
      cookie: owner.cookie,
      body: { store_licence: 4 },
    })
    expect(
      (await t.request('POST', '/api/proxy/stores.json', { cookie: owner.cookie, body: { name: 'Fourth' } }))
        .status,
    ).toBe(200)
  })
})

describe('opening and closing the register', () => {
  it('should tell a user without a store that they need one, and refuse to open', async () => {
    await assignStore(null)
    const mine = await t.request('GET', '/api/proxy/assignedregisters.json', { cookie: owner.cookie })
    expect(mine.body).toMatchObject({
      store: null,
      registers: [],
      message: "Looks like this user doesn't have a store assigned",
    })
    const open = await t.request('POST', registerPath('open'), {
      cookie: owner.cookie,
      body: { float: 10000 },
    })
    expect(open).toMatchObject({
      status: 400,
      body: { error: "Looks like this user doesn't have a store assigned" },
    })
  })

  it('should refuse petty cash while the register is closed', async () => {
    await assignStore(ids.store!)
    const petty = await t.request('POST', registerPath('pettycash'), {
      cookie: owner.cookie,
      body: { amount: -500, reason_id: reasonId },
    })
    expect(petty).toMatchObject({ status: 400, body: { error: 'The register must be open first' } })
    const listed = await t.request('GET', registerPath('pettycash'), { cookie: owner.cookie })
    expect(listed.body).toEqual({ open: false, pettycash: [], reasons: [{ id: reasonId, name: 'Milk' }] })
  })

  it('should expect float + cash sales + petty cash, ask to confirm a variance, and summarise by tender', async () => {
    const mine = await t.request('GET', '/api/proxy/assignedregisters.json', { cookie: owner.cookie })
    expect(mine.body).toMatchObject({
      store: { id: ids.store },
      registers: [{ id: ids.register, open: false }],
    })
    const opened = await t.request('POST', registerPath('open'), {
      cookie: owner.cookie,
      body: { float: 20000 },
    })
    expect(opened).toMatchObject({ status: 200, body: { session: { status: 'open', float: 20000 } } })
    const twice = await t.request('POST', registerPath('open'), {
      cookie: owner.cookie,
      body: { float: 20000 },
    })
    expect(twice).toMatchObject({ status: 400, body: { error: 'This register is already open' } })

    // A cash sale of $25.50 paid with $30: $25.50 stays in the drawer.
    const sale = saleBody({ store: ids.store!, register: ids.register!, method: ids.method! }, [
      { quantity: 1, price: 2550 },
    ])
    sale.payments = [{ ...sale.payments[0]!, amount: 3000 }]
    expect(
      (await t.request('POST', '/api/proxy/sale.json', { cookie: owner.cookie, body: sale })).status,
    ).toBe(200)
    const petty = await t.request('POST', registerPath('pettycash'), {
      cookie: owner.cookie,
      body: { amount: -450, reason_id: reasonId, note: 'Milk for the staff room' },
    })
    expect(petty).toMatchObject({
      status: 200,
      body: { pettycash: { amount: -450, reason: 'Milk' }, drawer: { expected: 22100 } },
    })

    const state = await t.request('GET', registerPath('session'), { cookie: owner.cookie })
    expect(state.body).toMatchObject({
      session: { status: 'open' },
      drawer: { float: 20000, cash_sales: 2550, petty_cash: -450, expected: 22100 },
      tenders: [{ name: 'Cash', count: 1, total: 3000 }],
    })

    // Counted $220.00: $1.00 short.
    const counts = { '10000': 2, '1000': 2 }
    const unconfirmed = await t.request('POST', registerPath('close'), {
      cookie: owner.cookie,
      body: { counts },
    })
    expect(unconfirmed).toMatchObject({
      status: 400,
      body: {
        error: expect.stringContaining('confirm the variance'),
        variance: -100,
        expected: 22100,
        counted: 22000,
      },
    })
    expect((await t.request('GET', registerPath('session'), { cookie: owner.cookie })).body).toMatchObject({
      session: { status: 'open' },
    })
    const closed = await t.request('POST', registerPath('close'), {
      cookie: owner.cookie,
      body: { counts, confirm_variance: true },
    })
    expect(closed).toMatchObject({
      status: 200,
      body: {
        session: { status: 'closed', counted: 22000, expected: 22100, variance: -100 },
        tenders: [{ name: 'Cash', count: 1, total: 3000 }],
      },
    })
    const after = await t.request('GET', registerPath('session'), { cookie: owner.cookie })
    expect(after.body).toMatchObject({ session: null, last_closed: { variance: -100 } })

    // The books moved with the drawer, in the same transactions, once each [GL5][GL6]: $4.50 of milk out
    // ($4.09 + $0.41 GST claimed) and $1.00 short to Cash Over and Short.
    expect(await postedByRole('petty_cash')).toEqual([
      ['cash', -450, 0],
      ['gst', 41, 0],
      ['petty_cash', 409, 41],
    ])
    expect(await postedByRole('register_close')).toEqual([
      ['cash', -100, 0],
      ['cash_variance', 100, 0],
    ])
  })

  it('should close without confirmation when the count balances, and refuse a coin AUD lacks', async () => {
    await t.request('POST', registerPath('open'), { cookie: owner.cookie, body: { float: 5000 } })
    const bad = await t.request('POST', registerPath('close'), {
      cookie: owner.cookie,
      body: { counts: { '1': 5 } },
    })
    expect(bad).toMatchObject({ status: 400, body: { error: 'AUD has no 1 cent note or coin' } })
    const closed = await t.request('POST', registerPath('close'), {
      cookie: owner.cookie,
      body: { counts: { '5000': 1 } },
    })
    expect(closed).toMatchObject({ status: 200, body: { session: { variance: 0 } } })
  })

  it('should record a cash drawer opening with who, when and why', async () => {
    const opened = await t.request('POST', registerPath('cashdrawer'), {
      cookie: owner.cookie,
      body: { reason: 'Change for a $50' },
    })
    expect(opened).toMatchObject({
      status: 200,
      body: { opening: { reason: 'Change for a $50', user_id: owner.userId } },
    })
    const list = await t.request('GET', registerPath('cashdrawer'), { cookie: owner.cookie })
    expect(list.body).toMatchObject({ openings: [{ reason: 'Change for a $50', user: 'Owner Day' }] })
  })

  it('should give the register with its template and store (spec 7 GET register/{id})', async () => {
    const answer = await t.request('GET', `/api/register/${ids.register}`, { cookie: owner.cookie })
    expect(answer.body).toMatchObject({
      register: {
        id: ids.register,
        receipt_prefix: expect.stringMatching(/^R[0-9A-Z]+$/),
        template: { id: ids.registertemplate, receipt_header: 'Day header' },
        store: { id: ids.store },
      },
      session: null,
    })
  })
})
