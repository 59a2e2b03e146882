import {
  apiUserResource,
  groupResource,
  MAX_PAGE_SIZE,
  type RowOf,
  storeResource,
  userResource,
} from '@pos/core'
import { api } from './client.ts'
import { resourceClient } from './resource-client.ts'
import type { DashboardSales, SalesBucket, Store, User, Warehouse } from './types.ts'

export type Group = RowOf<typeof groupResource>

/** The back-office resources the screens read and write (ARCHITECTURE.md, "The API"). */

type Signal = { signal?: AbortSignal }

export const stores = resourceClient(storeResource)

/** Every store the user may see (the store pickers; the list answers up to 250). */
export async function listStores({ signal }: Signal = {}): Promise<Store[]> {
  return (await stores.list({ limit: MAX_PAGE_SIZE }, signal ? { signal } : {})).rows
}

/** Warehouses come with the inventory screens; until the server has them the list is empty, quietly. */
export async function listWarehouses({ signal }: Signal = {}): Promise<Warehouse[]> {
  try {
    const answer = await api.get<{ warehouses: Warehouse[] } | Warehouse[]>('proxy/warehouses.json', {
      quiet: true,
      ...(signal ? { signal } : {}),
    })
    return Array.isArray(answer) ? answer : (answer.warehouses ?? [])
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

/** The token of a create or a regenerate, answered beside the record once. */
function tokenOf(answer: unknown): string {
  const token = (answer as { token?: unknown }).token
  if (typeof token !== 'string') throw new Error('The server answered no token')
  return token
}

export async function createApiUser(input: ApiUserInput): Promise<{ apiuser: ApiUser; token: string }> {
  const answer = await api.post<unknown>('proxy/apiusers.json', input)
  return { apiuser: (answer as { apiuser: ApiUser }).apiuser, token: tokenOf(answer) }
}

export async function regenerateApiUserToken(id: number): Promise<{ token: string }> {
  return { token: tokenOf(await api.post<unknown>(`proxy/apiuser/${id}/regenerate.json`)) }
}

export type SalesQuery = { from: Date; to: Date; bucket: SalesBucket; tz: string; storeIds: number[] }
export const dashboardSales = (query: SalesQuery, { signal }: Signal = {}) =>
  api.get<DashboardSales>('dashboard/sales', {
    query: {
      from: query.from.toISOString(),
      to: query.to.toISOString(),
      bucket: query.bucket,
      tz: query.tz,
      store_ids: query.storeIds,
    },
    ...(signal ? { signal } : {}),
  })
