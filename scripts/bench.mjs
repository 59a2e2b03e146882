// `npm run bench`: runs every benchmark in tests/bench; each prints JSON lines
// {"name","value","unit","baseline","ratio","target"}. Exits non-zero only when a benchmark crashes.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { ensureDependencies, pnpm, root } from './lib/setup.mjs'

ensureDependencies()
const only = process.argv.slice(2)
const files = readdirSync(join(root, 'tests/bench'))
  .filter((file) => /\.bench\.ts$/.test(file))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
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
