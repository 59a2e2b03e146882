import {
  INVENTORY_MESSAGES,
  type StocktakeCountedSchema,
  StocktakeCountsPayloadSchema,
  StocktakeListQuerySchema,
  type StocktakeListSchema,
  StocktakeStartPayloadSchema,
  type StocktakeSummarySchema,
  type StocktakeVariancesSchema,
  variances,
} from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import { onlyReachable, visibleRow } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { userIdOf } from '../http/acting-user.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { answeringRefused } from '../http/refused.ts'
import { routePaths } from '../http/route-paths.ts'
import { pageWindow, uncountedPage } from '../http/uncounted-page.ts'
import { companyWarehouse, locationsInWarehouse, UNKNOWN_LOCATION } from '../inventory/company-checks.ts'
import { commitStocktake } from '../inventory/stocktake-commit.ts'
import { countedByItem, frozenLines, stocktakeRow } from '../inventory/stocktake-reads.ts'

/**
 * Stocktakes (spec 2 /inventory/stocktakes, spec 4: current and completed; variances can be committed). Starting
 * one freezes what each item in its scope was expected to hold; counters send counts (each with an id of its own,
 * so a retry is kept once and two counters never overwrite each other); the variances compare counted with the
 * frozen quantities at the frozen cost; commit adjusts stock on hand to what was counted, against stock on hand at
 * that moment, under locks, once.
 */
export function registerStocktakeRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const inventory = requireRight('inventory')
  const paths = routePaths('stocktake', 'stocktakes')

  const own = onlyReachable(db, 'stocktakes')

  app.get(paths.list, inventory, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const query = readQuery(c, StocktakeListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { status, ...paging } = query.value
    const window = pageWindow(paging)
    const found = await db
      .selectFrom('stocktakes as s')
      .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
      .select(['s.id', 's.name', 's.status', 'w.name as warehouse_name', 's.created', 's.completed'])
      .where('s.company_id', '=', companyId)
      .where('s.status', 'in', status === 'completed' ? ['completed', 'cancelled'] : ['counting'])
      .where(visibleRow(principal, 'stocktakes', 's'))
      .orderBy('s.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute()
    const { rows: stocktakes, ...where } = uncountedPage(found, paging)
    return c.json({ stocktakes, ...where } satisfies Sent<typeof StocktakeListSchema>)
  })

  app.post(paths.list, inventory, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const parsed = await readBody(c, StocktakeStartPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const body = parsed.value
    const warehouse = await companyWarehouse(db, principalOf(c), body.warehouse_id)
    if (!warehouse) return badRequest(c, INVENTORY_MESSAGES.missingWarehouse)
    if (!(await locationsInWarehouse(db, companyId, body.warehouse_id, [body.location_id])))
      return badRequest(c, UNKNOWN_LOCATION)
    const scope = { location_id: body.location_id, types: body.types, vendors: body.vendors }
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('stocktakes')
        .values({
          company_id: companyId,
          warehouse_id: warehouse.id,
          name: body.name,
          scope: JSON.stringify(scope),
          reason_id: body.reason_id,
          user_id: userIdOf(principal),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const byProduct = sql`
        ${body.types.length > 0 ? sql`AND p.type IN (${sql.join(body.types)})` : sql``}
        ${body.vendors.length > 0 ? sql`AND p.vendor IN (${sql.join(body.vendors)})` : sql``}`
      // Expected quantities are frozen now, at the moving-average cost of now.
      await sql`
        INSERT INTO stocktake_lines (company_id, stocktake_id, item_id, expected, unit_cost)
        SELECT ${companyId}, ${row.id}, s.item_id, ${body.location_id === null ? sql`s.quantity` : sql`coalesce(l.quantity, 0)`},
          s.average_cost
        FROM stock_on_hand s
        JOIN items i ON i.id = s.item_id AND i.company_id = s.company_id
        JOIN products p ON p.id = i.product_id
        ${
          body.location_id === null
            ? sql``
            : sql`JOIN stock_at_location l ON l.company_id = s.company_id AND l.item_id = s.item_id
                AND l.location_id = ${body.location_id}`
        }
        WHERE s.company_id = ${companyId} AND s.warehouse_id = ${warehouse.id}
          AND ${body.location_id === null ? sql`s.quantity` : sql`l.quantity`} <> 0 ${byProduct}`.execute(trx)
      return row.id
    })
    return c.json({ stocktake: await stocktakeRow(db, companyId, id) })
  })

  app.get(paths.record, inventory, own, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const stocktake = await stocktakeRow(db, companyId, id)
    if (!stocktake) return notFound(c)
    const counted = await countedByItem(db, companyId, id)
    const expected = await frozenLines(db, companyId, id)
    return c.json({
      stocktake,
      expected_items: expected.size,
      counted_items: counted.size,
      counted_units: [...counted.values()].reduce((sum, q) => sum + q, 0),
    } satisfies Sent<typeof StocktakeSummarySchema>)
  })

  app.post(paths.action('counts'), inventory, own, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const id = idParam(c)
    if (!id) return notFound(c)
    const stocktake = await stocktakeRow(db, companyId, id)
    if (!stocktake) return notFound(c)
    const parsed = await readBody(c, StocktakeCountsPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    if (stocktake.status !== 'counting') return badRequest(c, INVENTORY_MESSAGES.notCounting)
    const codes = [...new Set(parsed.value.counts.flatMap((count) => (count.barcode ? [count.barcode] : [])))]
    const byCode = new Map<string, number>()
    if (codes.length > 0) {
      const found = await db
        .selectFrom('items')
        .select(['id', 'barcode', 'sku'])
        .where('company_id', '=', companyId)
        .where((eb) =>
          eb.or([
            eb('barcode', 'in', codes),
            eb(
              sql`lower(sku)`,
              'in',
              codes.map((s) => s.toLowerCase()),
            ),
          ]),
        )
        .execute()
      for (const item of found) {
        byCode.set(item.sku.toLowerCase(), Number(item.id))
        if (item.barcode) byCode.set(item.barcode, Number(item.id))
      }
    }
    const rows = []
    for (const count of parsed.value.counts) {
      const itemId =
        count.item_id ??
        (count.barcode ? (byCode.get(count.barcode) ?? byCode.get(count.barcode.toLowerCase())) : undefined)
      if (itemId === undefined)
        return badRequest(
          c,
          count.barcode ? `No item has the barcode ${count.barcode}` : 'Please choose an item',
        )
      rows.push({
        company_id: companyId,
        stocktake_id: id,
        item_id: itemId,
        quantity: count.quantity,
        client_id: count.client_id,
        counter: parsed.value.counter,
        user_id: userIdOf(principal),
      })
    }
    const items = await db
      .selectFrom('items')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', [...new Set(rows.map((r) => r.item_id))])
      .execute()
    if (items.length !== new Set(rows.map((r) => r.item_id)).size)
      return badRequest(c, 'Please choose items of this company')
    await db
      .insertInto('stocktake_counts')
      .values(rows)
      .onConflict((oc) => oc.columns(['company_id', 'stocktake_id', 'client_id']).doNothing())
      .execute()
    const counted = await countedByItem(db, companyId, id)
    return c.json({
      counted: [...new Set(rows.map((r) => r.item_id))].map((itemId) => ({
        item_id: itemId,
        counted: counted.get(itemId) ?? 0,
      })),
    } satisfies Sent<typeof StocktakeCountedSchema>)
  })

  app.get(paths.action('variances'), inventory, own, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const stocktake = await stocktakeRow(db, companyId, id)
    if (!stocktake) return notFound(c)
    const lines = variances(await frozenLines(db, companyId, id), await countedByItem(db, companyId, id))
    const names = new Map<number, { sku: string; name: string }>()
    const ids = lines.map((l) => l.item_id)
    for (let i = 0; i < ids.length; i += 5000) {
      const rows = await db
        .selectFrom('items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['i.id', 'i.sku', 'p.name'])
        .where('i.company_id', '=', companyId)
        .where('i.id', 'in', ids.slice(i, i + 5000))
        .execute()
      for (const row of rows) names.set(Number(row.id), { sku: row.sku, name: row.name })
    }
    return c.json({
      stocktake,
      variances: lines.map((l) => ({
        ...l,
        sku: names.get(l.item_id)?.sku ?? '',
        name: names.get(l.item_id)?.name ?? '',
      })),
      total_variance: lines.reduce((sum, l) => sum + l.variance, 0),
      total_cost: lines.reduce((sum, l) => sum + l.cost, 0),
    } satisfies Sent<typeof StocktakeVariancesSchema>)
  })

  app.post(paths.action('commit'), requireRight('inventory', 'approve'), own, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const id = idParam(c)
    if (!id) return notFound(c)
    return answeringRefused(c, async () => {
      const outcome = await commitStocktake(deps.database.db, principal, id)
      if (!outcome) return notFound(c)
      return c.json({ stocktake: await stocktakeRow(db, companyId, id), ...outcome })
    })
  })

  app.post(paths.action('cancel'), inventory, own, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .updateTable('stocktakes')
      .set({ status: 'cancelled', updated: sql`now()` })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .where('status', '=', 'counting')
      .returning('id')
      .executeTakeFirst()
    if (row) return c.json({ stocktake: await stocktakeRow(db, companyId, id) })
    return (await stocktakeRow(db, companyId, id))
      ? badRequest(c, INVENTORY_MESSAGES.notCounting)
      : notFound(c)
  })
}
