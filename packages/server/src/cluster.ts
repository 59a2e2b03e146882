import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import type { Logger } from 'pino'
import { migrateToLatest } from './db/migrate.ts'
import { openDatabase } from './db/open-database.ts'

/**
 * How many server processes `npm start` runs: `SERVER_PROCESSES` when set, else one per CPU (up to 4) on PostgreSQL (the
 * server keeps nothing a request needs in memory: sessions, rate limits and the outbox are rows, and realtime, the
 * Yjs relay and the terminal bridge reach the other processes through LISTEN/NOTIFY). Always one on PGlite: the
 * embedded database lives inside its one process.
 */
export function serverProcesses(setting: string | undefined, databaseUrl: string | undefined): number {
  if (!databaseUrl) return 1
  const wanted = setting === undefined || setting.trim() === '' ? Number.NaN : Number(setting)
  if (Number.isInteger(wanted) && wanted >= 1) return Math.min(wanted, 64)
  return Math.min(availableParallelism(), DEFAULT_MOST_PROCESSES)
}

/**
 * At most this many processes unless SERVER_PROCESSES says more: each holds up to 13 PostgreSQL connections (its
 * pool of 10, the realtime listener and its 2 for NOTIFY), and PostgreSQL allows 100 by default.
 */
const DEFAULT_MOST_PROCESSES = 4

/** The URL to print for a listening address (every interface reads as localhost). */
function urlOf(address: string | null | undefined, port: number): string {
  const host = !address || address === '0.0.0.0' || address === '::' ? 'localhost' : address
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/** A worker that stops within this long of starting, before it listens, is not started again (a broken start). */
const START_WINDOW_MS = 10_000

export type PrimaryOptions = {
  processes: number
  databaseUrl: string
  logger: Logger
  /** The script each worker runs (main.ts, or dist/main.mjs when built). */
  exec: string
}

export type Primary = {
  /** The address the workers share, once every one of them listens. */
  url: string
  /** Stops every worker (each shuts down gracefully) and resolves once they all exited. */
  close(): Promise<void>
}

/**
 * The primary of a multi-process server: migrates the database once, then starts `processes` workers that serve
 * the same port (node:cluster hands each new connection to the next worker in turn). A worker that dies is
 * started again, unless it died while starting. The primary serves no request itself.
 */
export async function startPrimary(options: PrimaryOptions): Promise<Primary> {
  const { logger, processes } = options
  const startedAt = Date.now()
  const database = await openDatabase({ databaseUrl: options.databaseUrl })
  try {
    const applied = await migrateToLatest(database)
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated')
  } finally {
    await database.close()
  }

  cluster.setupPrimary({ exec: options.exec })
  let closing = false
  const listening = new Set<Worker>()
  let ready: (url: string) => void = () => {}
  let failed: (error: Error) => void = () => {}
  const allListening = new Promise<string>((resolve, reject) => {
    ready = resolve
    failed = reject
  })
  let url = ''

  const fork = () => {
    const worker = cluster.fork()
    const forkedAt = Date.now()
    worker.once('listening', (address) => {
      listening.add(worker)
      url ||= urlOf(address.address, address.port)
      if (listening.size === processes) ready(url)
    })
    worker.once('exit', (code, signal) => {
      const wasListening = listening.delete(worker)
      if (closing) return
      logger.error({ pid: worker.process.pid, code, signal }, 'server process stopped')
      if (!wasListening && Date.now() - forkedAt < START_WINDOW_MS) {
        failed(new Error(`a server process stopped while starting (code ${code}, signal ${signal})`))
        return
      }
      fork()
    })
  }
  for (let i = 0; i < processes; i++) fork()

  async function close(): Promise<void> {
    closing = true
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker)
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve()
            worker.once('exit', () => resolve())
            worker.process.kill('SIGTERM')
          }),
      ),
    )
  }

  try {
    await allListening
  } catch (error) {
    await close()
    throw error
  }
  logger.info({ url, db: 'postgres', processes, ms: Date.now() - startedAt }, 'listening')
  return { url, close }
}
