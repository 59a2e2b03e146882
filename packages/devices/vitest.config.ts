import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'devices',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The contract suites start a real server and the simulators per file: one file at a time.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
