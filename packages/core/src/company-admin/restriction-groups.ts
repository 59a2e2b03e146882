import * as v from 'valibot'
import { idListSchema, requiredText } from '../admin/fields.ts'
import type { TransferAction } from '../inventory/transfers.ts'
import { defineResource } from '../resource/declaration.ts'
import { recordRow } from '../resource/record-row.ts'

/**
 * Restriction groups (spec 6: "Restriction groups exist for warehouses and stores"; spec 2
 * /admin/restriction-groups): a user who is a member of one or more store restriction groups sees and acts only
 * on those groups' stores; the same for warehouses. A user in no group of a kind is not restricted in it.
 */

/** The ids a user may see [RST1]: null when no group of the kind names the user, else the union of their groups'. */
export function visibleIds(
  groups: readonly { readonly ids: readonly number[]; readonly user_ids: readonly number[] }[],
  userId: number,
): number[] | null {
  const mine = groups.filter((group) => group.user_ids.includes(userId))
  if (mine.length === 0) return null
  return [...new Set(mine.flatMap((group) => group.ids))].sort((a, b) => a - b)
}

/**
 * The warehouse where a transfer's action moves stock [RST2]: sending takes it out of the from warehouse, a cancel
 * brings it back there, receiving puts it into the to warehouse. A transfer shows to a user who sees either end;
 * they take an action only when they see this one.
 */
export function transferActionWarehouse(
  transfer: { readonly from_warehouse_id: number; readonly to_warehouse_id: number },
  action: TransferAction,
): number {
  switch (action) {
    case 'send':
    case 'cancel':
      return transfer.from_warehouse_id
    case 'receive':
      return transfer.to_warehouse_id
  }
}

/** What a user is told when a transfer's action moves stock at a warehouse outside their restriction groups. */
export const TRANSFER_END_RESTRICTED =
  'You can only send, receive or cancel a transfer at a warehouse of your restriction groups'

/**
 * [RST3] A fulfillment shows to a user who sees its source or its destination, and is marked in progress, complete, picked up or
 * closed at its source: only a user who sees the source takes its actions.
 */
export const FULFILLMENT_SOURCE_RESTRICTED =
  'You can only work on a fulfillment from a warehouse of your restriction groups'

export const RESTRICTION_GROUP_TAKEN = 'A restriction group with this name already exists'

function restrictionResource<K extends 'store' | 'warehouse'>(kind: K) {
  const idsKey = `${kind}_ids` as const
  const plural = kind === 'store' ? 'stores' : 'warehouses'
  const label = kind === 'store' ? 'Store' : 'Warehouse'
  return defineResource({
    name: `${kind}restrictiongroup`,
    plural: `${kind}restrictiongroups`,
    table: `${kind}_restriction_groups`,
    label: { one: `${label} restriction group`, many: `${label} restriction groups` },
    path: `/admin/restriction-groups/${kind}`,
    rights: { view: 'admin.restriction_groups', edit: 'admin.restriction_groups' },
    row: recordRow({
      name: v.string(),
      [idsKey]: v.array(v.number()),
      user_ids: v.array(v.number()),
      /** How many stores (or warehouses) and members it has: the list's counts. */
      [`${kind}_count`]: v.nullable(v.number()),
      user_count: v.nullable(v.number()),
    } as Record<string, v.GenericSchema>),
    create: v.object({
      name: requiredText('a name'),
      [idsKey]: v.optional(idListSchema(`${plural} of this company`), []),
      user_ids: v.optional(idListSchema('users of this company'), []),
    } as Record<string, v.GenericSchema>),
    example: { name: `North ${plural}`, [idsKey]: [], user_ids: [] },
    fields: [
      { key: 'name', label: 'Name', kind: 'text', wide: true },
      {
        key: idsKey,
        label: `${label}s`,
        kind: 'references',
        reference: plural,
        hint: `The ${plural} its members see; nothing else`,
      },
      {
        key: 'user_ids',
        label: 'Members',
        kind: 'references',
        reference: 'users',
        hint: `Users who see only these ${plural}`,
      },
    ],
    columns: [
      { key: 'name', header: 'Name', sortable: true },
      { key: `${kind}_count`, header: `${label}s`, format: 'number' },
      { key: 'user_count', header: 'Members', format: 'number' },
    ],
    search: ['name'],
    sort: ['name', 'updated'],
    unique: RESTRICTION_GROUP_TAKEN,
    emptyText: `No ${kind} restriction groups: every user sees every ${kind}.`,
  })
}

export const storeRestrictionGroupResource = restrictionResource('store')
export const warehouseRestrictionGroupResource = restrictionResource('warehouse')
