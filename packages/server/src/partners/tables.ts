import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type Json<T extends object | null> = JSONColumnType<T, string, string>
/** A JSON column with a default: optional on insert. */
type JsonWithDefault<T extends object> = ColumnType<T, string | undefined, string>

/** What a partner integration did, for its overview page (migration 1400). */
export interface PartnerActivityTable {
  id: Generated<string>
  company_id: number
  partner: string
  action: string
  ok: boolean
  message: string
  created: Generated<Date>
}

/** Our record and the partner's: the idempotency of every sync. */
export interface PartnerLinksTable {
  company_id: number
  partner: string
  kind: string
  local_key: string
  remote_id: string
  data: Json<Record<string, unknown>>
  created: Generated<Date>
  updated: Generated<Date>
}

/** One bulk import (spec 2 /admin/import) and its progress. */
export interface ImportJobsTable {
  id: string
  company_id: number
  user_id: number | null
  kind: string
  file_name: string
  options: Json<Record<string, unknown>>
  header: Json<string[]>
  csv: string
  mapping: Json<Record<string, number>>
  state: Generated<string>
  total_rows: Generated<number>
  done_rows: Generated<number>
  imported: Generated<number>
  errors: JsonWithDefault<{ line: number; reason: string }[]>
  error_count: Generated<number>
  message: Generated<string>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface PartnerTables {
  partner_activity: PartnerActivityTable
  partner_links: PartnerLinksTable
  import_jobs: ImportJobsTable
}
