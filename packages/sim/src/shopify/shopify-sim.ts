import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  type Fault,
  faultOf,
  type RunningHttp,
  readJson,
  sendJson,
  sendJsonWith,
  serveHttp,
  takeFault,
} from '../http.ts'

/**
 * A simulated Shopify Admin REST API, version 2024-04 (partner-apis 1.1-1.6, 1.11): `X-Shopify-Access-Token`
 * (401 without it), products with variants (ids past 2^31, one inventory item per variant, money as text,
 * `inventory_quantity` read-only), inventory levels keyed by (item, location) with set/adjust/connect, orders named
 * from #1001, cursor pages in `Link` (`page_info`, limit at most 250), a leaky bucket with
 * `X-Shopify-Shop-Api-Call-Limit` and 429 `Retry-After: 2.0`, and faults from `POST /_sim/fault`.
 * Webhooks are not simulated yet.
 */
export type ShopifySimOptions = {
  port?: number
  token?: string
  /** Bucket size and leak rate (requests per second): Standard is 40 and 2. */
  bucket?: number
  leakPerSecond?: number
  locations?: number[]
}

type Json = Record<string, unknown>
type Variant = Json & { id: number; product_id: number; inventory_item_id: number; sku: string | null }
type Product = Json & { id: number; variants: Variant[]; updated_at: string }
type Order = Json & { id: number; updated_at: string }
type Level = { inventory_item_id: number; location_id: number; available: number | null; updated_at: string }

export type ShopifySim = RunningHttp & {
  products: Map<number, Product>
  orders: Map<number, Order>
  levels: Map<string, Level>
  /** Requests by method and path, newest last. */
  received: string[]
  addOrder(order: { email?: string; line_items: { sku: string; quantity: number; price: string }[] }): Order
}

const VERSION_PREFIX = '/admin/api/2024-04'

/** Ends a request handler that answered. */
const done = (_answered: unknown) => true

export async function startShopifySim(options: ShopifySimOptions = {}): Promise<ShopifySim> {
  const token = options.token ?? 'shpat_sim_token'
  const bucket = options.bucket ?? 40
  const leak = options.leakPerSecond ?? 2
  const locations = options.locations ?? [655441491]
  const products = new Map<number, Product>()
  const orders = new Map<number, Order>()
  const levels = new Map<string, Level>()
  const received: string[] = []
  const faults: Fault[] = []
  const cursors = new Map<string, { after: number; before: number }>()
  let nextId = 6_930_000_000_001
  let orderNumber = 1001
  let used = 0
  let leakedAt = Date.now()
  const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00')
  const id = () => nextId++
  const levelKey = (item: number, location: number) => `${item}:${location}`

  function fill(): boolean {
    const at = Date.now()
    used = Math.max(0, used - ((at - leakedAt) / 1000) * leak)
    leakedAt = at
    if (used + 1 > bucket) return false
    used += 1
    return true
  }
  const limitHeader = () => ({ 'x-shopify-shop-api-call-limit': `${Math.ceil(used)}/${bucket}` })
  const send = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => sendJsonWith(response, status, body, { ...limitHeader(), ...headers })
  const notFound = (response: ServerResponse) => send(response, 404, { errors: 'Not Found' })

  function variantOf(productId: number, input: Json, position: number, existing?: Variant): Variant {
    const variant: Variant = {
      ...(existing ?? {}),
      id: existing?.id ?? id(),
      product_id: productId,
      title: [input.option1, input.option2, input.option3].filter(Boolean).join(' / ') || 'Default Title',
      sku: (input.sku as string | null) ?? existing?.sku ?? null,
      barcode: (input.barcode as string | null) ?? null,
      price: String(input.price ?? existing?.price ?? '0.00'),
      compare_at_price: null,
      option1: input.option1 ?? null,
      option2: input.option2 ?? null,
      option3: input.option3 ?? null,
      position,
      grams: Number(input.grams ?? 0),
      inventory_item_id: existing?.inventory_item_id ?? id(),
      inventory_management: input.inventory_management ?? 'shopify',
      inventory_policy: input.inventory_policy ?? 'deny',
      updated_at: now(),
      created_at: (existing?.created_at as string) ?? now(),
    }
    variant.inventory_quantity = sumAvailable(variant.inventory_item_id)
    return variant
  }

  function sumAvailable(item: number): number {
    let total = 0
    for (const level of levels.values()) if (level.inventory_item_id === item) total += level.available ?? 0
    return total
  }

  function saveProduct(input: Json, existing?: Product): Product | { errors: Json } {
    const title = input.title ?? existing?.title
    if (typeof title !== 'string' || title.trim() === '') return { errors: { title: ["can't be blank"] } }
    const productId = existing?.id ?? id()
    const given = Array.isArray(input.variants) ? (input.variants as Json[]) : null
    const variants = given
      ? given.map((v, index) => {
          const before = existing?.variants.find((x) => x.id === v.id)
          return variantOf(productId, v, index + 1, before)
        })
      : (existing?.variants ?? [variantOf(productId, {}, 1)])
    const { variants: _v, id: _i, ...fields } = input
    const product: Product = {
      ...(existing ?? {}),
      ...fields,
      id: productId,
      title,
      handle: input.handle ?? existing?.handle ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      status: input.status ?? existing?.status ?? 'active',
      created_at: (existing?.created_at as string) ?? now(),
      updated_at: now(),
      variants,
    }
    products.set(productId, product)
    return product
  }

  /** One page of a list by id, with `Link` cursors (rel next / previous) as Shopify sends them. */
  function page<T extends { id: number }>(
    request: IncomingMessage,
    url: URL,
    all: T[],
  ): { rows: T[]; headers: Record<string, string> } | { error: string } {
    const limit = Number(url.searchParams.get('limit') ?? 50)
    if (!Number.isInteger(limit) || limit < 1 || limit > 250) return { error: 'limit must be 1 to 250' }
    let rows = [...all].sort((a, b) => a.id - b.id)
    const info = url.searchParams.get('page_info')
    if (info) {
      const cursor = cursors.get(info)
      if (!cursor) return { error: 'page_info is invalid' }
      rows = cursor.after ? rows.filter((r) => r.id > cursor.after) : rows.filter((r) => r.id < cursor.before)
    } else {
      const since = Number(url.searchParams.get('since_id') ?? 0)
      rows = rows.filter((r) => r.id > since)
      const handle = url.searchParams.get('handle')
      if (handle) rows = rows.filter((r) => (r as { handle?: unknown }).handle === handle)
      const ids = url.searchParams.get('ids')
      if (ids) {
        const wanted = new Set(ids.split(',').map(Number))
        rows = rows.filter((r) => wanted.has(r.id))
      }
    }
    const shown = rows.slice(0, limit)
    const links: string[] = []
    const base = `http://${request.headers.host}${url.pathname}`
    const last = shown.at(-1)
    if (last && rows.length > shown.length) {
      const token = Math.random().toString(36).slice(2)
      cursors.set(token, { after: last.id, before: 0 })
      links.push(`<${base}?limit=${limit}&page_info=${token}>; rel="next"`)
    }
    const first = shown[0]
    if (info && first) {
      const token = Math.random().toString(36).slice(2)
      cursors.set(token, { after: 0, before: first.id })
      links.push(`<${base}?limit=${limit}&page_info=${token}>; rel="previous"`)
    }
    return { rows: shown, headers: links.length > 0 ? { link: links.join(', ') } : {} }
  }

  function setLevel(item: number, location: number, available: number): Level {
    const level = { inventory_item_id: item, location_id: location, available, updated_at: now() }
    levels.set(levelKey(item, location), level)
    for (const product of products.values())
      for (const variant of product.variants)
        if (variant.inventory_item_id === item) variant.inventory_quantity = sumAvailable(item)
    return level
  }

  const knownItem = (item: number) =>
    [...products.values()].some((p) => p.variants.some((v) => v.inventory_item_id === item))

  function addOrder(input: {
    email?: string
    line_items: { sku: string; quantity: number; price: string }[]
  }) {
    const number = orderNumber++
    const lines = input.line_items.map((line) => {
      const variant = [...products.values()].flatMap((p) => p.variants).find((v) => v.sku === line.sku)
      return {
        id: id(),
        variant_id: variant?.id ?? null,
        product_id: variant?.product_id ?? null,
        sku: line.sku,
        title: variant ? String(products.get(variant.product_id)?.title ?? '') : line.sku,
        quantity: line.quantity,
        price: line.price,
        fulfillment_status: null,
      }
    })
    const total = lines.reduce((sum, l) => sum + Math.round(Number(l.price) * 100) * l.quantity, 0)
    const order: Order = {
      id: id(),
      name: `#${number}`,
      number: number - 1000,
      order_number: number,
      email: input.email ?? '',
      created_at: now(),
      updated_at: now(),
      processed_at: now(),
      currency: 'AUD',
      financial_status: 'paid',
      fulfillment_status: null,
      taxes_included: true,
      line_items: lines,
      total_price: (total / 100).toFixed(2),
      subtotal_price: (total / 100).toFixed(2),
      total_tax: '0.00',
      cancelled_at: null,
      closed_at: null,
    }
    orders.set(order.id, order)
    return order
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL, path: string) {
    const method = request.method ?? 'GET'
    let match = null as RegExpExecArray | null
    const found = (re: RegExp) => {
      match = re.exec(path)
      return match
    }
    if (method === 'GET' && path === '/products/count.json')
      return send(response, 200, { count: products.size })
    if (method === 'GET' && path === '/products.json') {
      const listed = page(request, url, [...products.values()])
      if ('error' in listed) return send(response, 400, { errors: listed.error })
      return send(response, 200, { products: listed.rows }, listed.headers)
    }
    if (method === 'POST' && path === '/products.json') {
      const body = (await readJson(request)) as { product?: Json }
      if (!body.product) return send(response, 400, { errors: { product: 'Required parameter missing' } })
      const saved = saveProduct(body.product)
      return 'errors' in saved ? send(response, 422, saved) : send(response, 201, { product: saved })
    }
    if (found(/^\/products\/(\d+)\.json$/)) {
      const product = products.get(Number(match?.[1] ?? ''))
      if (!product) return notFound(response)
      if (method === 'GET') return send(response, 200, { product })
      if (method === 'DELETE') {
        products.delete(product.id)
        return send(response, 200, {})
      }
      if (method === 'PUT') {
        const body = (await readJson(request)) as { product?: Json }
        const saved = saveProduct(body.product ?? {}, product)
        return 'errors' in saved ? send(response, 422, saved) : send(response, 200, { product: saved })
      }
    }
    if (method === 'GET' && found(/^\/variants\/(\d+)\.json$/)) {
      const variant = [...products.values()]
        .flatMap((p) => p.variants)
        .find((v) => v.id === Number(match?.[1]))
      return variant ? send(response, 200, { variant }) : notFound(response)
    }
    if (method === 'GET' && path === '/locations.json')
      return send(response, 200, {
        locations: locations.map((location, index) => ({
          id: location,
          name: `Location ${index + 1}`,
          active: true,
        })),
      })
    if (method === 'GET' && path === '/inventory_levels.json') {
      const items = (url.searchParams.get('inventory_item_ids') ?? '').split(',').filter(Boolean).map(Number)
      const at = (url.searchParams.get('location_ids') ?? '').split(',').filter(Boolean).map(Number)
      if (items.length === 0 && at.length === 0)
        return send(response, 422, { errors: 'inventory_item_ids or location_ids is required' })
      const rows = [...levels.values()].filter(
        (l) =>
          (items.length === 0 || items.includes(l.inventory_item_id)) &&
          (at.length === 0 || at.includes(l.location_id)),
      )
      return send(response, 200, { inventory_levels: rows })
    }
    if (method === 'POST' && /^\/inventory_levels\/(set|adjust|connect)\.json$/.test(path)) {
      const body = (await readJson(request)) as Json
      const item = Number(body.inventory_item_id)
      const location = Number(body.location_id)
      if (!Number.isSafeInteger(item) || !Number.isSafeInteger(location))
        return send(response, 422, { errors: ['inventory_item_id and location_id are required'] })
      if (!knownItem(item) || !locations.includes(location))
        return send(response, 422, { errors: ['Inventory item or location does not exist'] })
      const current = levels.get(levelKey(item, location))
      if (path.includes('/set')) {
        if (!Number.isInteger(body.available))
          return send(response, 422, { errors: { available: ['is required'] } })
        return send(response, 200, { inventory_level: setLevel(item, location, body.available as number) })
      }
      if (path.includes('/adjust')) {
        if (!Number.isInteger(body.available_adjustment))
          return send(response, 422, { errors: { available_adjustment: ['is required'] } })
        const next = (current?.available ?? 0) + (body.available_adjustment as number)
        return send(response, 200, { inventory_level: setLevel(item, location, next) })
      }
      return send(response, 201, { inventory_level: current ?? setLevel(item, location, 0) })
    }
    if (method === 'GET' && path === '/orders.json') {
      const status = url.searchParams.get('status') ?? 'open'
      const min = url.searchParams.get('updated_at_min')
      const all = [...orders.values()].filter(
        (o) =>
          (status === 'any' ||
            (status === 'open' ? o.closed_at === null && o.cancelled_at === null : false)) &&
          (!min || o.updated_at >= min),
      )
      const listed = page(request, url, all)
      if ('error' in listed) return send(response, 400, { errors: listed.error })
      return send(response, 200, { orders: listed.rows }, listed.headers)
    }
    if (method === 'GET' && found(/^\/orders\/(\d+)\.json$/)) {
      const order = orders.get(Number(match?.[1] ?? ''))
      return order ? send(response, 200, { order }) : notFound(response)
    }
    return notFound(response)
  }

  const running = await serveHttp(options.port ?? 0, async (request, response, url) => {
    const path = url.pathname
    if (path === '/_sim/fault' && request.method === 'POST') {
      const fault = faultOf(await readJson(request))
      if (!fault) return done(sendJson(response, 400, { error: 'status 400-599 and count 1-100' }))
      faults.push(fault)
      return done(sendJson(response, 200, { faults }))
    }
    if (path === '/_sim/orders' && request.method === 'POST') {
      const body = (await readJson(request)) as Parameters<ShopifySim['addOrder']>[0]
      return done(sendJson(response, 201, { order: addOrder(body) }))
    }
    if (path === '/_sim/state' || path === '/') {
      return done(
        sendJson(response, 200, {
          products: products.size,
          variants: [...products.values()].reduce((n, p) => n + p.variants.length, 0),
          levels: [...levels.values()],
          orders: orders.size,
          received: received.slice(-50),
        }),
      )
    }
    if (!path.startsWith(VERSION_PREFIX)) return done(sendJson(response, 404, { errors: 'Not Found' }))
    received.push(`${request.method} ${path}`)
    if (request.headers['x-shopify-access-token'] !== token)
      return done(
        sendJson(response, 401, {
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        }),
      )
    const fault = takeFault(faults)
    if (fault?.status === 429)
      return done(
        send(
          response,
          429,
          {
            errors:
              'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
          },
          { 'retry-after': fault.retry_after ?? '2.0' },
        ),
      )
    if (fault) return done(sendJsonWith(response, fault.status, undefined, {}))
    if (!fill())
      return done(
        send(
          response,
          429,
          {
            errors:
              'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
          },
          { 'retry-after': '2.0' },
        ),
      )
    await api(request, response, url, path.slice(VERSION_PREFIX.length))
    return true
  })
  return { ...running, products, orders, levels, received, addOrder }
}
