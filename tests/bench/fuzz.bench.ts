// The long fuzz run (issue 17): FUZZ_RUNS (default 20,000) fast-check requests over every route of the app's
// route table on PGlite, as packages/server/src/fuzz.test.ts does with a few thousand. FUZZ_SEED replays one.
// Prints JSON lines {"name","value","unit","baseline","ratio","target"}: fuzz.requests, fuzz.failures (answers
// >= 500 and refusals that changed the company's rows; target 0) and fuzz.rate; each failure goes to stderr.
import { fuzzCompany, fuzzRoutes } from '../../packages/server/src/test/fuzz-company.ts'
import { createTestApp } from '../../packages/server/src/test/test-app.ts'

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647)
const runs = Number(process.env.FUZZ_RUNS ?? 20_000)

function line(name: string, value: number, unit: string, target: number | null) {
  console.log(JSON.stringify({ name, value, unit, baseline: null, ratio: null, target, seed }))
}

const t = await createTestApp()
try {
  const company = await fuzzCompany(t)
  const started = performance.now()
  const outcome = await fuzzRoutes(t, company, { runs, seed })
  const seconds = (performance.now() - started) / 1000
  for (const failure of outcome.failures) process.stderr.write(`${failure}\n`)
  line('fuzz.requests', outcome.requests, 'requests', runs)
  line('fuzz.failures', outcome.failures.length, 'requests', 0)
  line('fuzz.rate', Math.round(outcome.requests / seconds), 'requests/s', null)
  if (outcome.failures.length > 0) process.stderr.write(`replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}\n`)
} finally {
  await t.dispose()
}
