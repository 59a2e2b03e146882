import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { BankingTables } from '../banking/tables.ts'
import type { BooksTables } from '../books/tables.ts'
import type { GlueTables } from '../glue/glue-schema.ts'
import type { IntegrationSettingsTable, TerminalTransactionsTable } from '../integrations/tables.ts'
import type { PartnerTables } from '../partners/tables.ts'
import type { PurchasingTables } from '../purchasing/tables.ts'
import type { InventoryTables } from './inventory-schema.ts'
import type { RegisterTables } from './register-schema.ts'

/** A timestamptz column: read as Date, written as Date or left to its default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
/** A bigint column (money in cents): the drivers read it as string, number or bigint. */
type BigIntColumn = ColumnType<string | number | bigint, bigint | number | string, bigint | number | string>
type Json<T extends object | null> = JSONColumnType<T, string, string>

/**
 * A security group's rights as stored: actions per area and register caches (1500-rights-per-action); read through
 * core's readGroupRights, which also understands the `{ pages }` of before.
 */
export type RightsJson = { areas: Record<string, string[]>; caches: string[] }
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
  gift_card_validity_days: Generated<number>
  store_licence: Generated<number>
  register_licence: Generated<number>
  logo: Generated<string>
  background: Generated<string>
  address: JsonDefault<Record<string, unknown>>
  abn: Generated<string>
  books_timezone: Generated<string>
  books_open_from: ColumnType<string | Date | null, string | null | undefined, string | null>
  books_open_to: ColumnType<string | Date | null, string | null | undefined, string | null>
  books_lock_date: ColumnType<string | Date | null, string | null | undefined, string | null>
  financial_year_start_month: Generated<number>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface CustomFieldsTable {
  id: Generated<number>
  company_id: number
  entity: string
  name: string
  fields: JsonDefault<unknown[]>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface MenusTable {
  id: Generated<number>
  company_id: number
  name: string
  group_id: number | null
  items: JsonDefault<unknown[]>
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
  /** The store's warehouse (migration 0700): a store created without one gets one of its name. */
  warehouse_id: Generated<number>
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
  rights: Json<{ areas: Record<string, string[]> }>
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

/** An attachment as the development outbox keeps it: its name, type, size and content (base64). */
export type OutboxAttachmentJson = { filename: string; content_type: string; size: number; content: string }

export interface DevOutboxTable {
  id: Generated<number>
  to: string
  subject: string
  text: string
  attachments: JsonDefault<OutboxAttachmentJson[]>
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
  client_id: string | null
  register_session_id: number | null
  user_id: number | null
  cash_taken: Generated<string | number | bigint>
  posted: Generated<Date>
}

/** Issue 4: the catalogue, prices, sales staff, promotions and custom scripts (migration 0100). */
type BigId = ColumnType<string | number | bigint, string | number | bigint | undefined, never>
/** A jsonb column with a default: optional on insert, written as JSON text. */
type JsonDefault<T> = ColumnType<T, string | undefined, string>

export interface CompanyCountersTable {
  company_id: number
  name: string
  value: BigIntColumn
}

export interface ProductsTable {
  id: BigId
  company_id: number
  style: string
  name: string
  description: ColumnType<string, string | undefined, string>
  vendor: ColumnType<string, string | undefined, string>
  type: ColumnType<string, string | undefined, string>
  tags: JsonDefault<string[]>
  view: ColumnType<string, string | undefined, string>
  option_names: JsonDefault<string[]>
  images: JsonDefault<string[]>
  cost_price: ColumnType<
    string | number | bigint,
    bigint | number | string | undefined,
    bigint | number | string
  >
  weight_grams: ColumnType<number, number | undefined, number>
  tax_percent: ColumnType<string | number, string | number | undefined, string | number>
  metadata: JsonDefault<Record<string, unknown>>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface ItemsTable {
  id: BigId
  company_id: number
  product_id: BigIntColumn
  sku: string
  barcode: ColumnType<string, string | undefined, string>
  option1: ColumnType<string, string | undefined, string>
  option2: ColumnType<string, string | undefined, string>
  option3: ColumnType<string, string | undefined, string>
  position: ColumnType<number, number | undefined, number>
  metadata: JsonDefault<Record<string, unknown>>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface CostHistoryTable {
  id: BigId
  company_id: number
  product_id: BigIntColumn
  cost_price: BigIntColumn
  user_id: number | null
  created: Generated<Date>
}

export interface OptionTemplatesTable {
  id: Generated<number>
  company_id: number
  name: string
  options: JsonDefault<{ name: string; values: string[] }[]>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface PriceListsTable {
  id: Generated<number>
  company_id: number
  name: string
  start_date: ColumnType<Date | null, Date | string | null, Date | string | null>
  end_date: ColumnType<Date | null, Date | string | null, Date | string | null>
  currency: string
  tags: JsonDefault<string[]>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface PricesTable {
  id: BigId
  company_id: number
  product_id: BigIntColumn | null
  item_id: BigIntColumn | null
  price_list_id: number | null
  start_date: ColumnType<Date | null, Date | string | null, Date | string | null>
  end_date: ColumnType<Date | null, Date | string | null, Date | string | null>
  currency: string
  price: BigIntColumn
  tags: JsonDefault<string[]>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface DeletedRecordsTable {
  company_id: number
  kind: 'product' | 'item' | 'price'
  id: BigIntColumn
  product_id: BigIntColumn | null
  deleted: Timestamp
}

export interface SalesStaffTable {
  id: Generated<number>
  company_id: number
  title: ColumnType<string, string | undefined, string>
  first_name: string
  middle_name: ColumnType<string, string | undefined, string>
  last_name: ColumnType<string, string | undefined, string>
  display_name: ColumnType<string, string | undefined, string>
  email: ColumnType<string, string | undefined, string>
  pos_code: string
  unlinked_returns: ColumnType<boolean, boolean | undefined, boolean>
  tags: JsonDefault<string[]>
  status: ColumnType<string, string | undefined, string>
  terminated: ColumnType<Date | null, Date | string | null, Date | string | null>
  /** Custom field values (migration 1570). */
  custom: JsonDefault<Record<string, unknown>>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface PromotionsTable {
  id: Generated<number>
  company_id: number
  name: string
  from_date: ColumnType<Date | null, Date | string | null, Date | string | null>
  to_date: ColumnType<Date | null, Date | string | null, Date | string | null>
  data: JsonDefault<Record<string, unknown>>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface CustomScriptsTable {
  id: Generated<number>
  company_id: number
  scope: string
  script: string
  created: Generated<Date>
  updated: Generated<Date>
}

/** Issue 5: reasons, customers, loyalty, gift cards, wallet templates, review flags (migration 0200). */
type Serial = ColumnType<string | number | bigint, never, never>
/** numeric columns: the drivers read them as text (or number); written as number. */
type NumericColumn = ColumnType<string | number, number | string | undefined, number | string>

export interface ReasonsTable {
  id: Generated<number>
  company_id: number
  kind: string
  name: string
  account: string | null
  max_discount_percent: NumericColumn
  created: Generated<Date>
  updated: Generated<Date>
}

export interface CustomersTable {
  id: Generated<number>
  company_id: number
  first_name: string
  last_name: ColumnType<string, string | undefined, string>
  email: ColumnType<string, string | undefined, string>
  phone: string
  birth_date: ColumnType<Date | string | null, string | null | undefined, string | null>
  email_subscriber: boolean
  sms_subscriber: boolean
  loyalty: boolean
  loyalty_changed: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  tags: JsonDefault<string[]>
  loyalty_points: Generated<string | number | bigint>
  credit_balance: Generated<string | number | bigint>
  /** Custom field values (migration 1570). */
  custom: JsonDefault<Record<string, unknown>>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface StoreCreditTransactionsTable {
  id: Generated<string | number | bigint>
  company_id: number
  customer_id: number
  amount: BigIntColumn
  description: ColumnType<string, string | undefined, string>
  reference: string
  reason_id: number | null
  sale_ref: string | null
  user_id: number | null
  api_user_id: number | null
  created: Generated<Date>
}

export interface LoyaltyTransactionsTable {
  id: Generated<string | number | bigint>
  company_id: number
  customer_id: number
  points: BigIntColumn
  value: BigIntColumn
  description: ColumnType<string, string | undefined, string>
  reference: string
  sale_ref: string | null
  user_id: number | null
  created: Generated<Date>
}

export interface LoyaltyProgramsTable {
  company_id: number
  enabled: boolean
  customer_opt_in_required: boolean
  accumulate_points: boolean
  tier_calculation: string
  duration_in_tier_months: number
  point_value: NumericColumn
  updated: Generated<Date>
}

export interface LoyaltyTiersTable {
  id: Generated<number>
  company_id: number
  name: string
  points_per_unit: NumericColumn
  qualification_minimum: BigIntColumn
  qualification_maximum: BigIntColumn
  created: Generated<Date>
  updated: Generated<Date>
}

export interface GiftCardsTable {
  id: Generated<number>
  company_id: number
  serial: string
  value: BigIntColumn
  current_amount: BigIntColumn
  reason_id: number | null
  customer_id: number | null
  expiration: ColumnType<Date | null, Date | string | null, Date | string | null>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface GiftCardTransactionsTable {
  id: Generated<string | number | bigint>
  company_id: number
  gift_card_id: number
  amount: BigIntColumn
  description: ColumnType<string, string | undefined, string>
  reason_id: number | null
  sale_ref: string | null
  user_id: number | null
  api_user_id: number | null
  created: Generated<Date>
}

export interface WalletTemplatesTable {
  id: Generated<number>
  company_id: number
  kind: string
  name: string
  data: JsonDefault<Record<string, unknown>>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface ReviewFlagsTable {
  id: Serial
  company_id: number
  kind: string
  sale_ref: string
  receipt_number: string
  customer_id: number | null
  gift_card_id: number | null
  requested: BigIntColumn
  taken: BigIntColumn
  shortfall: BigIntColumn
  message: string
  created: Generated<Date>
  resolved: Date | null
}

export interface Database
  extends RegisterTables,
    BooksTables,
    InventoryTables,
    PurchasingTables,
    BankingTables,
    GlueTables,
    PartnerTables {
  companies: CompaniesTable
  menus: MenusTable
  custom_fields: CustomFieldsTable
  security_groups: SecurityGroupsTable
  stores: StoresTable
  users: UsersTable
  api_users: ApiUsersTable
  sessions: SessionsTable
  sign_in_codes: SignInCodesTable
  rate_limits: RateLimitsTable
  dev_outbox: DevOutboxTable
  sales: SalesTable
  reasons: ReasonsTable
  customers: CustomersTable
  store_credit_transactions: StoreCreditTransactionsTable
  loyalty_transactions: LoyaltyTransactionsTable
  loyalty_programs: LoyaltyProgramsTable
  loyalty_tiers: LoyaltyTiersTable
  gift_cards: GiftCardsTable
  gift_card_transactions: GiftCardTransactionsTable
  wallet_templates: WalletTemplatesTable
  review_flags: ReviewFlagsTable
  company_counters: CompanyCountersTable
  products: ProductsTable
  items: ItemsTable
  cost_history: CostHistoryTable
  option_templates: OptionTemplatesTable
  price_lists: PriceListsTable
  prices: PricesTable
  deleted_records: DeletedRecordsTable
  sales_staff: SalesStaffTable
  promotions: PromotionsTable
  custom_scripts: CustomScriptsTable
  integration_settings: IntegrationSettingsTable
  terminal_transactions: TerminalTransactionsTable
}
