import {
  PARTNER_MESSAGES,
  type ProductForPartner,
  partnerUnavailable,
  type ShopifyOrderSummary,
  shopifyBase,
  shopifyOrderSummary,
  shopifyProductBody,
} from '@pos/core'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/open-database.ts'
import { findLinks, recordActivity, saveLink } from './activity.ts'
import { callPartner, type PartnerAnswer, type PartnerCall } from './partner-http.ts'
import { loadPartner, secretsSet } from './partner-settings.ts'

/**
 * The Shopify Admin REST client (partner-apis 1, version from the settings, 2024-04 by default) and the syncs:
 * products with their items and retail price pushed as products with variants, stock on hand set per variant at the
 * shop's location, and orders pulled. Every sync is idempotent: products and variants are linked to their Shopify ids
 * (and a product Shopify already has under our handle is adopted, not made twice); orders are keyed by their id.
 */
export type Outcome = { ok: boolean; message: string; count?: number }

type Connection = { call(path: string, call?: PartnerCall): Promise<PartnerAnswer>; locationId: string }

/** Under this many free calls in the bucket, pause before the next request instead of running into 429s. */
const BUCKET_MARGIN = 3
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function connect(
  database: DatabaseHandle,
  companyId: number,
): Promise<{ ok: true; connection: Connection } | { ok: false; message: string }> {
  const stored = await loadPartner(database, companyId, 'shopify')
  const problem = partnerUnavailable('shopify', stored.settings, secretsSet('shopify', stored.secrets))
  if (problem) return { ok: false, message: problem }
  const base = shopifyBase(stored.settings)
  const token = stored.secrets.access_token ?? ''
  return {
    ok: true,
    connection: {
      locationId: stored.settings.location_id,
      async call(path, call = {}) {
        const url = path.startsWith('http') ? path : `${base}${path}`
        const answer = await callPartner(url, {
          ...call,
          headers: { 'x-shopify-access-token': token, ...call.headers },
        })
        // Leaky bucket (partner-apis 1.6): "used/size" on every answer; near full, let it drain a little.
        const [used, size] = (answer.headers.get('x-shopify-shop-api-call-limit') ?? '')
          .split('/')
          .map(Number)
        if (used !== undefined && size !== undefined && size - used < BUCKET_MARGIN) await sleep(500)
        return answer
      },
    },
  }
}

/** "Test connection": counts the shop's products (any Admin API token may read them). */
export async function testShopify(database: DatabaseHandle, companyId: number): Promise<Outcome> {
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const answer = await connected.connection.call('/products/count.json', { idempotent: true })
  const outcome = answer.ok
    ? {
        ok: true,
        message: `Connected: the shop has ${(answer.body as { count?: number }).count ?? 0} products`,
      }
    : { ok: false, message: answer.problem }
  await recordActivity(database, companyId, 'shopify', 'test', outcome.ok, outcome.message)
  return outcome
}

async function productsForShopify(database: DatabaseHandle, companyId: number, ids?: readonly number[]) {
  let query = database.db
    .selectFrom('products')
    .select(['id', 'style', 'name', 'description', 'vendor', 'type', 'tags', 'option_names', 'weight_grams'])
    .where('company_id', '=', companyId)
    .where('view', '=', '')
    .orderBy('id')
    .limit(5_000)
  if (ids) query = query.where('id', 'in', ids.length > 0 ? [...ids] : [0])
  const products = await query.execute()
  if (products.length === 0) return []
  const productIds = products.map((p) => p.id)
  const items = await database.db
    .selectFrom('items')
    .select(['id', 'product_id', 'sku', 'barcode', 'option1', 'option2', 'option3'])
    .where('company_id', '=', companyId)
    .where('product_id', 'in', productIds)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const prices = await database.db
    .selectFrom('prices')
    .select(['product_id', 'price'])
    .where('company_id', '=', companyId)
    .where('product_id', 'in', productIds)
    .where('item_id', 'is', null)
    .where('price_list_id', 'is', null)
    .where('start_date', 'is', null)
    .where('end_date', 'is', null)
    .execute()
  const priceOf = new Map(prices.map((p) => [String(p.product_id), Number(p.price)]))
  return products.map(
    (p): ProductForPartner => ({
      id: Number(p.id),
      style: p.style,
      name: p.name,
      description: p.description,
      vendor: p.vendor,
      type: p.type,
      tags: p.tags as string[],
      option_names: p.option_names as string[],
      weight_grams: p.weight_grams,
      price: priceOf.get(String(p.id)) ?? 0,
      items: items
        .filter((i) => String(i.product_id) === String(p.id))
        .map((i) => ({ ...i, id: Number(i.id) })),
    }),
  )
}

type ShopifyProduct = {
  id: number
  handle?: string
  variants?: { id: number; sku: string | null; inventory_item_id: number }[]
}

async function pushOne(
  database: DatabaseHandle,
  companyId: number,
  connection: Connection,
  product: ProductForPartner,
): Promise<string | null> {
  const productLinks = await findLinks(database, companyId, 'shopify', 'product', [String(product.id)])
  const variantLinks = await findLinks(
    database,
    companyId,
    'shopify',
    'variant',
    product.items.map((i) => String(i.id)),
  )
  const known = new Map([...variantLinks].map(([item, link]) => [Number(item), Number(link.remote_id)]))
  const body = shopifyProductBody(product, known)
  let remoteId = productLinks.get(String(product.id))?.remote_id
  if (!remoteId && body.product.handle) {
    // Not linked yet: a run that stopped after Shopify made the product left it under our handle.
    const found = await connection.call(
      `/products.json?handle=${encodeURIComponent(body.product.handle)}&limit=1`,
      {
        idempotent: true,
      },
    )
    const existing = found.ok ? (found.body as { products?: ShopifyProduct[] }).products?.[0] : undefined
    if (existing) {
      remoteId = String(existing.id)
      for (const variant of body.product.variants) {
        const match = existing.variants?.find((v) => v.sku === variant.sku)
        if (match) Object.assign(variant, { id: match.id })
      }
    }
  }
  const answer = remoteId
    ? await connection.call(`/products/${remoteId}.json`, {
        method: 'PUT',
        body: { product: { id: Number(remoteId), ...body.product } },
        idempotent: true,
      })
    : await connection.call('/products.json', { method: 'POST', body })
  if (answer.status === 404 && remoteId) {
    // Deleted in Shopify: forget the link; the next run makes it again.
    await database.db
      .deleteFrom('partner_links')
      .where('company_id', '=', companyId)
      .where('partner', '=', 'shopify')
      .where('kind', '=', 'product')
      .where('local_key', '=', String(product.id))
      .execute()
    return `${product.style}: ${answer.problem}`
  }
  if (!answer.ok) return `${product.style}: ${answer.problem}`
  const saved = (answer.body as { product: ShopifyProduct }).product
  await saveLink(database, companyId, 'shopify', 'product', String(product.id), String(saved.id), {
    style: product.style,
  })
  for (const variant of saved.variants ?? []) {
    const item = product.items.find((i) => i.sku === variant.sku)
    if (item)
      await saveLink(database, companyId, 'shopify', 'variant', String(item.id), String(variant.id), {
        inventory_item_id: String(variant.inventory_item_id),
        sku: item.sku,
      })
  }
  return null
}

/** Pushes products (all of the company's, or these) with their items and retail price. */
export async function pushProducts(
  database: DatabaseHandle,
  companyId: number,
  ids?: readonly number[],
): Promise<Outcome> {
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const products = await productsForShopify(database, companyId, ids)
  if (ids && products.length === 0) return { ok: false, message: 'No such product' }
  const problems: string[] = []
  for (const product of products) {
    const problem = await pushOne(database, companyId, connected.connection, product)
    if (problem) problems.push(problem)
  }
  const pushed = products.length - problems.length
  const outcome = {
    ok: problems.length === 0,
    message:
      problems.length === 0
        ? `${pushed} product${pushed === 1 ? '' : 's'} sent to Shopify`
        : `${pushed} sent, ${problems.length} refused: ${problems.slice(0, 3).join('; ')}`,
    count: pushed,
  }
  await recordActivity(database, companyId, 'shopify', 'products', outcome.ok, outcome.message)
  return outcome
}

/** Sets each linked variant's available quantity at the shop's location to our stock on hand (all warehouses). */
export async function pushStock(database: DatabaseHandle, companyId: number): Promise<Outcome> {
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  if (!connected.connection.locationId)
    return { ok: false, message: 'Please enter the Shopify location id in the settings' }
  const variants = await database.db
    .selectFrom('partner_links')
    .select(['local_key', 'data'])
    .where('company_id', '=', companyId)
    .where('partner', '=', 'shopify')
    .where('kind', '=', 'variant')
    .execute()
  if (variants.length === 0) return { ok: false, message: 'Send the products to Shopify first' }
  const onHand = await database.db
    .selectFrom('stock_on_hand')
    .select(['item_id', sql<string>`sum(quantity)`.as('quantity')])
    .where('company_id', '=', companyId)
    .where(
      'item_id',
      'in',
      variants.map((v) => Number(v.local_key)),
    )
    .groupBy('item_id')
    .execute()
  const quantity = new Map(onHand.map((row) => [String(row.item_id), Number(row.quantity)]))
  let set = 0
  const problems: string[] = []
  for (const variant of variants) {
    // Set is an absolute value, so a repeat (or a retry) is harmless (partner-apis 5).
    const answer = await connected.connection.call('/inventory_levels/set.json', {
      method: 'POST',
      idempotent: true,
      body: {
        location_id: Number(connected.connection.locationId),
        inventory_item_id: Number(variant.data.inventory_item_id),
        available: quantity.get(variant.local_key) ?? 0,
      },
    })
    if (answer.ok) set += 1
    else problems.push(`${String(variant.data.sku ?? variant.local_key)}: ${answer.problem}`)
  }
  const outcome = {
    ok: problems.length === 0,
    message:
      problems.length === 0
        ? `Stock levels of ${set} items set in Shopify`
        : `${set} set, ${problems.length} refused: ${problems.slice(0, 3).join('; ')}`,
    count: set,
  }
  await recordActivity(database, companyId, 'shopify', 'stock', outcome.ok, outcome.message)
  return outcome
}

function nextLink(link: string | null): string | null {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="next"/.exec(part)
    if (match?.[1]) return match[1]
  }
  return null
}

async function keepOrder(database: DatabaseHandle, companyId: number, order: ShopifyOrderSummary) {
  await saveLink(
    database,
    companyId,
    'shopify',
    'order',
    order.id,
    order.name,
    order as unknown as Record<string, unknown>,
  )
}

/** Pulls orders page by page (the `Link` cursor); each is kept once by its Shopify id, updated on a later pull. */
export async function pullOrders(database: DatabaseHandle, companyId: number): Promise<Outcome> {
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  let url: string | null = '/orders.json?status=any&limit=250'
  let count = 0
  let pages = 0
  while (url && pages < 400) {
    pages += 1
    const answer = await connected.connection.call(url, { idempotent: true })
    if (!answer.ok) {
      const message = `${count} orders pulled, then: ${answer.problem}`
      await recordActivity(database, companyId, 'shopify', 'orders', false, message)
      return { ok: false, message, count }
    }
    for (const raw of (answer.body as { orders?: unknown[] }).orders ?? []) {
      const order = shopifyOrderSummary(raw)
      if (order) {
        await keepOrder(database, companyId, order)
        count += 1
      }
    }
    url = nextLink(answer.headers.get('link'))
  }
  const message = `${count} order${count === 1 ? '' : 's'} pulled from Shopify`
  await recordActivity(database, companyId, 'shopify', 'orders', true, message)
  return { ok: true, message, count }
}

/** A digits-only id as the manual sync takes it, or undefined. */
export function shopifyIdOf(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return /^\d{1,20}$/.test(text) && Number(text) > 0 ? text : undefined
}

/** The manual sync of one order by its Shopify id ('Order ID is required' without one). */
export async function syncOrder(
  database: DatabaseHandle,
  companyId: number,
  orderId: unknown,
): Promise<Outcome> {
  const id = shopifyIdOf(orderId)
  if (!id) return { ok: false, message: PARTNER_MESSAGES.orderIdRequired }
  const connected = await connect(database, companyId)
  if (!connected.ok) return connected
  const answer = await connected.connection.call(`/orders/${id}.json`, { idempotent: true })
  const order = answer.ok ? shopifyOrderSummary((answer.body as { order?: unknown }).order) : null
  if (!order) {
    const message = `Order ${id}: ${answer.problem || 'not an order'}`
    await recordActivity(database, companyId, 'shopify', 'order', false, message)
    return { ok: false, message }
  }
  await keepOrder(database, companyId, order)
  const message = `Order ${order.name} pulled from Shopify`
  await recordActivity(database, companyId, 'shopify', 'order', true, message)
  return { ok: true, message, count: 1 }
}

/** The manual sync of one product by our product id ('Product ID is required' without one). */
export async function syncProduct(
  database: DatabaseHandle,
  companyId: number,
  productId: unknown,
): Promise<Outcome> {
  const id = shopifyIdOf(productId)
  if (!id || Number(id) > Number.MAX_SAFE_INTEGER)
    return { ok: false, message: PARTNER_MESSAGES.productIdRequired }
  return pushProducts(database, companyId, [Number(id)])
}
