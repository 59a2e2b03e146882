import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'tests',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'bench/**'],
    environment: 'node',
    // End-to-end files each start a server and a browser: one at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
