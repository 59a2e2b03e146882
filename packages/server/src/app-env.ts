import type { AreaRights, GroupRights } from '@pos/core'
import type { Logger } from 'pino'
import type { CatalogBootstraps } from './catalog/bootstrap.ts'
import type { DatabaseHandle } from './db/open-database.ts'
import type { Mailer } from './email/mailer.ts'
import type { GlueSettings } from './glue/outbound.ts'
import type { TrustProxy } from './http/trust-proxy.ts'
import type { Realtime } from './realtime/realtime.ts'

/** Who is making a request: a signed-in user (session cookie) or an API user (bearer token). */
export type Principal =
  | {
      kind: 'user'
      companyId: number
      userId: number
      sessionHash: string
      rights: GroupRights
    }
  | {
      kind: 'api'
      companyId: number
      apiUserId: number
      rights: { areas: AreaRights; caches: [] }
    }

/** What the app is built from: everything with I/O comes in here, so tests pass real ones. */
export type AppDeps = {
  database: DatabaseHandle
  logger: Logger
  mailer: Mailer
  /** The realtime channel: `realtime.publishUpdate(companyId, kind)` after a committed change. */
  realtime: Realtime
  /** NODE_ENV=production: no development outbox. */
  production: boolean
  /** The version of the product (the root package.json). */
  version: string
  /** When the process started, in ms since the epoch (for uptime). */
  startedAt: number
  /** TRUST_PROXY: whose X-Forwarded-* headers are believed (http/trust-proxy.ts); nobody's when absent. */
  trustProxy?: TrustProxy | undefined
  /** The registers' catalog bootstraps, when the server warms them at start (else the app keeps its own). */
  catalogBootstraps?: CatalogBootstraps | undefined
  /** The built web app to serve for every path outside /api; none in API-only tests. */
  webDist?: string | undefined
  /** Glue's outbound rules and deadlines (GLUE_ALLOW_PRIVATE); private addresses refused when absent. */
  glue?: GlueSettings | undefined
}

export type AppEnv = {
  Variables: {
    principal: Principal | undefined
    /**
     * On a route that checks the session in its own statement (http/authenticate.ts `checksSessionItself`), when
     * the principal was taken from memory: what to check, and how to look the session up again when the check
     * finds it changed (gives the new principal, undefined when the session is gone).
     */
    sessionCheck:
      | { hash: string; userId: number; rights: string; lookUpAgain(): Promise<Principal | undefined> }
      | undefined
    /** The client's address for rate limits. */
    clientAddress: string
    /** The client reached us over https (directly, or through a proxy TRUST_PROXY names). */
    https: boolean
    /** The session cookie is `__Host-` and Secure: over https, and always in production. */
    secureCookie: boolean
  }
}
