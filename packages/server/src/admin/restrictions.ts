import { refusal, storeRestrictionGroupResource, warehouseRestrictionGroupResource } from '@pos/core'
import { type RawBuilder, sql } from 'kysely'
import type { Principal } from '../app-env.ts'
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
