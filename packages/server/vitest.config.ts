import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files run two at a time (the root config), beside the other projects' files: each has its own database
    // (an in-memory PGlite or its own PostgreSQL schema), its own server on port 0 and its own browser.
    // Generous: the catalog bootstrap test took 12.7 s in CI at load 15 and 33 s at load 22; a limit is for a
    // hang, not for a busy machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
