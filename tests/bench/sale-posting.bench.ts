// What posting a sale to the books costs (issue 15: posting adds < 0.3 ms of CPU to a stored sale), measured
// where the machine's load disturbs it least: the CPU time of one PostgreSQL backend (from /proc) running the
// posting statement, against the same statement without the posting. A sale posts in the statement that stores it
// (post-sale.ts); here stored sales are posted again by the statement the migration uses for sales stored before
// the books (post-stored-sales.ts: the same CTEs, the sale's cost of goods sold from its stock rows), after their
// journals are removed. Blocks of BENCH_BLOCK sales alternate the two statements so a change of load hits both.
// The server's share (core's salePosting and the JSON it sends) is timed in this process. BENCH_DATABASE_URL's
// server (default postgres://postgres@127.0.0.1:5432/pos_bench) gets a database of its own, recreated per run.
// One JSON line per figure: {"name","value","unit","baseline","ratio","target"}.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import pg from 'pg'

const SALES = Number(process.env.BENCH_SALES ?? 2000)
const BLOCK = Number(process.env.BENCH_BLOCK ?? 200)
const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pos_bench')
const name = 'pos_posting_bench'
const step = (text: string) => process.stderr.write(`[bench] ${new Date().toISOString()} ${text}\n`)
const print = (figure: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(figure)}\n`)

function psql(statement: string) {
  const args = [
    '-h',
    base.hostname,
    '-p',
    base.port || '5432',
    '-U',
    base.username || 'postgres',
    '-d',
    'postgres',
  ]
  const result = spawnSync('psql', [...args, '-c', statement], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error?.message}`)
}

/** CPU ms (user + system) a process has used, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function main() {
  try {
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    psql(`CREATE DATABASE ${name}`)
  } catch (error) {
    print({
      name: 'sale.posting.cpu',
      value: null,
      unit: 'ms CPU per sale',
      baseline: null,
      target: '< 0.3',
      error: String(error),
    })
    return
  }
  const url = new URL(base)
  url.pathname = `/${name}`
  // The test app reads TEST_DATABASE_URL when its module loads: it gets a schema of its own on this database.
  process.env.TEST_DATABASE_URL = url.toString()
  const { createTestApp, signUp } = await import('../../packages/server/src/test/test-app.ts')
  const { insertRegisterFixtures, saleBody } = await import(
    '../../packages/server/src/register/test-fixtures.ts'
  )
  const { storedSalePosting } = await import('../../packages/server/src/books/post-stored-sales.ts')
  const { saleLedgerJson } = await import('../../packages/server/src/books/sale-journal.ts')
  const t = await createTestApp()
  try {
    const owner = await signUp(t, 'Posting')
    const ids = await insertRegisterFixtures(t, owner.cookie, 'Posting')
    step(`storing ${SALES} sales`)
    const bodies: ReturnType<typeof saleBody>[] = []
    for (let i = 0; i < SALES; i++) {
      const lines = [
        { quantity: 1 + (i % 3), price: 500 + (i % 7) * 100, itemId: 1 + (i % 5) },
        { quantity: 1, price: 1250, itemId: 6 + (i % 5) },
      ]
      const body = saleBody({ store: ids.store!, register: ids.register!, method: ids.method! }, lines)
      const answer = await t.request('POST', '/api/proxy/sale.json', { cookie: owner.cookie, body })
      if (answer.status !== 200) throw new Error(`sale: ${JSON.stringify(answer.body)}`)
      bodies.push(body)
    }
    const { db, schema } = t.database
    const rows = await db
      .selectFrom('sales')
      .select(['id', 'company_id', 'data', 'receipt_number'])
      .where('company_id', '=', owner.companyId)
      .orderBy('id')
      .execute()
    const linesPerSale =
      Number(
        (
          await db
            .selectFrom('journal_lines')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('company_id', '=', owner.companyId)
            .where('source_kind', '=', 'sale')
            .executeTakeFirstOrThrow()
        ).n,
      ) / rows.length

    const client = new pg.Client({ connectionString: url.toString(), options: `-c search_path=${schema}` })
    await client.connect()
    const backend = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid
    // Each statement runs prepared (named by its variant), as the server runs a sale's statements.
    const run = async (variant: string, statement: { sql: string; parameters: readonly unknown[] }) => {
      await client.query({ name: variant, text: statement.sql, values: [...statement.parameters] })
    }
    const withoutPosting = (row: (typeof rows)[number]) => ({
      sql: `WITH claimed AS (SELECT id, created FROM sales WHERE id = $1),
        stock AS (SELECT quantity, unit_cost FROM stock_ledger
          WHERE company_id = $2 AND source_id = $1 AND reason IN ('sale', 'return'))
        SELECT (SELECT count(*) FROM claimed) + (SELECT count(*) FROM stock)`,
      parameters: [row.id, row.company_id],
    })
    let postingMs = 0
    let baselineMs = 0
    for (let start = 0; start < rows.length; start += BLOCK) {
      const block = rows.slice(start, start + BLOCK)
      const blockIds = block.map((row) => row.id)
      await client.query(
        'DELETE FROM journal_lines WHERE company_id = $1 AND source_kind = $2 AND source_id = ANY($3)',
        [owner.companyId, 'sale', blockIds],
      )
      await client.query(
        'DELETE FROM journals WHERE company_id = $1 AND source_kind = $2 AND source_id = ANY($3)',
        [owner.companyId, 'sale', blockIds],
      )
      const statements = block.map((row) => storedSalePosting(row).compile(db))
      // A block is one transaction: in the server a posting commits with its sale, so its commit costs nothing.
      let before = cpuMs(backend)
      await client.query('BEGIN')
      for (const row of block) await run('baseline', withoutPosting(row))
      await client.query('COMMIT')
      baselineMs += cpuMs(backend) - before
      before = cpuMs(backend)
      await client.query('BEGIN')
      for (const statement of statements) await run('posting', statement)
      await client.query('COMMIT')
      postingMs += cpuMs(backend) - before
    }
    await client.end()

    // The server's share: the posting rule and its JSON, for every sale, three times; the best run counts.
    let serverMs = Number.POSITIVE_INFINITY
    for (let i = 0; i < 3; i++) {
      const before = process.cpuUsage()
      for (const body of bodies) saleLedgerJson(body as unknown as Parameters<typeof saleLedgerJson>[0])
      const used = process.cpuUsage(before)
      serverMs = Math.min(serverMs, (used.user + used.system) / 1000)
    }
    const perSale = (ms: number) => Math.round((ms / rows.length) * 1000) / 1000
    const database = perSale(postingMs - baselineMs)
    const server = perSale(serverMs)
    print({
      name: 'sale.posting.cpu',
      value: Math.round((database + server) * 1000) / 1000,
      unit: 'ms CPU per sale',
      baseline: null,
      ratio: null,
      target: '< 0.3',
      database_ms: database,
      server_ms: server,
      statement_ms: perSale(postingMs),
      baseline_statement_ms: perSale(baselineMs),
      journal_lines_per_sale: Math.round(linesPerSale * 10) / 10,
      sales: rows.length,
      load_average: readFileSync('/proc/loadavg', 'utf8').split(' ')[0],
    })
  } finally {
    await t.dispose()
  }
}

await main()
