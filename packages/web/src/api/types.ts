import {
  ACCOUNT_STATUSES,
  type AccountAnswerSchema,
  type AccountStatus,
  type AnswerOf,
  type DashboardBucket,
  type RowOf,
  type storeResource,
  type userResource,
  type warehouseResource,
} from '@pos/core'

export type { UserSettings } from '@pos/core'

/** Shapes of the JSON the server answers (packages/server/API.md). Amounts are integer minor units. */

export type UserStatus = AccountStatus
export const USER_STATUSES = Object.keys(ACCOUNT_STATUSES) as readonly UserStatus[]

/** A user as answered (the users list, a user, the signed-in user). */
export type User = RowOf<typeof userResource>

/** The signed-in user, their company, their group's rights and side menu (GET /api/sessions/me). */
export type Me = AnswerOf<typeof AccountAnswerSchema>
export type Company = Me['company']

/** A store as the pickers show it. */
export type Store = Pick<RowOf<typeof storeResource>, 'id' | 'name'>

/** A warehouse as the pickers show it. */
export type Warehouse = Pick<RowOf<typeof warehouseResource>, 'id' | 'name'>

export type SalesBucket = DashboardBucket
