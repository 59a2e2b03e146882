// Test support: the catalog's sync endpoints (spec 7) answered from memory, for property tests that sync many
// generated catalogs and edits in a second (a real server per case would take minutes). Same paths, paging
// (`limit`, `since_id`, `sort_field=id`), `updated_min`, `deleted_min`, list keys and `Date` header as the server.

import {
  frameParts,
  keysFrame,
  registerPriceKeys,
  registerPriceOf,
  registerPriceText,
  registerProductKeys,
  registerProductOf,
  registerProductText,
} from '@pos/core'
import * as Y from 'yjs'

type Row = Record<string, unknown>

/**
 * How the bootstrap endpoints answer: not there (an older server), served, a 500, cut off half-way, or served
 * without the parts' keys (a body of another format).
 */
export type BootstrapMode = 'missing' | 'served' | 'error' | 'broken' | 'keyless'

type Framed = { body: Uint8Array; keyless: Uint8Array; parts: number }
type Bootstrap = {
  taken: number
  since: number
  product: Framed
  price: Framed
  products: number
  prices: number
}

/** Records per part of the fake's bootstraps: small, so a download cut off half-way has applied some. */
const PART_RECORDS = 2

export type FakeItem = { id: string; barcode: string; sku: string; option1: string }
export type FakeProduct = { id: string; name: string; style: string; items: FakeItem[] }
export type FakePrice = {
  id: string
  product_id: string | null
  item_id: string | null
  price: number
  start_date: string | null
  end_date: string | null
}

type Stamped<T> = { value: T; updated: number }

export class FakeCatalog {
  /** The server's clock (ms); every write moves it on by a second. */
  clock = Date.parse('2026-11-21T09:00:00Z')
  private readonly products = new Map<string, Stamped<FakeProduct>>()
  private readonly prices = new Map<string, Stamped<FakePrice>>()
  /** The bootstrap as `freezeBootstrap` took it; edits after it reach a register as deltas. */
  private bootstrap: Bootstrap | null = null
  bootstrapMode: BootstrapMode = 'missing'
  /** Whether the bootstrap says where its deltas start (`x-catalog-since`), as the server does (an older one does not). */
  sinceStated = true
  /** Paths asked for, in order. */
  readonly asked: string[] = []
  private readonly deleted = {
    products: [] as { id: string; deleted: number }[],
    items: [] as { id: string; deleted: number; product_id: string }[],
    prices: [] as { id: string; deleted: number }[],
  }

  /**
   * The start of a writing transaction begun (`begin`) and not yet committed (`commit`), which other sessions'
   * writes pass meanwhile: as in the database, the writes made in it (`inTransaction`) carry its start as
   * `updated` (`deleted`), however late they are made.
   */
  private writer: number | null = null
  private writing = false

  begin(): void {
    this.clock += 1000
    this.writer = this.clock
  }

  inTransaction(write: () => void): void {
    this.writing = true
    try {
      write()
    } finally {
      this.writing = false
    }
  }

  commit(): void {
    this.writer = null
  }

  /** A write's stamp: the clock moves on a second; in the open transaction, its start. */
  private stamp(): number {
    this.clock += 1000
    return this.writing && this.writer !== null ? this.writer : this.clock
  }

  putProduct(product: FakeProduct): void {
    const before = this.products.get(product.id)?.value
    const stamp = this.stamp()
    for (const item of before?.items ?? []) {
      if (!product.items.some((each) => each.id === item.id)) {
        this.deleted.items.push({ id: item.id, deleted: stamp, product_id: product.id })
      }
    }
    this.products.set(product.id, { value: structuredClone(product), updated: stamp })
  }

  deleteProduct(id: string): void {
    if (!this.products.delete(id)) return
    this.deleted.products.push({ id, deleted: this.stamp() })
  }

  putPrice(price: FakePrice): void {
    this.prices.set(price.id, { value: { ...price }, updated: this.stamp() })
  }

  deletePrice(id: string): void {
    if (!this.prices.delete(id)) return
    this.deleted.prices.push({ id, deleted: this.stamp() })
  }

  product(id: string): FakeProduct | undefined {
    const found = this.products.get(id)?.value
    return found && structuredClone(found)
  }

  productIds(): string[] {
    return [...this.products.keys()]
  }

  priceIds(): string[] {
    return [...this.prices.keys()]
  }

  price(id: string): FakePrice | undefined {
    const found = this.prices.get(id)?.value
    return found && { ...found }
  }

  /**
   * Takes the bootstrap as the server builds it (every record as the register stores it, framed Yjs updates of
   * `PART_RECORDS` records a kind) from the catalog now, and serves it from here on (`bootstrapMode` 'served').
   */
  freezeBootstrap(): void {
    const iso = (ms: number) => new Date(ms).toISOString()
    // As the server builds it: one Yjs transaction a part, framed after its records' lookup keys.
    type Encoded = { id: string; text: string; keys: string[] }
    const encode = (table: string, values: Encoded[]): Framed => {
      const doc = new Y.Doc()
      const frames: Uint8Array[] = []
      const updates: Uint8Array[] = []
      doc.on('update', (update: Uint8Array) => {
        frames.push(update)
        updates.push(update)
      })
      for (let start = 0; start < values.length; start += PART_RECORDS) {
        const part = values.slice(start, start + PART_RECORDS)
        frames.push(keysFrame(part.map(({ keys }) => keys)))
        doc.transact(() => {
          for (const { id, text } of part) doc.getMap(table).set(id, text)
        })
      }
      return { body: frameParts(frames), keyless: frameParts(updates), parts: updates.length }
    }
    const products = [...this.products.values()].flatMap((row): Encoded[] => {
      const parsed = registerProductOf({ ...productJson(row.value, iso(row.updated)), id: row.value.id })
      // A record is kept as its JSON text (core's registerProductText, registerPriceText).
      if (!parsed.ok) return []
      const { value } = parsed
      return [{ id: value.id, text: registerProductText(value), keys: registerProductKeys(value) }]
    })
    const prices = [...this.prices.values()].flatMap((row): Encoded[] => {
      const parsed = registerPriceOf({ ...priceJson(row.value, iso(row.updated)), id: row.value.id })
      if (!parsed.ok) return []
      const { value } = parsed
      return [{ id: String(value.id), text: registerPriceText(value), keys: registerPriceKeys(value) }]
    })
    this.bootstrap = {
      taken: this.clock,
      // As the server says: before the transaction still open, whose writes the bootstrap does not hold.
      since: this.writer ?? this.clock,
      product: encode('products', products),
      price: encode('prices', prices),
      products: products.length,
      prices: prices.length,
    }
    this.bootstrapMode = 'served'
  }

  private bootstrapAnswer(kind: 'product' | 'price'): Response {
    const bootstrap = this.bootstrap
    if (this.bootstrapMode === 'missing' || !bootstrap) {
      return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 })
    }
    if (this.bootstrapMode === 'error') {
      return new Response(JSON.stringify({ error: 'Internal error' }), { status: 500 })
    }
    const { body: keyed, keyless, parts } = bootstrap[kind]
    const bytes = this.bootstrapMode === 'keyless' ? keyless : keyed
    // Served in chunks that cut parts (and their lengths) anywhere, as a network does; 'broken' fails once half
    // has been read (an error in `start` would discard what was queued before anything is read).
    const whole = this.bootstrapMode !== 'broken'
    const end = whole ? bytes.byteLength : Math.floor(bytes.byteLength / 2)
    let at = 0
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        if (at < end) {
          controller.enqueue(bytes.slice(at, Math.min(end, at + 61)))
          at += 61
        } else if (whole) controller.close()
        else controller.error(new Error('The connection was reset'))
      },
    })
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'application/octet-stream',
        'x-catalog-taken': new Date(bootstrap.taken).toISOString(),
        ...(this.sinceStated ? { 'x-catalog-since': new Date(bootstrap.since).toISOString() } : {}),
        'x-catalog-records': String(kind === 'product' ? bootstrap.products : bootstrap.prices),
        'x-catalog-bytes': String(bytes.byteLength),
        'x-catalog-parts': String(parts),
        date: new Date(this.clock).toUTCString(),
      },
    })
  }

  /** A `fetch` answering the catalog's sync endpoints. */
  fetch = async (input: string): Promise<Response> => {
    const url = new URL(input)
    const query = url.searchParams
    const path = url.pathname.replace(/^\/api\//, '')
    this.asked.push(path)
    if (path.endsWith('/bootstrap') && query.get('format') !== 'parts-v3') {
      return new Response(JSON.stringify({ error: 'Ask with format=parts-v3' }), { status: 404 })
    }
    if (path === 'proxy/products/bootstrap') return this.bootstrapAnswer('product')
    if (path === 'proxy/prices/bootstrap') return this.bootstrapAnswer('price')
    const iso = (ms: number) => new Date(ms).toISOString()
    const page = <T extends { id: string }>(rows: T[]): T[] => {
      const sinceId = query.get('since_id')
      const limit = Number(query.get('limit') ?? 250)
      return rows
        .filter((row) => sinceId === null || Number(row.id) > Number(sinceId))
        .sort((a, b) => Number(a.id) - Number(b.id))
        .slice(0, limit)
    }
    const since = (name: string) => {
      const value = query.get(name)
      return value === null ? Number.NEGATIVE_INFINITY : Date.parse(value)
    }
    let body: unknown
    if (path === 'pagerights/cache') {
      body = ['product', 'price']
    } else if (path === 'proxy/products.json') {
      const rows = [...this.products.values()]
        .filter((row) => row.updated >= since('updated_min'))
        .map((row) => ({ ...productJson(row.value, iso(row.updated)), id: row.value.id }))
      body = query.has('page')
        ? { products: rows.slice(0, 1), total: this.products.size }
        : { products: page(rows) }
    } else if (path === 'proxy/prices.json') {
      const rows = [...this.prices.values()]
        .filter((row) => row.updated >= since('updated_min'))
        .map((row) => ({ ...priceJson(row.value, iso(row.updated)), id: row.value.id }))
      body = { prices: page(rows) }
    } else if (path === 'proxy/products/deleted.json' || path === 'proxy/prices/deleted.json') {
      const key = path.startsWith('proxy/products') ? 'products' : 'prices'
      const rows = this.deleted[key]
        .filter((row) => row.deleted >= since('deleted_min'))
        .map((row) => ({ id: row.id, deleted: iso(row.deleted) }))
      body = { [key]: page(rows) }
    } else if (path === 'proxy/products/items/deleted.json') {
      const rows = this.deleted.items
        .filter((row) => row.deleted >= since('deleted_min'))
        .map((row) => ({ id: row.id, deleted: iso(row.deleted), product_id: row.product_id }))
      body = { items: page(rows) }
    } else {
      return new Response(JSON.stringify({ error: `Not faked: ${path}` }), { status: 404 })
    }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', date: new Date(this.clock).toUTCString() },
    })
  }
}

function productJson(product: FakeProduct, updated: string): Row {
  return {
    name: product.name,
    style: product.style,
    description: '',
    option_names: ['Size'],
    type: 'Shirt',
    vendor: 'Acme',
    tags: [],
    view: '',
    metadata: {},
    created: '2026-11-01T00:00:00.000Z',
    updated,
    tax_percent: 10,
    items: product.items.map((item) => ({
      id: item.id,
      product_id: product.id,
      barcode: item.barcode,
      sku: item.sku,
      option1: item.option1,
      option2: '',
      option3: '',
      metadata: {},
    })),
  }
}

function priceJson(price: FakePrice, updated: string): Row {
  return {
    product_id: price.product_id,
    item_id: price.item_id,
    start_date: price.start_date,
    end_date: price.end_date,
    currency: 'AUD',
    price: price.price,
    tags: [],
    created: '2026-11-01T00:00:00.000Z',
    updated,
  }
}
