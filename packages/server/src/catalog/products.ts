import { type ItemPayload, isRefusal, type ProductPayload, skuFor } from '@pos/core'
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import { checkedCustomValues } from '../admin/custom-values.ts'
import { Refusal } from '../db/admin-invariants.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { Database } from '../db/schema.ts'
import { fireSystemEvent } from '../glue/system-hooks.ts'
import { takeCounter } from './counters.ts'
import { iso, isoNow, num, numOrNull } from './json.ts'

type Db = Kysely<Database> | Transaction<Database>

export const PRODUCT_COLUMNS = [
  'id',
  'style',
  'name',
  'description',
  'vendor',
  'type',
  'tags',
  'view',
  'option_names',
  'images',
  'cost_price',
  'weight_grams',
  'tax_percent',
  'metadata',
  'created',
  'updated',
] as const

const ITEM_COLUMNS = [
  'id',
  'product_id',
  'sku',
  'barcode',
  'option1',
  'option2',
  'option3',
  'position',
  'metadata',
  'created',
  'updated',
] as const

type ProductRow = Pick<Selectable<Database['products']>, (typeof PRODUCT_COLUMNS)[number]>
type ItemRow = { [K in (typeof ITEM_COLUMNS)[number]]: unknown } & {
  id: string | number | bigint
  product_id: string | number | bigint
  sku: string
  barcode: string
  option1: string
  option2: string
  option3: string
  metadata: Record<string, unknown>
}

export const STYLE_TAKEN = 'Another product already has this style'
export const SKU_TAKEN = 'Another item already has one of these SKUs'
export const BARCODE_TAKEN = 'Another item already has one of these barcodes'
export const ITEM_NOT_OF_PRODUCT = 'Please choose items of this product'
export const SAME_SKU_TWICE = 'Two items of this product have the same SKU'

/** The item of the register's products.json (spec 3). */
export function itemJson(row: ItemRow, taxPercent: number) {
  return {
    id: num(row.id),
    product_id: num(row.product_id),
    barcode: row.barcode,
    sku: row.sku,
    option1: row.option1,
    option2: row.option2,
    option3: row.option3,
    tax_percent: taxPercent,
    metadata: row.metadata,
  }
}

/** The product of the register's products.json (spec 3), items included. */
export function productJson(row: ProductRow, items: ItemRow[]) {
  const taxPercent = Number(row.tax_percent)
  const images = row.images as unknown as string[]
  return {
    id: num(row.id),
    image_thumbnail: images[0] ?? null,
    style: row.style,
    name: row.name,
    description: row.description,
    option_names: row.option_names as unknown as string[],
    type: row.type,
    vendor: row.vendor,
    tags: row.tags as unknown as string[],
    view: row.view,
    metadata: row.metadata as unknown as Record<string, unknown>,
    created: isoNow(row.created),
    updated: isoNow(row.updated),
    items: items.map((item) => itemJson(item, taxPercent)),
  }
}

/** Products with their items, in the order of `rows`. */
export async function withItems(db: Db, companyId: number, rows: ProductRow[]) {
  if (rows.length === 0) return []
  const items = await db
    .selectFrom('items')
    .select(ITEM_COLUMNS)
    .where('company_id', '=', companyId)
    .where(
      'product_id',
      'in',
      rows.map((row) => String(row.id)),
    )
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute()
  const byProduct = new Map<string, ItemRow[]>()
  for (const item of items as ItemRow[]) {
    const key = String(item.product_id)
    const list = byProduct.get(key)
    if (list) list.push(item)
    else byProduct.set(key, [item])
  }
  return rows.map((row) => productJson(row, byProduct.get(String(row.id)) ?? []))
}

/** The whole product for the back-office edit screen: sync fields, prices, cost history. */
export async function productDetail(db: Db, companyId: number, id: number) {
  const row = await db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', String(id))
    .executeTakeFirst()
  if (!row) return undefined
  const [product] = await withItems(db, companyId, [row as ProductRow])
  const prices = await db
    .selectFrom('prices')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('product_id', '=', String(id))
    .orderBy('id')
    .execute()
  const costs = await db
    .selectFrom('cost_history')
    .select(['cost_price', 'created'])
    .where('company_id', '=', companyId)
    .where('product_id', '=', String(id))
    .orderBy('id', 'desc')
    .limit(100)
    .execute()
  const retail = prices.find(isRetailPrice)
  return {
    ...product,
    images: row.images as unknown as string[],
    cost_price: num(row.cost_price),
    retail_price: retail ? num(retail.price) : 0,
    weight_grams: row.weight_grams,
    tax_percent: Number(row.tax_percent),
    prices: prices.map(priceJson),
    cost_history: costs.map((cost) => ({ cost_price: num(cost.cost_price), created: isoNow(cost.created) })),
  }
}

type PriceRow = Database['prices'] extends infer T ? { [K in keyof T]: unknown } : never

export function isRetailPrice(row: {
  item_id: unknown
  price_list_id: unknown
  start_date: unknown
  end_date: unknown
}): boolean {
  return (
    row.item_id === null && row.price_list_id === null && row.start_date === null && row.end_date === null
  )
}

/** A price as prices.json gives it (spec 3). */
export function priceJson(row: PriceRow | Record<string, unknown>) {
  const r = row as Record<string, unknown>
  return {
    id: num(r.id as string),
    product_id: numOrNull(r.product_id as string | null),
    item_id: numOrNull(r.item_id as string | null),
    price_list_id: (r.price_list_id as number | null) ?? null,
    start_date: iso(r.start_date as Date | null),
    end_date: iso(r.end_date as Date | null),
    currency: r.currency as string,
    price: num(r.price as string),
    tags: r.tags as string[],
    created: isoNow(r.created as Date),
    updated: isoNow(r.updated as Date),
  }
}

export type SaveOutcome = { id: number; pricesChanged: boolean }

/** The items a product should end with: the payload's, or one item without options when it has none. */
function desiredItems(payload: ProductPayload, existing: ItemRow[]): ItemPayload[] {
  if (payload.items.length > 0) return payload.items
  const plain = existing.find((item) => item.option1 === '' && item.option2 === '' && item.option3 === '')
  return [
    { ...(plain ? { id: num(plain.id) } : {}), option1: '', option2: '', option3: '', sku: '', barcode: '' },
  ]
}

/**
 * Creates (`id` undefined) or replaces a product in one transaction: style from the product counter when
 * empty, items created, updated and deleted to match (deleted ones recorded for the register), SKUs from
 * style and options and barcodes from the barcode counter when empty, the retail price kept as the product's
 * undated price, and the cost price's history. Refusals for taken styles, SKUs and barcodes.
 */
export async function saveProduct(
  trx: Transaction<Database>,
  companyId: number,
  currency: string,
  userId: number | null,
  id: number | undefined,
  payload: ProductPayload,
): Promise<SaveOutcome> {
  try {
    return await saveProductUnchecked(trx, companyId, currency, userId, id, payload)
  } catch (error) {
    // Each refusal names the field it concerns (a clash that got past the checks below names the items).
    if (isUniqueViolation(error, 'products_company_style')) throw new Refusal(STYLE_TAKEN, 400, 'style')
    if (isUniqueViolation(error, 'items_company_sku')) throw new Refusal(SKU_TAKEN, 400, 'items')
    if (isUniqueViolation(error, 'items_company_barcode')) throw new Refusal(BARCODE_TAKEN, 400, 'items')
    throw error
  }
}

/**
 * A product's (or an item's) custom values checked against the company's fields of its kind (core [CF3]); kept in
 * metadata.custom. A refusal names the field (`custom.{key}`, under `at` for an item: `items.{n}.custom.{key}`).
 */
async function checkedCustom(
  trx: Transaction<Database>,
  companyId: number,
  values: Record<string, unknown>,
  entity: 'products' | 'items' = 'products',
  at = '',
) {
  const outcome = await checkedCustomValues(trx, companyId, entity, values)
  if (isRefusal(outcome)) throw new Refusal(outcome.message, 400, `${at}${outcome.field ?? 'custom'}`)
  return outcome
}

/**
 * Refuses a product whose items would take a SKU or barcode of another product's item, naming the first such item's
 * field (`items.{n}.sku`, `items.{n}.barcode`), before the unique indexes would refuse the whole save unnamed.
 */
async function refuseTakenCodes(
  trx: Transaction<Database>,
  companyId: number,
  productId: string,
  items: readonly { sku: string; barcode: string }[],
): Promise<void> {
  const skus = items.map((item) => item.sku.toLowerCase())
  const barcodes = items.map((item) => item.barcode).filter((barcode) => barcode !== '')
  const taken = await trx
    .selectFrom('items')
    .select([sql<string>`lower(sku)`.as('sku'), 'barcode'])
    .where('company_id', '=', companyId)
    .where('product_id', '<>', productId)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(sku)`, 'in', skus),
        ...(barcodes.length > 0 ? [eb('barcode', 'in', barcodes)] : []),
      ]),
    )
    .execute()
  if (taken.length === 0) return
  const takenSkus = new Set(taken.map((row) => row.sku))
  const takenBarcodes = new Set(taken.map((row) => row.barcode).filter((barcode) => barcode !== ''))
  for (const [position, item] of items.entries()) {
    if (takenSkus.has(item.sku.toLowerCase())) throw new Refusal(SKU_TAKEN, 400, `items.${position}.sku`)
    if (item.barcode !== '' && takenBarcodes.has(item.barcode))
      throw new Refusal(BARCODE_TAKEN, 400, `items.${position}.barcode`)
  }
}

async function saveProductUnchecked(
  trx: Transaction<Database>,
  companyId: number,
  currency: string,
  userId: number | null,
  id: number | undefined,
  payload: ProductPayload,
): Promise<SaveOutcome> {
  const style = payload.style || (await takeCounter(trx, companyId, 'product', 1))[0] || ''
  const custom =
    payload.custom === undefined ? undefined : await checkedCustom(trx, companyId, payload.custom)
  const customJson = custom === undefined ? undefined : JSON.stringify({ custom })
  const columns = {
    style,
    name: payload.name,
    description: payload.description,
    vendor: payload.vendor,
    type: payload.type,
    tags: JSON.stringify(payload.tags),
    view: payload.view,
    option_names: JSON.stringify(payload.option_names),
    images: JSON.stringify(payload.images),
    cost_price: payload.cost_price,
    weight_grams: payload.weight_grams,
    tax_percent: payload.tax_percent,
  }
  let productId: string
  let previousCost: number | undefined
  let existing: ItemRow[] = []
  if (id === undefined) {
    const row = await trx
      .insertInto('products')
      .values({ company_id: companyId, ...columns, ...(customJson ? { metadata: customJson } : {}) })
      .returning('id')
      .executeTakeFirstOrThrow()
    productId = String(row.id)
  } else {
    const current = await trx
      .selectFrom('products')
      .select(['id', 'cost_price'])
      .where('company_id', '=', companyId)
      .where('id', '=', String(id))
      .forUpdate()
      .executeTakeFirst()
    if (!current) throw new Refusal('Not found')
    previousCost = num(current.cost_price)
    productId = String(id)
    await trx
      .updateTable('products')
      .set({
        ...columns,
        ...(customJson ? { metadata: sql<string>`products.metadata || ${customJson}::jsonb` } : {}),
        updated: sql`now()`,
      })
      .where('company_id', '=', companyId)
      .where('id', '=', productId)
      .execute()
    existing = (await trx
      .selectFrom('items')
      .select(ITEM_COLUMNS)
      .where('company_id', '=', companyId)
      .where('product_id', '=', productId)
      .execute()) as ItemRow[]
  }

  const wanted = desiredItems(payload, existing)
  const existingIds = new Set(existing.map((item) => String(item.id)))
  const stranger = wanted.findIndex((item) => item.id !== undefined && !existingIds.has(String(item.id)))
  if (stranger >= 0) throw new Refusal(ITEM_NOT_OF_PRODUCT, 400, `items.${stranger}.id`)
  const keptIds = new Set(wanted.flatMap((item) => (item.id === undefined ? [] : [String(item.id)])))
  const removed = existing.filter((item) => !keptIds.has(String(item.id)))
  if (removed.length > 0) {
    const removedIds = removed.map((item) => String(item.id))
    await recordDeletedPrices(trx, companyId, 'item_id', removedIds)
    await trx
      .insertInto('deleted_records')
      .values(
        removed.map((item) => ({
          company_id: companyId,
          kind: 'item' as const,
          id: String(item.id),
          product_id: productId,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['company_id', 'kind', 'id']).doUpdateSet({ deleted: sql`now()` }),
      )
      .execute()
    await trx.deleteFrom('items').where('company_id', '=', companyId).where('id', 'in', removedIds).execute()
  }
  // Free the SKUs and barcodes of kept items first, so that two items may swap them in one save.
  const kept = wanted.filter((item) => item.id !== undefined)
  if (kept.length > 0) {
    await trx
      .updateTable('items')
      .set({ sku: sql`'~' || id::text`, barcode: '' })
      .where('company_id', '=', companyId)
      .where(
        'id',
        'in',
        kept.map((item) => String(item.id)),
      )
      .execute()
  }
  const barcodes = await takeCounter(
    trx,
    companyId,
    'barcode',
    wanted.filter((item) => item.barcode === '').length,
  )
  // Each item's custom values checked against the company's item fields (core [CF3]); kept in metadata.custom.
  const itemCustom: (string | undefined)[] = []
  for (const [position, item] of wanted.entries()) {
    const custom =
      item.custom === undefined
        ? undefined
        : await checkedCustom(trx, companyId, item.custom, 'items', `items.${position}.`)
    itemCustom.push(custom === undefined ? undefined : JSON.stringify({ custom }))
  }
  const filled = wanted.map((item, position) => ({
    id: item.id,
    option1: item.option1,
    option2: item.option2,
    option3: item.option3,
    sku: item.sku || skuFor(style, item),
    barcode: item.barcode || barcodes.shift() || '',
    position,
  }))
  const skus = filled.map((item) => item.sku.toLowerCase())
  const repeated = skus.findIndex((sku, position) => skus.indexOf(sku) !== position)
  if (repeated >= 0) throw new Refusal(SAME_SKU_TWICE, 400, `items.${repeated}.sku`)
  await refuseTakenCodes(trx, companyId, productId, filled)
  for (const [position, item] of filled.entries()) {
    if (item.id === undefined) continue
    const { id: itemId, ...fields } = item
    const customJson = itemCustom[position]
    await trx
      .updateTable('items')
      .set({
        ...fields,
        ...(customJson ? { metadata: sql<string>`items.metadata || ${customJson}::jsonb` } : {}),
        updated: sql`now()`,
      })
      .where('company_id', '=', companyId)
      .where('id', '=', String(itemId))
      .execute()
  }
  const added = filled.flatMap((entry, position) =>
    entry.id === undefined ? [{ entry, customJson: itemCustom[position] }] : [],
  )
  if (added.length > 0) {
    await trx
      .insertInto('items')
      .values(
        added.map(({ entry: { id: _unused, ...fields }, customJson }) => ({
          company_id: companyId,
          product_id: productId,
          ...fields,
          ...(customJson ? { metadata: customJson } : {}),
        })),
      )
      .execute()
  }

  const pricesChanged = await setRetailPrice(trx, companyId, productId, currency, payload.retail_price)
  if (previousCost !== payload.cost_price) {
    await trx
      .insertInto('cost_history')
      .values({
        company_id: companyId,
        product_id: productId,
        cost_price: payload.cost_price,
        user_id: userId,
      })
      .execute()
  }
  if (id !== undefined) {
    // Glue jobs hooked to product changes run for this one, queued in its transaction.
    await fireSystemEvent(trx, companyId, 'product.updated', {
      product: {
        id: Number(productId),
        style,
        name: payload.name,
        vendor: payload.vendor,
        type: payload.type,
        retail_price: payload.retail_price,
        cost_price: payload.cost_price,
        items: filled.map((item) => ({ sku: item.sku, barcode: item.barcode })),
      },
    })
  }
  return { id: Number(productId), pricesChanged: pricesChanged || removed.length > 0 }
}

/** Keeps the product's retail price as its undated price outside any price list; true when it changed. */
async function setRetailPrice(
  trx: Transaction<Database>,
  companyId: number,
  productId: string,
  currency: string,
  price: number,
): Promise<boolean> {
  const current = await trx
    .selectFrom('prices')
    .select(['id', 'price'])
    .where('company_id', '=', companyId)
    .where('product_id', '=', productId)
    .where('item_id', 'is', null)
    .where('price_list_id', 'is', null)
    .where('start_date', 'is', null)
    .where('end_date', 'is', null)
    .executeTakeFirst()
  if (current && num(current.price) === price) return false
  if (current) {
    await trx.updateTable('prices').set({ price, updated: sql`now()` }).where('id', '=', current.id).execute()
  } else {
    await trx
      .insertInto('prices')
      .values({ company_id: companyId, product_id: productId, currency, price, tags: '[]' })
      .execute()
  }
  return true
}

/** Writes deleted-price records for the company's prices whose `column` is one of `values` (before they go). */
export async function recordDeletedPrices(
  trx: Transaction<Database>,
  companyId: number,
  column: 'id' | 'product_id' | 'item_id' | 'price_list_id',
  values: readonly (string | number)[],
): Promise<void> {
  if (values.length === 0) return
  const rows = await trx
    .selectFrom('prices')
    .select(['id', 'product_id'])
    .where('company_id', '=', companyId)
    .where(column, 'in', values as never)
    .execute()
  if (rows.length === 0) return
  for (let start = 0; start < rows.length; start += 1000) {
    await trx
      .insertInto('deleted_records')
      .values(
        rows.slice(start, start + 1000).map((row) => ({
          company_id: companyId,
          kind: 'price' as const,
          id: String(row.id),
          product_id: row.product_id === null ? null : String(row.product_id),
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['company_id', 'kind', 'id']).doUpdateSet({ deleted: sql`now()` }),
      )
      .execute()
  }
}

/** Deletes a product with its items and prices, recording each for the register; false when not found. */
export async function deleteProduct(
  trx: Transaction<Database>,
  companyId: number,
  id: number,
): Promise<boolean> {
  const productId = String(id)
  const found = await trx
    .selectFrom('products')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', productId)
    .forUpdate()
    .executeTakeFirst()
  if (!found) return false
  await recordDeletedPrices(trx, companyId, 'product_id', [productId])
  await sql`
    INSERT INTO deleted_records (company_id, kind, id, product_id)
    SELECT company_id, 'item', id, product_id FROM items WHERE company_id = ${companyId} AND product_id = ${productId}
    ON CONFLICT (company_id, kind, id) DO UPDATE SET deleted = now()
  `.execute(trx)
  await sql`
    INSERT INTO deleted_records (company_id, kind, id, product_id) VALUES (${companyId}, 'product', ${productId}, ${productId})
    ON CONFLICT (company_id, kind, id) DO UPDATE SET deleted = now()
  `.execute(trx)
  await trx.deleteFrom('products').where('company_id', '=', companyId).where('id', '=', productId).execute()
  return true
}
