import { defineProject } from 'vitest/config'

export default defineProject({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Properties and module imports take seconds on a loaded 2-core machine; 5 s would fail them, not a bug.
    testTimeout: 30_000,
  },
})
