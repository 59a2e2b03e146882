import {
  cancelledMovements,
  INVENTORY_MESSAGES,
  receivedMovements,
  receiveTransfer,
  sentMovements,
  TRANSFER_END_RESTRICTED,
  type TransferAnswerSchema,
  TransferListQuerySchema,
  type TransferListSchema,
  TransferPayloadSchema,
  TransferReceivePayloadSchema,
  type TransferState,
  transferActionWarehouse,
  transferAllowed,
  transferProblem,
  transferTransition,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import { type Kysely, sql, type Transaction } from 'kysely'
import { onlyReachable, visibleRow } from '../admin/restrictions.ts'
import type { AppDeps, AppEnv, Principal } from '../app-env.ts'
import type { Database } from '../db/schema.ts'
import { userIdOf } from '../http/acting-user.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound, refused } from '../http/errors.ts'
import { idParam, readBody, readQuery } from '../http/read-payload.ts'
import { answeringRefused, Refused } from '../http/refused.ts'
import { routePaths } from '../http/route-paths.ts'
import { pageWindow, uncountedPage } from '../http/uncounted-page.ts'
import { companyWarehouse, hasUnknownItem, UNKNOWN_ITEM } from '../inventory/company-checks.ts'
import { insertDraftTransfer } from '../inventory/draft-transfer.ts'
import { writeMovements } from '../inventory/stock-writes.ts'
import { likePattern } from '../reasons/like-pattern.ts'

type Executor = Kysely<Database> | Transaction<Database>

/** The company's transfers with the names of the warehouses they leave and reach: a transfer's list row. */
function transfersWithNames(db: Executor, companyId: number) {
  return db
    .selectFrom('transfers as t')
    .innerJoin('warehouses as f', 'f.id', 't.from_warehouse_id')
    .innerJoin('warehouses as w', 'w.id', 't.to_warehouse_id')
    .select([
      't.id',
      't.reference',
      't.status',
      'f.name as from_warehouse_name',
      'w.name as to_warehouse_name',
      't.created',
      't.sent',
      't.received',
    ])
    .where('t.company_id', '=', companyId)
}

async function transferJson(db: Executor, companyId: number, id: number) {
  const transfer = await transfersWithNames(db, companyId)
    .select(['t.note', 't.from_warehouse_id', 't.to_warehouse_id'])
    .where('t.id', '=', id)
    .executeTakeFirst()
  if (!transfer) return undefined
  const lines = await db
    .selectFrom('transfer_lines as l')
    .innerJoin('items as i', 'i.id', 'l.item_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['l.item_id', 'i.sku', 'p.name', 'l.quantity', 'l.unit_cost', 'l.received', 'l.difference'])
    .where('l.company_id', '=', companyId)
    .where('l.transfer_id', '=', id)
    .orderBy('l.id')
    .execute()
  return {
    ...transfer,
    lines: lines.map((l) => ({ ...l, item_id: Number(l.item_id), unit_cost: Number(l.unit_cost) })),
  }
}

/** The store whose warehouse this is (a warehouse of no store gives null). */
async function storeOfWarehouse(db: Executor, companyId: number, warehouseId: number) {
  const row = await db
    .selectFrom('stores')
    .select('id')
    .where('company_id', '=', companyId)
    .where('warehouse_id', '=', warehouseId)
    .orderBy('id')
    .executeTakeFirst()
  return row?.id ?? null
}

/** A user's setting "send transfers to" or "receive transfers from" (API users have no settings). */
async function allowedStores(db: Executor, principal: Principal, setting: 'send' | 'receive') {
  if (principal.kind !== 'user') return []
  const user = await db
    .selectFrom('users')
    .select('settings')
    .where('company_id', '=', principal.companyId)
    .where('id', '=', principal.userId)
    .executeTakeFirst()
  const settings = user?.settings
  return (
    (setting === 'send'
      ? settings?.send_transfers_to_store_ids
      : settings?.receive_transfers_from_store_ids) ?? []
  )
}

/**
 * Transfers (spec 2 /inventory/transfers, spec 4: can be cancelled or received): a draft names its warehouses and
 * lines; send writes the lines leaving the from warehouse (in transit); receive writes what arrived at the to
 * warehouse and keeps each line's difference; cancel of a sent transfer brings its stock back. The user's settings
 * "send transfers to" and "receive transfers from" are enforced. The state changes by core's `transferTransition`
 * under a row lock, so two clicks on Send move stock once.
 */
export function registerTransferRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps.database
  const inventory = requireRight('inventory')
  const paths = routePaths('transfer', 'transfers')

  const own = onlyReachable(db, 'transfers')

  app.get(paths.list, inventory, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const query = readQuery(c, TransferListQuerySchema)
    if (!query.ok) return badRequest(c, query.error, query.field)
    const { limit, page, search, status } = query.value
    let rows = transfersWithNames(db, companyId).where(visibleRow(principal, 'transfers', 't'))
    if (status) rows = rows.where('t.status', '=', status)
    if (search) rows = rows.where('t.reference', 'ilike', likePattern(search))
    const window = pageWindow({ limit, page })
    const found = await rows.orderBy('t.id', 'desc').limit(window.limit).offset(window.offset).execute()
    const { rows: transfers, ...where } = uncountedPage(found, { limit, page })
    return c.json({ transfers, ...where } satisfies Sent<typeof TransferListSchema>)
  })

  app.post(paths.list, inventory, async (c) => {
    const principal = principalOf(c)
    const { companyId } = principal
    const parsed = await readBody(c, TransferPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const body = parsed.value
    const problem = transferProblem(body.from_warehouse_id, body.to_warehouse_id, body.lines)
    if (problem) return refused(c, problem)
    const from = await companyWarehouse(db, principalOf(c), body.from_warehouse_id!)
    const to = await companyWarehouse(db, principalOf(c), body.to_warehouse_id!)
    if (!from || !to) return badRequest(c, INVENTORY_MESSAGES.transferWarehouses)
    if (await hasUnknownItem(db, companyId, body.lines)) return badRequest(c, UNKNOWN_ITEM)
    const id = await db.transaction().execute((trx) =>
      insertDraftTransfer(trx, companyId, {
        from_warehouse_id: from.id,
        to_warehouse_id: to.id,
        reference: body.reference,
        note: body.note,
        user_id: userIdOf(principal),
        lines: body.lines,
      }),
    )
    return c.json({ transfer: await transferJson(db, companyId, id) })
  })

  app.get(paths.record, inventory, own, async (c) => {
    const { companyId } = principalOf(c)
    const id = idParam(c)
    if (!id) return notFound(c)
    const transfer = await transferJson(db, companyId, id)
    return transfer ? c.json({ transfer } satisfies Sent<typeof TransferAnswerSchema>) : notFound(c)
  })

  /** Runs an action on a locked transfer: its new state, or a refusal answered as 400 with nothing changed. */
  async function act(
    c: Context<AppEnv>,
    action: 'send' | 'receive' | 'cancel',
    work: (
      trx: Transaction<Database>,
      transfer: { id: number; status: TransferState; from_warehouse_id: number; to_warehouse_id: number },
      lines: { item_id: number; quantity: number; unit_cost: number }[],
    ) => Promise<void>,
  ) {
    const principal = principalOf(c)
    const { companyId } = principal
    const id = idParam(c)
    if (!id) return notFound(c)
    return answeringRefused(c, async () => {
      const found = await db.transaction().execute(async (trx) => {
        const transfer = await trx
          .selectFrom('transfers')
          .select(['id', 'status', 'from_warehouse_id', 'to_warehouse_id'])
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()
        if (!transfer) return false
        const next = transferTransition(transfer.status as TransferState, action)
        if (!next.ok) throw new Refused(next.error)
        // The user sees the transfer by either end, and acts only where it moves stock (RST2).
        if (!(await companyWarehouse(trx, principal, transferActionWarehouse(transfer, action))))
          throw new Refused({ code: 'not_allowed', message: TRANSFER_END_RESTRICTED })
        const lines = await trx
          .selectFrom('transfer_lines')
          .select(['item_id', 'quantity', 'unit_cost'])
          .where('company_id', '=', companyId)
          .where('transfer_id', '=', id)
          .orderBy('id')
          .execute()
        await work(
          trx,
          { ...transfer, status: transfer.status as TransferState },
          lines.map((l) => ({
            item_id: Number(l.item_id),
            quantity: l.quantity,
            unit_cost: Number(l.unit_cost),
          })),
        )
        await trx
          .updateTable('transfers')
          .set({
            status: next.value,
            updated: sql`now()`,
            ...(action === 'send'
              ? { sent: sql`now()` }
              : action === 'receive'
                ? { received: sql`now()` }
                : {}),
          })
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .execute()
        return true
      })
      if (!found) return notFound(c)
      return c.json({ transfer: await transferJson(db, companyId, id) })
    })
  }

  app.post(paths.action('send'), inventory, own, (c) => {
    const principal = principalOf(c)
    return act(c, 'send', async (trx, transfer, lines) => {
      const allowed = await allowedStores(trx, principal, 'send')
      if (
        !transferAllowed(allowed, await storeOfWarehouse(trx, principal.companyId, transfer.to_warehouse_id))
      )
        throw new Refused({ code: 'not_allowed', message: INVENTORY_MESSAGES.sendNotAllowed })
      const userId = userIdOf(principal)
      const written = await writeMovements(
        trx,
        principal.companyId,
        sentMovements(lines).map((m) => ({
          warehouse_id: transfer.from_warehouse_id,
          location_id: null,
          item_id: m.item_id,
          quantity: m.quantity,
          reason: 'transfer' as const,
          source_id: transfer.id,
          user_id: userId,
        })),
      )
      // Each line travels at the cost it left at, and arrives at that cost.
      const costs = JSON.stringify(written.map((w) => ({ item_id: w.item_id, unit_cost: w.unit_cost })))
      await sql`
        UPDATE transfer_lines l SET unit_cost = r.unit_cost
        FROM jsonb_to_recordset(${costs}::jsonb) AS r (item_id bigint, unit_cost bigint)
        WHERE l.company_id = ${principal.companyId} AND l.transfer_id = ${transfer.id} AND l.item_id = r.item_id
      `.execute(trx)
    })
  })

  app.post(paths.action('receive'), inventory, own, async (c) => {
    const principal = principalOf(c)
    const id = idParam(c)
    if (!id || !(await transferJson(db, principal.companyId, id))) return notFound(c)
    const parsed = await readBody(c, TransferReceivePayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    return act(c, 'receive', async (trx, transfer, lines) => {
      const allowed = await allowedStores(trx, principal, 'receive')
      if (
        !transferAllowed(
          allowed,
          await storeOfWarehouse(trx, principal.companyId, transfer.from_warehouse_id),
        )
      )
        throw new Refused({ code: 'not_allowed', message: INVENTORY_MESSAGES.receiveNotAllowed })
      const receipt = receiveTransfer(lines, parsed.value.lines)
      if (!receipt.ok) throw new Refused(receipt.error)
      const cost = new Map(lines.map((l) => [l.item_id, l.unit_cost]))
      const userId = userIdOf(principal)
      await writeMovements(
        trx,
        principal.companyId,
        receivedMovements(receipt.value).map((m) => ({
          warehouse_id: transfer.to_warehouse_id,
          location_id: null,
          item_id: m.item_id,
          quantity: m.quantity,
          unit_cost: cost.get(m.item_id) ?? 0,
          reason: 'transfer' as const,
          source_id: transfer.id,
          user_id: userId,
        })),
      )
      const rows = JSON.stringify(receipt.value)
      await sql`
        UPDATE transfer_lines l SET received = r.received, difference = r.difference
        FROM jsonb_to_recordset(${rows}::jsonb) AS r (item_id bigint, received integer, difference integer)
        WHERE l.company_id = ${principal.companyId} AND l.transfer_id = ${transfer.id} AND l.item_id = r.item_id
      `.execute(trx)
    })
  })

  app.post(paths.action('cancel'), inventory, own, (c) => {
    const principal = principalOf(c)
    return act(c, 'cancel', async (trx, transfer, lines) => {
      if (transfer.status !== 'sent') return
      const userId = userIdOf(principal)
      await writeMovements(
        trx,
        principal.companyId,
        cancelledMovements(lines).map((m) => ({
          warehouse_id: transfer.from_warehouse_id,
          location_id: null,
          item_id: m.item_id,
          quantity: m.quantity,
          unit_cost: lines.find((l) => l.item_id === m.item_id)?.unit_cost ?? 0,
          reason: 'transfer' as const,
          source_id: transfer.id,
          user_id: userId,
        })),
      )
    })
  })
}
