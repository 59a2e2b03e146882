import * as v from 'valibot'
import { MenuItemSchema } from '../company-admin/menus.ts'
import { StoredAreaRightsSchema } from './groups.ts'
import { ALL_PAGE_RIGHTS, REGISTER_CACHES } from './page-rights.ts'
import { userResource } from './user-resource.ts'

/**
 * GET /api/sessions/me (and the answer to a sign-in): the signed-in user, their company, the rights of their
 * group (`pages`: the areas whose screens they may open; `areas`: every action per area; the register caches) and
 * the group's side menu (null or absent: the standard one).
 */
export const AccountAnswerSchema = v.object({
  user: userResource.row,
  company: v.object({ id: v.number(), name: v.string(), currency: v.string() }),
  rights: v.object({
    pages: v.array(v.picklist(ALL_PAGE_RIGHTS)),
    areas: StoredAreaRightsSchema,
    caches: v.array(v.picklist(REGISTER_CACHES)),
  }),
  menu: v.optional(v.nullable(v.array(MenuItemSchema))),
})
export type Account = v.InferOutput<typeof AccountAnswerSchema>
