import cluster from 'node:cluster'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverProcesses, startPrimary } from './cluster.ts'
import { insecureStartRefusal } from './http/trust-proxy.ts'
import { createLogger } from './logger.ts'
import { startServer } from './start-server.ts'

/**
 * The process entry (`node packages/server/dist/main.mjs`): settings from the environment, graceful
 * shutdown on SIGTERM and SIGINT. On PostgreSQL it runs SERVER_PROCESSES processes (one per CPU by default) on
 * the same port: this one migrates and starts them (cluster.ts), each of them serves.
 */
const env = process.env
// dist/main.mjs sits in packages/server/dist: the web app is built beside it in packages/web/dist.
const here = dirname(fileURLToPath(import.meta.url))
const databaseUrl = env.DATABASE_URL || undefined
const logLevel = env.LOG_LEVEL || 'info'
const processes = serverProcesses(env.SERVER_PROCESSES, databaseUrl)

const refusal = insecureStartRefusal({
  production: env.NODE_ENV === 'production',
  trustProxy: env.TRUST_PROXY,
  allowInsecureHttp: env.ALLOW_INSECURE_HTTP,
})
if (refusal) {
  console.error(refusal)
  process.exit(1)
}

let running: { url: string; close(): Promise<void> }
if (cluster.isPrimary && processes > 1 && databaseUrl) {
  running = await startPrimary({
    processes,
    databaseUrl,
    logger: createLogger(logLevel),
    exec: fileURLToPath(import.meta.url),
  })
} else {
  running = await startServer({
    port: Number(env.PORT ?? 8080),
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY,
    allowInsecureHttp: env.ALLOW_INSECURE_HTTP,
    logLevel,
    webDist: resolve(env.WEB_DIST ?? resolve(here, '../../web/dist')),
    clusterWorker: cluster.isWorker,
    glueAllowPrivate: env.GLUE_ALLOW_PRIVATE,
  })
}
// Started by another program over IPC (the benches, the tests): it hears where the server listens.
if (cluster.isPrimary) process.send?.({ listening: running.url, processes })

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
