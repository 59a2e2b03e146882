import {
  INVENTORY_MESSAGES,
  proposedQuantity,
  ReplenishmentProposalQuerySchema,
  type ReplenishmentProposalSchema,
  StockLevelsPayloadSchema,
  VELOCITY_DAYS,
} from '@pos/core'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps, AppEnv } from '../app-env.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest } from '../http/errors.ts'
import { readBody, readQuery } from '../http/read-payload.ts'
import { companyWarehouse, hasUnknownItem, UNKNOWN_ITEM } from '../inventory/company-checks.ts'

/** The most lines a proposal answers (a warehouse with more levels is proposed a page of its lowest SKUs). */
const PROPOSAL_LIMIT = 2000

type Candidate = {
  item_id: string
  sku: string
  name: string
  minimum: number
  maximum: number
  on_hand: number
  sold: number
  source_on_hand: number | null
}

/**
 * What each item sold at a warehouse over the last `VELOCITY_DAYS` (its sale movements, returns not netted): read
 * from the partial index of sale movements by warehouse and time (migration 0720), not the whole ledger.
 */
export function soldByItem(companyId: number, warehouseId: number) {
  return sql<{ item_id: string; sold: number }>`
    SELECT item_id, -sum(quantity)::integer AS sold FROM stock_ledger
    WHERE company_id = ${companyId} AND warehouse_id = ${warehouseId} AND reason = 'sale'
      AND created > now() - make_interval(days => ${VELOCITY_DAYS})
    GROUP BY item_id`
}

/**
 * Replenishment's own routes beside its mounted resource: the proposal for a destination (from its min/max levels
 * and its sales over the last `VELOCITY_DAYS`, capped by what the source holds), and setting the levels.
 */
export function registerReplenishmentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const inventory = requireRight('inventory')

  app.get('/api/proxy/replenishments/propose.json', inventory, async (c) => {
    const { companyId } = principalOf(c)
    const query = readQuery(c, ReplenishmentProposalQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { destination_warehouse_id: destination, source_warehouse_id: source } = query.value
    if (!(await companyWarehouse(db, principalOf(c), destination)))
      return badRequest(c, INVENTORY_MESSAGES.missingWarehouse, 'destination_warehouse_id')
    if (source !== null) {
      if (source === destination)
        return badRequest(c, INVENTORY_MESSAGES.sameWarehouse, 'source_warehouse_id')
      if (!(await companyWarehouse(db, principalOf(c), source)))
        return badRequest(c, INVENTORY_MESSAGES.missingWarehouse, 'source_warehouse_id')
    }
    const found = await sql<Candidate>`
      WITH sold AS (${soldByItem(companyId, destination)}), candidates AS (
        SELECT item_id FROM stock_levels WHERE company_id = ${companyId} AND warehouse_id = ${destination}
        UNION SELECT item_id FROM sold WHERE sold > 0
      )
      SELECT c.item_id, i.sku, p.name, coalesce(l.minimum, 0) AS minimum, coalesce(l.maximum, 0) AS maximum,
        coalesce(h.quantity, 0) AS on_hand, coalesce(s.sold, 0) AS sold, src.quantity AS source_on_hand
      FROM candidates c
      JOIN items i ON i.company_id = ${companyId} AND i.id = c.item_id
      JOIN products p ON p.id = i.product_id
      LEFT JOIN stock_levels l ON l.company_id = ${companyId} AND l.warehouse_id = ${destination} AND l.item_id = c.item_id
      LEFT JOIN stock_on_hand h ON h.company_id = ${companyId} AND h.warehouse_id = ${destination} AND h.item_id = c.item_id
      LEFT JOIN sold s ON s.item_id = c.item_id
      LEFT JOIN stock_on_hand src ON src.company_id = ${companyId} AND src.warehouse_id = ${source ?? 0}
        AND src.item_id = c.item_id
      ORDER BY i.sku
      LIMIT ${PROPOSAL_LIMIT}`.execute(db)
    const lines = found.rows.map((row) => {
      const sourceOnHand = source === null ? null : (row.source_on_hand ?? 0)
      return {
        item_id: Number(row.item_id),
        sku: row.sku,
        name: row.name,
        minimum: row.minimum,
        maximum: row.maximum,
        on_hand: row.on_hand,
        sold: row.sold,
        source_on_hand: sourceOnHand,
        quantity: proposedQuantity({
          on_hand: row.on_hand,
          minimum: row.minimum,
          maximum: row.maximum,
          sold: row.sold,
          days: VELOCITY_DAYS,
          source_available: sourceOnHand,
        }),
      }
    })
    return c.json({ lines, days: VELOCITY_DAYS } satisfies Sent<typeof ReplenishmentProposalSchema>)
  })

  app.put('/api/proxy/stock-levels.json', inventory, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, StockLevelsPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const body = parsed.value
    if (!(await companyWarehouse(db, principalOf(c), body.warehouse_id)))
      return badRequest(c, INVENTORY_MESSAGES.missingWarehouse, 'warehouse_id')
    if (await hasUnknownItem(db, companyId, body.levels)) return badRequest(c, UNKNOWN_ITEM, 'levels')
    const rows = JSON.stringify(body.levels)
    await sql`
      INSERT INTO stock_levels (company_id, warehouse_id, item_id, minimum, maximum)
      SELECT DISTINCT ON (r.item_id) ${companyId}, ${body.warehouse_id}, r.item_id, r.minimum, r.maximum
      FROM jsonb_to_recordset(${rows}::jsonb) AS r (item_id bigint, minimum integer, maximum integer)
      ON CONFLICT (company_id, warehouse_id, item_id)
        DO UPDATE SET minimum = excluded.minimum, maximum = excluded.maximum`.execute(db)
    return c.json({ saved: body.levels.length })
  })
}
