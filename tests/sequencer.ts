import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files measured longest in CI (seconds, 2026-11-26): started first, so that no long file is left running
 * alone at the end while the other worker has nothing to do.
 */
const LONGEST = [
  'tests/e2e/screens-walk-first-half.test.ts', // ~400 s (each half of the walk of every screen)
  'tests/e2e/screens-walk-second-half.test.ts',
  'tests/chaos/server-kill.test.ts', // ~170 s
]

/** Then the browser files, then the server's, then the quick unit files that fill the last gaps. */
function rank(spec: TestSpecification): number {
  const long = LONGEST.findIndex((path) => spec.moduleId.endsWith(path))
  if (long >= 0) return long
  const project = spec.project.name
  if (project === 'tests') return LONGEST.length
  if (project === 'server' || project === 'sync-worker') return LONGEST.length + 1
  return LONGEST.length + 2
}

/**
 * Longest first across projects. Vitest's own order runs the projects one after the other by name (core first,
 * the end-to-end `tests` near the end) and, on a fresh clone with no timings cached, larger files first within each.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const position = new Map(sorted.map((spec, index) => [spec, index]))
    return [...sorted].sort((a, b) => rank(a) - rank(b) || position.get(a)! - position.get(b)!)
  }
}
