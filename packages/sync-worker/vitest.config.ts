import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'sync-worker',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Test files start real servers: one at a time on this 2-core machine.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
