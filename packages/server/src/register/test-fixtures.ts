import { AU_TAX, minor, taxIncluded } from '@pos/core'
import { type SignedUp, signUp, type TestApp } from '../test/test-app.ts'

/** The issue-6 tables, for the tenancy snapshot. */
export const REGISTER_TABLES = [
  'register_templates',
  'registers',
  'register_sessions',
  'petty_cash',
  'cash_drawer_openings',
  'payment_methods',
  'sale_lines',
  'sale_payments',
  'stock_ledger',
  'stock_on_hand',
] as const

async function call(t: TestApp, cookie: string, method: string, path: string, body?: unknown) {
  const response = await t.request(method, path, { cookie, ...(body === undefined ? {} : { body }) })
  if (response.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(response.body)}`)
  return response.body as Record<string, unknown>
}

/** Where a test's register sales happen: the store, its register and the Cash payment method. */
export type SalePlace = { store: number; register: number; method: number }

export type SaleLineInput = { quantity: number; price: number; itemId?: number; returnOf?: string }

let sales = 0

/** A posted sale's lines whose figures add up (AU GST included, no discounts). */
export function saleLines(lines: SaleLineInput[]) {
  return lines.map((line, i) => {
    const gross = line.quantity * line.price
    return {
      id: `line-${i + 1}`,
      item: { sku: `SKU-${line.itemId ?? 1}`, name: `Item ${line.itemId ?? 1}` },
      product: { name: `Product ${line.itemId ?? 1}` },
      item_id: String(line.itemId ?? 1),
      quantity: line.quantity,
      item_price: line.price,
      tax_percent: 10,
      item_discount: 0,
      item_loyalty: 0,
      total_tax: taxIncluded(minor(gross), 10, AU_TAX.mode),
      ...(line.returnOf ? { return_of_line_id: line.returnOf } : {}),
    }
  })
}

/** A posted sale whose figures add up (AU GST included, no discounts), paid in full with `methodId`. */
export function saleBody(ids: SalePlace, lines: SaleLineInput[], overrides: Record<string, unknown> = {}) {
  sales += 1
  const now = new Date().toISOString()
  const built = saleLines(lines)
  const total = built.reduce((sum, line) => sum + line.quantity * line.item_price, 0)
  return {
    id: `sale-${process.pid}-${Date.now()}-${sales}`,
    receipt_number: `R${ids.register}-${String(100000 + sales).padStart(6, '0')}`,
    created: now,
    currency: 'AUD',
    register_id: ids.register,
    store_id: ids.store,
    lines: built,
    payments:
      total === 0
        ? []
        : [
            {
              payment_method: String(ids.method),
              amount: total,
              processor: 'cash',
              name: 'Cash',
              processed: true,
              date: now,
            },
          ],
    ...overrides,
  }
}

/**
 * A store with a template and a register, the cash payment method, and one posted sale, for a company whose
 * owner has `cookie`. Every name carries `marker`. Ids by path segment: store, registertemplate, register,
 * sale; plus method (the Cash payment method).
 */
export async function insertRegisterFixtures(
  t: TestApp,
  cookie: string,
  marker: string,
  storeId?: number,
): Promise<Record<string, number>> {
  const store =
    storeId ??
    (
      (await call(t, cookie, 'POST', '/api/proxy/stores.json', { name: `${marker} store` })).store as {
        id: number
      }
    ).id
  const template = (
    (await call(t, cookie, 'POST', '/api/proxy/registertemplates.json', {
      name: `${marker} template`,
      receipt_header: `${marker} header`,
    })) as { registertemplate: { id: number } }
  ).registertemplate.id
  const register = (
    (await call(t, cookie, 'POST', `/api/proxy/store/${store}/registers.json`, {
      name: `${marker} register`,
      register_template_id: template,
    })) as { register: { id: number } }
  ).register.id
  const methods = (await call(t, cookie, 'GET', '/api/proxy/paymentmethods.json')) as {
    paymentmethods: { id: number; name: string }[]
  }
  const method = methods.paymentmethods.find((m) => m.name === 'Cash')!.id
  const posted = (await call(
    t,
    cookie,
    'POST',
    '/api/proxy/sale.json',
    saleBody({ store, register, method }, [{ quantity: 2, price: 1500 }]),
  )) as { id: number }
  return { store, registertemplate: template, register, sale: posted.id, method }
}

/** A company signed up as `name` with a store, register template and register of its own, named after it. */
export async function signUpWithRegister(
  t: TestApp,
  name: string,
): Promise<{ owner: SignedUp; ids: Record<string, number>; place: SalePlace }> {
  const owner = await signUp(t, name)
  const ids = await insertRegisterFixtures(t, owner.cookie, name)
  return { owner, ids, place: { store: ids.store!, register: ids.register!, method: ids.method! } }
}
