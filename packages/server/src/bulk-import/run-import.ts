import {
  type CustomField,
  IMPORT_CUSTOM_ENTITIES,
  type ImportKind,
  type ImportMapping,
  type ImportPlan,
  MAX_IMPORT_ROWS,
  planImport,
  type RealtimeKind,
  type RowError,
  withCustomValues,
  withItemCustomValues,
} from '@pos/core'
import type { Transaction } from 'kysely'
import Papa from 'papaparse'
import { customFieldsOf } from '../admin/custom-values.ts'
import type { AppDeps } from '../app-env.ts'
import { companyCurrency } from '../db/company-rows.ts'
import type { DatabaseHandle } from '../db/open-database.ts'
import type { Database } from '../db/schema.ts'
import { writePriceList, writeProducts } from './write-catalog.ts'
import { writeCustomers, writeStaff, writeStock, writeSuppliers } from './write-people.ts'

/**
 * The bulk import as one job (spec 2 /admin/import): the file's rows checked by core (`planImport`), then written in
 * chunks, each chunk one transaction, with the job's progress stored after every chunk, so the page shows it after a
 * reload and a second server sees it too. Every writer upserts by the kind's key, so running the same file again
 * updates what the first run made and adds nothing.
 */
export type JobRow = {
  id: string
  company_id: number
  user_id: number | null
  kind: string
  file_name: string
  options: Record<string, unknown>
  header: string[]
  mapping: Record<string, number>
  state: string
  total_rows: number
  done_rows: number
  imported: number
  errors: RowError[]
  error_count: number
  message: string
  created: Date
  updated: Date
}

/** Errors kept with a job (the count is kept whole): enough to fix a file, small enough to show. */
export const KEPT_ERRORS = 1_000
/** Rows per transaction: big enough for set-based statements to pay, small enough for a lively progress bar. */
const CHUNK_ROWS = 2_000
/** A running job whose progress has not moved for this long was stopped (the server restarted). */
export const STALE_MS = 120_000

/** The file's rows: the header, then the records (a last empty line dropped). */
export function readCsv(text: string): { header: string[]; records: string[][] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
  const rows = parsed.data.filter((row, index) => !(index === parsed.data.length - 1 && row.join('') === ''))
  const [header = [], ...records] = rows
  return { header: header.map((cell) => cell.trim()), records }
}

/** The company's custom fields a kind of import reads from columns named after them (none for the others). */
export async function importCustomFields(
  database: DatabaseHandle,
  companyId: number,
  kind: ImportKind,
): Promise<CustomField[]> {
  const entity = IMPORT_CUSTOM_ENTITIES[kind as keyof typeof IMPORT_CUSTOM_ENTITIES]
  return entity ? customFieldsOf(database.db, companyId, entity) : []
}

/** The company's item custom fields, which a products import reads from columns named after them. */
export async function importItemCustomFields(
  database: DatabaseHandle,
  companyId: number,
  kind: ImportKind,
): Promise<CustomField[]> {
  return kind === 'products' ? customFieldsOf(database.db, companyId, 'items') : []
}

/**
 * The dry run: what would be imported and each bad row with its reason; the columns named after the kind's
 * custom fields (and a product import's item fields) are read and checked as an edit screen's values are (core [CF5]).
 */
export function dryRun(
  kind: ImportKind,
  mapping: ImportMapping,
  csv: string,
  customFields: readonly CustomField[] = [],
  itemCustomFields: readonly CustomField[] = [],
): ImportPlan | { tooMany: number } {
  const { header, records } = readCsv(csv)
  if (records.length > MAX_IMPORT_ROWS) return { tooMany: records.length }
  const plan = withCustomValues(planImport(kind, mapping, records), header, records, customFields)
  return withItemCustomValues(plan, header, records, itemCustomFields)
}

type Writer = (
  trx: Transaction<Database>,
  rows: readonly unknown[],
) => Promise<{ written: number; errors: RowError[] }>

async function writerFor(database: DatabaseHandle, job: JobRow): Promise<Writer | string> {
  const currency = await companyCurrency(database.db, job.company_id)
  const companyId = job.company_id
  switch (job.kind as ImportKind) {
    case 'products':
      return (trx, rows) => writeProducts(trx, companyId, currency, rows as never)
    case 'customers':
      return (trx, rows) => writeCustomers(trx, companyId, rows as never)
    case 'staff':
      return (trx, rows) => writeStaff(trx, companyId, rows as never)
    case 'suppliers':
      return (trx, rows) => writeSuppliers(trx, companyId, rows as never)
    case 'stock':
      return (trx, rows) => writeStock(trx, companyId, job.user_id, rows as never)
    case 'prices': {
      const list = await database.db
        .selectFrom('price_lists')
        .select(['id', 'currency', 'start_date', 'end_date', 'tags'])
        .where('company_id', '=', companyId)
        .where('id', '=', Number(job.options.price_list_id ?? 0))
        .executeTakeFirst()
      if (!list) return 'Choose a price list of this company'
      const key = job.options.price_key === 'style' ? 'style' : 'sku'
      return (trx, rows) => writePriceList(trx, companyId, list, key, rows as never)
    }
  }
}

const linesOf = (row: unknown) => {
  const r = row as { lines?: number[]; line?: number }
  return r.lines?.length ?? 1
}

async function progress(database: DatabaseHandle, id: string, values: Partial<Record<string, unknown>>) {
  await database.db
    .updateTable('import_jobs')
    .set({ ...(values as object), updated: new Date() })
    .where('id', '=', id)
    .execute()
}

/** Runs a claimed job to its end; never throws (a failure is the job's state and message). */
export async function runImport(
  deps: Pick<AppDeps, 'database' | 'realtime' | 'logger'>,
  job: JobRow,
  csv: string,
) {
  const database = deps.database
  try {
    const kind = job.kind as ImportKind
    const plan = dryRun(
      kind,
      job.mapping,
      csv,
      await importCustomFields(database, job.company_id, kind),
      await importItemCustomFields(database, job.company_id, kind),
    )
    if ('tooMany' in plan) {
      await progress(database, job.id, {
        state: 'failed',
        message: `A file may hold at most ${MAX_IMPORT_ROWS} rows`,
      })
      return
    }
    const writer = await writerFor(database, job)
    if (typeof writer === 'string') {
      await progress(database, job.id, { state: 'failed', message: writer })
      return
    }
    const errors: RowError[] = [...plan.errors]
    let done = plan.errors.length
    let imported = 0
    await progress(database, job.id, { total_rows: plan.count, done_rows: done, error_count: errors.length })
    const rows = plan.rows as unknown[]
    let at = 0
    while (at < rows.length) {
      const chunk: unknown[] = []
      let size = 0
      while (at < rows.length && size < CHUNK_ROWS) {
        const row = rows[at++]
        chunk.push(row)
        size += linesOf(row)
      }
      const result = await database.db.transaction().execute((trx) => writer(trx, chunk))
      imported += result.written
      errors.push(...result.errors)
      done += size
      await progress(database, job.id, { done_rows: done, imported, error_count: errors.length })
    }
    errors.sort((a, b) => a.line - b.line)
    await progress(database, job.id, {
      state: 'done',
      done_rows: plan.count,
      imported,
      errors: JSON.stringify(errors.slice(0, KEPT_ERRORS)),
      error_count: errors.length,
      message: `${imported} rows imported${errors.length > 0 ? `, ${errors.length} skipped` : ''}`,
    })
    // The registers' caches of what changed (spec 7); staff codes are the poscodes kind.
    const topics: Record<string, RealtimeKind[]> = {
      products: ['products', 'prices'],
      prices: ['prices'],
      staff: ['poscodes'],
    }
    for (const topic of topics[job.kind] ?? []) await deps.realtime.publishUpdate(job.company_id, topic)
  } catch (error) {
    deps.logger.error({ err: error, job: job.id }, 'bulk import failed')
    await progress(database, job.id, {
      state: 'failed',
      message:
        'The import stopped on an error. Rows already imported are kept; run it again to finish (nothing is doubled)',
    }).catch(() => undefined)
  }
}
