import { defineProject } from 'vitest/config'

export default defineProject({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
