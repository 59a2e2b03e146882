import type { RegisterCache } from '@pos/core'
import {
  CustomScriptSchema,
  DeletedRecordSchema,
  DiscountReasonSchema,
  PosCodeSchema,
  PriceSchema,
  ProductSchema,
  PromotionSchema,
  parseWith,
  ReturnReasonSchema,
} from '@pos/core'
import type * as Y from 'yjs'
import type { Http } from './http.ts'
import { type Doc, SYNC_ORIGIN } from './store.ts'
import type { StoredProduct } from './types.ts'

/** Spec 7 and 9: pages of 250; a page of fewer ends the listing. */
export const PAGE_SIZE = 250

/**
 * The next `updated_min` is the server's time when this sync began, less this margin: a record written by a
 * transaction that started before our first page but committed after it carries an earlier `updated`.
 * Records fetched twice are harmless (writes are idempotent and unchanged values are not rewritten).
 */
export const UPDATED_MIN_OVERLAP_MS = 30_000

export type KindContext = {
  http: Http
  doc: Doc
  now: () => number
  /** Called after each page is written: records received so far, and the server's total when known. */
  onPage(fetched: number, total: number | null): void
}

export type KindResult = { fetched: number; rejected: number; rejectedExample: string | null }

type Row = Record<string, unknown>
/** A core valibot schema (the worker uses core's schemas; valibot itself is core's dependency). */
type Schema = Parameters<typeof parseWith>[0]
type Parsed<S extends Schema> = Extract<ReturnType<typeof parseWith<S>>, { ok: true }>['value']

/** The records of a list answer: `{ [key]: [...] }`, or a bare array. */
function recordsOf(body: unknown, key: string): Row[] {
  const list = Array.isArray(body) ? body : (body as Record<string, unknown> | null)?.[key]
  if (!Array.isArray(list)) throw new Error(`Expected a list of ${key} from the server`)
  return list as Row[]
}

function totalOf(body: unknown): number | null {
  const total = (body as Record<string, unknown> | null)?.total
  return typeof total === 'number' ? total : null
}

/**
 * Pages through `path` by id (`since_id`, `sort_field=id`, `limit=250`) until a page has fewer than 250.
 * The next page is asked for as soon as a page arrives (its last id is the cursor), so the server prepares
 * it while this one is written. Stops too if the server ignores the cursor (a page ends on the same id).
 */
async function pageThrough(
  ctx: KindContext,
  path: string,
  key: string,
  query: Record<string, string | number | undefined>,
  onRecords: (records: Row[], serverTime: number | null) => void,
  knownTotal: number | null = null,
): Promise<number> {
  const fetchPage = (sinceId: string | undefined) => {
    const page = ctx.http.getJson(path, { ...query, limit: PAGE_SIZE, since_id: sinceId, sort_field: 'id' })
    // Awaited below; this only keeps a failure while the current page is written from going unhandled.
    page.catch(() => {})
    return page
  }
  let sinceId: string | undefined
  let next = fetchPage(sinceId)
  let fetched = 0
  for (;;) {
    const { body, serverTime } = await next
    const records = recordsOf(body, key)
    const last = String(records.at(-1)?.id ?? '')
    const more = records.length >= PAGE_SIZE && last !== '' && last !== sinceId
    if (more) next = fetchPage(last)
    onRecords(records, serverTime)
    fetched += records.length
    ctx.onPage(fetched, totalOf(body) ?? knownTotal)
    if (!more) return fetched
    sinceId = last
  }
}

class Rejections {
  count = 0
  example: string | null = null
  parse<S extends Schema>(schema: S, record: unknown): Parsed<S> | null {
    const result = parseWith(schema, record)
    if (result.ok) return result.value
    this.count += 1
    this.example ??= result.error.message
    return null
  }
}

/** Sets a value only when it differs: an unchanged record costs no Yjs update. */
function put(map: Y.Map<unknown>, id: string, value: object): void {
  const previous = map.get(id)
  if (previous !== undefined && JSON.stringify(previous) === JSON.stringify(value)) return
  map.set(id, value)
}

function isoOf(ms: number): string {
  return new Date(ms).toISOString()
}

function laterOf(a: string | undefined, b: string): string {
  return a === undefined || Date.parse(b) > Date.parse(a) ? b : a
}

async function syncProducts(ctx: KindContext): Promise<KindResult> {
  const { doc } = ctx
  const products = doc.table('products')
  const rejections = new Rejections()
  const updatedMin = doc.meta.get('updated_min') as string | undefined
  let startedAt: number | null = null
  const total = updatedMin === undefined ? await productTotal(ctx) : null
  if (total !== null) ctx.onPage(0, total)

  const fetched = await pageThrough(
    ctx,
    'proxy/products.json',
    'products',
    { updated_min: updatedMin },
    (records, serverTime) => {
      startedAt ??= serverTime ?? ctx.now()
      doc.doc.transact(() => {
        for (const raw of records) {
          const product = rejections.parse(ProductSchema, raw)
          if (!product) continue
          const id = String(product.id)
          const rawItems = Array.isArray(raw.items) ? (raw.items as Row[]) : []
          // Items stay inside their product (one map entry per product: a third of the Yjs entries and heap
          // of an items table); an item without its own tax rate takes the product's.
          const items = product.items.map((item, index) => ({
            ...item,
            id: String(item.id),
            product_id: id,
            tax_percent:
              rawItems[index]?.tax_percent === undefined && typeof product.tax_percent === 'number'
                ? product.tax_percent
                : item.tax_percent,
          }))
          put(products, id, { ...product, id, items })
        }
      }, SYNC_ORIGIN)
    },
    total,
  )
  const first = updatedMin === undefined
  const since = startedAt ?? ctx.now()
  // The deleted products and the deleted items are two listings of their own (spec 7): asked for side by side.
  // Either order of removal ends the same: an item's product already removed is left removed.
  await allOf([
    syncDeleted(ctx, {
      path: 'proxy/products/deleted.json',
      key: 'products',
      cursor: 'deleted_min:products',
      first,
      since,
      remove: (id, record) => {
        products.delete(id)
        doc.table('deleted_products').set(id, record)
      },
    }),
    syncDeleted(ctx, {
      path: 'proxy/products/items/deleted.json',
      key: 'items',
      cursor: 'deleted_min:items',
      first,
      since,
      remove: (id, record, raw) => {
        const owner = raw.product_id == null ? productOfItem(products, id) : String(raw.product_id)
        const product = owner === null ? undefined : (products.get(owner) as StoredProduct | undefined)
        if (owner !== null && product?.items.some((item) => item.id === id)) {
          products.set(owner, { ...product, items: product.items.filter((item) => item.id !== id) })
        }
        doc.table('deleted_items').set(id, record)
      },
    }),
  ])
  doc.doc.transact(() => doc.meta.set('updated_min', isoOf(since - UPDATED_MIN_OVERLAP_MS)), SYNC_ORIGIN)
  return { fetched, rejected: rejections.count, rejectedExample: rejections.example }
}

/** The product holding an item, by a scan (only for a deleted item the server sent without its product). */
function productOfItem(products: Y.Map<unknown>, itemId: string): string | null {
  for (const [id, value] of products) {
    if ((value as StoredProduct).items.some((item) => item.id === itemId)) return id
  }
  return null
}

/**
 * How many products the first sync will bring, for its progress ('Products 12,500 / 100,000'): the back
 * office's product list tells its total to users who may open it; otherwise progress shows the count only.
 */
async function productTotal(ctx: KindContext): Promise<number | null> {
  try {
    const { body } = await ctx.http.getJson('proxy/products.json', { page: 1, limit: 1 })
    return totalOf(body)
  } catch {
    return null
  }
}

async function syncPrices(ctx: KindContext): Promise<KindResult> {
  const { doc } = ctx
  const prices = doc.table('prices')
  const rejections = new Rejections()
  const updatedMin = doc.meta.get('updated_min') as string | undefined
  let startedAt: number | null = null
  const fetched = await pageThrough(
    ctx,
    'proxy/prices.json',
    'prices',
    { updated_min: updatedMin },
    (records, serverTime) => {
      startedAt ??= serverTime ?? ctx.now()
      doc.doc.transact(() => {
        for (const raw of records) {
          const price = rejections.parse(PriceSchema, raw)
          if (price) put(prices, String(price.id), price)
        }
      }, SYNC_ORIGIN)
    },
  )
  const since = startedAt ?? ctx.now()
  await syncDeleted(ctx, {
    path: 'proxy/prices/deleted.json',
    key: 'prices',
    cursor: 'deleted_min:prices',
    first: updatedMin === undefined,
    since,
    remove: (id, record) => {
      prices.delete(id)
      doc.table('deleted_prices').set(id, record)
    },
  })
  doc.doc.transact(() => doc.meta.set('updated_min', isoOf(since - UPDATED_MIN_OVERLAP_MS)), SYNC_ORIGIN)
  return { fetched, rejected: rejections.count, rejectedExample: rejections.example }
}

/** Waits for every task, then fails with the first failure (no task is left running behind a failure). */
async function allOf(tasks: Promise<void>[]): Promise<void> {
  const settled = await Promise.allSettled(tasks)
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
}

type DeletedSpec = {
  path: string
  key: string
  /** Meta key of the latest deleted date seen (spec 3: "the latest deleted date is kept"). */
  cursor: string
  /** The first sync fetched only live records: no deleted history is needed, only a starting point. */
  first: boolean
  since: number
  remove(id: string, record: { id: string; deleted: string }, raw: Row): void
}

async function syncDeleted(ctx: KindContext, spec: DeletedSpec): Promise<void> {
  const { doc } = ctx
  if (spec.first) {
    const start = isoOf(spec.since - UPDATED_MIN_OVERLAP_MS)
    doc.doc.transact(() => doc.meta.set(spec.cursor, start), SYNC_ORIGIN)
    return
  }
  let latest = doc.meta.get(spec.cursor) as string | undefined
  const rejections = new Rejections()
  let sinceId: string | undefined
  for (;;) {
    const { body } = await ctx.http.getJson(spec.path, {
      deleted_min: latest,
      limit: PAGE_SIZE,
      since_id: sinceId,
      sort_field: 'id',
    })
    const records = recordsOf(body, spec.key)
    doc.doc.transact(() => {
      for (const raw of records) {
        const record = rejections.parse(DeletedRecordSchema, raw)
        if (!record) continue
        spec.remove(String(record.id), { id: String(record.id), deleted: record.deleted }, raw)
        latest = laterOf(latest, record.deleted)
      }
    }, SYNC_ORIGIN)
    const last = String(records.at(-1)?.id ?? '')
    if (records.length < PAGE_SIZE || last === '' || last === sinceId) break
    sinceId = last
  }
  if (latest !== undefined) {
    const keep = latest
    doc.doc.transact(() => doc.meta.set(spec.cursor, keep), SYNC_ORIGIN)
  }
}

type ListSpec = {
  path: string
  key: string
  table: string
  schema: Schema
  query?: Record<string, string | number>
  /** Records the register must not use (a terminated sales person) are left out. */
  keep?: (raw: Row) => boolean
  idOf?: (record: Row) => string
}

/**
 * Kinds without an `updated_min` (staff, promotions, reasons, scripts) are listed whole each sync: records
 * written page by page, then those the server no longer lists are removed.
 */
async function syncList(ctx: KindContext, spec: ListSpec): Promise<KindResult> {
  const { doc } = ctx
  const table = doc.table(spec.table)
  const rejections = new Rejections()
  const seen = new Set<string>()
  const idOf = spec.idOf ?? ((record: Row) => String(record.id))
  const write = (records: Row[]) =>
    doc.doc.transact(() => {
      for (const raw of records) {
        if (spec.keep && !spec.keep(raw)) continue
        const record = rejections.parse(spec.schema, raw) as Row | null
        if (!record) continue
        const id = idOf(record)
        seen.add(id)
        put(table, id, record)
      }
    }, SYNC_ORIGIN)
  let fetched: number
  if (spec.query === undefined) {
    const { body } = await ctx.http.getJson(spec.path)
    const records = recordsOf(body, spec.key)
    write(records)
    fetched = records.length
    ctx.onPage(fetched, fetched)
  } else {
    fetched = await pageThrough(ctx, spec.path, spec.key, spec.query, (records) => write(records))
  }
  doc.doc.transact(() => {
    for (const id of [...table.keys()]) if (!seen.has(id)) table.delete(id)
  }, SYNC_ORIGIN)
  return { fetched, rejected: rejections.count, rejectedExample: rejections.example }
}

function isActiveStaff(raw: Row): boolean {
  return raw.status !== 'terminated' && raw.terminated !== true && raw.active !== false
}

/** How each cache syncs (spec 7). */
export const KIND_SYNCS: Record<RegisterCache, (ctx: KindContext) => Promise<KindResult>> = {
  product: syncProducts,
  price: syncPrices,
  posstaff: (ctx) =>
    syncList(ctx, {
      path: 'proxy/posstaff.json',
      key: 'posstaff',
      table: 'poscodes',
      schema: PosCodeSchema,
      query: {},
      keep: isActiveStaff,
    }),
  promotion: (ctx) =>
    syncList(ctx, {
      path: 'proxy/promotions.json',
      key: 'promotions',
      table: 'promotions',
      schema: PromotionSchema,
      query: { active: 1 },
    }),
  discount_reasons: (ctx) =>
    syncList(ctx, {
      path: 'proxy/discountreasons.json',
      key: 'discountreasons',
      table: 'discount_reasons',
      schema: DiscountReasonSchema,
      query: {},
    }),
  return_reasons: (ctx) =>
    syncList(ctx, {
      path: 'proxy/returnreasons.json',
      key: 'returnreasons',
      table: 'return_reasons',
      schema: ReturnReasonSchema,
      query: {},
    }),
  custom_scripts: (ctx) =>
    syncList(ctx, {
      path: 'custom-scripts',
      key: 'custom_scripts',
      table: 'custom_scripts',
      schema: CustomScriptSchema,
      idOf: (record) => String(record.id ?? record.scope),
    }),
}
