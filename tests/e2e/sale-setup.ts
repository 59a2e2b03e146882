// Test support for the sale screen: a company made through the API with a store, an open register, a
// sales person, products with barcodes, a customer, a gift card and the promotion SUMMER20.
import { PromotionSchema, parsePayload } from '@pos/core'
import type { Page } from 'playwright-core'
import type { Harness } from './harness.ts'
import { signIn, uniqueEmail } from './pages.ts'

export type SaleShop = {
  email: string
  cookie: string
  registerId: number
  tee: { barcode: string; name: string }
  bag: { sku: string; name: string }
  mug: { barcode: string; name: string }
  giftCard: string
}

async function call<T>(harness: Harness, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${harness.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return { body: (await response.json()) as T, response }
}

export function apiOf(harness: Harness, cookie: string) {
  return <T>(method: string, path: string, body?: unknown) =>
    call<T>(harness, cookie, method, path, body).then((answer) => answer.body)
}

export async function saleShop(harness: Harness): Promise<SaleShop> {
  const email = uniqueEmail('sale')
  await call(harness, '', 'POST', '/api/sessions/register', {
    company_name: 'Harbour Goods',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    currency: 'AUD',
  })
  const code = await harness.nextCode(email)
  const verified = await call(harness, '', 'POST', '/api/sessions/register/verify', { email, code })
  const cookie = /pos_session=[^;]+/.exec(verified.response.headers.get('set-cookie') ?? '')?.[0] ?? ''
  const api = apiOf(harness, cookie)
  const product = (name: string, style: string, price: number, barcode: string, tags: string[] = []) =>
    api('POST', '/api/proxy/products.json', {
      name,
      style,
      tags,
      retail_price: price,
      items: [{ sku: style, barcode }],
    })
  await product('Summer tee', 'TEE-1', 2999, '9300000000011', ['summer'])
  await product('Canvas bag', 'BAG-2', 1002, '9300000000028')
  await product('Stoneware mug', 'MUG-3', 1850, '9300000000035')
  await api('POST', '/api/proxy/staff.json', { first_name: 'Grace', last_name: 'Hopper', pos_code: '4242' })
  await api('POST', '/api/proxy/customers.json', {
    first_name: 'Mia',
    last_name: 'Chen',
    email: `mia.${email}`,
  })
  const reason = await api<{ reason: { id: number } }>('POST', '/api/proxy/reasons.json', {
    kind: 'gift_card',
    name: 'Promotional card',
  })
  const card = await api<{ giftcard: { serial: string } }>('POST', '/api/proxy/giftcards.json', {
    value: 2000,
    reason_id: reason.reason.id,
  })
  const store = await api<{ store: { id: number } }>('POST', '/api/proxy/stores.json', { name: 'Harbour St' })
  const register = await api<{ register: { id: number } }>(
    'POST',
    `/api/proxy/store/${store.store.id}/registers.json`,
    { name: 'Front counter' },
  )
  const { db } = harness.server.database
  await db.updateTable('users').set({ store_id: store.store.id }).where('email', '=', email).execute()
  const company = await db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  // Promotions have no screen yet (the demo seed writes them): SUMMER20 takes 20% off summer products.
  const promotion = parsePayload(PromotionSchema, {
    id: '0',
    name: 'Summer code SUMMER20',
    discount: 20,
    discount_type: 'percentage',
    code: 'SUMMER20',
    product_tags: ['summer'],
  })
  if (!promotion.ok) throw new Error(String(promotion.error))
  const { id: _id, name, from_date, to_date, ...data } = promotion.value
  await db
    .insertInto('promotions')
    .values({ company_id: company.company_id, name, from_date, to_date, data: JSON.stringify(data) } as never)
    .execute()
  await api('POST', `/api/proxy/register/${register.register.id}/open.json`, { float: 20000 })
  return {
    email,
    cookie,
    registerId: register.register.id,
    tee: { barcode: '9300000000011', name: 'Summer tee' },
    bag: { sku: 'BAG-2', name: 'Canvas bag' },
    mug: { barcode: '9300000000035', name: 'Stoneware mug' },
    giftCard: card.giftcard.serial,
  }
}

/** Signs in, makes this browser the shop's register, and opens the sale screen once offline data is in. */
export async function openSaleScreen(harness: Harness, page: Page, shop: SaleShop): Promise<void> {
  await page.goto('/sessions/sign-in')
  await signIn(harness, page, shop.email)
  await page.waitForURL('**/dashboard')
  await page.evaluate((id) => window.localStorage.setItem('pos.register_id', String(id)), shop.registerId)
  await page.getByRole('button', { name: 'Offline data: Offline data ready' }).waitFor({ timeout: 60_000 })
  await page.goto('/register/sale')
  await page.getByLabel('POS code').fill('4242')
  await page.keyboard.press('Enter')
  await page.getByText('Served by Grace H.').waitFor()
}
