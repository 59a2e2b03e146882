import { api } from './client.ts'
import type { ApiUser, DashboardSales, Group, SalesBucket, Store, User, Warehouse } from './types.ts'

/** The back-office resources the screens read and write (ARCHITECTURE.md, "The API"). */

type Signal = { signal?: AbortSignal }

export async function listStores({ signal }: Signal = {}): Promise<Store[]> {
  const answer = await api.get<{ stores: Store[] } | Store[]>('proxy/stores.json', signal ? { signal } : {})
  return Array.isArray(answer) ? answer : (answer.stores ?? [])
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

export async function listGroups({ signal }: Signal = {}): Promise<Group[]> {
  const answer = await api.get<{ groups: Group[] }>('proxy/groups.json', signal ? { signal } : {})
  return answer.groups ?? []
}

export type GroupInput = Pick<Group, 'name' | 'rights'>
export const createGroup = (input: GroupInput) => api.post<{ group: Group }>('proxy/groups.json', input)
export const updateGroup = (id: number, input: GroupInput) =>
  api.put<{ group: Group }>(`proxy/group/${id}.json`, input)
export const deleteGroup = (id: number) => api.delete<unknown>(`proxy/group/${id}.json`)

export type UsersQuery = { search?: string; status?: string; limit: number; page: number }
export const listUsers = (query: UsersQuery, { signal }: Signal = {}) =>
  api.get<{ users: User[]; total: number }>('proxy/users.json', { query, ...(signal ? { signal } : {}) })

export async function getUser(id: number, { signal }: Signal = {}): Promise<User> {
  const answer = await api.get<{ user: User } | User>(`proxy/user/${id}.json`, signal ? { signal } : {})
  return 'user' in answer ? answer.user : answer
}

export type UserInput = Pick<
  User,
  'first_name' | 'last_name' | 'email' | 'status' | 'group_id' | 'store_id' | 'settings'
>
export const createUser = (input: UserInput) => api.post<{ user: User }>('proxy/users.json', input)
export const updateUser = (id: number, input: UserInput) =>
  api.put<{ user: User }>(`proxy/user/${id}.json`, input)

export async function listApiUsers({ signal }: Signal = {}): Promise<ApiUser[]> {
  const answer = await api.get<{ apiusers: ApiUser[] }>('proxy/apiusers.json', signal ? { signal } : {})
  return answer.apiusers ?? []
}

export async function getApiUser(id: number, { signal }: Signal = {}): Promise<ApiUser> {
  const answer = await api.get<{ apiuser: ApiUser } | ApiUser>(
    `proxy/apiuser/${id}.json`,
    signal ? { signal } : {},
  )
  return 'apiuser' in answer ? answer.apiuser : answer
}

export type ApiUserInput = Omit<ApiUser, 'id'>
export const createApiUser = (input: ApiUserInput) =>
  api.post<{ apiuser: ApiUser; token: string }>('proxy/apiusers.json', input)
export const updateApiUser = (id: number, input: ApiUserInput) =>
  api.put<{ apiuser: ApiUser }>(`proxy/apiuser/${id}.json`, input)
export const deleteApiUser = (id: number) => api.delete<unknown>(`proxy/apiuser/${id}.json`)
export const regenerateApiUserToken = (id: number) =>
  api.post<{ token: string }>(`proxy/apiuser/${id}/regenerate.json`)

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
