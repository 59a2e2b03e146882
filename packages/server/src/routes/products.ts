import {
  CatalogSyncQuerySchema,
  DeletedQuerySchema,
  PRODUCT_VIEWS,
  type ProductCsvItem,
  type ProductFacetsSchema,
  type ProductListQuery,
  ProductListQuerySchema,
  type ProductPayload,
  ProductPayloadSchema,
  productCsvHeader,
  productCsvLines,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { type Kysely, sql } from 'kysely'
import { customFieldsOf } from '../admin/custom-values.ts'
import type { AppDeps, AppEnv, Principal } from '../app-env.ts'
import { num } from '../catalog/json.ts'
import { deleteProduct, productDetail, saveProduct } from '../catalog/products.ts'
import { requireCacheOrRight } from '../catalog/register-access.ts'
import { mayRead } from '../catalog/sync.ts'
import { deletedPage, productSyncPage } from '../catalog/sync-pages.ts'
import { Refusal } from '../db/admin-invariants.ts'
import { companyCurrency } from '../db/company-rows.ts'
import type { Database } from '../db/schema.ts'
import { userIdOf } from '../http/acting-user.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, forbidden, notFound, refusedMidWrite } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { likePattern } from '../reasons/like-pattern.ts'

/** A refused save as the one error shape: `{ error, code, field }`, the field the refusal concerns when it names one. */
function failure(c: Context<AppEnv>, error: unknown) {
  if (error instanceof Refusal) {
    if (error.message === 'Not found') return notFound(c)
    return refusedMidWrite(c, error)
  }
  throw error
}

/** The company's currency: prices made without one use it. */

/** The back office's products list and CSV export: the company's products matching the search and filters. */
function filteredProducts(db: Kysely<Database>, companyId: number, query: ProductListQuery) {
  const { search, type, vendor, tag, view } = query
  let filtered = db.selectFrom('products as p').where('p.company_id', '=', companyId)
  if (type) filtered = filtered.where('p.type', '=', type)
  if (vendor) filtered = filtered.where('p.vendor', '=', vendor)
  if (tag) filtered = filtered.where(sql<boolean>`p.tags @> ${JSON.stringify([tag])}::jsonb`)
  if (view) filtered = filtered.where('p.view', '=', PRODUCT_VIEWS[view])
  if (search) {
    const pattern = likePattern(search)
    filtered = filtered.where((eb) =>
      eb.or([
        eb('p.name', 'ilike', pattern),
        eb('p.style', 'ilike', pattern),
        eb('p.vendor', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('items as i')
            .select('i.id')
            .whereRef('i.product_id', '=', 'p.id')
            .where((inner) => inner.or([inner('i.sku', 'ilike', pattern), inner('i.barcode', '=', search)])),
        ),
      ]),
    )
  }
  return filtered
}

/** Products read per page of the CSV export (their items come with them). */
const CSV_PAGE = 250

/**
 * Products (spec 2 /product, spec 7 sync). GET products.json answers the register's sync pages (no `page`
 * parameter: `{products}` with items, keyset on id) or the back office's list (`page` given: `{products,
 * total}` summaries with search and filters).
 */
export function registerProductRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const right = requireRight('product.products')

  app.get('/api/proxy/products.json', requireCacheOrRight('product', 'product.products'), async (c) => {
    const { companyId } = principalOf(c)
    if (c.req.query('page') !== undefined) {
      if (!mayRead(c, null, 'product.products')) return forbidden(c)
      const query = readQuery(c, ProductListQuerySchema)
      if (!query.ok) return badRequest(c, query.error, query.field)
      const { limit, page } = query.value
      const filtered = filteredProducts(db, companyId, query.value)
      const { total } = await filtered
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow()
      const rows = await filtered
        .select([
          'p.id',
          'p.style',
          'p.name',
          'p.type',
          'p.vendor',
          'p.tags',
          'p.view',
          'p.cost_price',
          'p.updated',
          sql<string | null>`(SELECT price FROM prices r WHERE r.product_id = p.id AND r.item_id IS NULL
            AND r.price_list_id IS NULL AND r.start_date IS NULL AND r.end_date IS NULL)`.as('retail_price'),
          sql<string>`(SELECT count(*) FROM items i WHERE i.product_id = p.id)`.as('item_count'),
          sql<Record<string, string | number | boolean> | null>`p.metadata -> 'custom'`.as('custom'),
        ])
        .orderBy('p.name')
        .orderBy('p.id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute()
      return c.json({
        products: rows.map((row) => ({
          id: num(row.id),
          style: row.style,
          name: row.name,
          type: row.type,
          vendor: row.vendor,
          tags: row.tags,
          view: row.view,
          cost_price: num(row.cost_price),
          retail_price: row.retail_price === null ? 0 : num(row.retail_price),
          item_count: num(row.item_count),
          custom: row.custom ?? {},
          updated: row.updated.toISOString(),
        })),
        total: Number(total),
      })
    }
    if (!mayRead(c, 'product', 'product.products')) return forbidden(c)
    const query = readQuery(c, CatalogSyncQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const body = await productSyncPage(db, companyId, query.value)
    return c.body(body, 200, { 'content-type': 'application/json' })
  })

  // The products CSV export: a line per item in the bulk import's columns, then the custom fields of products and
  // items (core productCsvLines), for the list's search and filters; read a page of products at a time.
  app.get('/api/proxy/products.csv', requireRight('product.products', 'export'), async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, ProductListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const productFields = await customFieldsOf(db, companyId, 'products')
    const itemFields = await customFieldsOf(db, companyId, 'items')
    let text = productCsvHeader(productFields, itemFields)
    for (let offset = 0; ; offset += CSV_PAGE) {
      const products = await filteredProducts(db, companyId, query.value)
        .select([
          'p.id',
          'p.style',
          'p.name',
          'p.description',
          'p.vendor',
          'p.type',
          'p.tags',
          'p.option_names',
          'p.cost_price',
          'p.tax_percent',
          'p.metadata',
          sql<string | null>`(SELECT price FROM prices r WHERE r.product_id = p.id AND r.item_id IS NULL
            AND r.price_list_id IS NULL AND r.start_date IS NULL AND r.end_date IS NULL)`.as('retail_price'),
        ])
        .orderBy('p.name')
        .orderBy('p.id')
        .limit(CSV_PAGE)
        .offset(offset)
        .execute()
      if (products.length === 0) break
      const items = await db
        .selectFrom('items')
        .select(['product_id', 'sku', 'barcode', 'option1', 'option2', 'option3', 'metadata'])
        .where('company_id', '=', companyId)
        .where(
          'product_id',
          'in',
          products.map((product) => String(product.id)),
        )
        .orderBy('product_id')
        .orderBy('position')
        .orderBy('id')
        .execute()
      const itemsOf = new Map<string, typeof items>()
      for (const item of items) {
        const key = String(item.product_id)
        const list = itemsOf.get(key)
        if (list) list.push(item)
        else itemsOf.set(key, [item])
      }
      const lines: ProductCsvItem[] = products.flatMap((product) => {
        const metadata = product.metadata as { custom?: Record<string, unknown> } | null
        return (itemsOf.get(String(product.id)) ?? []).map((item) => ({
          style: product.style,
          name: product.name,
          sku: item.sku,
          barcode: item.barcode,
          option_names: product.option_names as unknown as string[],
          option1: item.option1,
          option2: item.option2,
          option3: item.option3,
          price: product.retail_price === null ? 0 : num(product.retail_price),
          cost: num(product.cost_price),
          tax_percent: Number(product.tax_percent),
          vendor: product.vendor,
          type: product.type,
          tags: product.tags as unknown as string[],
          description: product.description,
          product_custom: metadata?.custom ?? null,
          item_custom: (item.metadata as { custom?: Record<string, unknown> } | null)?.custom ?? null,
        }))
      })
      text += productCsvLines(lines, productFields, itemFields)
      if (products.length < CSV_PAGE) break
    }
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', 'attachment; filename="products.csv"')
    return c.body(text)
  })

  app.get('/api/proxy/products/facets.json', right, async (c) => {
    const { companyId } = principalOf(c)
    const distinct = async (column: 'type' | 'vendor') =>
      (
        await db
          .selectFrom('products')
          .select(column)
          .distinct()
          .where('company_id', '=', companyId)
          .where(column, '<>', '')
          .orderBy(column)
          .limit(500)
          .execute()
      ).map((row) => row[column])
    const tags = await sql<{ tag: string }>`
      SELECT DISTINCT jsonb_array_elements_text(tags) AS tag FROM products WHERE company_id = ${companyId}
      ORDER BY tag LIMIT 500`.execute(db)
    return c.json({
      types: await distinct('type'),
      vendors: await distinct('vendor'),
      tags: tags.rows.map((row) => row.tag),
    } satisfies Sent<typeof ProductFacetsSchema>)
  })

  const productCache = requireCacheOrRight('product', 'product.products')
  for (const [path, kind] of [
    ['/api/proxy/products/deleted.json', 'product'],
    ['/api/proxy/products/items/deleted.json', 'item'],
  ] as const) {
    app.get(path, productCache, async (c) => {
      const query = readQuery(c, DeletedQuerySchema)
      if (!query.ok) return badRequest(c, query.error, query.field)
      const found = await deletedPage(db, principalOf(c).companyId, kind, query.value)
      return kind === 'product'
        ? c.json({ products: found.map(({ id, deleted }) => ({ id, deleted })) })
        : c.json({ items: found })
    })
  }

  /**
   * Saves a product with its items and prices (a new one when `id` is undefined), tells the registers what
   * changed, and answers the product as it now is.
   */
  async function saveAndAnswer(
    c: Context<AppEnv>,
    principal: Principal,
    id: number | undefined,
    payload: ProductPayload,
  ) {
    const currency = await companyCurrency(db, principal.companyId)
    const userId = userIdOf(principal)
    try {
      const outcome = await db
        .transaction()
        .execute((trx) => saveProduct(trx, principal.companyId, currency, userId, id, payload))
      await deps.realtime.publishUpdate(principal.companyId, 'products')
      if (outcome.pricesChanged) await deps.realtime.publishUpdate(principal.companyId, 'prices')
      return c.json({ product: await productDetail(db, principal.companyId, outcome.id) })
    } catch (error) {
      return failure(c, error)
    }
  }

  app.post('/api/proxy/products.json', right, async (c) => {
    const principal = principalOf(c)
    const parsed = await readBody(c, ProductPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    return saveAndAnswer(c, principal, undefined, parsed.value)
  })

  app.get('/api/proxy/product/:id{[0-9]+\\.json}', right, async (c) => {
    const id = idParam(c)
    if (!id) return notFound(c)
    const product = await productDetail(db, principalOf(c).companyId, id)
    return product ? c.json({ product }) : notFound(c)
  })

  app.put('/api/proxy/product/:id{[0-9]+\\.json}', right, async (c) => {
    const principal = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const exists = await db
      .selectFrom('products')
      .select('id')
      .where('company_id', '=', principal.companyId)
      .where('id', '=', String(id))
      .executeTakeFirst()
    if (!exists) return notFound(c)
    const parsed = await readBody(c, ProductPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    return saveAndAnswer(c, principal, id, parsed.value)
  })

  app.delete('/api/proxy/product/:id{[0-9]+\\.json}', right, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const deleted = await db.transaction().execute((trx) => deleteProduct(trx, companyId, id))
    if (!deleted) return notFound(c)
    await deps.realtime.publishUpdate(companyId, 'products')
    await deps.realtime.publishUpdate(companyId, 'prices')
    return c.json({ ok: true })
  })
}
