import {
  AdjustmentPayloadSchema,
  INVENTORY_MESSAGES,
  type LocationStockSchema,
  MovementQuerySchema,
  type StockMoveAnswerSchema,
  type StockMovementsPageSchema,
  StockMovePayloadSchema,
  type StockOnHandPageSchema,
  StockOnHandQuerySchema,
  stockAdjustmentPosting,
  stockValue,
} from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import Papa from 'papaparse'
import { onlyReachable, restrictedTo } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { postEvent } from '../books/event-journal.ts'
import { userIdOf } from '../http/acting-user.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { pageWindow, uncountedPage } from '../http/uncounted-page.ts'
import {
  companyWarehouse,
  hasUnknownItem,
  locationsInWarehouse,
  UNKNOWN_ITEM,
  UNKNOWN_LOCATION,
} from '../inventory/company-checks.ts'
import { itemOnHand, type StockOnHandRow, stockOnHandPage } from '../inventory/stock-on-hand.ts'
import { writeMovements } from '../inventory/stock-writes.ts'
import { reasonOfKind } from '../reasons/reason-of-kind.ts'

function stockJson(row: StockOnHandRow) {
  return {
    ...row,
    average_cost: Number(row.average_cost),
    value: stockValue(row.quantity, Number(row.average_cost)),
  }
}

const CSV_PAGE = 5000

/**
 * Stock on hand (spec 2 /inventory/stock-on-hand), an item's movements with the running balance (stock-movements),
 * adjustments and stock moves between locations, behind the `inventory` right. Every change goes through
 * `writeMovements`: a ledger row and the projection in one transaction.
 */
export function registerStockRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const inventory = requireRight('inventory')

  app.get('/api/proxy/stock-on-hand.json', inventory, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, StockOnHandQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { limit, page, ...filters } = query.value
    const found = await stockOnHandPage(
      db,
      companyId,
      filters,
      pageWindow({ limit, page }),
      restrictedTo('warehouse', principalOf(c), 's.warehouse_id'),
    )
    const { rows, ...where } = uncountedPage(found, { limit, page })
    return c.json({ stock: rows.map(stockJson), ...where } satisfies Sent<typeof StockOnHandPageSchema>)
  })

  app.get('/api/proxy/stock-on-hand.csv', requireRight('inventory', 'export'), async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, StockOnHandQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { limit: _limit, page: _page, ...filters } = query.value
    const parts = [
      Papa.unparse([['SKU', 'Name', 'Type', 'Vendor', 'Warehouse', 'On Hand', 'Average Cost', 'Value']]),
    ]
    for (let offset = 0; ; offset += CSV_PAGE) {
      const rows = await stockOnHandPage(
        db,
        companyId,
        filters,
        { limit: CSV_PAGE, offset },
        restrictedTo('warehouse', principalOf(c), 's.warehouse_id'),
      )
      if (rows.length > 0)
        parts.push(
          Papa.unparse(
            rows.map((row) => {
              const cost = Number(row.average_cost)
              return [
                row.sku,
                row.name,
                row.type,
                row.vendor,
                row.warehouse_name,
                row.quantity,
                (cost / 100).toFixed(2),
                (stockValue(row.quantity, cost) / 100).toFixed(2),
              ]
            }),
          ),
        )
      if (rows.length < CSV_PAGE) break
    }
    return c.body(`${parts.join('\r\n')}\r\n`, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="stock-on-hand.csv"',
    })
  })

  app.get('/api/proxy/stock-movements/:warehouse/:item{[0-9]+\\.json}', inventory, async (c) => {
    const { companyId } = principalOf(c)
    const warehouseId = idParam(c, 'warehouse')
    const itemId = idParam(c, 'item')
    if (!warehouseId || !itemId) return notFound(c)
    const query = readQuery(c, MovementQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const warehouse = await companyWarehouse(db, principalOf(c), warehouseId)
    const item = await db
      .selectFrom('items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.id', 'i.sku', 'i.product_id', 'p.name'])
      .where('i.company_id', '=', companyId)
      .where('i.id', '=', itemId)
      .executeTakeFirst()
    if (!warehouse || !item) return notFound(c)
    const onHand = await itemOnHand(db, companyId, warehouseId, itemId)
    const window = pageWindow(query.value)
    const { rows: found } = await sql<{
      id: string
      created: Date
      location_id: number | null
      quantity: number
      unit_cost: string
      reason: string
      source_id: string | null
      note: string
      balance: string
    }>`
      SELECT * FROM (
        SELECT id::text, created, location_id, quantity, unit_cost::text, reason, source_id::text, note,
          sum(quantity) OVER (ORDER BY id)::text AS balance
        FROM stock_ledger
        WHERE company_id = ${companyId} AND item_id = ${itemId} AND warehouse_id = ${warehouseId}
      ) m ORDER BY m.id::bigint DESC LIMIT ${window.limit} OFFSET ${window.offset}`.execute(db)
    const { rows, ...where } = uncountedPage(found, query.value)
    return c.json({
      warehouse: { id: warehouse.id, name: warehouse.name },
      item: { id: String(item.id), product_id: String(item.product_id), sku: item.sku, name: item.name },
      on_hand: onHand.quantity,
      average_cost: onHand.average_cost,
      movements: rows.map((row) => ({
        ...row,
        unit_cost: Number(row.unit_cost),
        balance: Number(row.balance),
      })),
      ...where,
    } satisfies Sent<typeof StockMovementsPageSchema>)
  })

  app.post('/api/proxy/stock-adjustments.json', inventory, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const parsed = await readBody(c, AdjustmentPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const body = parsed.value
    if (!(await companyWarehouse(db, principalOf(c), body.warehouse_id)))
      return badRequest(c, INVENTORY_MESSAGES.missingWarehouse)
    if (!(await locationsInWarehouse(db, companyId, body.warehouse_id, [body.location_id])))
      return badRequest(c, UNKNOWN_LOCATION)
    if (await hasUnknownItem(db, companyId, body.lines)) return badRequest(c, UNKNOWN_ITEM)
    if (body.reason_id !== null) {
      const reason = await reasonOfKind(db, companyId, 'stock_adjustment', body.reason_id)
      if (!reason) return badRequest(c, 'Please choose a stock adjustment reason')
    }
    const userId = userIdOf(principal)
    const written = await db.transaction().execute(async (trx) => {
      const moved = await writeMovements(
        trx,
        companyId,
        body.lines.map((line) => ({
          warehouse_id: body.warehouse_id,
          location_id: body.location_id,
          item_id: line.item_id,
          quantity: line.quantity,
          unit_cost: line.unit_cost,
          reason: 'adjustment' as const,
          source_id: null,
          reason_id: body.reason_id,
          note: body.note,
          user_id: userId,
        })),
      )
      // The stock's value found or lost, at the cost it moved at, to the books with it [GL7].
      await postEvent(
        trx,
        companyId,
        {
          narration: `Stock adjustment${body.note ? `: ${body.note}` : ''}`,
          sourceKind: 'stock_adjustment',
          sourceId: null,
          userId,
        },
        stockAdjustmentPosting(moved.map((w) => ({ quantity: w.quantity, unitCost: w.unit_cost }))),
      )
      return moved
    })
    return c.json({
      movements: written.map((w) => ({
        item_id: w.item_id,
        quantity: w.quantity,
        unit_cost: w.unit_cost,
        on_hand: w.after.quantity,
        average_cost: w.after.average_cost,
      })),
    })
  })

  app.post('/api/proxy/stock-move.json', inventory, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const parsed = await readBody(c, StockMovePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const body = parsed.value
    if (!(await companyWarehouse(db, principalOf(c), body.warehouse_id)))
      return badRequest(c, INVENTORY_MESSAGES.missingWarehouse)
    if (body.from_location_id === body.to_location_id) return badRequest(c, INVENTORY_MESSAGES.sameLocation)
    if (
      !(await locationsInWarehouse(db, companyId, body.warehouse_id, [
        body.from_location_id,
        body.to_location_id,
      ]))
    )
      return badRequest(c, UNKNOWN_LOCATION)
    if (await hasUnknownItem(db, companyId, body.lines)) return badRequest(c, UNKNOWN_ITEM)
    const userId = userIdOf(principal)
    const side = (location: number | null, sign: 1 | -1) =>
      body.lines.map((line) => ({
        warehouse_id: body.warehouse_id,
        location_id: location,
        item_id: line.item_id,
        quantity: sign * line.quantity,
        reason: 'move' as const,
        source_id: null,
        user_id: userId,
      }))
    await db
      .transaction()
      .execute((trx) =>
        writeMovements(trx, companyId, [...side(body.from_location_id, -1), ...side(body.to_location_id, 1)]),
      )
    return c.json({ moved: body.lines.length } satisfies Sent<typeof StockMoveAnswerSchema>)
  })

  // A location of a warehouse outside the user's restriction groups answers as one that does not exist.
  const ownWarehouse = onlyReachable(db, 'warehouses', 'warehouse')
  app.get('/api/proxy/location/:warehouse/:location{[0-9]+\\.json}', inventory, ownWarehouse, async (c) => {
    const { companyId } = principalOf(c)
    const warehouseId = idParam(c, 'warehouse')
    const locationId = idParam(c, 'location')
    if (!warehouseId || !locationId) return notFound(c)
    const location = await db
      .selectFrom('locations as l')
      .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
      .select(['l.id', 'l.name', 'l.allocable', 'l.pick_order', 'l.warehouse_id', 'w.name as warehouse_name'])
      .where('l.company_id', '=', companyId)
      .where('l.warehouse_id', '=', warehouseId)
      .where('l.id', '=', locationId)
      .executeTakeFirst()
    if (!location) return notFound(c)
    const held = await db
      .selectFrom('stock_at_location as s')
      .innerJoin('items as i', 'i.id', 's.item_id')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['s.item_id', 'i.product_id', 'i.sku', 'p.name', 's.quantity'])
      .where('s.company_id', '=', companyId)
      .where('s.location_id', '=', locationId)
      .where('s.quantity', '<>', 0)
      .orderBy('i.sku')
      .limit(1000)
      .execute()
    return c.json({
      location,
      stock: held.map((row) => ({
        ...row,
        item_id: String(row.item_id),
        product_id: String(row.product_id),
      })),
    } satisfies Sent<typeof LocationStockSchema>)
  })
}
