import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'tests',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'bench/**'],
    environment: 'node',
    // Files run two at a time (the root config), beside the other projects' files: each has its own database
    // (an in-memory PGlite or its own PostgreSQL schema), its own server on port 0 and its own browser.
    // A limit is for a hang, not for a busy machine: two browsers share two cores.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
