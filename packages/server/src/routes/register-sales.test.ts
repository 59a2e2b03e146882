import { describe, expect, it } from 'vitest'
import {
  insertRegisterFixtures,
  type SalePlace,
  saleBody,
  signUpWithRegister,
} from '../register/test-fixtures.ts'
import { countCompanyRows } from '../test/company-rows.ts'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let ids: Record<string, number>
let place: SalePlace

withTestApp(async (app) => {
  t = app
  ;({ owner, ids, place } = await signUpWithRegister(t, 'Sales'))
})

const countSales = () => countCompanyRows(t, 'sales', owner.companyId)

function post(body: unknown) {
  return t.request('POST', '/api/proxy/sale.json', { cookie: owner.cookie, body })
}

type Posted = { id: number; replayed: boolean; sale: { lines: { sale_line_id: string }[] } }

describe('posting a sale', () => {
  it('should store a sale with its lines, payments and stock movements, and show it in history', async () => {
    const body = saleBody(place, [
      { quantity: 2, price: 1000, itemId: 11 },
      { quantity: 1, price: 550, itemId: 12 },
    ])
    const response = await post(body)
    expect(response.status).toBe(200)
    const posted = response.body as Posted & { totals: { total: number } }
    expect(posted).toMatchObject({
      replayed: false,
      sale: { client_id: body.id, receipt_number: body.receipt_number },
    })
    expect(posted.totals.total).toBe(2550)
    const { db } = t.database
    const lines = await db.selectFrom('sale_lines').selectAll().where('sale_id', '=', posted.id).execute()
    expect(lines.map((l) => l.quantity)).toEqual([2, 1])
    const stock = await db
      .selectFrom('stock_ledger')
      .innerJoin('stores', 'stores.warehouse_id', 'stock_ledger.warehouse_id')
      .select([
        'stock_ledger.item_id',
        'stock_ledger.quantity',
        'stock_ledger.reason',
        'stores.id as store_id',
      ])
      .where('stock_ledger.source_id', '=', posted.id)
      .where('stock_ledger.reason', '=', 'sale')
      .orderBy('stock_ledger.item_id')
      .execute()
    expect(stock.map((s) => [Number(s.item_id), s.quantity, s.store_id])).toEqual([
      [11, -2, place.store],
      [12, -1, place.store],
    ])
    const payments = await db
      .selectFrom('sale_payments')
      .selectAll()
      .where('sale_id', '=', posted.id)
      .execute()
    expect(payments.map((p) => Number(p.amount))).toEqual([2550])
    const history = await t.request('GET', `/api/proxy/sales.json?receipt_number=${body.receipt_number}`, {
      cookie: owner.cookie,
    })
    expect(history.body).toMatchObject({ total: 1, sales: [{ id: posted.id, total: 2550 }] })
    const one = await t.request('GET', `/api/proxy/sale/${posted.id}.json`, { cookie: owner.cookie })
    expect(one.body).toMatchObject({
      sale: { id: posted.id, store_id: place.store, lines: [{ quantity: 2 }, { quantity: 1 }] },
    })
    const receipt = await t.request('GET', `/api/proxy/sale/${posted.id}/receipt.json`, {
      cookie: owner.cookie,
    })
    expect((receipt.body as { text: string[] }).text.join('\n')).toContain(`Receipt ${body.receipt_number}`)
  })

  it('should answer a repeated post with the stored sale and never store a second one', async () => {
    const body = saleBody(place, [{ quantity: 1, price: 700 }])
    const first = await post(body)
    const before = await countSales()
    const again = await post(body)
    expect(again.status).toBe(200)
    expect((again.body as Posted).id).toBe((first.body as Posted).id)
    expect((again.body as Posted).replayed).toBe(true)
    expect(await countSales()).toBe(before)
  })

  it('should store one sale when two posts of it race', async () => {
    const body = saleBody(place, [{ quantity: 3, price: 400 }])
    const before = await countSales()
    const answers = await Promise.all([post(body), post(body), post(body)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => (a.body as Posted).id)).size).toBe(1)
    expect(await countSales()).toBe(before + 1)
    const lines = await t.database.db
      .selectFrom('sale_lines')
      .select('id')
      .where('sale_id', '=', (answers[0]!.body as Posted).id)
      .execute()
    expect(lines).toHaveLength(1)
  })

  it('should refuse a receipt number already used by another sale, storing nothing', async () => {
    const first = saleBody(place, [{ quantity: 1, price: 100 }])
    await post(first)
    const before = await countSales()
    const clash = saleBody(place, [{ quantity: 1, price: 100 }], { receipt_number: first.receipt_number })
    const answer = await post(clash)
    expect(answer).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Another sale already has this receipt number') },
    })
    expect(await countSales()).toBe(before)
  })

  it.each([
    [
      'payments that leave something unpaid',
      (b: ReturnType<typeof saleBody>) => ({ ...b, payments: [{ ...b.payments[0]!, amount: 100 }] }),
      'The sale does not add up: The payments leave 900 cents unpaid',
    ],
    [
      'an unknown payment method',
      (b: ReturnType<typeof saleBody>) => ({
        ...b,
        payments: [{ ...b.payments[0]!, payment_method: '999999' }],
      }),
      'Incorrect Payment Method',
    ],
    [
      'a tax larger than its line',
      (b: ReturnType<typeof saleBody>) => ({ ...b, lines: [{ ...b.lines[0]!, total_tax: 5000 }] }),
      'The sale does not add up: The tax is larger than the line or of the wrong sign',
    ],
    [
      'a store of another company',
      (b: ReturnType<typeof saleBody>) => ({ ...b, store_id: 999_999 }),
      'Please choose a store of this company',
    ],
    [
      'a register of another company',
      (b: ReturnType<typeof saleBody>) => ({ ...b, register_id: 999_999 }),
      'Please choose a register of this company',
    ],
    [
      'another currency than the company',
      (b: ReturnType<typeof saleBody>) => ({ ...b, currency: 'NZD' }),
      'The sale is not in the company currency',
    ],
    [
      'a customer of another company',
      (b: ReturnType<typeof saleBody>) => ({ ...b, customer_id: '999999' }),
      'Please choose a customer of this company',
    ],
  ])('should refuse %s with a clear 400 and store nothing', async (_, change, message) => {
    const before = await countSales()
    const answer = await post(change(saleBody(place, [{ quantity: 1, price: 1000 }])))
    expect(answer).toMatchObject({ status: 400, body: { error: message } })
    expect(await countSales()).toBe(before)
  })

  it('should refuse a sale on a register of another of its stores, storing nothing', async () => {
    const other = await insertRegisterFixtures(t, owner.cookie, 'Other')
    const before = await countSales()
    const answer = await post(
      saleBody({ ...place, register: other.register! }, [{ quantity: 1, price: 1000 }]),
    )
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'The register does not belong to this store' },
    })
    expect(await countSales()).toBe(before)
  })

  it('should refuse store credit the customer does not have, storing nothing', async () => {
    const customer = await t.request('POST', '/api/proxy/customers.json', {
      cookie: owner.cookie,
      body: { first_name: 'Broke', last_name: 'Buyer' },
    })
    const customerId = (customer.body as { customer: { id: number } }).customer.id
    const methods = await t.request('GET', '/api/proxy/paymentmethods.json', { cookie: owner.cookie })
    const credit = (methods.body as { paymentmethods: { id: number; name: string }[] }).paymentmethods.find(
      (m) => m.name === 'Store Credit',
    )!
    const body = saleBody(place, [{ quantity: 1, price: 1000 }], { customer_id: String(customerId) })
    body.payments = [
      {
        ...body.payments[0]!,
        payment_method: String(credit.id),
        processor: 'store_credit',
        name: 'Store Credit',
      },
    ]
    const before = await countSales()
    expect(await post(body)).toMatchObject({ status: 400, body: { error: 'Insufficient Funds' } })
    expect(await countSales()).toBe(before)
  })
})

describe('the answer to a new sale', () => {
  async function customerNamed(first_name: string, loyalty = false) {
    const created = await t.request('POST', '/api/proxy/customers.json', {
      cookie: owner.cookie,
      body: { first_name, last_name: 'Answer', email: `${first_name.toLowerCase()}@example.com`, loyalty },
    })
    return (created.body as { customer: { id: number } }).customer.id
  }

  // A sale that moves no balance is answered from what was written, not read back: the answer must be
  // what GET sale/{id}.json shows of it, to the field.
  it.each([
    ['moves no balance', false],
    ['earns points', true],
  ])('should answer a sale that %s with what GET sale/{id}.json shows', async (name, earns) => {
    const customerId = await customerNamed(earns ? 'Earner' : 'Plain', earns)
    const body = saleBody(
      place,
      [
        { quantity: 2, price: 1000, itemId: 31 },
        { quantity: 1, price: 550, itemId: 32 },
      ],
      {
        customer_id: String(customerId),
        // Microseconds and an offset: the answer gives the instant as the database keeps it.
        created: '2026-11-21T20:15:30.123456+10:00',
        employee: { display_name: 'Till Person' },
        total_loyalty_points: earns ? 25 : 0,
        offline: true,
      },
    )
    const posted = await post(body)
    expect(posted.status, name).toBe(200)
    const answer = posted.body as { id: number; sale: unknown; totals: unknown }
    const shown = await t.request('GET', `/api/proxy/sale/${answer.id}.json`, { cookie: owner.cookie })
    expect(answer.sale).toEqual((shown.body as { sale: unknown }).sale)
    expect(answer.totals).toEqual((shown.body as { totals: unknown }).totals)
    expect(answer.sale).toMatchObject({
      created: '2026-11-21T10:15:30.123Z',
      customer_name: `${earns ? 'Earner' : 'Plain'} Answer`,
      store_name: 'Sales store',
      register_name: 'Sales register',
      lines: [{ quantity: 2 }, { quantity: 1 }],
    })
    expect(answer.sale).not.toHaveProperty('offline')
  })

  it('should refuse a customer or sales person id too large for any row, storing nothing', async () => {
    const before = await countSales()
    const answer = await post(saleBody(place, [{ quantity: 1, price: 1000 }], { customer_id: '99999999999' }))
    expect(answer).toMatchObject({ status: 400, body: { error: 'Please choose a customer of this company' } })
    const staff = await post(
      saleBody(place, [{ quantity: 1, price: 1000 }], {
        employee: { id: '99999999999', display_name: 'Nobody' },
      }),
    )
    expect(staff.status).toBe(200)
    expect(await countSales()).toBe(before + 1)
  })
})

describe('customer figures', () => {
  it('should count the sale in the customer figures and add the points it earned', async () => {
    const created = await t.request('POST', '/api/proxy/customers.json', {
      cookie: owner.cookie,
      body: { first_name: 'Loyal', last_name: 'Buyer', loyalty: true },
    })
    const customerId = (created.body as { customer: { id: number } }).customer.id
    const body = saleBody(place, [{ quantity: 1, price: 4000 }], {
      customer_id: String(customerId),
      total_loyalty_points: 40,
    })
    body.lines = body.lines.map((line) => ({ ...line, item_loyalty: 40 }))
    expect((await post(body)).status).toBe(200)
    expect((await post(body)).status).toBe(200)
    const customer = await t.request('GET', `/api/proxy/customer/${customerId}.json`, {
      cookie: owner.cookie,
    })
    expect(customer.body).toMatchObject({
      customer: { loyalty_points: 40, lifetime_sales: 4000, order_count: 1 },
    })
    const history = await t.request('GET', `/api/proxy/sales.json?customer=Loyal`, { cookie: owner.cookie })
    expect(history.body).toMatchObject({ total: 1, sales: [{ customer_name: 'Loyal Buyer', total: 4000 }] })
  })
})

describe('sales stored before the register issue', () => {
  it('should show a sale with a bare line and its receipt', async () => {
    const row = await t.database.db
      .insertInto('sales')
      .values({
        company_id: owner.companyId,
        store_id: place.store,
        receipt_number: 'DEMO-1',
        created: '2026-01-05T10:00:00Z',
        total: 1000,
        total_tax: 91,
        data: JSON.stringify({ lines: [{ id: '1', quantity: 2, item_price: 500 }] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const sale = await t.request('GET', `/api/proxy/sale/${row.id}.json`, { cookie: owner.cookie })
    expect(sale).toMatchObject({
      status: 200,
      body: {
        sale: { currency: 'AUD', lines: [{ item: { sku: '' }, item_discount: 0 }] },
        totals: { total: 1000 },
      },
    })
    const receipt = await t.request('GET', `/api/proxy/sale/${row.id}/receipt.json`, { cookie: owner.cookie })
    expect((receipt.body as { text: string[] }).text.join('\n')).toContain('Receipt DEMO-1')
  })
})

describe('returns', () => {
  it('should refuse returning more than was sold minus already returned', async () => {
    const sold = await post(saleBody(place, [{ quantity: 2, price: 1000, itemId: 21 }]))
    const saleId = (sold.body as Posted).id
    const returnable = await t.request('GET', `/api/proxy/sale/${saleId}/returnable.json`, {
      cookie: owner.cookie,
    })
    const line = (returnable.body as { lines: { sale_line_id: string; returnable: number }[] }).lines[0]!
    expect(line.returnable).toBe(2)
    // The tenders it was paid with come along, for the refund to go back onto (core RFD1).
    const paidWith = (returnable.body as { payments: { processor: string; amount: number }[] }).payments
    expect(paidWith.reduce((sum, payment) => sum + payment.amount, 0)).toBe(2000)
    expect(paidWith.every((payment) => typeof payment.processor === 'string')).toBe(true)

    const one = saleBody(place, [{ quantity: -1, price: 1000, itemId: 21, returnOf: line.sale_line_id }])
    expect((await post(one)).status).toBe(200)
    const after = await t.request('GET', `/api/proxy/sale/${saleId}/returnable.json`, {
      cookie: owner.cookie,
    })
    expect((after.body as { lines: { returnable: number; returned: number }[] }).lines[0]).toMatchObject({
      returnable: 1,
      returned: 1,
    })
    const before = await countSales()
    const two = saleBody(place, [{ quantity: -2, price: 1000, itemId: 21, returnOf: line.sale_line_id }])
    expect(await post(two)).toMatchObject({
      status: 400,
      body: { error: 'Those items have already been returned' },
    })
    expect(await countSales()).toBe(before)
    const stock = await t.database.db
      .selectFrom('stock_ledger')
      .select((eb) => eb.fn.sum<string | number>('quantity').as('q'))
      .where('company_id', '=', owner.companyId)
      .where('item_id', '=', 21)
      .executeTakeFirstOrThrow()
    expect(Number(stock.q)).toBe(-1)
  })

  it('should allow an unlinked return only for a sales person with unlinked returns', async () => {
    const make = async (unlinked: boolean) => {
      const staff = await t.request('POST', '/api/proxy/staff.json', {
        cookie: owner.cookie,
        body: { first_name: unlinked ? 'Can' : 'Cannot', unlinked_returns: unlinked },
      })
      return (staff.body as { staff: { id: number; display_name: string } }).staff
    }
    const cannot = await make(false)
    const can = await make(true)
    const refused = saleBody(place, [{ quantity: -1, price: 500 }], {
      employee: { id: String(cannot.id), display_name: cannot.display_name },
    })
    const lineCount = () => countCompanyRows(t, 'sale_lines', owner.companyId)
    const before = await countSales()
    const linesBefore = await lineCount()
    expect(await post(refused)).toMatchObject({
      status: 400,
      body: {
        error:
          'This sales person cannot return items without the original sale (unlinked returns are not enabled)',
      },
    })
    // Nothing of the refused sale is stored: no sale, no lines.
    expect(await countSales()).toBe(before)
    expect(await lineCount()).toBe(linesBefore)
    const allowed = saleBody(place, [{ quantity: -1, price: 500 }], {
      employee: { id: String(can.id), display_name: can.display_name },
    })
    const stored = await post(allowed)
    expect(stored.status).toBe(200)
    expect(await countSales()).toBe(before + 1)
    const sale = await t.request('GET', `/api/proxy/sale/${(stored.body as Posted).id}.json`, {
      cookie: owner.cookie,
    })
    expect((sale.body as { sale: { lines: { quantity: number }[] } }).sale.lines[0]?.quantity).toBe(-1)
  })
})

describe('shipping', () => {
  it('should store a sent sale with its shipping address and charge, and refuse one whose total leaves it out', async () => {
    const shipping = { price: 1100, tax_percent: 10, address: '4 Dock Rd, Fremantle WA 6160' }
    const body = saleBody(place, [{ quantity: 1, price: 2000 }])
    const payments = body.payments.map((payment) => ({ ...payment, amount: 3100 }))
    const lineTax = body.lines[0]!.total_tax
    const stored = await post({ ...body, shipping, payments })
    expect(stored.status).toBe(200)
    const sale = await t.request('GET', `/api/proxy/sale/${(stored.body as Posted).id}.json`, {
      cookie: owner.cookie,
    })
    expect(sale.body).toMatchObject({ sale: { shipping } })
    const row = await t.database.db
      .selectFrom('sales')
      .select(['total', 'total_tax'])
      .where('id', '=', (stored.body as Posted).id)
      .executeTakeFirstOrThrow()
    expect([Number(row.total), Number(row.total_tax)]).toEqual([3100, lineTax + 100])

    // Paid without the shipping: the payments do not cover the total, nothing is stored.
    const before = await countSales()
    const short = saleBody(place, [{ quantity: 1, price: 2000 }])
    expect((await post({ ...short, shipping })).status).toBe(400)
    expect(await countSales()).toBe(before)
  })
})

describe('sales history and receipts', () => {
  it('should filter by store and date, and email the receipt', async () => {
    const inRange = await t.request(
      'GET',
      `/api/proxy/sales.json?store_id=${place.store}&from=2000-01-01&to=2999-01-01`,
      {
        cookie: owner.cookie,
      },
    )
    expect((inRange.body as { total: number }).total).toBeGreaterThan(3)
    const none = await t.request('GET', '/api/proxy/sales.json?to=2000-01-01', { cookie: owner.cookie })
    expect(none.body).toMatchObject({ total: 0, sales: [] })
    const sent = await t.request('POST', `/api/proxy/sale/${ids.sale}/email.json`, {
      cookie: owner.cookie,
      body: { email: 'buyer@example.test' },
    })
    expect(sent).toMatchObject({ status: 200, body: { ok: true, to: 'buyer@example.test' } })
    const outbox = await t.request('GET', '/api/dev/outbox')
    const message = (outbox.body as { to: string; subject: string; text: string }[]).find(
      (m) => m.to === 'buyer@example.test',
    )
    expect(message?.text).toContain('TOTAL')
    const noCustomer = await t.request('POST', `/api/proxy/sale/${ids.sale}/email.json`, {
      cookie: owner.cookie,
      body: {},
    })
    expect(noCustomer.status).toBe(400)
  })

  it('should give a new company the default payment methods', async () => {
    const methods = await t.request('GET', '/api/proxy/paymentmethods.json', { cookie: owner.cookie })
    const list = (
      methods.body as {
        paymentmethods: {
          name: string
          system_type: string | null
          metadata: { pos: { rounding?: { value: number } } }
        }[]
      }
    ).paymentmethods
    expect(list.map((m) => m.name)).toEqual([
      'Cash',
      'Card',
      'Store Credit',
      'Gift Card',
      'Loyalty',
      'Rounding',
    ])
    expect(list[0]!.metadata.pos.rounding?.value).toBe(5)
    expect(list[5]!.system_type).toBe('rounding')
  })
})

describe('the session of a sale, once this server has looked it up', () => {
  /** A company with a register whose owner has posted a sale (so the server knows the session). */
  async function seller(name: string) {
    const who = await signUp(t, name)
    const at = await insertRegisterFixtures(t, who.cookie, name)
    const sell = () =>
      t.request('POST', '/api/proxy/sale.json', {
        cookie: who.cookie,
        body: saleBody({ store: at.store!, register: at.register!, method: at.method! }, [
          { quantity: 1, price: 1000 },
        ]),
      })
    expect((await sell()).status).toBe(200)
    const stored = () => countCompanyRows(t, 'sales', who.companyId)
    return { who, sell, stored }
  }

  it('should refuse the next sale at once after sign-out, and store nothing', async () => {
    const { who, sell, stored } = await seller('SignedOut')
    const before = await stored()
    expect((await t.request('POST', '/api/sessions/sign-out', { cookie: who.cookie })).status).toBe(200)
    expect((await sell()).status).toBe(401)
    expect(await stored()).toBe(before)
  })

  it('should refuse the next sale of a user disabled, or of a session expired, meanwhile', async () => {
    const disabled = await seller('DisabledMeanwhile')
    await t.database.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', disabled.who.userId)
      .execute()
    const before = await disabled.stored()
    expect((await disabled.sell()).status).toBe(401)
    expect(await disabled.stored()).toBe(before)

    const expired = await seller('ExpiredMeanwhile')
    await t.database.db
      .updateTable('sessions')
      .set({ expires: new Date(Date.now() - 1000) })
      .where('user_id', '=', expired.who.userId)
      .execute()
    expect((await expired.sell()).status).toBe(401)
  })

  it("should follow the group's rights at once: refused when taken away, stored when given back", async () => {
    const { who, sell, stored } = await seller('RightsMeanwhile')
    const { db } = t.database
    const group = await db
      .selectFrom('security_groups')
      .select(['rights'])
      .where('id', '=', who.groupId)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('security_groups')
      .set({ rights: JSON.stringify({ areas: {}, caches: [] }) })
      .where('id', '=', who.groupId)
      .execute()
    const before = await stored()
    expect((await sell()).status).toBe(403)
    expect(await stored()).toBe(before)
    await db
      .updateTable('security_groups')
      .set({ rights: JSON.stringify(group.rights) })
      .where('id', '=', who.groupId)
      .execute()
    expect((await sell()).status).toBe(200)
    expect(await stored()).toBe(before + 1)
  })
})
