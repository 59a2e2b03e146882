import { type AccountAnswerSchema, readGroupRights, viewableAreas } from '@pos/core'
import { groupMenu } from '../admin/menus.ts'
import type { DatabaseHandle } from '../db/open-database.ts'
import type { Sent } from '../http/answer-body.ts'
import { USER_COLUMNS, userJson } from './user-json.ts'

/** What a signed-in browser knows about itself: GET /api/sessions/me and the answer to a sign-in. */
export async function accountJson(
  database: DatabaseHandle,
  companyId: number,
  userId: number,
): Promise<Sent<typeof AccountAnswerSchema>> {
  const user = await database.db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const company = await database.db
    .selectFrom('companies')
    .select(['id', 'name', 'currency'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow()
  const group = await database.db
    .selectFrom('security_groups')
    .select('rights')
    .where('company_id', '=', companyId)
    .where('id', '=', user.group_id)
    .executeTakeFirstOrThrow()
  const { areas, caches } = readGroupRights(group.rights)
  // `pages`: the areas whose screens the user may open (the side menu); `areas`: every action per area.
  const rights = { pages: viewableAreas(areas), areas, caches }
  return {
    user: userJson(user),
    company,
    rights,
    /** The side menu of the user's group (spec 2 /admin/menus), or null for the standard one. */
    menu: await groupMenu(database.db, companyId, user.group_id),
  }
}
