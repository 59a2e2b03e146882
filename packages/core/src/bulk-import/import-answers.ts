import * as v from 'valibot'
import { IMPORT_KINDS } from './import-kinds.ts'

/**
 * The answers of the bulk import routes (spec 2 /admin/import): the server writes them, the import screen reads
 * them typed from here, so a renamed field fails the build on both sides.
 */

export const IMPORT_STATES = ['uploaded', 'checked', 'running', 'done', 'failed'] as const

const RowErrorSchema = v.object({ line: v.number(), reason: v.string() })

/** An import job as the page sees it: its file, mapping, fields, progress and the rows refused. */
export const ImportJobSchema = v.object({
  id: v.string(),
  user_id: v.nullable(v.number()),
  kind: v.picklist(IMPORT_KINDS),
  file_name: v.string(),
  options: v.record(v.string(), v.unknown()),
  header: v.array(v.string()),
  mapping: v.record(v.string(), v.number()),
  fields: v.array(
    v.object({ key: v.string(), label: v.string(), required: v.boolean(), aliases: v.array(v.string()) }),
  ),
  state: v.picklist(IMPORT_STATES),
  total_rows: v.number(),
  done_rows: v.number(),
  imported: v.number(),
  errors: v.array(RowErrorSchema),
  error_count: v.number(),
  message: v.string(),
  created: v.string(),
  updated: v.string(),
})
export type ImportJob = v.InferOutput<typeof ImportJobSchema>

/** GET /api/proxy/imports.json: the recent imports (their errors left out). */
export const ImportListSchema = v.object({ imports: v.array(ImportJobSchema) })
/** POST /api/proxy/imports.json, GET /api/proxy/import/{job}.json, POST …/run.json. */
export const ImportAnswerSchema = v.object({ import: ImportJobSchema })
/** POST /api/proxy/import/{job}/check.json: the dry run, each bad row with its reason. */
export const ImportCheckSchema = v.object({
  rows: v.number(),
  valid: v.number(),
  errors: v.array(RowErrorSchema),
  error_count: v.number(),
})
