import {
  IMPORT_FIELDS,
  type ImportAnswerSchema,
  type ImportCheckSchema,
  type ImportJobSchema,
  type ImportKind,
  type ImportListSchema,
  ImportMappingPayloadSchema,
  ImportUploadPayloadSchema,
  isUnstorableText,
  MAX_IMPORT_ROWS,
  mappingProblem,
  suggestMapping,
} from '@pos/core'
import type { Context, Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { companyHas } from '../db/company-rows.ts'
import { userIdOf } from '../http/acting-user.ts'
import type { Sent } from '../http/answer-body.ts'
import { principalOf, requireRight } from '../http/authenticate.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { readBody } from '../http/read-payload.ts'
import { workbookAsCsv } from './read-workbook.ts'
import {
  dryRun,
  importCustomFields,
  importItemCustomFields,
  type JobRow,
  readCsv,
  runImport,
  STALE_MS,
} from './run-import.ts'

const JOB_COLUMNS = [
  'id',
  'company_id',
  'user_id',
  'kind',
  'file_name',
  'options',
  'header',
  'mapping',
  'state',
  'total_rows',
  'done_rows',
  'imported',
  'errors',
  'error_count',
  'message',
  'created',
  'updated',
] as const

/** A job as the page sees it: a running job that stopped moving (the server restarted) reads as stopped. */
function jobJson(row: JobRow, now = Date.now()): Sent<typeof ImportJobSchema> {
  const stale = row.state === 'running' && now - row.updated.getTime() > STALE_MS
  const { company_id: _c, ...rest } = row
  return {
    ...rest,
    state: stale ? 'failed' : row.state,
    message: stale
      ? 'The import stopped before the end. Run it again to finish: nothing is doubled'
      : row.message,
    fields: IMPORT_FIELDS[row.kind as ImportKind] ?? [],
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  }
}

/**
 * Bulk import (spec 2 /admin/import, right `admin.import`):
 * - POST /api/proxy/imports.json {kind, file_name, csv, price_list_id?}: the file kept with a suggested mapping;
 * - POST /api/proxy/import/{job}/check.json {mapping}: the dry run, each bad row with its reason;
 * - POST /api/proxy/import/{job}/run.json {mapping}: the import as one background job;
 * - GET /api/proxy/import/{job}.json: its progress; GET /api/proxy/imports.json: the recent imports.
 */
export function registerImportRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const right = requireRight('admin.import')
  const db = deps.database.db

  async function findJob(c: Context<AppEnv>): Promise<JobRow | undefined> {
    const id = c.req.param('job') ?? ''
    if (!/^[0-9a-f-]{36}$/.test(id) || isUnstorableText(id)) return undefined
    return (await db
      .selectFrom('import_jobs')
      .select(JOB_COLUMNS)
      .where('company_id', '=', principalOf(c).companyId)
      .where('id', '=', id)
      .executeTakeFirst()) as JobRow | undefined
  }

  app.get('/api/proxy/imports.json', right, async (c) => {
    const rows = (await db
      .selectFrom('import_jobs')
      .select(JOB_COLUMNS)
      .where('company_id', '=', principalOf(c).companyId)
      .orderBy('created', 'desc')
      .limit(20)
      .execute()) as JobRow[]
    return c.json({
      imports: rows.map((row) => ({ ...jobJson(row), errors: [] })),
    } satisfies Sent<typeof ImportListSchema>)
  })

  app.post('/api/proxy/imports.json', right, async (c) => {
    const principal = principalOf(c)
    const parsed = await readBody(c, ImportUploadPayloadSchema)
    if (!parsed.ok) return badRequest(c, parsed.error, parsed.field)
    const body = parsed.value
    const csv = body.xlsx === undefined ? body.csv : await workbookAsCsv(body.xlsx, MAX_IMPORT_ROWS)
    if (csv === undefined) return badRequest(c, 'The XLSX file could not be read', 'csv')
    const { header, records } = readCsv(csv)
    if (header.length === 0 || header.every((cell) => cell === ''))
      return badRequest(c, 'The first line must name the columns', 'csv')
    if (header.length > 200) return badRequest(c, 'The file has more than 200 columns', 'csv')
    if (records.length > MAX_IMPORT_ROWS)
      return badRequest(c, `A file may hold at most ${MAX_IMPORT_ROWS} rows`, 'csv')
    const options: Record<string, unknown> = {}
    if (body.kind === 'prices') {
      if (!(await companyHas(db, 'price_lists', principal.companyId, body.price_list_id ?? 0)))
        return badRequest(c, 'Choose a price list', 'price_list_id')
      options.price_list_id = body.price_list_id
    }
    const mapping = suggestMapping(body.kind, header)
    if (body.kind === 'prices')
      options.price_key = /style/i.test(header[mapping.code ?? -1] ?? '') ? 'style' : 'sku'
    const id = crypto.randomUUID()
    await db
      .insertInto('import_jobs')
      .values({
        id,
        company_id: principal.companyId,
        user_id: userIdOf(principal),
        kind: body.kind,
        file_name: body.file_name,
        options: JSON.stringify(options),
        header: JSON.stringify(header),
        csv,
        mapping: JSON.stringify(mapping),
        total_rows: records.length,
      })
      .execute()
    const row = (await db
      .selectFrom('import_jobs')
      .select(JOB_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as JobRow
    return c.json({ import: jobJson(row) } satisfies Sent<typeof ImportAnswerSchema>)
  })

  app.get('/api/proxy/import/:job{[0-9a-f-]+\\.json}', right, async (c) => {
    const id = (c.req.param('job') ?? '').replace(/\.json$/, '')
    const row = /^[0-9a-f-]{36}$/.test(id)
      ? ((await db
          .selectFrom('import_jobs')
          .select(JOB_COLUMNS)
          .where('company_id', '=', principalOf(c).companyId)
          .where('id', '=', id)
          .executeTakeFirst()) as JobRow | undefined)
      : undefined
    return row ? c.json({ import: jobJson(row) } satisfies Sent<typeof ImportAnswerSchema>) : notFound(c)
  })

  /** The mapping of a check or run body, refused when a required field has no column. */
  async function mappingOf(c: Context<AppEnv>, job: JobRow) {
    const parsed = await readBody(c, ImportMappingPayloadSchema)
    if (!parsed.ok) return { error: badRequest(c, parsed.error, parsed.field) }
    const mapping = Object.fromEntries(
      IMPORT_FIELDS[job.kind as ImportKind].map((field) => [
        field.key,
        parsed.value.mapping[field.key] ?? -1,
      ]),
    )
    const problem = mappingProblem(job.kind as ImportKind, mapping, job.header.length)
    if (problem) return { error: badRequest(c, problem, 'mapping') }
    return { mapping }
  }

  async function csvOf(id: string) {
    const row = await db
      .selectFrom('import_jobs')
      .select('csv')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return row.csv
  }

  app.post('/api/proxy/import/:job/check.json', right, async (c) => {
    const job = await findJob(c)
    if (!job) return notFound(c)
    const read = await mappingOf(c, job)
    if (!read.mapping) return read.error
    const kind = job.kind as ImportKind
    const plan = dryRun(
      kind,
      read.mapping,
      await csvOf(job.id),
      await importCustomFields(deps.database, job.company_id, kind),
      await importItemCustomFields(deps.database, job.company_id, kind),
    )
    if ('tooMany' in plan) return badRequest(c, `A file may hold at most ${MAX_IMPORT_ROWS} rows`)
    const valid = plan.count - plan.errors.length
    if (job.state !== 'running')
      await db
        .updateTable('import_jobs')
        .set({
          mapping: JSON.stringify(read.mapping),
          state: 'checked',
          total_rows: plan.count,
          errors: JSON.stringify(plan.errors.slice(0, 1000)),
          error_count: plan.errors.length,
          message: `${valid} rows ready to import, ${plan.errors.length} with problems`,
          updated: new Date(),
        })
        .where('id', '=', job.id)
        .execute()
    return c.json({
      rows: plan.count,
      valid,
      errors: plan.errors.slice(0, 1000),
      error_count: plan.errors.length,
    } satisfies Sent<typeof ImportCheckSchema>)
  })

  app.post('/api/proxy/import/:job/run.json', right, async (c) => {
    const job = await findJob(c)
    if (!job) return notFound(c)
    const read = await mappingOf(c, job)
    if (!read.mapping) return read.error
    const stale = new Date(Date.now() - STALE_MS)
    // Claimed with one statement: two clicks (or two servers) cannot run one import twice at once.
    const claimed = (await db
      .updateTable('import_jobs')
      .set({
        mapping: JSON.stringify(read.mapping),
        state: 'running',
        done_rows: 0,
        imported: 0,
        errors: '[]',
        error_count: 0,
        message: '',
        updated: new Date(),
      })
      .where('id', '=', job.id)
      .where((eb) => eb.or([eb('state', '!=', 'running'), eb('updated', '<', stale)]))
      .returning(JOB_COLUMNS)
      .executeTakeFirst()) as JobRow | undefined
    if (!claimed) return badRequest(c, 'This import is already running')
    const csv = await csvOf(job.id)
    void runImport(deps, claimed, csv)
    return c.json({ import: jobJson(claimed) } satisfies Sent<typeof ImportAnswerSchema>)
  })
}
