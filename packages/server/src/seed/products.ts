import { skuFor } from '@pos/core'
import type { Transaction } from 'kysely'
import { takeCounter } from '../catalog/counters.ts'
import type { Database } from '../db/schema.ts'
import { insertInBatches, type SeedArea, seededRandom } from './context.ts'

const TYPES = ['T-Shirt', 'Jeans', 'Jacket', 'Dress', 'Sneakers', 'Hat', 'Socks', 'Bag', 'Scarf', 'Belt']
const VENDORS = ['Acme Apparel', 'Blue Harbour', 'Coastline', 'Dune & Co', 'Everyday Basics', 'Fjord']
const ADJECTIVES = [
  'Classic',
  'Organic',
  'Slim',
  'Relaxed',
  'Vintage',
  'Urban',
  'Coastal',
  'Alpine',
  'Soft',
  'Bold',
]
const COLOURS = ['Black', 'White', 'Navy', 'Olive', 'Sand', 'Red', 'Grey', 'Teal']
const TAGS = ['summer', 'winter', 'new', 'sale', 'core', 'limited']
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL']
const BATCH = 1000

export type BulkProductsOptions = { count: number; itemsPerProduct: number; currency: string; seed?: number }

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T
}

function sizeOf(index: number): string {
  return SIZES[index] ?? `Size ${index + 1}`
}

/**
 * Inserts `count` products with `itemsPerProduct` items each (a Size option when more than one), a retail
 * price per product and a dated sale price on one item of every tenth, in multi-row statements inside the
 * caller's transaction. Styles, SKUs and barcodes come from the company counters, as for products made on
 * screen. Returns the product ids.
 */
export async function insertBulkProducts(
  trx: Transaction<Database>,
  companyId: number,
  options: BulkProductsOptions,
): Promise<number[]> {
  const random = seededRandom(options.seed ?? 42)
  const { count, itemsPerProduct, currency } = options
  const styles = await takeCounter(trx, companyId, 'product', count)
  const barcodes = await takeCounter(trx, companyId, 'barcode', count * itemsPerProduct)
  const optionNames = JSON.stringify(itemsPerProduct > 1 ? ['Size'] : [])
  const productIds: number[] = []
  const retail: number[] = []
  for (let start = 0; start < count; start += BATCH) {
    const rows = styles.slice(start, start + BATCH).map((style) => {
      const type = pick(TYPES, random)
      const name = `${pick(ADJECTIVES, random)} ${pick(COLOURS, random)} ${type}`
      const price = (Math.floor(random() * 190) + 10) * 100 - 5
      retail.push(price)
      return {
        company_id: companyId,
        style,
        name,
        description: `${name} by ${pick(VENDORS, random)}.`,
        vendor: pick(VENDORS, random),
        type,
        tags: JSON.stringify(
          [pick(TAGS, random), pick(TAGS, random)].filter((tag, index, all) => all.indexOf(tag) === index),
        ),
        option_names: optionNames,
        cost_price: Math.round(price * 0.45),
        weight_grams: 100 + Math.floor(random() * 900),
        tax_percent: 10,
      }
    })
    const inserted = await trx.insertInto('products').values(rows).returning('id').execute()
    for (const row of inserted) productIds.push(Number(row.id))
  }
  const items = productIds.flatMap((productId, productIndex) =>
    Array.from({ length: itemsPerProduct }, (_, index) => {
      const option1 = itemsPerProduct > 1 ? sizeOf(index) : ''
      return {
        company_id: companyId,
        product_id: productId,
        sku: skuFor(styles[productIndex] ?? String(productId), { option1, option2: '', option3: '' }),
        barcode: barcodes[productIndex * itemsPerProduct + index] ?? '',
        option1,
        position: index,
      }
    }),
  )
  const itemIds: number[] = []
  await insertInBatches(items, BATCH, async (batch) => {
    const inserted = await trx.insertInto('items').values(batch).returning('id').execute()
    for (const row of inserted) itemIds.push(Number(row.id))
  })
  const now = Date.now()
  const saleStart = new Date(now - 7 * 86_400_000).toISOString()
  const saleEnd = new Date(now + 30 * 86_400_000).toISOString()
  const prices = productIds.flatMap((productId, index) => {
    const price = retail[index] ?? 0
    const base = { company_id: companyId, product_id: productId, currency, tags: '[]' }
    const rows: (typeof base & {
      item_id?: number
      price: number
      start_date?: string
      end_date?: string
      tags: string
    })[] = [{ ...base, price }]
    if (index % 10 === 0) {
      rows.push({
        ...base,
        item_id: itemIds[index * itemsPerProduct] ?? 0,
        price: Math.round(price * 0.8),
        start_date: saleStart,
        end_date: saleEnd,
        tags: JSON.stringify(['sale']),
      })
    }
    return rows
  })
  await insertInBatches(prices, BATCH, (batch) => trx.insertInto('prices').values(batch).execute())
  await trx
    .insertInto('cost_history')
    .columns(['company_id', 'product_id', 'cost_price'])
    .expression((eb) =>
      eb
        .selectFrom('products')
        .select([eb.val(companyId).as('company_id'), 'id', 'cost_price'])
        .where('company_id', '=', companyId),
    )
    .execute()
  return productIds
}

/** The demo catalogue: `--products N` products of `--items` items each, with prices. */
export const productsArea: SeedArea = {
  name: 'products',
  async run({ trx, companyId, currency, options, ids, log }) {
    const started = Date.now()
    ids.products = await insertBulkProducts(trx, companyId, {
      count: options.products,
      itemsPerProduct: options.itemsPerProduct,
      currency,
    })
    log(
      `${options.products} products with ${options.itemsPerProduct} items each in ${Date.now() - started} ms`,
    )
  },
}
