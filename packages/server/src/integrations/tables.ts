import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type Json<T extends object | null> = JSONColumnType<T, string, string>
type BigIntColumn = ColumnType<string | number | bigint, bigint | number | string, bigint | number | string>

/** Card-terminal and other integration settings (issue 7); secrets are never sent to a browser. */
export interface IntegrationSettingsTable {
  company_id: number
  provider: string
  settings: Json<Record<string, unknown>>
  secrets: Json<Record<string, string>>
  notify_token: string
  created: Generated<Date>
  updated: Generated<Date>
}

/** One terminal bridge session (issue 7). */
export interface TerminalTransactionsTable {
  session_id: string
  company_id: number
  provider: string
  user_id: number | null
  register_id: string
  receipt_number: string
  amount: BigIntColumn
  currency: string
  terminal_id: string | null
  service_id: string | null
  notify_secret: string
  state: string
  displays: Json<unknown[]>
  receipts: Json<unknown[]>
  result: Json<Record<string, unknown>> | null
  created: Generated<Date>
  updated: Generated<Date>
}
