import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve as resolvePath } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import type { Logger } from 'pino'
import { createApp } from './app.ts'
import { CatalogBootstraps } from './catalog/bootstrap.ts'
import { refreshCatalogStatistics } from './catalog/planner-statistics.ts'
import { migrateToLatest } from './db/migrate.ts'
import { type DatabaseHandle, openDatabase } from './db/open-database.ts'
import { createMailer } from './email/mailer.ts'
import { parseAllowPrivate } from './glue/outbound.ts'
import { startGlueWorker } from './glue/queue.ts'
import { insecureStartRefusal, parseTrustProxy } from './http/trust-proxy.ts'
import { attachTerminalBridges } from './integrations/bridge.ts'
import { DEFAULT_TERMINAL_TIMINGS, type TerminalTimings } from './integrations/timings.ts'
import { transactionStoreFor } from './integrations/transactions.ts'
import { startJobWorker } from './jobs/queue.ts'
import { createLogger } from './logger.ts'
import { PARTNER_JOB_HANDLERS } from './partners/partner-jobs.ts'
import { createRealtime } from './realtime/realtime.ts'
import { attachRealtime } from './realtime/websocket.ts'
import { VERSION } from './version.ts'
import { attachYjs } from './yjs/yjs-websocket.ts'

export type ServerOptions = {
  /** 0 picks a free port. */
  port: number
  /** Where the embedded database lives (`<dataDir>/pglite`); without it and without a URL, in memory. */
  dataDir?: string | undefined
  databaseUrl?: string | undefined
  /** PostgreSQL only: the schema to use (tests). */
  databaseSchema?: string | undefined
  /** The built web app's folder; without it only /api is served. */
  webDist?: string | undefined
  smtpUrl?: string | undefined
  production?: boolean | undefined
  /** TRUST_PROXY (http/trust-proxy.ts): whose X-Forwarded-* headers are believed. */
  trustProxy?: string | undefined
  /** ALLOW_INSECURE_HTTP: '1' lets production serve plain http without a proxy. */
  allowInsecureHttp?: string | undefined
  logLevel?: string | undefined
  logger?: Logger | undefined
  /** Listen on this address; every interface by default. */
  hostname?: string | undefined
  /**
   * One of several processes serving the same port (cluster.ts): the primary has migrated the database, so this
   * one does not, and the primary says when they all listen.
   */
  clusterWorker?: boolean | undefined
  /** Card-terminal bridge timings (tests shorten the Adyen warm-up and provider waits). */
  terminalTimings?: Partial<TerminalTimings> | undefined
  /** GLUE_ALLOW_PRIVATE: private addresses Glue steps may request (comma-separated, or `all`). */
  glueAllowPrivate?: string | undefined
}

export type RunningServer = {
  url: string
  port: number
  database: DatabaseHandle
  /** Graceful stop: no new connections, in-flight requests finish, mail flushes, then the database closes. */
  close(): Promise<void>
}

/** How long in-flight requests get to finish at shutdown before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000
/** How often shutdown closes connections that went idle after finishing their last request. */
const IDLE_SWEEP_MS = 50

/** Opens and migrates the database, then serves the app. Used by main.ts, the tests and the e2e harness. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const startedAt = Date.now()
  const refusal = insecureStartRefusal({
    production: options.production ?? false,
    trustProxy: options.trustProxy,
    allowInsecureHttp: options.allowInsecureHttp,
  })
  if (refusal) throw new Error(refusal)
  const logger = options.logger ?? createLogger(options.logLevel)
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    schema: options.databaseSchema,
  })
  try {
    const applied = options.clusterWorker ? [] : await migrateToLatest(database)
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated')
  } catch (error) {
    await database.close()
    throw error
  }
  // PGlite runs no autovacuum: refresh the planner's statistics of the catalog once per start, in the background
  // (a data directory seeded or imported in bulk otherwise pages the register sync by full scans).
  const statistics =
    database.kind === 'pglite'
      ? refreshCatalogStatistics(database.db).catch((error: unknown) =>
          logger.warn({ err: error }, 'catalog statistics not refreshed'),
        )
      : Promise.resolve()
  const mailer = createMailer({ smtpUrl: options.smtpUrl, database, logger })
  const realtime = await createRealtime({
    databaseUrl: options.databaseUrl,
    schema: options.databaseSchema,
    logger,
  })
  // Built ahead, once the planner statistics are fresh: a new register's first sync then never waits for one.
  const catalogBootstraps = new CatalogBootstraps(database.db)
  const warming = statistics.then(() =>
    catalogBootstraps.warm((error) => logger.warn({ err: error }, 'a catalog bootstrap could not be built')),
  )
  warming.catch((error: unknown) => logger.warn({ err: error }, 'the catalog bootstraps could not be built'))
  const deps = {
    database,
    logger,
    mailer,
    realtime,
    catalogBootstraps,
    production: options.production ?? false,
    trustProxy: parseTrustProxy(options.trustProxy),
    version: VERSION,
    startedAt,
    // Relative to the working directory, as a caller would expect (e.g. the e2e harness at the repo root).
    webDist: options.webDist ? resolvePath(options.webDist) : undefined,
    glue: { allowPrivate: parseAllowPrivate(options.glueAllowPrivate) },
  }
  const app = createApp(deps)
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, () =>
      resolve(listening),
    )
  })
  const channel = attachRealtime(server as Server, deps)
  const glueWorker = startGlueWorker(deps, deps.glue)
  const jobWorker = startJobWorker(deps, PARTNER_JOB_HANDLERS)
  const yjs = attachYjs(server as Server, deps)
  const bridges = attachTerminalBridges(server as Server, deps, transactionStoreFor(database, realtime), {
    ...DEFAULT_TERMINAL_TIMINGS,
    ...options.terminalTimings,
  })
  const { port } = server.address() as AddressInfo
  const host =
    !options.hostname || options.hostname === '0.0.0.0' || options.hostname === '::'
      ? 'localhost'
      : options.hostname
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  if (options.clusterWorker)
    logger.debug({ url, pid: process.pid, ms: Date.now() - startedAt }, 'process listening')
  else logger.info({ url, db: database.kind, ms: Date.now() - startedAt }, 'listening')

  let closing: Promise<void> | undefined
  async function close(): Promise<void> {
    closing ??= (async () => {
      logger.info('shutting down')
      // Stop taking connections first, before waiting on anything that may wait on the database (the workers'
      // polls): a request accepted meanwhile would queue behind them and hold the shutdown up.
      const served = new Promise<void>((resolve) => {
        const closeIdle = () => {
          if ('closeIdleConnections' in server) server.closeIdleConnections()
        }
        // A kept-alive connection turns idle once its in-flight response is sent: close it then.
        const sweep = setInterval(closeIdle, IDLE_SWEEP_MS)
        const timer = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections()
        }, SHUTDOWN_GRACE_MS)
        server.close(() => {
          clearInterval(sweep)
          clearTimeout(timer)
          resolve()
        })
        closeIdle()
      })
      await statistics
      await catalogBootstraps.stop()
      await glueWorker.stop()
      await jobWorker.stop()
      await warming.catch(() => {})
      await channel.close()
      await yjs.close()
      await bridges.close()
      await served
      await mailer.flush()
      await realtime.close()
      await database.close()
      logger.info('stopped')
    })()
    return closing
  }
  return { url, port, database, close }
}
