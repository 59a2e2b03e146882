import { refusal, storeRestrictionGroupResource, warehouseRestrictionGroupResource } from '@pos/core'
import type { MiddlewareHandler } from 'hono'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { AppEnv, Principal } from '../app-env.ts'
import type { Database } from '../db/schema.ts'
import { principalOf } from '../http/authenticate.ts'
import { notFound } from '../http/errors.ts'
import { idParam } from '../http/read-payload.ts'
import { resourceMount } from '../resource/mount.ts'

type Kind = 'store' | 'warehouse'

const TABLES = { store: 'store_restriction_groups', warehouse: 'warehouse_restriction_groups' } as const

/**
 * The restriction-group rule (core `visibleIds`, [RST1]) as SQL, for the queries that list or read stores and
 * warehouses: true for a `column` (a store's or warehouse's id) the principal may see. A user in no group of the
 * kind sees every one; a member sees the union of their groups'. API users are not members of groups: their token's
 * rights decide.
 */
export function restrictedTo(kind: Kind, principal: Principal, column: string): RawBuilder<boolean> {
  if (principal.kind !== 'user') return sql<boolean>`true`
  const table = sql.table(TABLES[kind])
  const ids = sql.raw(`${kind}_ids`)
  const member = sql`rg.company_id = ${principal.companyId} AND rg.user_ids @> ${JSON.stringify([principal.userId])}::jsonb`
  return sql<boolean>`(NOT EXISTS (SELECT 1 FROM ${table} rg WHERE ${member})
    OR ${sql.ref(column)} IN (SELECT (jsonb_array_elements_text(rg.${ids}))::int FROM ${table} rg WHERE ${member}))`
}

/**
 * The tables whose rows belong to a store or a warehouse, and the columns that say which: a row is the user's when
 * any of them names a store (warehouse) they may see, so a transfer shows to both its ends and a replenishment or
 * fulfillment to its source and its destination. A row whose columns are all null (a sale of no store) is seen
 * only by users the kind does not restrict.
 */
export const RESTRICTED_TABLES = {
  stores: { kind: 'store', columns: ['id'] },
  registers: { kind: 'store', columns: ['store_id'] },
  register_sessions: { kind: 'store', columns: ['store_id'] },
  sales: { kind: 'store', columns: ['store_id'] },
  warehouses: { kind: 'warehouse', columns: ['id'] },
  locations: { kind: 'warehouse', columns: ['warehouse_id'] },
  stock_on_hand: { kind: 'warehouse', columns: ['warehouse_id'] },
  stock_ledger: { kind: 'warehouse', columns: ['warehouse_id'] },
  transfers: { kind: 'warehouse', columns: ['from_warehouse_id', 'to_warehouse_id'] },
  stocktakes: { kind: 'warehouse', columns: ['warehouse_id'] },
  fulfillments: { kind: 'warehouse', columns: ['source_warehouse_id', 'destination_warehouse_id'] },
  replenishments: { kind: 'warehouse', columns: ['source_warehouse_id', 'destination_warehouse_id'] },
  purchase_orders: { kind: 'warehouse', columns: ['warehouse_id'] },
  shipments: { kind: 'warehouse', columns: ['warehouse_id'] },
  media_players: { kind: 'store', columns: ['store_id'] },
} as const satisfies Record<string, { kind: Kind; columns: readonly string[] }>

export type RestrictedTable = keyof typeof RESTRICTED_TABLES

/** True for a row of `table` (read under `alias`) that belongs to a store or warehouse the principal may see. */
export function visibleRow(
  principal: Principal,
  table: RestrictedTable,
  alias: string = table,
): RawBuilder<boolean> {
  const { kind, columns } = RESTRICTED_TABLES[table]
  const each = columns.map((column) => restrictedTo(kind, principal, `${alias}.${column}`))
  return each.length === 1 ? (each[0] as RawBuilder<boolean>) : sql<boolean>`(${sql.join(each, sql` OR `)})`
}

/** Whether the company's row `id` of `table` exists and is the principal's to see (restriction groups). */
export async function reachable(
  db: Kysely<Database>,
  principal: Principal,
  table: RestrictedTable,
  id: number | string,
): Promise<boolean> {
  const found = await sql<{ one: number }>`SELECT 1 AS one FROM ${sql.table(table)}
    WHERE company_id = ${principal.companyId} AND id = ${id} AND ${visibleRow(principal, table)}`.execute(db)
  return found.rows.length > 0
}

/**
 * A route's guard for the record its path names (`param`, an id of `table`): a record of a store or warehouse
 * outside the user's restriction groups answers 404, as one that does not exist, before the handler reads or
 * changes anything.
 */
export function onlyReachable(
  db: Kysely<Database>,
  table: RestrictedTable,
  param = 'id',
): MiddlewareHandler<AppEnv> {
  return async function onlyReachable(c, next) {
    const id = idParam(c, param)
    if (id !== undefined && !(await reachable(db, principalOf(c), table, id))) return notFound(c)
    return next()
  }
}

function restrictionMount(kind: Kind) {
  const resource = kind === 'store' ? storeRestrictionGroupResource : warehouseRestrictionGroupResource
  const idsKey = `${kind}_ids`
  const target = kind === 'store' ? 'stores' : 'warehouses'
  return resourceMount(resource, {
    computed: [`${kind}_count`, 'user_count'],
    decorate: async (_ctx, rows) =>
      rows.map((row) => ({
        ...row,
        [`${kind}_count`]: (row[idsKey] as unknown[]).length,
        user_count: (row.user_ids as unknown[]).length,
      })),
    beforeWrite: async ({ trx, companyId }, values) => {
      // Every id must be the company's own: a group cannot name another company's stores or users.
      for (const [key, table, message] of [
        [idsKey, target, `Please choose ${target} of this company`],
        ['user_ids', 'users', 'Please choose users of this company'],
      ] as const) {
        const ids = (values[key] as number[] | undefined) ?? []
        if (ids.length === 0) continue
        const found = await trx
          .selectFrom(table)
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', 'in', ids)
          .execute()
        if (found.length !== new Set(ids).size) return refusal('not_found', message, key)
      }
      return values
    },
  })
}

export const storeRestrictionMount = restrictionMount('store')
export const warehouseRestrictionMount = restrictionMount('warehouse')
