// `npm run bench`: runs every benchmark in tests/bench; each prints JSON lines
// {"name","value","unit","baseline","ratio","target"}. Exits non-zero only when a benchmark crashes, never on
// a slow figure. `npm run bench -- chain` runs only the files whose name contains "chain"; BENCH_PRODUCTS
// (default 100000) sizes the seeded catalog of the browser benchmarks for a quick check; BENCH_SCANS (200) and
// BENCH_SALES (1000, the sales queued in the browser for queue.flush and posted from Node) size two of them.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ensureBuild, ensureChromium, ensureDependencies, log, pnpm, root } from './lib/setup.mjs'

ensureDependencies()
try {
  // The browser benchmarks need the built web app; a failed rebuild keeps the previous build (and says so).
  ensureBuild()
} catch (error) {
  log(`build failed, benchmarking the previous build: ${error.message}`)
}
if (!ensureChromium()) log('Chromium is missing: the browser benchmarks will report errors')
const only = process.argv.slice(2)
const files = readdirSync(join(root, 'tests/bench'))
  .filter((file) => /\.bench\.ts$/.test(file))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort()
let crashed = false
for (const file of files) {
  try {
    pnpm(['exec', 'tsx', join('tests/bench', file)])
  } catch (error) {
    process.stderr.write(`${file} crashed: ${error.message}\n`)
    crashed = true
  }
}
process.exit(crashed ? 1 : 0)
