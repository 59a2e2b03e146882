import type { GroupRights, MenuItemLayout, PageRight, RowOf, storeResource, userResource } from '@pos/core'

export type { UserSettings } from '@pos/core'

/** Shapes of the JSON the server answers (packages/server/API.md). Amounts are integer minor units. */

export type UserStatus = 'active' | 'disabled'
export const USER_STATUSES: readonly UserStatus[] = ['active', 'disabled']

/** A user as answered (the users list, a user, the signed-in user). */
export type User = RowOf<typeof userResource>

export type Company = { id: number; name: string; currency: string }

export type Me = {
  user: User
  company: Company
  /** The actions per area and register caches of the user's group; `pages`: the areas whose screens it opens. */
  rights: GroupRights & { pages: PageRight[] }
  /** The company's side menu for the user's group (/admin/menus); absent or null: the standard one. */
  menu?: MenuItemLayout[] | null
}

/** A store as the pickers show it. */
export type Store = Pick<RowOf<typeof storeResource>, 'id' | 'name'>

export type Warehouse = { id: number; name: string }

export type SalesBucket = 'hour' | 'day' | 'month'
