import type { Selectable } from 'kysely'
import type { UsersTable } from '../db/schema.ts'

/** Every column of a user as the API shows it. */
export const USER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'avatar',
  'status',
  'group_id',
  'currency',
  'fulfillment_alert',
  'fulfillment_warehouse_ids',
  'store_id',
  'settings',
  'created',
  'updated',
] as const

type UserRow = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>

/** A user as JSON (spec 3, People). */
export function userJson(row: UserRow) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    /** How pickers name the user (a restriction group's members). */
    name: `${row.first_name} ${row.last_name}`.trim() || row.email,
    email: row.email,
    avatar: row.avatar,
    status: row.status,
    group_id: row.group_id,
    currency: row.currency,
    fulfillment_alert: row.fulfillment_alert,
    fulfillment_warehouse_ids: row.fulfillment_warehouse_ids,
    store_id: row.store_id,
    settings: row.settings,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}
