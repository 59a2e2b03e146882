import { MENU_GROUP_TAKEN, type MenuItemLayout, menuResource, refusal } from '@pos/core'
import type { Kysely } from 'kysely'
import { companyHas } from '../db/company-rows.ts'
import type { Database } from '../db/schema.ts'
import { resourceMount } from '../resource/mount.ts'

/** Menus (spec 2 /admin/menus): one per security group at most, naming a group of this company. */
export const menuMount = resourceMount(menuResource, {
  computed: ['group_name'],
  decorate: async ({ db, companyId }, rows) => {
    const ids = [
      ...new Set(rows.map((row) => row.group_id).filter((id): id is number => typeof id === 'number')),
    ]
    const groups =
      ids.length === 0
        ? []
        : await db
            .selectFrom('security_groups')
            .select(['id', 'name'])
            .where('company_id', '=', companyId)
            .where('id', 'in', ids)
            .execute()
    const names = new Map(groups.map((group: { id: number; name: string }) => [group.id, group.name]))
    return rows.map((row) => ({ ...row, group_name: names.get(row.group_id as number) ?? null }))
  },
  beforeWrite: async ({ trx, companyId }, values, current) => {
    const groupId = values.group_id as number | null | undefined
    if (groupId === null || groupId === undefined) return values
    if (!(await companyHas(trx, 'security_groups', companyId, groupId)))
      return refusal('not_found', 'Please choose a security group of this company', 'group_id')
    let other = trx
      .selectFrom('menus')
      .select('id')
      .where('company_id', '=', companyId)
      .where('group_id', '=', groupId)
    if (current) other = other.where('id', '<>', current.id as number)
    return (await other.executeTakeFirst()) ? refusal('taken', MENU_GROUP_TAKEN, 'group_id') : values
  },
})

/** The menu a group sees, or null for the standard side menu. */
export async function groupMenu(
  db: Kysely<Database>,
  companyId: number,
  groupId: number | null,
): Promise<MenuItemLayout[] | null> {
  if (groupId === null) return null
  const row = await db
    .selectFrom('menus')
    .select('items')
    .where('company_id', '=', companyId)
    .where('group_id', '=', groupId)
    .executeTakeFirst()
  return row ? (row.items as MenuItemLayout[]) : null
}
