import { describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES } from '../http/body-limit.ts'
import { type SalePlace, saleBody, signUpWithRegister } from '../register/test-fixtures.ts'
import { countCompanyRows } from '../test/company-rows.ts'
import type { SignedUp, TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

/** The inputs that reached PostgreSQL or core's arithmetic before issue 17: each is a 400 naming the field. */
let t: TestApp
let owner: SignedUp
let place: SalePlace

withTestApp(async (app) => {
  t = app
  ;({ owner, place } = await signUpWithRegister(t, 'Hostile'))
})

const salesCount = () => countCompanyRows(t, 'sales', owner.companyId)

type Sale = ReturnType<typeof saleBody>
type Change = (sale: Sale) => Record<string, unknown>
const withSale =
  (change: Record<string, unknown>): Change =>
  () =>
    change
const withLine =
  (change: Record<string, unknown>): Change =>
  (sale) => ({ lines: [{ ...sale.lines[0], ...change }] })
const withPayment =
  (change: Record<string, unknown>): Change =>
  (sale) => ({ payments: [{ ...sale.payments[0], ...change }] })

describe('hostile sale input', () => {
  it.each([
    ['a NUL in the receipt number', withSale({ receipt_number: 'R\u00001' }), 'receipt number'],
    ['a NUL in the currency', withSale({ currency: 'A\u0000D' }), 'currency'],
    [
      'a lone surrogate in a line name',
      withLine({ item: { sku: 'S', name: 'x\ud800' } }),
      'lines 0 item name',
    ],
    ['a NUL in a payment name', withPayment({ name: 'Ca\u0000sh' }), 'payments 0 name'],
    ['a NUL in a metadata key', withSale({ metadata: { 'a\u0000': 1 } }), 'metadata a'],
    ['a tax rate of 1881922796', withLine({ tax_percent: 1_881_922_796 }), 'A tax rate cannot be over 100'],
    ['a tax rate of 1e20', withLine({ tax_percent: 1e20 }), 'A tax rate cannot be over 100'],
    ['a quantity of 2147483648', withLine({ quantity: 2_147_483_648 }), 'A quantity is at most'],
    [
      'a line of 10^12 cents',
      withLine({ quantity: 1000, item_price: 1_000_000_000 }),
      'at most 90,000,000.00',
    ],
    ['payment method 2147483648', withPayment({ payment_method: '2147483648' }), 'Incorrect Payment Method'],
  ])('should refuse %s with 400 and store nothing', async (_, change: Change, words) => {
    const before = await salesCount()
    const sale = saleBody(place, [{ quantity: 1, price: 1000 }])
    const body = { ...sale, ...change(sale) }
    const response = await t.request('POST', '/api/proxy/sale.json', { cookie: owner.cookie, body })
    expect(
      response.status,
      JSON.stringify(response.body) +
        t.logs
          .filter((l) => l.includes('"level":50'))
          .join('\n')
          .slice(0, 3000),
    ).toBe(400)
    expect((response.body as { error: string }).error).toContain(words)
    expect(await salesCount()).toBe(before)
  })

  it.each([
    ['/api/proxy/customers.json', { first_name: 'a\u0000b', last_name: 'C' }, 'first name'],
    ['/api/proxy/stores.json', { name: 'Store\u0000' }, 'name'],
    ['/api/proxy/groups.json', { name: 'G', rights: { pages: ['\ud800'], caches: [] } }, 'rights pages 0'],
  ])('should refuse text that cannot be saved on %s', async (path, body, field) => {
    const response = await t.request('POST', path, { cookie: owner.cookie, body })
    expect(response).toMatchObject({
      status: 400,
      body: { error: `Please check ${field}: it contains a character that cannot be saved` },
    })
  })

  it('should refuse such text in a query string too', async () => {
    const response = await t.request('GET', '/api/proxy/sales.json?receipt_number=R%001', {
      cookie: owner.cookie,
    })
    expect(response.status).toBe(400)
  })
})

describe('a request body over the limit', () => {
  const huge = (bytes: number) => ({ note: 'x'.repeat(bytes) })

  it('should be refused with 413 before it is read, signed in or not, and store nothing', async () => {
    const before = await salesCount()
    const sale = { ...saleBody(place, [{ quantity: 1, price: 1000 }]), ...huge(MAX_BODY_BYTES) }
    const posted = await t.request('POST', '/api/proxy/sale.json', { cookie: owner.cookie, body: sale })
    expect(posted.status).toBe(413)
    expect(posted.body).toEqual({
      error: 'The request is too large: please send less at once',
      code: 'too_large',
    })
    const batch = await t.request('POST', '/api/proxy/sales/batch.json', {
      cookie: owner.cookie,
      body: { sales: [sale] },
    })
    expect(batch.status).toBe(413)
    expect((await t.request('POST', '/api/sessions/sign-in', { body: huge(MAX_BODY_BYTES) })).status).toBe(
      413,
    )
    expect(await salesCount()).toBe(before)
  })

  it('should refuse a body whose stated length is over the limit without reading it', async () => {
    const answer = await t.request('POST', '/api/proxy/sale.json', {
      cookie: owner.cookie,
      body: saleBody(place, [{ quantity: 1, price: 1000 }]),
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    })
    expect(answer.status).toBe(413)
  })

  it('should let a bulk import carry more, up to its own limit', async () => {
    const answer = await t.request('POST', '/api/proxy/imports.json', {
      cookie: owner.cookie,
      body: { kind: 'no such kind', ...huge(MAX_BODY_BYTES + 1024) },
    })
    expect(answer.status).toBe(400)
    const over = await t.request('POST', '/api/proxy/imports.json', {
      cookie: owner.cookie,
      body: huge(MAX_IMPORT_BODY_BYTES),
    })
    expect(over.status).toBe(413)
  })
})
