import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Server tests share one database per run: files run one at a time on this 2-core machine.
    fileParallelism: false,
    // Generous: the catalog bootstrap test took 12.7 s in CI at load 15 and 33 s at load 22; a limit is for a
    // hang, not for a busy machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
