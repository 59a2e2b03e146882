import {
  completedQuantities,
  FULFILLMENT_SOURCE_RESTRICTED,
  FulfillmentActionPayloadSchema,
  FulfillmentActionSchema,
  FulfillmentListQuerySchema,
  FulfillmentPayloadSchema,
  type FulfillmentState,
  type FulfillmentType,
  fulfillmentActions,
  fulfillmentMovements,
  fulfillmentTransition,
  INVENTORY_MESSAGES,
  movesStock,
  parsePayload,
} from '@pos/core'
import type { Hono } from 'hono'
import { type Kysely, sql, type Transaction } from 'kysely'
import { onlyReachable, visibleRow } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { companyHas } from '../db/company-rows.ts'
import type { Database } from '../db/schema.ts'
import { requireAny } from '../http/access.ts'
import { userIdOf } from '../http/acting-user.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { answeringRefused, Refused } from '../http/refused.ts'
import { pageWindow, uncountedPage } from '../http/uncounted-page.ts'
import { companyWarehouse, hasUnknownItem, UNKNOWN_ITEM } from '../inventory/company-checks.ts'
import { writeMovements } from '../inventory/stock-writes.ts'

type Executor = Kysely<Database> | Transaction<Database>

const COLUMNS = [
  'id',
  'type',
  'status',
  'source_warehouse_id',
  'destination_warehouse_id',
  'sale_id',
  'reference',
  'destination_address',
  'customer',
  'carrier_id',
  'tags',
  'created',
  'updated',
] as const

async function withLines(
  db: Executor,
  companyId: number,
  rows: { id: number; type: string; status: string; sale_id: string | number | null }[],
) {
  if (rows.length === 0) return []
  const lines = await db
    .selectFrom('fulfillment_lines')
    .select(['fulfillment_id', 'item_id', 'name', 'requested', 'actual'])
    .where('company_id', '=', companyId)
    .where(
      'fulfillment_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    ...row,
    sale_id: row.sale_id === null ? null : String(row.sale_id),
    actions: fulfillmentActions(row.type as FulfillmentType, row.status as FulfillmentState),
    items: lines
      .filter((l) => l.fulfillment_id === row.id)
      .map(({ fulfillment_id: _f, ...l }) => ({ ...l, item_id: String(l.item_id) })),
  }))
}

/**
 * Fulfillments (spec 2 /inventory/fulfillments, spec 3, spec 4 states and actions, spec 7 sync): the list (which
 * counts only open ones), the register's sync `GET fulfillments.json?status=open&source_warehouse_ids=`, create, and
 * the actions by core's `fulfillmentTransition`. Every change publishes the realtime kinds `fulfillment` and
 * `fulfillment_{source warehouse}`, so registers resync and alert.
 */
export function registerFulfillmentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const inventory = requireRight('inventory')
  const read = requireAny(['inventory', 'register.sale'])
  const PATH = '/api/proxy/fulfillment/:id{[0-9]+}'
  const RECORD = '/api/proxy/fulfillment/:id{[0-9]+\\.json}'
  const publish = async (companyId: number, warehouseId: number) => {
    await deps.realtime.publishUpdate(companyId, 'fulfillment')
    await deps.realtime.publishUpdate(companyId, `fulfillment_${warehouseId}`)
  }

  const own = onlyReachable(db, 'fulfillments')

  app.get('/api/proxy/fulfillments.json', read, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const query = readQuery(c, FulfillmentListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { status, type, source_warehouse_ids: warehouses, since_id: sinceId, limit, page } = query.value
    let rows = db
      .selectFrom('fulfillments')
      .select(COLUMNS)
      .where('company_id', '=', companyId)
      .where(visibleRow(principal, 'fulfillments'))
    if (status) rows = rows.where('status', '=', status)
    if (type) rows = rows.where('type', '=', type)
    if (warehouses.length > 0) rows = rows.where('source_warehouse_id', 'in', warehouses)
    if (sinceId > 0) rows = rows.where('id', '>', sinceId)
    // Reading on from since_id (the register) takes the next `limit` newer ones: never more than a page, so `more`
    // stays false; a page of the list reads one row more to know whether more follow.
    const window = sinceId > 0 ? { limit, offset: 0 } : pageWindow({ limit, page })
    const found = await rows
      .orderBy('id', sinceId > 0 || status === 'open' ? 'asc' : 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute()
    const { rows: shown, more } = uncountedPage(found, { limit, page })
    const open = await db
      .selectFrom('fulfillments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', companyId)
      .where('status', '=', 'open')
      .where(visibleRow(principal, 'fulfillments'))
      .executeTakeFirstOrThrow()
    return c.json({
      fulfillments: await withLines(db, companyId, shown),
      open_count: Number(open.n),
      more,
    })
  })

  app.post('/api/proxy/fulfillments.json', inventory, async (c) => {
    const { companyId } = principalOf(c)
    const parsed = await readBody(c, FulfillmentPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const body = parsed.value
    if (!(await companyWarehouse(db, principalOf(c), body.source_warehouse_id)))
      return badRequest(c, INVENTORY_MESSAGES.missingWarehouse)
    if (body.type === 'Warehouse To Warehouse') {
      const to = body.destination_warehouse_id
      if (!to || !(await companyWarehouse(db, principalOf(c), to)) || to === body.source_warehouse_id)
        return badRequest(c, INVENTORY_MESSAGES.transferWarehouses)
    }
    if (body.carrier_id !== null) {
      if (!(await companyHas(db, 'carriers', companyId, body.carrier_id)))
        return badRequest(c, 'Please choose a carrier of this company')
    }
    if (await hasUnknownItem(db, companyId, body.lines)) return badRequest(c, UNKNOWN_ITEM)
    const row = await db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto('fulfillments')
        .values({
          company_id: companyId,
          type: body.type,
          source_warehouse_id: body.source_warehouse_id,
          destination_warehouse_id:
            body.type === 'Warehouse To Warehouse' ? body.destination_warehouse_id : null,
          reference: body.reference,
          destination_address: JSON.stringify(body.destination_address),
          customer: JSON.stringify(body.customer),
          carrier_id: body.carrier_id,
          tags: JSON.stringify(body.tags),
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('fulfillment_lines')
        .values(
          body.lines.map((l) => ({
            company_id: companyId,
            fulfillment_id: made.id,
            item_id: l.item_id,
            name: l.name,
            requested: l.requested,
          })),
        )
        .execute()
      return made
    })
    await publish(companyId, row.source_warehouse_id)
    const [fulfillment] = await withLines(db, companyId, [row])
    return c.json({ fulfillment })
  })

  app.get(RECORD, read, own, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const row = await db
      .selectFrom('fulfillments')
      .select(COLUMNS)
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) return notFound(c)
    const [fulfillment] = await withLines(db, companyId, [row])
    return c.json({ fulfillment })
  })

  app.post(`${PATH}/:action{[a-z_]+\\.json}`, inventory, own, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const id = idParam(c)
    if (!id) return notFound(c)
    const action = parsePayload(FulfillmentActionSchema, c.req.param('action').replace(/\.json$/, ''))
    if (!action.ok) return notFound(c)
    if (!(await companyHas(db, 'fulfillments', companyId, id))) return notFound(c)
    const parsed = await readBody(c, FulfillmentActionPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    return answeringRefused(c, async () => {
      const row = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('fulfillments')
          .select(['type', 'status', 'source_warehouse_id', 'destination_warehouse_id', 'sale_id'])
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()
        if (!current) return undefined
        if (!(await companyWarehouse(trx, principal, current.source_warehouse_id)))
          throw new Refused({ code: 'not_allowed', message: FULFILLMENT_SOURCE_RESTRICTED })
        const next = fulfillmentTransition(
          current.type as FulfillmentType,
          current.status as FulfillmentState,
          action.value,
        )
        if (!next.ok) throw new Refused(next.error)
        const given = parsed.value.lines
        const completing = movesStock(action.value)
        if (given.length > 0 || completing) {
          const lines = await trx
            .selectFrom('fulfillment_lines')
            .select(['item_id', 'requested', 'actual'])
            .where('company_id', '=', companyId)
            .where('fulfillment_id', '=', id)
            .orderBy('id')
            .execute()
          const done = completedQuantities(
            lines.map((l) => ({ ...l, item_id: Number(l.item_id) })),
            given,
          )
          if (!done.ok) throw new Refused(done.error)
          const named = new Set(given.map((l) => l.item_id))
          const written = completing ? done.value : done.value.filter((l) => named.has(l.item_id))
          const actual = JSON.stringify(written.map((l) => ({ item_id: l.item_id, actual: l.actual })))
          await sql`
            UPDATE fulfillment_lines l SET actual = r.actual
            FROM jsonb_to_recordset(${actual}::jsonb) AS r (item_id bigint, actual integer)
            WHERE l.company_id = ${companyId} AND l.fulfillment_id = ${id} AND l.item_id = r.item_id`.execute(
            trx,
          )
          // Exactly once: the row lock above serialises completions, the state rule allows one, and a fulfillment
          // that already has movements (written by an earlier completion) writes none again.
          const moved = await trx
            .selectFrom('stock_ledger')
            .select('id')
            .where('company_id', '=', companyId)
            .where('reason', '=', 'fulfillment')
            .where('source_id', '=', id)
            .limit(1)
            .executeTakeFirst()
          if (completing && !moved) {
            const userId = userIdOf(principal)
            await writeMovements(
              trx,
              companyId,
              fulfillmentMovements(
                {
                  type: current.type as FulfillmentType,
                  source_warehouse_id: current.source_warehouse_id,
                  destination_warehouse_id: current.destination_warehouse_id,
                  sale_id: current.sale_id,
                },
                done.value,
              ).map((move) => ({
                ...move,
                location_id: null,
                reason: 'fulfillment' as const,
                source_id: id,
                user_id: userId,
              })),
            )
          }
        }
        return trx
          .updateTable('fulfillments')
          .set({ status: next.value, updated: sql`now()` })
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow()
      })
      if (!row) return notFound(c)
      await publish(companyId, row.source_warehouse_id)
      const [fulfillment] = await withLines(db, companyId, [row])
      return c.json({ fulfillment })
    })
  })
}
