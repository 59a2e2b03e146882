import { REGISTER_MESSAGES, SALE_BATCH_LIMIT } from '@pos/core'
import { describe, expect, it } from 'vitest'
import { type SalePlace, saleBody, signUpWithRegister } from '../register/test-fixtures.ts'
import type { SignedUp, TestApp } from '../test/test-app.ts'
import { withTestApp } from '../test/test-file.ts'

let t: TestApp
let owner: SignedUp
let place: SalePlace

withTestApp(async (app) => {
  t = app
  ;({ owner, place } = await signUpWithRegister(t, 'Batch'))
})

const batch = (sales: unknown, cookie = owner.cookie) =>
  t.request('POST', '/api/proxy/sales/batch.json', { cookie, body: { sales } })

type Results = { results: ({ id: number; replayed: boolean } | { error: string; field?: string })[] }

async function storedOf(companyId: number) {
  const rows = await t.database.db
    .selectFrom('sales')
    .select(['id', 'client_id'])
    .where('company_id', '=', companyId)
    .execute()
  return new Map(rows.map((row) => [row.client_id, Number(row.id)]))
}

describe('posting queued sales as a batch', () => {
  it('should store each sale in order and answer each on its own, refusing only the bad ones', async () => {
    const first = saleBody(place, [{ quantity: 2, price: 1000, itemId: 11 }])
    const noLines = { ...saleBody(place, [{ quantity: 1, price: 500 }]), lines: [] }
    const otherMethod = saleBody(place, [{ quantity: 1, price: 700 }], {
      payments: [
        {
          payment_method: '2147483000',
          amount: 700,
          processor: 'cash',
          name: 'Cash',
          processed: true,
          date: new Date().toISOString(),
        },
      ],
    })
    const last = saleBody(place, [{ quantity: 1, price: 300, itemId: 12 }])
    const response = await batch([first, noLines, otherMethod, last])
    expect(response.status).toBe(200)
    const { results } = response.body as Results
    expect(results).toHaveLength(4)
    expect(results[1]).toEqual({ error: 'A sale needs at least one line', field: 'lines' })
    expect(results[2]).toEqual({ error: REGISTER_MESSAGES.incorrectPaymentMethod })
    const stored = await storedOf(owner.companyId)
    expect(results[0]).toEqual({ id: stored.get(first.id), replayed: false })
    expect(results[3]).toEqual({ id: stored.get(last.id), replayed: false })
    expect(stored.has(noLines.id)).toBe(false)
    expect(stored.has(otherMethod.id)).toBe(false)
    // In the order sent: the first sale's row is the older one.
    expect(stored.get(first.id)!).toBeLessThan(stored.get(last.id)!)

    // The same batch again (its answer was lost): nothing is stored twice, each stored sale answers its id.
    const again = (await batch([first, noLines, otherMethod, last])).body as Results
    expect(again.results[0]).toEqual({ id: stored.get(first.id), replayed: true })
    expect(again.results[3]).toEqual({ id: stored.get(last.id), replayed: true })
    expect((await storedOf(owner.companyId)).size).toBe(stored.size)
  })

  it('should answer a sale the single POST stored as a repeat, and store what that POST then repeats as one', async () => {
    const sale = saleBody(place, [{ quantity: 1, price: 1200 }])
    const single = await t.request('POST', '/api/proxy/sale.json', { cookie: owner.cookie, body: sale })
    expect(single.status).toBe(200)
    const { results } = (await batch([sale])).body as Results
    expect(results).toEqual([{ id: (single.body as { id: number }).id, replayed: true }])
  })

  it('should refuse a batch that is not a list of 1 to the limit of sales, and store nothing', async () => {
    const before = (await storedOf(owner.companyId)).size
    const cases: [unknown, string][] = [
      [[], 'A batch needs at least one sale'],
      ['sales', 'Expected a list of sales'],
      [
        Array.from({ length: SALE_BATCH_LIMIT + 1 }, () => saleBody(place, [{ quantity: 1, price: 100 }])),
        `A batch has at most ${SALE_BATCH_LIMIT} sales`,
      ],
    ]
    for (const [sales, error] of cases) {
      const response = await batch(sales)
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ error, field: 'sales' })
    }
    expect((await storedOf(owner.companyId)).size).toBe(before)
  })

  it('should refuse a signed-out register the whole batch, and store none of it', async () => {
    const seller = await signUpWithRegister(t, 'BatchSignedOut')
    const sale = () => saleBody(seller.place, [{ quantity: 1, price: 900 }])
    // The server has looked the session up (a sale posted), so the batch's own statement checks it.
    expect((await batch([sale()], seller.owner.cookie)).status).toBe(200)
    const before = (await storedOf(seller.owner.companyId)).size
    expect((await t.request('POST', '/api/sessions/sign-out', { cookie: seller.owner.cookie })).status).toBe(
      200,
    )
    expect((await batch([sale(), sale()], seller.owner.cookie)).status).toBe(401)
    expect((await storedOf(seller.owner.companyId)).size).toBe(before)
  })
})
