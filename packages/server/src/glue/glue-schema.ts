import type { ColumnType, Generated, JSONColumnType } from 'kysely'

/** The Glue tables (migration 1200); `Database` in db/schema.ts extends this. */
type Json<T extends object | null> = JSONColumnType<T, string, string>
type BigId = ColumnType<string | number | bigint, string | number | bigint | undefined, never>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface GlueJobsTable {
  id: Generated<number>
  company_id: number
  name: string
  type: string
  system_event: Generated<string>
  webhook_url: Generated<string>
  log_category: Generated<string>
  variables: Json<{ name: string; default_value: string }[]>
  steps: Json<unknown[]>
  schedule: Json<Record<string, unknown>>
  next_run: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created: Generated<Date>
  updated: Generated<Date>
}

export interface GlueErrorsTable {
  id: Generated<number>
  company_id: number
  job_id: number
  job_name: string
  date: Timestamp
  attempts: Generated<number>
  post_data: Generated<string>
  headers: Json<Record<string, string>>
  error: string
  created: Generated<Date>
  updated: Generated<Date>
}

export interface GlueQueueTable {
  id: BigId
  company_id: number
  job_id: number
  error_id: number | null
  data: Generated<string>
  headers: Json<Record<string, string>>
  run_at: Timestamp
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created: Generated<Date>
}

export interface GlueTables {
  glue_jobs: GlueJobsTable
  glue_errors: GlueErrorsTable
  glue_queue: GlueQueueTable
}
