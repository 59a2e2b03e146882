import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'devices',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files run two at a time (the root config), beside the other projects' files: each has its own database
    // (an in-memory PGlite or its own PostgreSQL schema), its own server on port 0 and its own browser.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
