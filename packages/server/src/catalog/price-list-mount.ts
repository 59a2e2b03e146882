import { priceListResource } from '@pos/core'
import { sql } from 'kysely'
import { resourceMount } from '../resource/mount.ts'
import { priceJson, recordDeletedPrices } from './products.ts'

/** The most prices a price list's get answers beside it (a list larger than this is edited by import). */
const DETAIL_PRICES = 5000

/**
 * Price lists (spec 2 /sales/prices) mounted from core's declaration: the list counts each one's prices, a
 * record's get answers its prices beside it, a new list takes the company's currency when it names none, a
 * changed list carries its dates and currency to its prices (the register reads them there), and a deleted list
 * leaves its prices in the register's deleted records.
 */
export const priceListMount = resourceMount(priceListResource, {
  computed: ['price_count'],
  thenBy: ['name'],
  async decorate(ctx, rows) {
    const ids = rows.map((row) => Number(row.id))
    if (ids.length === 0) return rows
    const counts = await ctx.db
      .selectFrom('prices')
      .select(['price_list_id', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('company_id', '=', ctx.companyId)
      .where('price_list_id', 'in', ids)
      .groupBy('price_list_id')
      .execute()
    const byList = new Map(counts.map((row) => [Number(row.price_list_id), Number(row.count)]))
    return rows.map((row) => ({ ...row, price_count: byList.get(Number(row.id)) ?? 0 }))
  },
  async besides(ctx, row) {
    const prices = await ctx.db
      .selectFrom('prices as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .leftJoin('items as i', 'i.id', 'r.item_id')
      .selectAll('r')
      .select(['p.style', 'p.name', 'i.sku'])
      .where('r.company_id', '=', ctx.companyId)
      .where('r.price_list_id', '=', Number(row.id))
      .orderBy('p.name')
      .orderBy('r.id')
      .limit(DETAIL_PRICES)
      .execute()
    return {
      prices: prices.map((price) => ({
        ...priceJson(price),
        style: price.style,
        name: price.name,
        sku: price.sku ?? null,
      })),
    }
  },
  async beforeWrite(ctx, values, current) {
    if (values.currency) return values
    // Read in the write's transaction: the embedded database has one connection, which the transaction holds.
    const company = current
      ? undefined
      : await ctx.db
          .selectFrom('companies')
          .select('currency')
          .where('id', '=', ctx.companyId)
          .executeTakeFirst()
    return { ...values, currency: current ? current.currency : company?.currency }
  },
  async afterWrite(ctx, row, current) {
    if (!current) return undefined
    // The list's prices carry its dates and currency to the register.
    await ctx.trx
      .updateTable('prices')
      .set({
        start_date: row.start_date as Date | null,
        end_date: row.end_date as Date | null,
        currency: String(row.currency),
        updated: sql`now()`,
      })
      .where('company_id', '=', ctx.companyId)
      .where('price_list_id', '=', Number(row.id))
      .execute()
    return undefined
  },
  async beforeRemove(ctx, row) {
    await recordDeletedPrices(ctx.trx, ctx.companyId, 'price_list_id', [Number(row.id)])
    return undefined
  },
})
