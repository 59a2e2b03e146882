import { defineConfig } from 'vitest/config'
import LongestFirst from './tests/sequencer.ts'

// One runner for the whole tree: each package is a project with its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'tests/vitest.config.ts'],
    // Two files at a time. Vitest's default is the cores less one, which is a single file at a time on this
    // 2-core machine: the end-to-end files (a server and a browser each, waiting on both) then ran one by one.
    // Each file has its own database (an in-memory PGlite or its own PostgreSQL schema), its own server on
    // port 0 and its own browser, so nothing is shared between two files running at once.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
})
