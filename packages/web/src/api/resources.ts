import {
  ApiUserTokenSchema,
  apiUserResource,
  DashboardSalesSchema,
  groupResource,
  MAX_PAGE_SIZE,
  type RowOf,
  storeResource,
  userResource,
  warehouseResource,
} from '@pos/core'
import { answers } from './answers.ts'
import { resourceClient } from './resource-client.ts'
import type { SalesBucket, Store, User, Warehouse } from './types.ts'

export type Group = RowOf<typeof groupResource>

/** The back-office resources the screens read and write (ARCHITECTURE.md, "The API"). */

type Signal = { signal?: AbortSignal }

export const stores = resourceClient(storeResource)

/** Every store the user may see (the store pickers; the list answers up to 250). */
export async function listStores({ signal }: Signal = {}): Promise<Store[]> {
  return (await stores.list({ limit: MAX_PAGE_SIZE }, signal ? { signal } : {})).rows
}

export const warehouses = resourceClient(warehouseResource)

/** Every warehouse the user may see (the list answers up to 250); a user who may not sees none, quietly. */
export async function listWarehouses({ signal }: Signal = {}): Promise<Warehouse[]> {
  try {
    const page = await warehouses.list(
      { limit: MAX_PAGE_SIZE },
      { quiet: true, ...(signal ? { signal } : {}) },
    )
    return page.rows
  } catch {
    return []
  }
}

export const groups = resourceClient(groupResource)

/** Every security group of the company (a company has a handful; the list answers up to 250). */
export async function listGroups({ signal }: Signal = {}): Promise<Group[]> {
  return (await groups.list({ limit: MAX_PAGE_SIZE }, signal ? { signal } : {})).rows
}

export const users = resourceClient(userResource)

export type UsersQuery = { search?: string; status?: string; limit: number; page: number }
export async function listUsers(query: UsersQuery, { signal }: Signal = {}) {
  const page = await users.list(query, signal ? { signal } : {})
  return { users: page.rows, total: page.total }
}

export async function getUser(id: number, { signal }: Signal = {}): Promise<User> {
  return users.get(id, signal ? { signal } : {})
}

export type UserInput = Pick<
  User,
  'first_name' | 'last_name' | 'email' | 'status' | 'group_id' | 'store_id' | 'settings'
>
/** A user's form once checked: the screen refuses a user without a group before it sends one. */
const checked = (input: UserInput) => ({ ...input, group_id: input.group_id ?? 0 })
export const createUser = (input: UserInput) => users.create(checked(input))
export const updateUser = (id: number, input: UserInput) => users.update(id, checked(input))

export const apiUsers = resourceClient(apiUserResource)
export type ApiUser = RowOf<typeof apiUserResource>

/** Every API user of the company (a handful; the list answers up to 250). */
export async function listApiUsers({ signal }: Signal = {}): Promise<ApiUser[]> {
  return (await apiUsers.list({ limit: MAX_PAGE_SIZE }, signal ? { signal } : {})).rows
}

export type ApiUserInput = Pick<ApiUser, 'name' | 'status' | 'rights'>

export async function createApiUser(input: ApiUserInput): Promise<{ apiuser: ApiUser; token: string }> {
  return answers.post(ApiUserTokenSchema, 'proxy/apiusers.json', input)
}

export async function regenerateApiUserToken(id: number): Promise<{ token: string }> {
  const { token } = await answers.post(ApiUserTokenSchema, `proxy/apiuser/${id}/regenerate.json`)
  return { token }
}

export type SalesQuery = { from: Date; to: Date; bucket: SalesBucket; tz: string; storeIds: number[] }
export const dashboardSales = (query: SalesQuery, { signal }: Signal = {}) =>
  answers.get(DashboardSalesSchema, 'dashboard/sales', {
    query: {
      from: query.from.toISOString(),
      to: query.to.toISOString(),
      bucket: query.bucket,
      tz: query.tz,
      store_ids: query.storeIds,
    },
    ...(signal ? { signal } : {}),
  })
