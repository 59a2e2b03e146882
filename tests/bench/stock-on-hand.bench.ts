// Stock on hand at chain scale (issue 14), on PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/pos_bench_inventory, recreated per run; an error line when unreachable):
// BENCH_ITEMS items (100,000) in BENCH_WAREHOUSES warehouses (10), every item on hand in every warehouse (1,000,000
// rows of the projection). Times the first page of stock on hand, a page filtered by warehouse and product type,
// and a search, each BENCH_RUNS times (p50 and p95 against the target p95 < 100 ms); then the commit of a stocktake
// of BENCH_STOCKTAKE_LINES lines (10,000, target < 5 s), which locks and adjusts every line through the ledger.
// Before it, BENCH_SALE_MOVEMENTS sale movements (1,000,000 over 90 days) and a replenishment's sales velocity: one
// warehouse's sales of the last 28 days summed by item.
// The baseline of each page is a one-row primary-key read on the same connection pool (the round-trip floor).
// One JSON line per figure: {"name","value","unit","baseline","ratio","target"}.
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import type { Principal } from '../../packages/server/src/app-env.ts'
import { createDefaultBooks } from '../../packages/server/src/books/default-books.ts'
import { migrateToLatest } from '../../packages/server/src/db/migrate.ts'
import { openDatabase } from '../../packages/server/src/db/open-database.ts'
import { stockOnHandPage } from '../../packages/server/src/inventory/stock-on-hand.ts'
import { commitStocktake } from '../../packages/server/src/inventory/stocktake-commit.ts'
import { soldByItem } from '../../packages/server/src/routes/replenishments.ts'

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pos_bench_inventory'
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000)
const WAREHOUSES = Number(process.env.BENCH_WAREHOUSES ?? 10)
const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const STOCKTAKE_LINES = Number(process.env.BENCH_STOCKTAKE_LINES ?? 10_000)
const SALE_MOVEMENTS = Number(process.env.BENCH_SALE_MOVEMENTS ?? 1_000_000)
const step = (text: string) => process.stderr.write(`[bench] ${new Date().toISOString()} ${text}\n`)
const print = (
  figure: { name: string; value: number | null; baseline?: number | null } & Record<string, unknown>,
) => {
  const baseline = figure.baseline ?? null
  const ratio = figure.value !== null && baseline ? Math.round((figure.value / baseline) * 100) / 100 : null
  process.stdout.write(`${JSON.stringify({ ratio, baseline, ...figure })}\n`)
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

async function timed(runs: number, work: () => Promise<unknown>) {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 100) / 100
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) }
}

/** Runs SQL through psql (the benchmark's seeding): its unaligned output, or throws. */
function psql(statement: string, database: string): string {
  const base = new URL(url)
  const result = spawnSync(
    'psql',
    [
      '-h',
      base.hostname,
      '-p',
      base.port || '5432',
      '-U',
      base.username || 'postgres',
      '-d',
      database,
      '-tAq',
    ],
    { encoding: 'utf8', input: statement },
  )
  if (result.status !== 0 || result.stderr.includes('ERROR')) throw new Error(result.stderr.trim())
  return result.stdout.trim()
}

async function main() {
  const name = new URL(url).pathname.slice(1)
  try {
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, 'postgres')
    psql(`CREATE DATABASE ${name}`, 'postgres')
  } catch (error) {
    print({ name: 'stock_on_hand.first_page.p95', value: null, unit: 'ms', error: String(error) })
    return
  }
  const database = await openDatabase({ databaseUrl: url })
  const { db } = database
  try {
    await migrateToLatest(database)
    step(`seeding ${ITEMS} items x ${WAREHOUSES} warehouses`)
    const companyId = Number(
      psql("INSERT INTO companies (name, currency) VALUES ('Bench', 'AUD') RETURNING id", name),
    )
    // A stocktake commit posts to the books: the company has the default chart a new company gets.
    await createDefaultBooks(db, companyId)
    psql(
      `
      INSERT INTO warehouses (company_id, name)
      SELECT ${companyId}, 'Warehouse ' || w FROM generate_series(1, ${WAREHOUSES}) w`,
      name,
    )
    psql(
      `
      INSERT INTO products (company_id, style, name, type, vendor, tags)
      SELECT ${companyId}, 'STYLE-' || i, 'Product ' || i, 'Type ' || (i % 20), 'Vendor ' || (i % 50),
        jsonb_build_array('tag' || (i % 10))
      FROM generate_series(1, ${ITEMS}) i`,
      name,
    )
    psql(
      `
      INSERT INTO items (company_id, product_id, sku, barcode)
      SELECT company_id, id, 'SKU-' || lpad(substr(style, 7), 6, '0'), '93' || lpad(substr(style, 7), 10, '0')
      FROM products WHERE company_id = ${companyId}`,
      name,
    )
    psql(
      `
      INSERT INTO stock_on_hand (company_id, warehouse_id, item_id, quantity, average_cost)
      SELECT ${companyId}, w.id, i.id, (i.id % 40)::integer, 500 + (i.id % 300)
      FROM items i CROSS JOIN warehouses w
      WHERE i.company_id = ${companyId} AND w.company_id = ${companyId}`,
      name,
    )
    psql('ANALYZE', name)
    const warehouses = await db.selectFrom('warehouses').select('id').orderBy('id').execute()
    const fifth = warehouses[Math.min(4, warehouses.length - 1)]!.id
    step('timing pages')

    const floor = await timed(RUNS, () =>
      db.selectFrom('companies').select('id').where('id', '=', companyId).execute(),
    )
    const page = { limit: 51, offset: 0 }
    const all = { search: '', warehouse_id: null, type: '', vendor: '', tag: '', sort: 'sku' as const }
    await stockOnHandPage(db, companyId, all, page)
    const first = await timed(RUNS, () => stockOnHandPage(db, companyId, all, page))
    const filteredQuery = { ...all, warehouse_id: fifth, type: 'Type 3' }
    const filtered = await timed(RUNS, () => stockOnHandPage(db, companyId, filteredQuery, page))
    const deep = await timed(RUNS, () => stockOnHandPage(db, companyId, all, { limit: 51, offset: 50 * 200 }))
    const searched = await timed(RUNS, () =>
      stockOnHandPage(db, companyId, { ...all, search: 'SKU-0999' }, page),
    )
    const shape = {
      unit: 'ms',
      target: '<100 (p95)',
      items: ITEMS,
      warehouses: WAREHOUSES,
      runs: RUNS,
      database: 'postgresql',
    }
    print({
      name: 'stock_on_hand.first_page.p95',
      value: first.p95,
      p50: first.p50,
      baseline: floor.p95,
      ...shape,
    })
    print({
      name: 'stock_on_hand.filtered_page.p95',
      value: filtered.p95,
      p50: filtered.p50,
      baseline: floor.p95,
      filter: 'warehouse + type',
      ...shape,
    })
    print({
      name: 'stock_on_hand.page_200.p95',
      value: deep.p95,
      p50: deep.p50,
      baseline: floor.p95,
      ...shape,
    })
    print({
      name: 'stock_on_hand.search.p95',
      value: searched.p95,
      p50: searched.p50,
      baseline: floor.p95,
      ...shape,
    })

    step(`seeding ${SALE_MOVEMENTS} sale movements over 90 days`)
    psql(
      `
      INSERT INTO stock_ledger (company_id, warehouse_id, item_id, quantity, unit_cost, reason, source_id, created)
      SELECT ${companyId}, w.id, i.id, -1 - (m % 3), 500, 'sale', m, now() - make_interval(mins => m % 129600)
      FROM generate_series(1, ${SALE_MOVEMENTS}) m
      JOIN warehouses w ON w.company_id = ${companyId} AND w.id = (SELECT min(id) FROM warehouses
        WHERE company_id = ${companyId}) + m % ${WAREHOUSES}
      JOIN items i ON i.company_id = ${companyId} AND i.id = (SELECT min(id) FROM items
        WHERE company_id = ${companyId}) + (m::bigint * 7919) % ${ITEMS}`,
      name,
    )
    // Autovacuum would have set the visibility map of a ledger this old: the sum reads the index alone.
    psql('VACUUM ANALYZE stock_ledger', name)
    const velocity = await timed(RUNS, () => soldByItem(companyId, fifth).execute(db))
    print({
      name: 'replenishment.sales_velocity.p95',
      value: velocity.p95,
      p50: velocity.p50,
      baseline: floor.p95,
      ...shape,
      sale_movements: SALE_MOVEMENTS,
      days: 28,
    })

    step(`stocktake of ${STOCKTAKE_LINES} lines`)
    const stocktakeId = Number(
      psql(
        `INSERT INTO stocktakes (company_id, warehouse_id, name) VALUES (${companyId}, ${fifth}, 'Bench') RETURNING id`,
        name,
      ),
    )
    psql(
      `INSERT INTO stocktake_lines (company_id, stocktake_id, item_id, expected, unit_cost)
      SELECT company_id, ${stocktakeId}, item_id, quantity, average_cost FROM stock_on_hand
      WHERE company_id = ${companyId} AND warehouse_id = ${fifth} ORDER BY item_id LIMIT ${STOCKTAKE_LINES}`,
      name,
    )
    psql(
      `INSERT INTO stocktake_counts (company_id, stocktake_id, item_id, quantity, client_id)
      SELECT company_id, stocktake_id, item_id, expected + (item_id % 3)::integer - 1, 'c-' || item_id
      FROM stocktake_lines WHERE stocktake_id = ${stocktakeId}`,
      name,
    )
    const principal = {
      kind: 'user',
      companyId,
      userId: 1,
      sessionHash: '',
      rights: { areas: {}, caches: [] },
    } as Principal
    const start = performance.now()
    const outcome = await commitStocktake(db, principal, stocktakeId)
    const commitMs = Math.round(performance.now() - start)
    print({
      name: 'stocktake.commit',
      value: commitMs,
      unit: 'ms',
      baseline: null,
      target: '<5000',
      lines: STOCKTAKE_LINES,
      adjusted: outcome?.adjusted ?? null,
      database: 'postgresql',
    })
  } finally {
    await db.destroy()
  }
}

await main()
