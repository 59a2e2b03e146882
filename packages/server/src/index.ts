/** @pos/server: HTTP API, WebSockets, database, jobs. */

export { createApp } from './app.ts'
export type { AppDeps, Principal } from './app-env.ts'
export { migrateToLatest } from './db/migrate.ts'
export type { DatabaseHandle, DatabaseKind, DatabaseOptions } from './db/open-database.ts'
export { openDatabase } from './db/open-database.ts'
export type { TerminalTimings } from './integrations/timings.ts'
export type { ResourceMount } from './resource/mount.ts'
export { RESOURCE_MOUNTS } from './resource/mounts.ts'
export type { RunningServer, ServerOptions } from './start-server.ts'
export { startServer } from './start-server.ts'
