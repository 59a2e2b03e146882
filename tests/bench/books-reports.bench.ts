// The books' reports (issue 15) over a year of posted sales on PostgreSQL: profit and loss and BAS (accrual) of a
// quarter and of the year, over the journal lines of BOOKS_SALE_LINES posted sale lines (default 1,000,000: 500,000
// sales of two lines, each sale posted as revenue, GST, its tender, cost of goods sold and inventory, the way a
// stored sale posts). The database is BENCH_DATABASE_URL's server with a database of its own (pos_books_bench,
// recreated per run; skipped with an error line when unreachable). Each report runs three times; the figure is the
// best. One JSON line per figure: {"name","value","unit","baseline","ratio","target"}.
import { spawnSync } from 'node:child_process'
import { basReport, profitAndLoss } from '../../packages/core/src/index.ts'
import { writeBenchSales } from '../../packages/server/src/books/bench-journal.ts'
import { createDefaultBooks } from '../../packages/server/src/books/default-books.ts'
import { accountTotals, basInputs, reportAccounts } from '../../packages/server/src/books/report-queries.ts'
import { migrateToLatest } from '../../packages/server/src/db/migrate.ts'
import { openDatabase } from '../../packages/server/src/db/open-database.ts'

const SALE_LINES = Number(process.env.BOOKS_SALE_LINES ?? 1_000_000)
const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pos_bench')
const name = 'pos_books_bench'
const step = (text: string) => process.stderr.write(`[bench] ${new Date().toISOString()} ${text}\n`)
const print = (figure: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(figure)}\n`)

function psql(statement: string) {
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
      'postgres',
      '-c',
      statement,
    ],
    { encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error?.message}`)
}

async function best(run: () => Promise<unknown>): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY
  for (let i = 0; i < 3; i++) {
    const start = performance.now()
    await run()
    fastest = Math.min(fastest, performance.now() - start)
  }
  return Math.round(fastest)
}

async function main() {
  try {
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    psql(`CREATE DATABASE ${name}`)
  } catch (error) {
    print({ name: 'books.reports', error: (error as Error).message })
    return
  }
  const url = new URL(base)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  try {
    await migrateToLatest(database)
    const { db } = database
    const company = await db
      .insertInto('companies')
      .values({ name: 'Bench Books', currency: 'AUD' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await createDefaultBooks(db, company.id)
    const sales = Math.floor(SALE_LINES / 2)
    step(`posting ${sales} sales (${SALE_LINES} sale lines)`)
    const started = performance.now()
    const journalLines = await writeBenchSales(db, company.id, sales, '2025-07-01')
    step(`posted ${journalLines} journal lines in ${Math.round(performance.now() - started)} ms`)
    const { accounts } = await reportAccounts(db, company.id)
    const periods = {
      quarter: { from: '2025-07-01', to: '2025-09-30' },
      year: { from: '2025-07-01', to: '2026-06-30' },
    }
    for (const [label, period] of Object.entries(periods)) {
      const pl = await best(async () => profitAndLoss(accounts, await accountTotals(db, company.id, period)))
      print({
        name: `books.profit_and_loss.${label}`,
        value: pl,
        unit: 'ms',
        baseline: null,
        ratio: null,
        target: '<2000',
        sale_lines: SALE_LINES,
        journal_lines: journalLines,
        database: 'postgresql',
      })
      const bas = await best(async () =>
        basReport(await basInputs(db, company.id, period.from, period.to, 'accrual')),
      )
      print({
        name: `books.bas.${label}`,
        value: bas,
        unit: 'ms',
        baseline: null,
        ratio: null,
        target: '<2000',
        sale_lines: SALE_LINES,
        journal_lines: journalLines,
        database: 'postgresql',
      })
    }
  } finally {
    await database.close()
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}

await main()
