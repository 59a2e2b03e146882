// `npm test`: install what is missing (packages, Chromium), check formatting, lint and types, build the
// product, then run every test (unit, server, architecture, end-to-end) with vitest.
// Extra arguments go to vitest, e.g. `npm test -- --project server`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureBuild, ensureChromium, ensureDependencies, log, pnpm, root } from './lib/setup.mjs'

const args = process.argv.slice(2)
const started = Date.now()
ensureDependencies()
const haveChromium = ensureChromium()
if (args.length === 0) {
  log('lint (biome)')
  pnpm(['exec', 'biome', 'ci', '.'])
  log('typecheck')
  pnpm(['run', 'typecheck'])
}
ensureBuild()

const report = join(root, '.test-output/vitest.json')
const env = { ...process.env, POS_E2E: haveChromium ? '1' : '0' }
let failed = false
try {
  pnpm(
    [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    { env },
  )
} catch {
  failed = true
}
try {
  const result = JSON.parse(readFileSync(report, 'utf8'))
  const skipped = result.numPendingTests + result.numTodoTests
  log(`finished in ${Math.round((Date.now() - started) / 1000)} s`)
  process.stdout.write(
    `${result.numPassedTests} passed, ${result.numFailedTests} failed, ${skipped} skipped\n`,
  )
  if (result.numTotalTests === 0) failed = true
} catch (error) {
  log(`no test report: ${error.message}`)
  failed = true
}
process.exit(failed ? 1 : 0)
