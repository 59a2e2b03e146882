// The benchmarks (tests/bench, `npm run bench`) are not run by `npm test`; this checks that each one still parses
// and that `npm run bench` finds it, so a broken benchmark shows up in the fast suite.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const dir = join(import.meta.dirname, 'bench')
const files = readdirSync(dir).filter((file) => file.endsWith('.bench.ts'))

describe('benchmarks', () => {
  it('should find the chain-scale, sales and recompute benchmarks', () => {
    expect(files).toEqual(
      expect.arrayContaining(['chain.bench.ts', 'sales-throughput.bench.ts', 'sale-recompute.bench.ts']),
    )
  })

  it.each(files)(
    'should parse %s and print JSON lines with name, value, unit, baseline, ratio and target',
    (file) => {
      const source = readFileSync(join(dir, file), 'utf8')
      const output = ts.transpileModule(source, {
        reportDiagnostics: true,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      })
      expect(output.diagnostics ?? []).toEqual([])
      for (const key of ['name', 'value', 'unit', 'baseline', 'target']) expect(source).toContain(key)
    },
  )
})
