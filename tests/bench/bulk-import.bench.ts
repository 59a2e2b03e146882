// Bulk import at scale (spec 2 /admin/import): BENCH_IMPORT_ROWS product rows (100,000; 20,000 styles of 5 items,
// each with a barcode and a price) imported as one job on the embedded PGlite database that `npm start` uses (or
// TEST_DATABASE_URL's PostgreSQL): the dry run alone, the whole import (check + write, target < 60 s), and the same
// file again (every row updated, nothing added). The baseline is the floor of the write: the same 100,000 rows
// inserted into a bare table, 2,000 a statement.
// One JSON line per figure: {"name","value","unit","baseline","ratio","target"}.
import { performance } from 'node:perf_hooks'
import { dryRun, type JobRow, runImport } from '../../packages/server/src/bulk-import/run-import.ts'
import { createRealtime } from '../../packages/server/src/realtime/realtime.ts'
import { createTestDatabase } from '../../packages/server/src/test/test-database.ts'

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000)
const step = (text: string) => process.stderr.write(`[bench] ${new Date().toISOString()} ${text}\n`)
const print = (
  figure: { name: string; value: number | null; baseline?: number | null } & Record<string, unknown>,
) => {
  const baseline = figure.baseline ?? null
  const ratio = figure.value !== null && baseline ? Math.round((figure.value / baseline) * 100) / 100 : null
  process.stdout.write(`${JSON.stringify({ ratio, baseline, ...figure })}\n`)
}
const seconds = (ms: number) => Math.round(ms / 10) / 100

function productCsv(rows: number): string {
  const lines = ['style,name,sku,barcode,option1_name,option1,price,vendor,type']
  for (let i = 0; i < rows; i++) {
    const style = Math.floor(i / 5)
    lines.push(
      `ST${style},Product ${style},SKU${i},93${String(i).padStart(10, '0')},Size,S${i % 5},${(style % 90) + 10}.95,Acme,Tees`,
    )
  }
  return `${lines.join('\n')}\n`
}

async function main() {
  const database = await createTestDatabase()
  const logger = { error: (what: unknown) => process.stderr.write(`${JSON.stringify(what)}\n`) } as never
  const realtime = await createRealtime()
  try {
    const company = await database.db
      .insertInto('companies')
      .values({ name: 'Bench imports', currency: 'AUD' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const csv = productCsv(ROWS)
    const mapping = {
      style: 0,
      name: 1,
      sku: 2,
      barcode: 3,
      option1_name: 4,
      option1: 5,
      price: 6,
      vendor: 7,
      type: 8,
    }
    step(`${ROWS} rows, ${Math.round(csv.length / 1024)} KiB`)

    // The floor: the same number of rows, 2,000 an insert, into a table without indexes.
    await database.db.schema
      .createTable('bench_floor')
      .addColumn('sku', 'text')
      .addColumn('name', 'text')
      .addColumn('price', 'bigint')
      .execute()
    const floorStart = performance.now()
    for (let at = 0; at < ROWS; at += 2_000) {
      const chunk = Array.from({ length: Math.min(2_000, ROWS - at) }, (_, i) => ({
        sku: `SKU${at + i}`,
        name: 'x',
        price: 1,
      }))
      await database.db
        .insertInto('bench_floor' as never)
        .values(chunk as never)
        .execute()
    }
    const floor = performance.now() - floorStart

    const checkStart = performance.now()
    const plan = dryRun('products', mapping, csv)
    const check = performance.now() - checkStart
    if ('tooMany' in plan) throw new Error('too many rows')
    print({
      name: 'bulk_import.dry_run',
      value: seconds(check),
      unit: 's',
      baseline: null,
      rows: plan.count,
      errors: plan.errors.length,
    })

    for (const run of ['first', 'again'] as const) {
      const id = crypto.randomUUID()
      await database.db
        .insertInto('import_jobs')
        .values({
          id,
          company_id: company.id,
          user_id: null,
          kind: 'products',
          file_name: 'bench.csv',
          options: '{}',
          header: '[]',
          csv,
          mapping: JSON.stringify(mapping),
          total_rows: ROWS,
          state: 'running',
        })
        .execute()
      const job = (await database.db
        .selectFrom('import_jobs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()) as unknown as JobRow
      const start = performance.now()
      await runImport({ database, realtime, logger }, job, csv)
      const took = performance.now() - start
      const done = await database.db
        .selectFrom('import_jobs')
        .select(['state', 'imported', 'error_count', 'message'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const items = await database.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', company.id)
        .executeTakeFirstOrThrow()
      print({
        name: run === 'first' ? 'bulk_import.products_100k' : 'bulk_import.products_100k_again',
        value: seconds(took),
        unit: 's',
        baseline: seconds(floor),
        target: 60,
        rows: ROWS,
        state: done.state,
        imported: done.imported,
        skipped: done.error_count,
        items: Number(items.n),
      })
    }
  } catch (error) {
    print({
      name: 'bulk_import.products_100k',
      value: null,
      unit: 's',
      baseline: null,
      target: 60,
      error: String(error),
    })
  } finally {
    await realtime.close?.()
    await database.dispose()
  }
}

await main()
