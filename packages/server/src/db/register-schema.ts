import type { ColumnType, Generated, JSONColumnType } from 'kysely'

/** The register's tables (issue 6, migration 0400); `Database` in schema.ts extends this. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type BigIntColumn = ColumnType<string | number | bigint, bigint | number | string, bigint | number | string>
type BigId = ColumnType<string | number | bigint, string | number | bigint | undefined, never>
type Json<T extends object | null> = JSONColumnType<T, string, string>

export interface RegisterTemplatesTable {
  id: Generated<number>
  company_id: number
  name: string
  receipt_logo: string | null
  receipt_header: string
  receipt_title: string
  receipt_footer: string
  receipt_show_store_address: boolean
  receipt_show_served_by: boolean
  receipt_served_by_text: string
  receipt_subtotal_text: string
  receipt_line_details: number
  created: Generated<Date>
  updated: Generated<Date>
}

export interface RegistersTable {
  id: Generated<number>
  company_id: number
  store_id: number
  name: string
  register_template_id: number | null
  printer_type: string
  printer_ip: string
  receipt_prefix: Generated<string>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface RegisterSessionsTable {
  id: Generated<number>
  company_id: number
  register_id: number
  store_id: number
  opened: Generated<Date>
  opened_by: number | null
  opening_float: BigIntColumn
  closed: Timestamp | null
  closed_by: number | null
  counted: BigIntColumn | null
  expected: BigIntColumn | null
  variance: BigIntColumn | null
  counts: Json<Record<string, number>> | null
  summary: Json<Record<string, unknown>> | null
  note: Generated<string>
}

export interface PettyCashTable {
  id: Generated<number>
  company_id: number
  register_session_id: number
  register_id: number
  amount: BigIntColumn
  reason_id: number | null
  reason: string
  note: string
  user_id: number | null
  created: Generated<Date>
}

export interface CashDrawerOpeningsTable {
  id: Generated<number>
  company_id: number
  register_id: number
  user_id: number | null
  reason: string
  created: Generated<Date>
}

export interface PaymentMethodsTable {
  id: Generated<number>
  company_id: number
  name: string
  system_type: string | null
  metadata: Json<Record<string, unknown>>
  clearing_account_id: Generated<number | null>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface SaleLinesTable {
  id: BigId
  company_id: number
  sale_id: string | number | bigint
  position: number
  line_ref: string
  item_id: string | number | null
  product_id: string | number | null
  sku: string
  name: string
  quantity: number
  item_price: BigIntColumn
  item_discount: BigIntColumn
  total_tax: BigIntColumn
  return_of_line_id: string | number | null
}

export interface SalePaymentsTable {
  id: BigId
  company_id: number
  sale_id: string | number | bigint
  position: number
  payment_method_id: number | null
  processor: string
  name: string
  amount: BigIntColumn
  date: Timestamp
}

export interface RegisterTables {
  register_templates: RegisterTemplatesTable
  registers: RegistersTable
  register_sessions: RegisterSessionsTable
  petty_cash: PettyCashTable
  cash_drawer_openings: CashDrawerOpeningsTable
  payment_methods: PaymentMethodsTable
  sale_lines: SaleLinesTable
  sale_payments: SalePaymentsTable
}
