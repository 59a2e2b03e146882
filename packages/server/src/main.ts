import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from './start-server.ts'

/**
 * The process entry (`node packages/server/dist/main.mjs`): settings from the environment, graceful
 * shutdown on SIGTERM and SIGINT.
 */
const env = process.env
// dist/main.mjs sits in packages/server/dist: the web app is built beside it in packages/web/dist.
const here = dirname(fileURLToPath(import.meta.url))

const server = await startServer({
  port: Number(env.PORT ?? 8080),
  dataDir: resolve(env.DATA_DIR ?? './data'),
  databaseUrl: env.DATABASE_URL || undefined,
  smtpUrl: env.SMTP_URL || undefined,
  production: env.NODE_ENV === 'production',
  logLevel: env.LOG_LEVEL || 'info',
  webDist: resolve(env.WEB_DIST ?? resolve(here, '../../web/dist')),
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
