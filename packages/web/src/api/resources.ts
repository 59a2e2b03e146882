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
import type { SalesBucket, Store } from './types.ts'

export type Group = RowOf<typeof groupResource>

/** The back-office resources the screens read and write (ARCHITECTURE.md, "The API"). */

type Signal = { signal?: AbortSignal }

export const stores = resourceClient(storeResource)

/** Every store the user may see (the store pickers; the list answers up to 250). */
export async function listStores({ signal }: Signal = {}): Promise<Store[]> {
  return (await stores.list({ limit: MAX_PAGE_SIZE }, signal ? { signal } : {})).rows
}

export const warehouses = resourceClient(warehouseResource)

export const groups = resourceClient(groupResource)

/** Every security group of the company (a company has a handful; the list answers up to 250). */
export async function listGroups({ signal }: Signal = {}): Promise<Group[]> {
  return (await groups.list({ limit: MAX_PAGE_SIZE }, signal ? { signal } : {})).rows
}

export const users = resourceClient(userResource)

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
