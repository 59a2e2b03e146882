import { defineConfig } from 'vitest/config'

// One runner for the whole tree: each package is a project with its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'tests/vitest.config.ts'],
  },
})
