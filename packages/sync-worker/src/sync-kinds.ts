import type { RegisterCache } from '@pos/core'
import {
  CustomScriptSchema,
  DeletedRecordSchema,
  DiscountReasonSchema,
  FrameReader,
  keysOfFrame,
  PosCodeSchema,
  PromotionSchema,
  parseWith,
  ReturnReasonSchema,
  registerPriceOf,
  registerPriceText,
  registerProductOf,
  registerProductText,
  storedProductOf,
} from '@pos/core'
import type * as Y from 'yjs'
import { type ByteStream, type Http, HttpFailure } from './http.ts'
import { yieldToEvents } from './slices.ts'
import { applyAndStore, type Doc, SYNC_ORIGIN } from './store.ts'

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
  /**
   * Runs `apply` (a bootstrap part's transaction) with its records' lookup keys at hand (core's
   * `registerProductKeys`, `registerPriceKeys`, as the server sent them): the catalog host's index takes them
   * instead of parsing every record's JSON text. Without it the index reads each record, as for a sync page.
   */
  withKeys?(keys: readonly string[], apply: () => void): void
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
    return this.take(parseWith(schema, record))
  }
  take<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T | null {
    if (result.ok) return result.value
    this.count += 1
    this.example ??= result.error.message
    return null
  }
}

/**
 * Sets a value only when it differs: an unchanged record costs no Yjs update. A value is an object, or its JSON
 * text (products and prices, core's `registerProductText`): a record kept as an object by an older release is the same
 * as its text.
 */
function put(map: Y.Map<unknown>, id: string, value: object | string): 'added' | 'changed' | 'same' {
  const previous = map.get(id)
  const text = (each: unknown) => (typeof each === 'string' ? each : JSON.stringify(each))
  if (previous !== undefined && text(previous) === text(value)) return 'same'
  map.set(id, value)
  return previous === undefined ? 'added' : 'changed'
}

/**
 * The delta pages that follow a bootstrap in the same sync: the records they add count as fetched on top of
 * the bootstrap's (most of what they send is the bootstrap's own records again, for the `updated_min`
 * overlap, or newer versions of them), so progress and the kind's status count records, not deliveries.
 */
class CatchUp {
  added = 0
  constructor(
    private readonly ctx: KindContext,
    private readonly bootstrapped: number | null,
  ) {}
  /** The context to page with: after a bootstrap, progress in its records plus those the pages add. */
  get pageContext(): KindContext {
    const bootstrapped = this.bootstrapped
    if (bootstrapped === null) return this.ctx
    return {
      ...this.ctx,
      onPage: () => this.ctx.onPage(bootstrapped + this.added, bootstrapped + this.added),
    }
  }
  note(put: 'added' | 'changed' | 'same'): void {
    if (put === 'added') this.added += 1
  }
  fetched(paged: number): number {
    return this.bootstrapped === null ? paged : this.bootstrapped + this.added
  }
}

function isoOf(ms: number): string {
  return new Date(ms).toISOString()
}

function laterOf(a: string | undefined, b: string): string {
  return a === undefined || Date.parse(b) > Date.parse(a) ? b : a
}

/**
 * A new register's first sync of the catalog in one download (issue 19): the server's bootstrap of the kind is
 * the document paging from zero would build, as framed Yjs updates of 10,000 records each (core's
 * `frameParts`), each after a frame of its records' lookup keys (`KindContext.withKeys`: the index need not
 * parse every record), applied as they arrive into a document that holds nothing yet, one transaction a part, with
 * a turn of the event loop after each (the catalog worker answers scans from what has arrived meanwhile, and
 * the next part downloads while one decodes); the sync cursors then start where the server says (before the
 * oldest transaction running when its records were read; else their reading less the usual overlap), and the
 * spec's paged sync brings what changed since. Answers how many records it
 * brought, or null when the document already holds records, or the bootstrap failed (an older server, an
 * error, a download that broke off or arrived short): then the kind pages from zero as before (with no
 * connection that fails as it always did). Only a lost session fails the sync here.
 *
 * The deleted-record cursors are written before the first part: parts applied by a download that then broke
 * off (or a tab closed mid-way) are records live when the bootstrap was read, so the paging from zero that
 * follows asks for the deletions since then and removes those deleted meanwhile. `updated_min` is written
 * only once every part is in: until then the document pages from zero.
 */
async function bootstrap(
  ctx: KindContext,
  table: string,
  path: string,
  cursors: string[],
): Promise<number | null> {
  const { doc } = ctx
  if (doc.meta.get('updated_min') !== undefined || doc.table(table).size > 0) return null
  let stream: ByteStream
  try {
    stream = await ctx.http.getStream(path, { format: 'parts-v3' })
  } catch (error) {
    if (error instanceof HttpFailure && error.failure.code === 'SIGNED_OUT') throw error
    return null
  }
  const { headers } = stream
  const taken = Date.parse(headers.get('x-catalog-taken') ?? '')
  const records = Number(headers.get('x-catalog-records'))
  const bytes = Number(headers.get('x-catalog-bytes'))
  const parts = Number(headers.get('x-catalog-parts'))
  if (
    Number.isNaN(taken) ||
    !Number.isSafeInteger(records) ||
    !Number.isSafeInteger(bytes) ||
    !Number.isSafeInteger(parts)
  ) {
    stream.cancel()
    return null
  }
  // Where the deltas start: the server's `x-catalog-since` (before every transaction the bootstrap may have
  // missed), or, from a server that does not say, the taken time less the usual overlap.
  const stated = Date.parse(headers.get('x-catalog-since') ?? '')
  const since = isoOf(Number.isNaN(stated) || stated > taken ? taken - UPDATED_MIN_OVERLAP_MS : stated)
  doc.doc.transact(() => {
    for (const cursor of cursors) doc.meta.set(cursor, since)
  }, SYNC_ORIGIN)
  const reader = new FrameReader()
  let received = 0
  let applied = 0
  // Each part is two frames: its records' lookup keys, then its Yjs update.
  let keys: string[] | null = null
  // Progress is told per part and per hundredth of the body, not per network chunk: each report crosses to the
  // sync worker and the page (a status and a render), over 1,800 of them in a 100k first sync before.
  let reported = 0
  try {
    for (;;) {
      const chunk = await stream.read()
      if (chunk === null) break
      received += chunk.byteLength
      const whole = reader.push(chunk)
      for (const frame of whole) {
        if (keys === null) {
          keys = keysOfFrame(frame)
          if (keys === null) throw new Error('A bootstrap part without its keys')
          continue
        }
        // Yjs marks a transaction that applies an update as remote: the cursors are written in their own.
        const apply = () => applyAndStore(doc, frame, SYNC_ORIGIN)
        if (ctx.withKeys) ctx.withKeys(keys, apply)
        else apply()
        keys = null
        applied += 1
      }
      if (whole.length > 0 || received - reported >= bytes / 100) {
        reported = received
        ctx.onPage(Math.floor((records * received) / Math.max(bytes, 1)), records)
      }
      if (whole.length > 0) await yieldToEvents()
    }
  } catch (error) {
    stream.cancel()
    if (error instanceof HttpFailure && error.failure.code === 'SIGNED_OUT') throw error
    return null
  }
  if (received !== bytes || reader.pending !== 0 || keys !== null || applied !== parts) return null
  doc.doc.transact(() => doc.meta.set('updated_min', since), SYNC_ORIGIN)
  ctx.onPage(records, records)
  return records
}

async function syncProducts(ctx: KindContext): Promise<KindResult> {
  const { doc } = ctx
  const products = doc.table('products')
  const rejections = new Rejections()
  const bootstrapped = await bootstrap(ctx, 'products', 'proxy/products/bootstrap', [
    'deleted_min:products',
    'deleted_min:items',
  ])
  const updatedMin = doc.meta.get('updated_min') as string | undefined
  let startedAt: number | null = null
  const total = updatedMin === undefined ? await productTotal(ctx) : null
  if (total !== null) ctx.onPage(0, total)

  const catchUp = new CatchUp(ctx, bootstrapped)
  const fetched = await pageThrough(
    catchUp.pageContext,
    'proxy/products.json',
    'products',
    { updated_min: updatedMin },
    (records, serverTime) => {
      startedAt ??= serverTime ?? ctx.now()
      doc.doc.transact(() => {
        for (const raw of records) {
          // Items stay inside their product (one map entry per product: a third of the Yjs entries and heap
          // of an items table).
          const product = rejections.take(registerProductOf(raw))
          if (product) catchUp.note(put(products, product.id, registerProductText(product)))
        }
      }, SYNC_ORIGIN)
    },
    total,
  )
  const since = startedAt ?? ctx.now()
  // The deleted products and the deleted items are two listings of their own (spec 7): asked for side by side.
  // Either order of removal ends the same: an item's product already removed is left removed.
  await allOf([
    syncDeleted(ctx, {
      path: 'proxy/products/deleted.json',
      key: 'products',
      cursor: 'deleted_min:products',
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
      since,
      remove: (id, record, raw) => {
        const owner = raw.product_id == null ? productOfItem(products, id) : String(raw.product_id)
        const product = owner === null ? undefined : storedProductOf(products.get(owner))
        if (owner !== null && product?.items.some((item) => item.id === id)) {
          const items = product.items.filter((item) => item.id !== id)
          products.set(owner, registerProductText({ ...product, items }))
        }
        doc.table('deleted_items').set(id, record)
      },
    }),
  ])
  doc.doc.transact(() => doc.meta.set('updated_min', isoOf(since - UPDATED_MIN_OVERLAP_MS)), SYNC_ORIGIN)
  return {
    fetched: catchUp.fetched(fetched),
    rejected: rejections.count,
    rejectedExample: rejections.example,
  }
}

/** The product holding an item, by a scan (only for a deleted item the server sent without its product). */
function productOfItem(products: Y.Map<unknown>, itemId: string): string | null {
  for (const [id, value] of products) {
    if (storedProductOf(value)?.items.some((item) => item.id === itemId)) return id
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
  const bootstrapped = await bootstrap(ctx, 'prices', 'proxy/prices/bootstrap', ['deleted_min:prices'])
  const updatedMin = doc.meta.get('updated_min') as string | undefined
  let startedAt: number | null = null
  const catchUp = new CatchUp(ctx, bootstrapped)
  const fetched = await pageThrough(
    catchUp.pageContext,
    'proxy/prices.json',
    'prices',
    { updated_min: updatedMin },
    (records, serverTime) => {
      startedAt ??= serverTime ?? ctx.now()
      doc.doc.transact(() => {
        for (const raw of records) {
          const price = rejections.take(registerPriceOf(raw))
          if (price) catchUp.note(put(prices, String(price.id), registerPriceText(price)))
        }
      }, SYNC_ORIGIN)
    },
  )
  const since = startedAt ?? ctx.now()
  await syncDeleted(ctx, {
    path: 'proxy/prices/deleted.json',
    key: 'prices',
    cursor: 'deleted_min:prices',
    since,
    remove: (id, record) => {
      prices.delete(id)
      doc.table('deleted_prices').set(id, record)
    },
  })
  doc.doc.transact(() => doc.meta.set('updated_min', isoOf(since - UPDATED_MIN_OVERLAP_MS)), SYNC_ORIGIN)
  return {
    fetched: catchUp.fetched(fetched),
    rejected: rejections.count,
    rejectedExample: rejections.example,
  }
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
  since: number
  remove(id: string, record: { id: string; deleted: string }, raw: Row): void
}

/**
 * The deleted records since the kind's cursor. Without one (a first sync paging from zero, which fetched only
 * live records) no deleted history is needed, only a starting point; a bootstrap writes the cursor before its
 * first part, so records of a bootstrap that broke off are checked against the deletions since it was read.
 */
async function syncDeleted(ctx: KindContext, spec: DeletedSpec): Promise<void> {
  const { doc } = ctx
  if (doc.meta.get(spec.cursor) === undefined) {
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
