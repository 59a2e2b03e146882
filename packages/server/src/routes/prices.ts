import {
  CatalogSyncQuerySchema,
  DeletedQuerySchema,
  type PriceImportError,
  PriceImportPayloadSchema,
  PricePayloadSchema,
  planPriceImport,
  priceImportMessage,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { sql, type Transaction } from 'kysely'
import Papa from 'papaparse'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { iso, isoNow } from '../catalog/json.ts'
import { listPrice, type PriceTarget, priceTargetsOf, upsertListPrices } from '../catalog/price-list-codes.ts'
import { priceJson, recordDeletedPrices } from '../catalog/products.ts'
import { requireCacheOrRight } from '../catalog/register-access.ts'
import { deletedPage, priceSyncPage } from '../catalog/sync-pages.ts'
import { Refusal } from '../db/admin-invariants.ts'
import { companyCurrency, companyHas } from '../db/company-rows.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { Database } from '../db/schema.ts'
import { principalOf, requireAny, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound, refusedMidWrite } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'

const PRODUCT_NOT_FOUND = 'Please choose a product of this company'
const ITEM_NOT_FOUND = 'Please choose an item of this company'
const LIST_PRICE_TAKEN = 'This price list already has a price for that product or item'

type PriceListRow = {
  id: number
  name: string
  start_date: Date | null
  end_date: Date | null
  currency: string
  tags: string[]
  created: Date
  updated: Date
}

function priceListJson(row: PriceListRow, priceCount?: number) {
  return {
    id: row.id,
    name: row.name,
    start_date: iso(row.start_date),
    end_date: iso(row.end_date),
    currency: row.currency,
    tags: row.tags,
    created: isoNow(row.created),
    updated: isoNow(row.updated),
    ...(priceCount === undefined ? {} : { price_count: priceCount }),
  }
}

const LIST_COLUMNS = [
  'id',
  'name',
  'start_date',
  'end_date',
  'currency',
  'tags',
  'created',
  'updated',
] as const

/** A price write that broke a rule: a second dateless retail price, a second price in a list, a refusal. */
function failure(c: Context<AppEnv>, error: unknown) {
  if (isUniqueViolation(error, 'prices_retail')) {
    return badRequest(
      c,
      'This product already has a price without dates: change that one instead',
      'start_date',
    )
  }
  if (isUniqueViolation(error, 'prices_list_product') || isUniqueViolation(error, 'prices_list_item')) {
    return badRequest(c, LIST_PRICE_TAKEN, 'price_list_id')
  }
  if (error instanceof Refusal) return refusedMidWrite(c, error)
  throw error
}

/** The product of a price: the item's product when an item is named; both must be the company's. */
async function priceTarget(
  trx: Transaction<Database>,
  companyId: number,
  productId: number | null,
  itemId: number | null,
): Promise<{ product_id: string; item_id: string | null }> {
  if (itemId !== null) {
    const item = await trx
      .selectFrom('items')
      .select(['id', 'product_id'])
      .where('company_id', '=', companyId)
      .where('id', '=', String(itemId))
      .executeTakeFirst()
    if (!item || (productId !== null && String(item.product_id) !== String(productId))) {
      throw new Refusal(ITEM_NOT_FOUND, 400, 'item_id')
    }
    return { product_id: String(item.product_id), item_id: String(item.id) }
  }
  if (!(await companyHas(trx, 'products', companyId, String(productId))))
    throw new Refusal(PRODUCT_NOT_FOUND, 400, 'product_id')
  return { product_id: String(productId), item_id: null }
}

/** Prices and price lists (spec 2 /sales/prices, spec 7 prices.json). */
export function registerPriceRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const listRight = requireRight('sales.prices')
  const priceRight = requireAny(['sales.prices', 'product.products'])
  const priceCache = requireCacheOrRight('price', 'sales.prices')

  app.get('/api/proxy/prices.json', priceCache, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, CatalogSyncQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const body = await priceSyncPage(db, companyId, query.value)
    return c.body(body, 200, { 'content-type': 'application/json' })
  })

  app.get('/api/proxy/prices/deleted.json', priceCache, async (c) => {
    const query = readQuery(c, DeletedQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const found = await deletedPage(db, principalOf(c).companyId, 'price', query.value)
    return c.json({ prices: found.map(({ id, deleted }) => ({ id, deleted })) })
  })

  app.post('/api/proxy/prices.json', priceRight, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, PricePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const input = parsed.value
    const currency = input.currency ?? (await companyCurrency(db, companyId))
    try {
      const row = await db.transaction().execute(async (trx) => {
        const target = await priceTarget(trx, companyId, input.product_id, input.item_id)
        if (input.price_list_id !== null) {
          if (!(await companyHas(trx, 'price_lists', companyId, input.price_list_id)))
            throw new Refusal('Please choose a price list of this company', 400, 'price_list_id')
        }
        return trx
          .insertInto('prices')
          .values({
            company_id: companyId,
            ...target,
            price_list_id: input.price_list_id,
            start_date: input.start_date,
            end_date: input.end_date,
            currency,
            price: input.price,
            tags: JSON.stringify(input.tags),
          })
          .returningAll()
          .executeTakeFirstOrThrow()
      })
      await deps.realtime.publishUpdate(companyId, 'prices')
      return c.json({ price: priceJson(row) })
    } catch (error) {
      return failure(c, error)
    }
  })

  async function findPrice(companyId: number, id: number) {
    return db
      .selectFrom('prices')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', String(id))
      .executeTakeFirst()
  }

  app.get('/api/proxy/price/:id{[0-9]+\\.json}', priceRight, async (c) => {
    const id = idParam(c)
    const row = id ? await findPrice(principalOf(c).companyId, id) : undefined
    return row ? c.json({ price: priceJson(row) }) : notFound(c)
  })

  app.put('/api/proxy/price/:id{[0-9]+\\.json}', priceRight, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    const current = id ? await findPrice(companyId, id) : undefined
    if (!id || !current) return notFound(c)
    const parsed = await readBody(c, PricePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const input = parsed.value
    try {
      const row = await db.transaction().execute(async (trx) => {
        const target = await priceTarget(trx, companyId, input.product_id, input.item_id)
        return trx
          .updateTable('prices')
          .set({
            ...target,
            start_date: input.start_date,
            end_date: input.end_date,
            currency: input.currency ?? current.currency,
            price: input.price,
            tags: JSON.stringify(input.tags),
            updated: sql`now()`,
          })
          .where('company_id', '=', companyId)
          .where('id', '=', String(id))
          .returningAll()
          .executeTakeFirstOrThrow()
      })
      await deps.realtime.publishUpdate(companyId, 'prices')
      return c.json({ price: priceJson(row) })
    } catch (error) {
      return failure(c, error)
    }
  })

  app.delete('/api/proxy/price/:id{[0-9]+\\.json}', priceRight, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const deleted = await db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('prices')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', String(id))
        .forUpdate()
        .executeTakeFirst()
      if (!found) return false
      await recordDeletedPrices(trx, companyId, 'id', [String(id)])
      await trx
        .deleteFrom('prices')
        .where('company_id', '=', companyId)
        .where('id', '=', String(id))
        .execute()
      return true
    })
    if (!deleted) return notFound(c)
    await deps.realtime.publishUpdate(companyId, 'prices')
    return c.json({ ok: true })
  })

  async function findList(companyId: number, id: number | undefined) {
    if (!id) return undefined
    return (await db
      .selectFrom('price_lists')
      .select(LIST_COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()) as PriceListRow | undefined
  }

  app.post('/api/proxy/pricelist/:id{[0-9]+}/import.json', listRight, async (c) => {
    const { companyId } = principalOf(c)
    const list = await findList(companyId, idParam(c))
    if (!list) return notFound(c)
    const parsed = await readBody(c, PriceImportPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const csv = Papa.parse<string[]>(parsed.value.csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
    const records = csv.data.filter(
      (record, index) => !(index === csv.data.length - 1 && record.join('') === ''),
    )
    const plan = planPriceImport(records)
    if (!plan.ok) return c.json({ error: priceImportMessage(plan.errors), errors: plan.errors }, 400)
    const codes = plan.rows.map((row) => row.code.toLowerCase())
    const found = new Map<string, PriceTarget>()
    for (let start = 0; start < codes.length; start += 5000) {
      const targets = await priceTargetsOf(db, companyId, plan.key, codes.slice(start, start + 5000))
      for (const [code, target] of targets) found.set(code, target)
    }
    const unknown: PriceImportError[] = plan.rows
      .filter((row) => !found.has(row.code.toLowerCase()))
      .map((row) => ({
        line: row.line,
        error:
          plan.key === 'style' ? `no product has the style ${row.code}` : `no item has the SKU ${row.code}`,
      }))
    if (unknown.length > 0) return c.json({ error: priceImportMessage(unknown), errors: unknown }, 400)
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < plan.rows.length; start += 1000) {
        const values = plan.rows
          .slice(start, start + 1000)
          .map((row) =>
            listPrice(companyId, list, found.get(row.code.toLowerCase()) as PriceTarget, row.price),
          )
        await upsertListPrices(trx, plan.key, values)
      }
    })
    await deps.realtime.publishUpdate(companyId, 'prices')
    return c.json({ imported: plan.rows.length, pricelist: priceListJson(list) })
  })
}
