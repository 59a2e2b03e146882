import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // fast-check properties run hundreds of cases: seconds on a loaded 2-core machine, never a hang.
    testTimeout: 30_000,
  },
})
