import type { ColumnType, Generated, JSONColumnType } from 'kysely'

/** A timestamptz column: read as Date, written as Date or left to its default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
/** A bigint column (money in cents): the drivers read it as string, number or bigint. */
type BigIntColumn = ColumnType<string | number | bigint, bigint | number | string, bigint | number | string>
type Json<T extends object | null> = JSONColumnType<T, string, string>

export type RightsJson = { pages: string[]; caches: string[] }
export type UserSettingsJson = {
  pos_store_id: number | null
  dashboard_store_ids: number[]
  allow_returns_from_store_ids: number[]
  receive_transfers_from_store_ids: number[]
  send_transfers_to_store_ids: number[]
  process_fulfillments_for_warehouse_ids: number[]
  alert_on_new_fulfillment: boolean
  active: boolean
}

export interface CompaniesTable {
  id: Generated<number>
  name: string
  currency: string
  created: Generated<Date>
  updated: Generated<Date>
}

export interface SecurityGroupsTable {
  id: Generated<number>
  company_id: number
  name: string
  rights: Json<RightsJson>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface StoresTable {
  id: Generated<number>
  company_id: number
  name: string
  address: Json<Record<string, unknown>>
  status: string
  created: Generated<Date>
  updated: Generated<Date>
}

export interface UsersTable {
  id: Generated<number>
  company_id: number
  group_id: number
  first_name: string
  last_name: string
  email: string
  avatar: string | null
  status: string
  currency: string | null
  fulfillment_alert: boolean
  fulfillment_warehouse_ids: Json<number[]>
  store_id: number | null
  settings: Json<UserSettingsJson>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface ApiUsersTable {
  id: Generated<number>
  company_id: number
  name: string
  rights: Json<{ pages: string[] }>
  status: string
  token_hash: string
  created: Generated<Date>
  updated: Generated<Date>
}

export interface SessionsTable {
  id_hash: string
  company_id: number
  user_id: number
  created: Generated<Date>
  expires: Timestamp
}

export interface SignInCodesTable {
  id: Generated<number>
  email: string
  purpose: string
  code_salt: string
  code_hash: string
  registration: Json<Record<string, unknown>> | null
  attempts: Generated<number>
  expires: Timestamp
  used: Date | null
  created: Generated<Date>
}

export interface RateLimitsTable {
  key: string
  window_start: Timestamp
  count: number
}

export interface DevOutboxTable {
  id: Generated<number>
  to: string
  subject: string
  text: string
  created: Generated<Date>
}

export interface SalesTable {
  id: Generated<string | number | bigint>
  company_id: number
  store_id: number | null
  register_id: number | null
  receipt_number: string
  created: Timestamp
  total: BigIntColumn
  total_tax: BigIntColumn
  customer_id: number | null
  data: Json<Record<string, unknown>>
}

export interface Database {
  companies: CompaniesTable
  security_groups: SecurityGroupsTable
  stores: StoresTable
  users: UsersTable
  api_users: ApiUsersTable
  sessions: SessionsTable
  sign_in_codes: SignInCodesTable
  rate_limits: RateLimitsTable
  dev_outbox: DevOutboxTable
  sales: SalesTable
}
